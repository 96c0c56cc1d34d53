/**
 * schema/commerce.graphql must be a faithful subset of Saleor's real API: every type, field, argument, input field,
 * enum value, interface and union we declare exists in Saleor 3.24 with the same type. The reference is Saleor's own
 * published SDL, kept unchanged in `schema/saleor/schema.graphql` ($SALEOR_SCHEMA points elsewhere).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertValidSchema, buildSchema, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compareWithReference } from '../../scripts/commerce-schema/compare';
import { extractCommerceSchema, referencePath as referencePathOf } from '../../scripts/commerce-schema/extract';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const oursPath = resolve(repoRoot, 'schema/commerce.graphql');
const referencePath = referencePathOf(process.env);

const oursSdl = readFileSync(oursPath, 'utf8');

function buildOurs(): GraphQLSchema {
  const schema = buildSchema(oursSdl);
  assertValidSchema(schema);
  return schema;
}

describe('schema/commerce.graphql', () => {
  it('builds on its own with graphql-js', () => {
    const schema = buildOurs();
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
  });

  it('carries no directive applications and declares no directives', () => {
    expect(oursSdl).not.toMatch(/@\w/);
  });

  it('the comparison reports a deliberately wrong schema (it cannot pass vacuously)', () => {
    const reference = buildSchema(`
      type Query { product(id: ID, slug: String, channel: String): Product }
      type Product { id: ID!, name: String! }
    `);
    const wrong = buildSchema(`
      type Query { product(id: ID!): Product }
      type Product { name: Int, colour: String }
    `);
    expect(compareWithReference(reference, reference)).toEqual([]);
    expect(compareWithReference(wrong, reference)).toEqual([
      'Product.name: type Int, reference has String!',
      'Product.colour: no such field in the reference',
      'Query.product(id): type ID!, reference has ID',
    ]);
  });
});

describe(`schema/commerce.graphql against Saleor (${referencePath})`, () => {
  const load = () => readFileSync(referencePath, 'utf8');
  let saleor: GraphQLSchema | undefined;
  const reference = (): GraphQLSchema => {
    saleor ??= buildSchema(load());
    return saleor;
  };

  it('is a faithful subset of Saleor: same kinds, fields, arguments and types', () => {
    const ours = buildOurs();
    expect(Object.keys(ours.getTypeMap()).length).toBeGreaterThan(50);
    expect(compareWithReference(ours, reference())).toEqual([]);
  });

  it('reports a wrong type against the real Saleor schema too', () => {
    const wrong = buildSchema('type Query { product(id: ID): Product } type Product { name: Int }');
    expect(compareWithReference(wrong, reference())).toContain('Product.name: type Int, reference has String!');
  });

  it("is what scripts/commerce-schema/extract.ts generates from the rule (run it after changing the rule or Saleor's schema)", () => {
    expect(oursSdl).toBe(extractCommerceSchema(load()));
  });
});
