import { buildSchema, getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coercedVariables } from '../src/schema/coerced-variables';

const schema = buildSchema(`
  input Range { gte: Int, lte: Int }
  type Query { products(first: Int!, price: Range): [String] }
`);
const definitionsOf = (source: string) => getOperationAST(parse(source))?.variableDefinitions ?? [];

describe('coercedVariables', () => {
  const definitions = definitionsOf('query ($first: Int!, $price: Range) { products(first: $first, price: $price) }');

  it('coerces a request once: the same variables and definitions give the same result', () => {
    const raw = { first: '24'.length, price: { gte: 10 } };
    const first = coercedVariables(schema, definitions, raw);
    expect(first.coerced).toEqual({ first: 2, price: { gte: 10 } });
    expect(coercedVariables(schema, definitions, raw)).toBe(first);
  });

  it('coerces again for other definitions or another schema, never reusing a result across them', () => {
    const raw = { first: 3 };
    const kept = coercedVariables(schema, definitions, raw);
    const other = definitionsOf('query ($first: Int!) { products(first: $first) }');
    expect(coercedVariables(schema, other, raw)).not.toBe(kept);
    const otherSchema = buildSchema('type Query { products(first: Int!): [String] }');
    expect(coercedVariables(otherSchema, other, raw).coerced).toEqual({ first: 3 });
  });

  it('reports values the definitions refuse, and a request without variables', () => {
    const refused = coercedVariables(schema, definitions, { first: 'muchos', price: { gte: 'x' } });
    expect(refused.errors?.map((error) => error.message)).toHaveLength(2);
    expect(coercedVariables(schema, definitions, undefined).errors?.[0]?.message).toContain('$first');
  });
});
