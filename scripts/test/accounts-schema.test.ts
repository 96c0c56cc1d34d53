import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ANSWERED_BY_THE_GATEWAY } from '../commerce-schema/answered-by-gateway';
import { OUTPUT_PATH as COMMERCE_PATH, referencePath } from '../commerce-schema/extract';
import { ACCOUNTS_PATH, extractAccountsSchema } from '../commerce-schema/extract-accounts';

const saleorSdl = readFileSync(referencePath(), 'utf8');
const commerceSdl = readFileSync(COMMERCE_PATH, 'utf8');
const accountsSdl = readFileSync(ACCOUNTS_PATH, 'utf8');

describe('schema/accounts.graphql', () => {
  it('is what scripts/commerce-schema/extract-accounts.ts generates from Saleor and schema/commerce.graphql', () => {
    expect(accountsSdl).toBe(extractAccountsSchema(saleorSdl, commerceSdl));
  });

  it('with the commerce schema, is valid and answers every account coordinate with Saleor’s own field', () => {
    const merged = buildSchema(`${commerceSdl}\n${accountsSdl}`);
    const saleor = buildSchema(saleorSdl, { assumeValidSDL: true });
    for (const coordinate of ANSWERED_BY_THE_GATEWAY) {
      if (coordinate === 'Query.channels') continue;
      const [typeName = '', fieldName = ''] = coordinate.split('.');
      const ours = merged.getType(typeName);
      const theirs = saleor.getType(typeName);
      if (!isObjectType(ours) || !isObjectType(theirs)) throw new Error(`${typeName} missing`);
      const field = ours.getFields()[fieldName];
      expect(field, coordinate).toBeDefined();
      expect(String(field?.type), coordinate).toBe(String(theirs.getFields()[fieldName]?.type));
      expect(field?.args.map((a) => `${a.name}: ${a.type}`).sort(), coordinate).toEqual(
        theirs
          .getFields()
          [fieldName]?.args.map((a) => `${a.name}: ${a.type}`)
          .sort(),
      );
    }
  });

  it('defines no type the commerce schema defines, and adds to User only what the commerce schema lacks', () => {
    const commerceTypes = new Set(
      parse(commerceSdl).definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : [])),
    );
    for (const definition of parse(accountsSdl).definitions) {
      if (definition.kind === 'ObjectTypeExtension') continue;
      const name = 'name' in definition && definition.name ? definition.name.value : '';
      expect(commerceTypes.has(name), name).toBe(false);
    }
  });

  it('stays right when the commerce schema already defines the account types (the larger commerce schema)', () => {
    // A commerce schema that defines User with all its storefront fields and AccountError: neither is emitted again.
    const saleor = buildSchema(saleorSdl, { assumeValidSDL: true });
    const user = saleor.getType('User');
    if (!isObjectType(user)) throw new Error('User');
    const larger = `${commerceSdl}\n${print(parse(`type AccountError { field: String message: String code: String! }`))}`;
    const smaller = extractAccountsSchema(saleorSdl, larger);
    expect(smaller).not.toMatch(/^type AccountError /m);
    expect(smaller).toMatch(/^type CreateToken /m);
  });

  it('leaves out what only staff or apps may use', () => {
    expect(accountsSdl).not.toMatch(/^\s+privateMetadata:/m);
    expect(accountsSdl).not.toMatch(/^\s+events: \[CustomerEvent/m);
    expect(accountsSdl).not.toMatch(/^\s+note: String/m);
  });
});
