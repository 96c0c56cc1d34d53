import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Free-form JSON, for upstream data whose shape the gateway passes through untouched. */
export const scalarTypeDefs = /* GraphQL */ `
  "Any JSON value, passed through as the upstream gave it."
  scalar JSON
`;

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value)]));
    default:
      return null;
  }
}

export const scalarResolvers = {
  JSON: new GraphQLScalarType({
    name: 'JSON',
    description: 'Any JSON value, passed through as the upstream gave it.',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: literal,
  }),
};
