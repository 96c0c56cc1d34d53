import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError, type GraphQLSchema } from 'graphql';
import { PLAYED_BY_RECORDS } from './played-fields';

/** The stable code of a field the sandbox does not play (the commerce API would answer it; the sandbox cannot). */
export const NOT_PLAYED_BY_SANDBOX = 'NOT_PLAYED_BY_SANDBOX';

export function notPlayed(coordinate: string): GraphQLError {
  return new GraphQLError(`${coordinate} is not played by the sandbox.`, {
    extensions: { code: NOT_PLAYED_BY_SANDBOX, field: coordinate },
  });
}

/**
 * Every object field of `schema` that has no resolver of its own and is not read from the sandbox's records
 * (PLAYED_BY_RECORDS, or every field of `recordTypes`) answers a coded error naming it, never a crash or a silent null: the commerce schema is
 * Saleor's whole storefront-facing API, and the sandbox plays what a storefront's journeys need.
 */
export function withUnplayedFieldsCoded(
  schema: GraphQLSchema,
  played: ReadonlySet<string> = PLAYED_BY_RECORDS,
  recordTypes: ReadonlySet<string> = new Set(),
) {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (field.resolve && field.resolve !== defaultFieldResolver) return field;
      const coordinate = `${typeName}.${fieldName}`;
      if (played.has(coordinate) || recordTypes.has(typeName)) return field;
      return {
        ...field,
        resolve: () => {
          throw notPlayed(coordinate);
        },
      };
    },
  });
}
