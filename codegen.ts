import type { CodegenConfig } from '@graphql-codegen/cli';

/** Types every storefront operation (`web/src/**\/*.graphql`) against the gateway's printed schema. */
const config: CodegenConfig = {
  schema: 'schema/gateway.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // persistedDocuments: also writes web/src/gql/persisted-documents.json ({ sha256: document }), the trusted
      // documents the gateway accepts from browsers in production (docs/operations.md).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        strictScalars: true,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          Decimal: 'number',
          PositiveDecimal: 'number',
          PositiveInt: 'number',
          UUID: 'string',
          JSONString: 'string',
          JSON: 'unknown',
          Metadata: 'Record<string, string>',
          WeightScalar: 'number',
          GenericScalar: 'unknown',
          Upload: 'unknown',
          Minute: 'number',
          Hour: 'number',
          Day: 'number',
        },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
