import { generateKeyPairSync } from 'node:crypto';
import { createSchema, createYoga } from 'graphql-yoga';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { maskUnexpectedError } from '../src/plugins';
import { requestIdPlugin } from '../src/plugins/errors';
import { type RunningGateway, startGateway } from '../src/server';
import { codesOf, type GraphQLAnswer, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

async function post(
  body: unknown,
  headers: Record<string, string> = {},
  url = stack.gateway.url,
): Promise<{ status: number; headers: Headers; json: GraphQLAnswer<unknown> & Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {} };
}

/** A query `depth` levels deep (category → parent → parent …). */
function deepQuery(depth: number): string {
  let selection = '{ id }';
  for (let level = 0; level < depth - 1; level++) selection = `{ parent ${selection} }`;
  return `query Deep { category(slug: "salud") ${selection} }`;
}

describe('query limits (GraphQL Armor)', () => {
  it('refuses a query 20 levels deep with QUERY_TOO_COMPLEX, before any upstream call', async () => {
    stack.proxy.reset();
    const answer = await post({ query: deepQuery(20) });
    expect(answer.status).toBe(400);
    expect(codesOf(answer.json)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(answer.json.errors?.[0]?.message).toMatch(/depth limit of 12/);
    expect(stack.proxy.count('/graphql')).toBe(0);
  });

  it('accepts the same shape within the limit', async () => {
    const answer = await post({ query: deepQuery(8) });
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
  });

  it('refuses too many aliases', async () => {
    const fields = Array.from({ length: 20 }, (_, index) => `a${index}: category(slug: "salud") { id }`).join(' ');
    const answer = await post({ query: `{ ${fields} }` });
    expect(codesOf(answer.json)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: 2500 }, () => '__typename').join(' ');
    const answer = await post({ query: `{ ${fields} }` });
    expect(codesOf(answer.json)).toContain('QUERY_TOO_COMPLEX');
  });
});

describe('request size and batching', () => {
  it('answers a 1 MB body with 413 and a JSON GraphQL error', async () => {
    const answer = await post({ query: '{ __typename }', variables: { padding: 'x'.repeat(1_000_000) } });
    expect(answer.status).toBe(413);
    expect(codesOf(answer.json)).toEqual(['REQUEST_ENTITY_TOO_LARGE']);
    expect(answer.json.errors?.[0]?.extensions?.requestId).toEqual(expect.any(String));
  });

  it('answers a batch of up to 10 operations, and refuses 11', async () => {
    const two = await post([{ query: '{ __typename }' }, { query: 'query Two { __typename }' }]);
    expect(two.status).toBe(200);
    expect(two.json).toEqual([{ data: { __typename: 'Query' } }, { data: { __typename: 'Query' } }]);
    const eleven = await post(Array.from({ length: 11 }, () => ({ query: '{ __typename }' })));
    expect(eleven.status).toBeGreaterThanOrEqual(400);
    expect(eleven.json.errors?.[0]?.message).toMatch(/Batching is limited to 10 operations/);
  });
});

describe('CSRF prevention and CORS', () => {
  it('refuses a simple GET without a non-simple header, accepts it with x-graphql-client', async () => {
    const url = `${stack.gateway.url}?query=${encodeURIComponent('{ __typename }')}`;
    const bare = await fetch(url, { headers: { accept: 'application/json' } });
    expect(bare.status).toBe(403);
    const withHeader = await fetch(url, { headers: { accept: 'application/json', 'x-graphql-client': 'cuida-web' } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a form-encoded POST (a cross-site form could send it)', async () => {
    const response = await fetch(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B__typename%7D',
    });
    expect(response.status).toBe(403);
  });

  it('allows the storefront origin and gives no CORS headers to others', async () => {
    const preflight = (origin: string) =>
      fetch(stack.gateway.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  it('echoes X-Request-Id and puts it in every error', async () => {
    const answer = await post({ query: '{ nope }' }, { 'x-request-id': 'test-req-1' });
    expect(answer.headers.get('x-request-id')).toBe('test-req-1');
    expect(answer.json.errors?.[0]?.extensions?.requestId).toBe('test-req-1');
    const generated = await post({ query: '{ nope }' }, { 'x-request-id': 'not valid because of spaces' });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('masks unexpected errors without a stack, even in development, with the request id', async () => {
    const logged: Record<string, unknown>[] = [];
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { boom: String }',
        resolvers: {
          Query: {
            boom: () => {
              throw new Error('database password is hunter2');
            },
          },
        },
      }),
      maskedErrors: { maskError: maskUnexpectedError((entry) => logged.push(entry)), isDev: true },
      plugins: [requestIdPlugin()],
      logging: false,
    });
    const response = await yoga.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-boom' },
      body: JSON.stringify({ query: '{ boom }' }),
    });
    const body = (await response.json()) as GraphQLAnswer<unknown>;
    expect(body.errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-boom' },
    });
    expect(JSON.stringify(body)).not.toMatch(/hunter2|stack|at .*\.ts/);
    expect(logged).toHaveLength(1);
  });
});

describe('forged tokens on a customer-only operation', () => {
  const ME = '{ me { email } }';

  async function sandboxSigningKey() {
    const [row] = await stack.sandbox.db.query<{ kid: string; private_key_pem: string }>(
      'SELECT kid, private_key_pem FROM identity_signing_key WHERE retired_at IS NULL',
    );
    if (!row) throw new Error('the sandbox has no signing key');
    return { kid: row.kid, key: await importPKCS8(row.private_key_pem, 'RS256') };
  }

  async function forge(claims: Record<string, unknown>, options: { issuer?: string; expiresIn?: number } = {}) {
    const { kid, key } = await sandboxSigningKey();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ token_use: 'id', email: 'forged@cuida.pe', aud: 'cuida-web-client', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject('forged-sub')
      .setIssuer(options.issuer ?? stack.gateway.services.config.identity.issuer)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(key);
  }

  const meWith = (token: string) => post({ query: ME }, { authorization: `Bearer ${token}`, 'x-access-token': token });

  it('accepts a real session (control)', async () => {
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    const answer = await post(
      { query: ME },
      { authorization: `Bearer ${session.idToken}`, 'x-access-token': session.accessToken },
    );
    expect(codesOf(answer.json)).not.toContain('UNAUTHENTICATED');
  });

  it('refuses alg "none"', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: 'x',
      token_use: 'id',
      aud: 'cuida-web-client',
      iss: stack.gateway.services.config.identity.issuer,
      exp: now + 3600,
    })}.`;
    expect(codesOf((await meWith(unsigned)).json)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a token signed with another key under the provider key id', async () => {
    const { kid } = await sandboxSigningKey();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ token_use: 'id', aud: 'cuida-web-client' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject('x')
      .setIssuer(stack.gateway.services.config.identity.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    expect(codesOf((await meWith(token)).json)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a correctly signed token from another issuer', async () => {
    const token = await forge({}, { issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil' });
    expect(codesOf((await meWith(token)).json)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a correctly signed but expired token', async () => {
    const token = await forge({}, { expiresIn: -120 });
    expect(codesOf((await meWith(token)).json)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a correctly signed token for another audience, or an access token in place of an ID token', async () => {
    expect(codesOf((await meWith(await forge({ aud: 'someone-else' }))).json)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf((await meWith(await forge({ token_use: 'access' }))).json)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a valid ID token whose session the provider does not know (forged access token)', async () => {
    expect(codesOf((await meWith(await forge({}))).json)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('rate limits (in memory)', () => {
  let limited: RunningGateway;
  beforeAll(async () => {
    const base = loadGatewayConfig({
      IDENTITY_URL: stack.sandbox.identityUrl,
      RATE_LIMIT_PER_MINUTE: '60',
      RATE_LIMIT_BURST: '3',
      PARTNER_API_KEYS: 'insurer:insurer-key-0123456789abcdef',
    });
    limited = await startGateway(
      {
        ...base,
        port: 0,
        commerceUrl: `${stack.proxy.url}/graphql`,
        restEndpoints: stack.gateway.services.config.restEndpoints,
      },
      { log: () => {} },
    );
  });
  afterAll(() => limited?.close());

  it('answers 429 RATE_LIMITED with Retry-After once the burst is spent; a partner key has its own bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post({ query: '{ __typename }' }, {}, limited.url)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await post({ query: '{ __typename }' }, { 'x-request-id': 'rl-1' }, limited.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.json.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', requestId: 'rl-1' });

    const partner = await post(
      { query: '{ __typename }' },
      { 'x-api-key': 'insurer-key-0123456789abcdef' },
      limited.url,
    );
    expect(partner.status).toBe(200);
    // A wrong key spends the address's budget too (security-rate-limits.test.ts): spent, it is refused with 429.
    const wrongKey = await post({ query: '{ __typename }' }, { 'x-api-key': 'not-a-key-0123456789' }, limited.url);
    expect(wrongKey.status).toBe(429);
    expect(codesOf(wrongKey.json)).toEqual(['RATE_LIMITED']);
  });
});
