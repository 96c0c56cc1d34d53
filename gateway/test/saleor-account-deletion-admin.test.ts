import { createSaleorAuthClient } from '@saleor/auth-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ADMIN_KEY } from '../../sandbox/src/identity/signature';
import { findUserBySub } from '../../sandbox/src/identity/users-repository';
import { readOutbox } from '../../sandbox/src/outbox/outbox';
import { IdentityClient, IdentityError } from '../src/auth/identity-client';
import { signRequest } from '../src/auth/sigv4';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { type RunningGateway, startGateway } from '../src/server';
import { insertConfirmedUser, memoryStorage } from './support/accounts';
import { codesOf, type GraphQLAnswer, startTestStack, type TestStack } from './support/stack';

/**
 * Saleor's e-mailed account deletion for a client that holds only what `tokenCreate` gives (the ID token), over real
 * HTTP: the gateway holds the pool's AdminDeleteUser right (the sandbox's development key, signed with SigV4) and
 * deletes the token's subject once the e-mailed token proves the mailbox owner asked. The sandbox checks the signature:
 * an unknown key or an altered request is refused.
 */
const POOL = 'us-east-1_cuidaLocal';
const ADMIN = { ...DEVELOPMENT_ADMIN_KEY, region: 'us-east-1', userPoolId: POOL };
const PASSWORD = 'Prueba2026!';
const REDIRECT = 'https://socio.example.pe/cuenta/eliminar';

let stack: TestStack;
/** A second gateway on the same sandbox whose administrator key the pool does not know. */
let misconfigured: RunningGateway;
const misconfiguredLog: Record<string, unknown>[] = [];

function configFor(overrides: Partial<GatewayConfig>): Partial<GatewayConfig> {
  const { rateLimit } = loadGatewayConfig({});
  return {
    rateLimit: { ...rateLimit, burst: 100_000, trustProxyHops: 1 },
    corsOrigins: ['http://localhost:3000', 'https://socio.example.pe'],
    ...overrides,
  };
}

beforeAll(async () => {
  stack = await startTestStack((base) => configFor({ identity: { ...base.identity, admin: ADMIN } }));
  const config = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl, SANDBOX_URL: stack.proxy.url });
  misconfigured = await startGateway(
    {
      ...config,
      port: 0,
      ...configFor({
        identity: {
          ...config.identity,
          admin: { ...ADMIN, accessKeyId: 'AKIAUNKNOWNGATEWAY01', secretAccessKey: 'otroSecretoDesconocido0123456789' },
        },
      }),
    },
    { log: (entry) => misconfiguredLog.push(entry as unknown as Record<string, unknown>) },
  );
});
afterAll(async () => {
  await misconfigured?.close();
  await stack?.close();
});

let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

async function gqlAt<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

interface AccountErrorAnswer {
  field: string | null;
  code: string;
  message: string;
}

const TOKEN_CREATE = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    tokenCreate(email: $email, password: $password) { token errors { code } }
  }
`;
const REQUEST = /* GraphQL */ `
  mutation ($redirectUrl: String!) {
    accountRequestDeletion(redirectUrl: $redirectUrl, channel: "default-channel") { errors { field code message } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($token: String!) { accountDelete(token: $token) { user { email } errors { field code message } } }
`;

interface Customer {
  sub: string;
  email: string;
  /** What `tokenCreate` answered: the pool's ID token, the only token the client has. */
  bearer: Record<string, string>;
}

/** A fresh confirmed account, signed in through the gateway's `tokenCreate` as a Saleor client does. */
let users = 0;
async function newCustomer(gatewayUrl = stack.gateway.url): Promise<Customer> {
  const email = `eliminar.admin.${++users}.${Date.now()}@cuida.pe`;
  const user = await insertConfirmedUser(stack, email, PASSWORD);
  const token = await tokenCreate(email, gatewayUrl);
  if (!token) throw new Error('tokenCreate answered no token');
  return { sub: user.sub, email, bearer: { authorization: `Bearer ${token}` } };
}

async function tokenCreate(email: string, gatewayUrl = stack.gateway.url): Promise<string | null> {
  const answer = await gqlAt<{ tokenCreate: { token: string | null } }>(
    gatewayUrl,
    TOKEN_CREATE,
    { email, password: PASSWORD },
    {},
  );
  return answer.data?.tokenCreate.token ?? null;
}

async function requestDeletion(customer: Customer, gatewayUrl = stack.gateway.url) {
  const answer = await gqlAt<{ accountRequestDeletion: { errors: AccountErrorAnswer[] } }>(
    gatewayUrl,
    REQUEST,
    { redirectUrl: REDIRECT },
    customer.bearer,
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.accountRequestDeletion.errors;
}

async function deleteAccount(headers: Record<string, string>, token: string, gatewayUrl = stack.gateway.url) {
  return gqlAt<{ accountDelete: { user: { email: string } | null; errors: AccountErrorAnswer[] } }>(
    gatewayUrl,
    DELETE,
    { token },
    headers,
  );
}

/** The token of the newest deletion link e-mailed to the customer (the sandbox's outbox). */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await readOutbox(stack.sandbox.db, { to: email, kind: 'ELIMINACION_CUENTA' });
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error('no deletion link in the outbox');
  return token;
}

describe('with the ID token alone (what tokenCreate gives)', () => {
  it('requests the link, deletes the account with the mailed token; the user is gone at the pool, its token refused', async () => {
    const customer = await newCustomer();
    expect(await requestDeletion(customer)).toEqual([]);
    const token = await mailedToken(customer.email);

    const deleted = await deleteAccount(customer.bearer, token);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.accountDelete).toEqual({ user: { email: customer.email }, errors: [] });

    expect(await findUserBySub(stack.sandbox.db, customer.sub)).toBeNull();
    expect(await tokenCreate(customer.email)).toBeNull();
    const me = await gqlAt(stack.gateway.url, '{ me { email } }', {}, customer.bearer);
    expect(codesOf(me)).toEqual(['UNAUTHENTICATED']);
    // The link was single-use: the same token again is refused (the session that used it has ended too).
    const again = await deleteAccount(customer.bearer, token);
    expect(codesOf(again)).toEqual(['UNAUTHENTICATED']);
  });

  it("refuses someone else's deletion token: INVALID, and neither account is deleted", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    expect(await requestDeletion(owner)).toEqual([]);
    const answer = await deleteAccount(other.bearer, await mailedToken(owner.email));
    expect(answer.data?.accountDelete.errors).toEqual([
      { field: 'token', code: 'INVALID', message: 'El enlace para eliminar tu cuenta no es válido.' },
    ]);
    expect(await findUserBySub(stack.sandbox.db, owner.sub)).not.toBeNull();
    expect(await findUserBySub(stack.sandbox.db, other.sub)).not.toBeNull();
  });
});

describe('@saleor/auth-sdk 1.0.3, unmodified', () => {
  it('signs in and deletes its account through fetchWithAuth (the bearer it keeps, nothing else)', async () => {
    const customer = await newCustomer();
    const auth = createSaleorAuthClient({
      saleorApiUrl: stack.gateway.url,
      refreshTokenStorage: memoryStorage(),
      accessTokenStorage: memoryStorage(),
    });
    expect((await auth.signIn({ email: customer.email, password: PASSWORD })).data.tokenCreate.errors).toEqual([]);
    const sentHeaders: Headers[] = [];
    const send = async (query: string, variables: Record<string, unknown>) => {
      const response = await auth.fetchWithAuth(
        stack.gateway.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        },
        { allowPassingTokenToThirdPartyDomains: true },
      );
      return (await response.json()) as GraphQLAnswer<Record<string, { errors: AccountErrorAnswer[] }>>;
    };
    const realFetch = globalThis.fetch;
    // What the SDK sends to the gateway (the gateway, in this process, calls the pool with the same fetch).
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input) === stack.gateway.url) {
        sentHeaders.push(new Headers(init?.headers));
      }
      return realFetch(input, init);
    };
    try {
      expect((await send(REQUEST, { redirectUrl: REDIRECT })).data?.accountRequestDeletion?.errors).toEqual([]);
      const deleted = await send(DELETE, { token: await mailedToken(customer.email) });
      expect(deleted.data?.accountDelete?.errors).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sentHeaders.length).toBeGreaterThanOrEqual(2);
    for (const headers of sentHeaders) {
      expect(headers.get('authorization')).toMatch(/^Bearer eyJ/);
      expect(headers.get('x-access-token')).toBeNull();
    }
    expect(await findUserBySub(stack.sandbox.db, customer.sub)).toBeNull();
  });
});

describe('a gateway whose administrator key the pool does not know', () => {
  it('fails the deletion as an outage, logs no secret, spends the token, and keeps the account', async () => {
    const customer = await newCustomer(misconfigured.url);
    expect(await requestDeletion(customer, misconfigured.url)).toEqual([]);
    const token = await mailedToken(customer.email);
    const failed = await deleteAccount(customer.bearer, token, misconfigured.url);
    expect(codesOf(failed)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(await findUserBySub(stack.sandbox.db, customer.sub)).not.toBeNull();
    const logged = misconfiguredLog.find((entry) => entry.msg === 'AdminDeleteUser failed');
    expect(logged).toMatchObject({ level: 'error', error: 'UnrecognizedClientException' });
    expect(JSON.stringify(misconfiguredLog)).not.toContain('otroSecretoDesconocido');
    // Claimed before the call: the token is spent.
    const again = await deleteAccount(customer.bearer, token, misconfigured.url);
    expect(again.data?.accountDelete.errors[0]?.message).toMatch(/ya se usó/);
  });

  it('still deletes with X-Access-Token beside the ID token: the session’s own DeleteUser', async () => {
    const customer = await newCustomer(misconfigured.url);
    const session = await new IdentityClient(stack.sandbox.identityUrl, 5_000).signIn(
      'cuida-web-client',
      customer.email,
      PASSWORD,
    );
    const headers = { authorization: `Bearer ${session.IdToken}`, 'x-access-token': session.AccessToken };
    expect(await requestDeletion({ ...customer, bearer: headers }, misconfigured.url)).toEqual([]);
    const deleted = await deleteAccount(headers, await mailedToken(customer.email), misconfigured.url);
    expect(deleted.data?.accountDelete).toEqual({ user: { email: customer.email }, errors: [] });
    expect(await findUserBySub(stack.sandbox.db, customer.sub)).toBeNull();
    expect(misconfiguredLog.find((entry) => entry.msg === 'account deleted')).toMatchObject({ by: 'DeleteUser' });
  });
});

describe('the pool checks the gateway’s signature', () => {
  it('AdminDeleteUser with an unknown key: UnrecognizedClientException, nothing deleted', async () => {
    const customer = await newCustomer();
    const client = new IdentityClient(stack.sandbox.identityUrl, 5_000, undefined, {
      ...ADMIN,
      accessKeyId: 'AKIANOBODYKNOWS00001',
    });
    const refused = await client.adminDeleteUser(customer.sub).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdentityError);
    expect(refused).toMatchObject({ name: 'UnrecognizedClientException', failure: 'unavailable' });
    expect(await findUserBySub(stack.sandbox.db, customer.sub)).not.toBeNull();
  });

  it('a request altered after signing, or signed with another secret: InvalidSignatureException', async () => {
    const target = await newCustomer();
    const victim = await newCustomer();
    const url = new URL(stack.sandbox.identityUrl);
    const headers = {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
    };
    const body = JSON.stringify({ UserPoolId: POOL, Username: target.sub });
    const send = async (signedHeaders: Record<string, string>, sent: string) => {
      const { host: _host, ...rest } = signedHeaders;
      const response = await fetch(url, { method: 'POST', headers: rest, body: sent });
      return { status: response.status, body: (await response.json()) as { __type: string } };
    };
    const signed = signRequest({ method: 'POST', url, headers, body }, DEVELOPMENT_ADMIN_KEY, {
      region: 'us-east-1',
      service: 'cognito-idp',
    });
    const altered = await send(signed.headers, JSON.stringify({ UserPoolId: POOL, Username: victim.sub }));
    expect(altered).toMatchObject({ status: 400, body: { __type: 'InvalidSignatureException' } });
    const forged = signRequest(
      { method: 'POST', url, headers, body },
      { accessKeyId: DEVELOPMENT_ADMIN_KEY.accessKeyId, secretAccessKey: 'noEsElSecretoDelPool0123456789' },
      { region: 'us-east-1', service: 'cognito-idp' },
    );
    expect(await send(forged.headers, body)).toMatchObject({
      status: 400,
      body: { __type: 'InvalidSignatureException' },
    });
    expect(await findUserBySub(stack.sandbox.db, target.sub)).not.toBeNull();
    expect(await findUserBySub(stack.sandbox.db, victim.sub)).not.toBeNull();
    // The same request, signed right and sent as signed: deleted.
    expect(await send(signed.headers, body)).toEqual({ status: 200, body: {} });
    expect(await findUserBySub(stack.sandbox.db, target.sub)).toBeNull();
  });
});
