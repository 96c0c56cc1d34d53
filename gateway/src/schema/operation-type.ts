import { getOperationAST, type OperationTypeNode, parse } from 'graphql';

/**
 * The type of the operation a GraphQL document asks for (`query`, `mutation`…), parsed once per document and
 * operation name and kept in a bounded table; null when the document is unreadable. The response cache and the
 * metrics read it from requests, the retry policy from the commerce calls' bodies.
 */
const operationTypes = new Map<string, OperationTypeNode | null>();

export function operationTypeOf(query: unknown, operationName?: unknown): OperationTypeNode | null {
  if (typeof query !== 'string' || query === '') return null;
  const key = `${typeof operationName === 'string' ? operationName : ''}|${query}`;
  const known = operationTypes.get(key);
  if (known !== undefined) return known;
  let type: OperationTypeNode | null = null;
  try {
    type =
      getOperationAST(parse(query, { noLocation: true }), typeof operationName === 'string' ? operationName : undefined)
        ?.operation ?? null;
  } catch {
    type = null;
  }
  if (operationTypes.size >= 2000) operationTypes.delete(operationTypes.keys().next().value ?? '');
  operationTypes.set(key, type);
  return type;
}
