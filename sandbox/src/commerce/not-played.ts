import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError, type GraphQLSchema } from 'graphql';
import { PLAYED_ARGUMENTS, PLAYED_BY_RECORDS } from './played-fields';

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
      const coordinate = `${typeName}.${fieldName}`;
      // A field played before the schema grew: Saleor's other arguments given a value are named, never ignored.
      if (played.has(coordinate) && field.args) {
        const unplayed = Object.entries(field.args).filter(([name]) => !PLAYED_ARGUMENTS.has(`${coordinate}(${name})`));
        if (unplayed.length > 0) {
          const resolve = field.resolve ?? defaultFieldResolver;
          return {
            ...field,
            resolve: (source, args: Record<string, unknown>, context, info) => {
              for (const [name, argument] of unplayed) {
                const value = args[name];
                if (value != null && JSON.stringify(value) !== JSON.stringify(argument.defaultValue)) {
                  throw notPlayed(`${coordinate}(${name})`);
                }
              }
              return resolve(source, args, context, info);
            },
          };
        }
      }
      if (field.resolve && field.resolve !== defaultFieldResolver) return field;
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
