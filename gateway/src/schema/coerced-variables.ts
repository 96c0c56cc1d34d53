import { type GraphQLError, type GraphQLSchema, getVariableValues, type VariableDefinitionNode } from 'graphql';

type Coerced =
  | { errors: readonly GraphQLError[]; coerced?: never }
  | { coerced: Record<string, unknown>; errors?: never };

/** The most coercion errors one request is told about (the input guard's list of issues has the same bound). */
export const MAX_COERCION_ERRORS = 20;

interface Kept {
  schema: GraphQLSchema;
  definitions: readonly VariableDefinitionNode[];
  result: Coerced;
}

const kept = new WeakMap<object, Kept>();

/**
 * A request's variables coerced by the operation's definitions, once per request: the input guard coerces them
 * before anything runs, and the pass-through needs the same values. Kept against the request's own variables object
 * (what Yoga hands every plugin) and only reused for the same schema and definitions; the values are read, never
 * changed, by both.
 */
export function coercedVariables(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
  raw: Record<string, unknown> | null | undefined,
): Coerced {
  const values = raw ?? {};
  const found = raw ? kept.get(raw) : undefined;
  if (found && found.schema === schema && found.definitions === definitions) return found.result;
  const result = getVariableValues(schema, definitions, values, { maxErrors: MAX_COERCION_ERRORS }) as Coerced;
  if (raw) kept.set(raw, { schema, definitions, result });
  return result;
}
