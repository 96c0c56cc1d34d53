import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../src/graphiql/examples';
import { printGatewaySchema } from '../src/print-schema';

const printed = readFileSync(new URL('../../schema/gateway.graphql', import.meta.url), 'utf8');
const schema = buildSchema(printed);
/**
 * Saleor's own schema, whose descriptions the commerce part and the account types answered by the gateway carry
 * unchanged (Saleor leaves a few parts undescribed).
 */
const saleor = buildSchema(readFileSync(new URL('../../schema/saleor/schema.graphql', import.meta.url), 'utf8'), {
  assumeValidSDL: true,
});
const undescribedBySaleor = (typeName: string, fieldName?: string): boolean => {
  const type = saleor.getType(typeName);
  if (!type) return false;
  if (fieldName === undefined) return !type.description;
  if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) return false;
  const field = type.getFields()[fieldName];
  return field !== undefined && !field.description;
};

describe('schema/gateway.graphql', () => {
  it('is the current printed schema (npm run schema:print)', () => {
    expect(printGatewaySchema()).toBe(printed);
  });

  it('describes every public type, field, input field and enum value a partner sees (as Saleor does, for its own)', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!type.description && !undescribedBySaleor(type.name)) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          if (!field.description && !undescribedBySaleor(type.name, field.name))
            missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the REST envelope out of the public schema', () => {
    const names = Object.keys(schema.getTypeMap());
    expect(names.filter((name) => /request_Input|_response$|Trace_Input/.test(name))).toEqual([]);
  });

  it('opens GraphiQL with example operations that are valid against the schema', () => {
    const document = parse(GRAPHIQL_EXAMPLES);
    expect(document.definitions.length).toBeGreaterThanOrEqual(4);
    expect(validate(schema, document)).toEqual([]);
  });

  it('has enum descriptions for the domain enums', () => {
    for (const name of ['BrandOrLaboratoryKind']) {
      const type = schema.getType(name);
      expect(isEnumType(type) && type.getValues().every((value) => value.description)).toBe(true);
    }
  });
});
