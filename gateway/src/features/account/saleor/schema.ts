import { readFileSync } from 'node:fs';
import { type GraphQLObjectType, type GraphQLSchema, isObjectType, Kind, parse } from 'graphql';
import { repoPath } from '../../../repo-paths';

/**
 * Saleor's account types the gateway answers itself, generated from Saleor's schema into schema/accounts.graphql
 * (scripts/commerce-schema/extract-accounts.ts): `me`, the token and account mutations and every type they reach that
 * the commerce schema does not define.
 */
export const saleorAccountTypeDefs = readFileSync(repoPath('schema', 'accounts.graphql'), 'utf8');

/** The fields an SDL text gives `User` (its definition or its extensions). */
export function userFieldsOf(sdl: string): string[] {
  const fields: string[] = [];
  for (const definition of parse(sdl, { noLocation: true }).definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      definition.name.value === 'User'
    ) {
      for (const field of definition.fields ?? []) fields.push(field.name.value);
    }
  }
  return fields;
}

export function userTypeOf(schema: GraphQLSchema | undefined): GraphQLObjectType | undefined {
  const type = schema?.getType('User');
  return isObjectType(type) ? type : undefined;
}
