import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { codesOf, type GraphQLAnswer, startTestStack, type TestStack } from './support/stack';

const PARTNER_KEY = 'insurer-key-0123456789abcdef';
const base = loadGatewayConfig({});
const manifest = JSON.parse(readFileSync(base.trustedDocuments.path, 'utf8')) as Record<string, string>;

let stack: TestStack;
beforeAll(async () => {
  // Production mode: only trusted documents from browsers; partners (X-Api-Key) may send any operation.
  stack = await startTestStack({
    production: true,
    trustedDocuments: { path: base.trustedDocuments.path, enforced: true },
    partnerApiKeys: [{ name: 'insurer', key: PARTNER_KEY }],
  });
});
afterAll(() => stack?.close());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(stack.gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as GraphQLAnswer<Record<string, unknown>> };
}

/** A storefront query whose only required variable, if any, is the sales channel. */
function channelOnlyOperation(): { id: string; variables: Record<string, string> } {
  for (const [id, query] of Object.entries(manifest)) {
    const operation = parse(query).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') continue;
    // A public read: the account's queries (`me`) need a signed-in customer.
    const fields = operation.selectionSet.selections.map((selection) =>
      selection.kind === Kind.FIELD ? selection.name.value : '',
    );
    if (fields.includes('me')) continue;
    const required = (operation.variableDefinitions ?? [])
      .filter((variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue)
      .map((variable) => variable.variable.name.value);
    if (required.every((name) => name === 'channel')) {
      return { id, variables: required.length ? { channel: 'feria-cuida' } : {} };
    }
  }
  throw new Error('no storefront query needing at most the channel in the manifest');
}

describe('the trusted documents manifest', () => {
  it('lists the storefront operations under the sha256 of their text', () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    for (const [id, query] of Object.entries(manifest)) {
      expect(id).toBe(`sha256:${createHash('sha256').update(query).digest('hex')}`);
    }
  });

  it('every storefront operation is valid for the gateway and within the limits', async () => {
    for (const id of Object.keys(manifest)) {
      const answer = await post({ documentId: id });
      const codes = codesOf(answer.json);
      expect(codes, `${id}: ${JSON.stringify(answer.json.errors)}`).not.toContain('QUERY_TOO_COMPLEX');
      expect(codes, `${id}: ${JSON.stringify(answer.json.errors)}`).not.toContain('GRAPHQL_VALIDATION_FAILED');
      expect(codes).not.toContain('PERSISTED_QUERY_NOT_FOUND');
    }
  });
});

describe('in production', () => {
  it('runs a trusted document by documentId or by extensions.persistedQuery.sha256Hash', async () => {
    const { id, variables } = channelOnlyOperation();
    const byId = await post({ documentId: id, variables });
    expect(byId.status).toBe(200);
    expect(byId.json.errors).toBeUndefined();
    expect(byId.json.data).toBeTruthy();
    const byHash = await post({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: id.replace(/^sha256:/, '') } },
    });
    expect(byHash.json).toEqual(byId.json);
  });

  it('refuses an operation that is not a trusted document: PERSISTED_QUERY_ONLY (403)', async () => {
    const answer = await post({ query: '{ products(first: 1, channel: "feria-cuida") { totalCount } }' });
    expect(answer.status).toBe(403);
    expect(codesOf(answer.json)).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(answer.json.errors?.[0]?.extensions?.requestId).toEqual(expect.any(String));
  });

  it('runs the same operation for a partner with a valid X-Api-Key', async () => {
    const answer = await post(
      { query: '{ products(first: 1, channel: "feria-cuida") { totalCount } }' },
      { 'x-api-key': PARTNER_KEY },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
    expect(answer.json.data?.products).toMatchObject({ totalCount: expect.any(Number) });
  });

  it('refuses an unknown document id, a request with neither query nor id, and an invalid key', async () => {
    const unknown = await post({ documentId: `sha256:${'0'.repeat(64)}` });
    expect(unknown.status).toBe(400);
    expect(codesOf(unknown.json)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const neither = await post({ variables: {} });
    expect(codesOf(neither.json)).toEqual(['PERSISTED_QUERY_ID_REQUIRED']);
    const invalidKey = await post({ query: '{ __typename }' }, { 'x-api-key': 'wrong-key-0123456789abcdef' });
    expect(invalidKey.status).toBe(401);
    expect(codesOf(invalidKey.json)).toEqual(['INVALID_API_KEY']);
  });

  it('serves GraphiQL and introspection only with a partner key', async () => {
    const page = (headers: Record<string, string>) =>
      fetch(stack.gateway.url, { headers: { accept: 'text/html', ...headers } });
    const anonymous = await page({});
    expect(await anonymous.text()).not.toMatch(/<html/i);
    const partner = await page({ 'x-api-key': PARTNER_KEY });
    expect(partner.status).toBe(200);
    const html = await partner.text();
    expect(html).toMatch(/<html/i);
    expect(partner.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    // Its files are the open-source editor: a browser loads them without the key the page needed.
    const script = /<script src="(\/graphiql\/graphiql\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = await fetch(new URL(script as string, stack.gateway.url), { method: 'HEAD' });
    expect(file.status).toBe(200);

    const introspection = '{ __schema { queryType { name } } }';
    expect(codesOf((await post({ query: introspection })).json)).toEqual(['PERSISTED_QUERY_ONLY']);
    const allowed = await post({ query: introspection }, { 'x-api-key': PARTNER_KEY });
    expect(allowed.json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('does not suggest field names (they would map the schema)', async () => {
    const answer = await post({ query: '{ produts(first: 1) { totalCount } }' }, { 'x-api-key': PARTNER_KEY });
    expect(JSON.stringify(answer.json.errors)).not.toMatch(/Did you mean/);
  });
});
