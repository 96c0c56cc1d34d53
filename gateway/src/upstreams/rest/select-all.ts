import {
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isObjectType,
  isScalarType,
} from 'graphql';

/**
 * A selection set that asks for everything a generated REST type holds, unions included (one inline fragment per
 * status-code type). The REST subschemas are internal: the gateway always wants the whole envelope back and
 * validates the payload itself.
 */
export function selectAll(schema: GraphQLSchema, type: GraphQLOutputType, depth = 8): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (depth === 0) return '{ __typename }';
  if (isAbstractType(named)) {
    const fragments = schema
      .getPossibleTypes(named)
      .map((member) => `... on ${member.name} ${selectAll(schema, member, depth - 1)}`);
    return `{ __typename ${fragments.join(' ')} }`;
  }
  if (isObjectType(named)) {
    const fields = Object.values(named.getFields())
      // Arguments would need values; generated REST types have none on their payload fields.
      .filter((field) => field.args.length === 0)
      .map((field) => `${field.name} ${selectAll(schema, field.type, depth - 1)}`.trim());
    return `{ __typename ${fields.join(' ')} }`;
  }
  return '';
}
