import { parsedContract } from '../../config/contracts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Reads an OpenAPI 3.1 document for GraphQL Mesh's OpenAPI loader, rewriting two constructs the loader mishandles
 * without changing what the document means on the wire:
 * - a type list such as `type: [number, 'null']` becomes non-null in GraphQL, so nulls in answers wipe out whole
 *   objects; the equivalent `anyOf: [{type: number}, {type: 'null'}]` is read as nullable;
 * - string `format`s (date, date-time, email) become scalars that re-serialise values (a date becomes a date-time);
 *   the gateway validates those formats itself, so they are read as plain strings.
 */
export function readOpenApiDocument(path: string): Record<string, Json> {
  // A new document: the parse is shared (and frozen), the loader may change what it is given.
  return nullableTypesAsAnyOf(parsedContract(path) as Json) as Record<string, Json>;
}

const STRING_FORMATS = new Set(['date', 'date-time', 'email', 'uri', 'uuid']);

export function nullableTypesAsAnyOf(node: Json): Json {
  if (Array.isArray(node)) return node.map(nullableTypesAsAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableTypesAsAnyOf(value)] as const);
  const object: { [key: string]: Json } = Object.fromEntries(entries);
  if (object.type === 'string' && typeof object.format === 'string' && STRING_FORMATS.has(object.format)) {
    delete object.format;
  }
  const type = object.type;
  if (Array.isArray(type) && type.includes('null')) {
    const others = type.filter((member) => member !== 'null');
    const { type: _removed, ...rest } = object;
    const branch = others.length === 1 ? { type: others[0] ?? 'string' } : { type: others };
    // Keywords that constrain the non-null value (enum, items, properties, format…) stay on that branch.
    const { description, title, default: fallback, ...constraints } = rest;
    return {
      ...(description !== undefined ? { description } : {}),
      ...(title !== undefined ? { title } : {}),
      ...(fallback !== undefined ? { default: fallback } : {}),
      anyOf: [{ ...branch, ...constraints }, { type: 'null' }],
    };
  }
  return object;
}
