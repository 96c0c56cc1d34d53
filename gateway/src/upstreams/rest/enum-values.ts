import {
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
} from 'graphql';

/**
 * GraphQL Mesh turns JSON Schema enums of numbers (tipoDocumento: 2 | 3 | 4) into GraphQL enums named `_2`, `_3`,
 * `_4`. The gateway speaks the wire values: these two walks translate payloads into the generated input types and
 * answers back, so feature code sees the REST contract as written.
 */
export function encodeInput(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = getNullableType(type);
  if (isListType(inner)) return Array.isArray(value) ? value.map((item) => encodeInput(inner.ofType, item)) : value;
  if (isEnumType(inner)) return inner.getValues().find((entry) => entry.value === value)?.name ?? value;
  if (isInputObjectType(inner) && typeof value === 'object') {
    const fields = inner.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, fields[key] ? encodeInput(fields[key].type, field) : field]),
    );
  }
  return value;
}

export function decodeOutput(schema: GraphQLSchema, type: GraphQLOutputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = getNullableType(type);
  if (isListType(inner))
    return Array.isArray(value) ? value.map((item) => decodeOutput(schema, inner.ofType, item)) : value;
  if (isEnumType(inner)) return inner.getValue(String(value))?.value ?? value;
  if (typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const concrete = isAbstractType(inner) ? schema.getType(String(record.__typename)) : inner;
  if (!isObjectType(concrete)) return value;
  const fields = concrete.getFields();
  return Object.fromEntries(
    Object.entries(record).map(([key, field]) => [
      key,
      fields[key] ? decodeOutput(schema, fields[key].type, field) : field,
    ]),
  );
}
