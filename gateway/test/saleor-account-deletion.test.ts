import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../sandbox/src/outbox/outbox';
import { loadGatewayConfig } from '../src/config';
import { DeletionTokens } from '../src/features/account/saleor/deletion-token';
import { insertConfirmedUser } from './support/accounts';
import { authHeaders, codesOf, gql, type Session, signIn, startTestStack, type TestStack } from './support/stack';

/**
 * Saleor's e-mailed account deletion over real HTTP against the sandbox: accountRequestDeletion e-mails a link with a
 * one-time token (read back from the sandbox's outbox), accountDelete deletes the account at the identity provider,
 * and every bad case answers its AccountError.
 */
let stack: TestStack;
beforeAll(async () => {
  // The allowance counts per client address: each test comes from its own (one trusted hop).
  const { rateLimit } = loadGatewayConfig({});
  // The partner's page is one of the client origins the gateway allows (CORS_ORIGINS).
  stack = await startTestStack({
    rateLimit: { ...rateLimit, burst: 100_000, trustProxyHops: 1 },
    corsOrigins: ['http://localhost:3000', 'https://socio.example.pe'],
  });
});
afterAll(() => stack?.close());

const REQUEST = /* GraphQL */ `
  mutation RequestDeletion($redirectUrl: String!) {
    accountRequestDeletion(redirectUrl: $redirectUrl, channel: "default-channel") {
      errors { field code message }
      accountErrors { code }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($token: String!) {
    accountDelete(token: $token) { user { email } errors { field code message } accountErrors { code } }
  }
`;

interface AccountErrorAnswer {
  field: string | null;
  code: string;
  message: string;
}
interface RequestAnswer {
  accountRequestDeletion: { errors: AccountErrorAnswer[]; accountErrors: { code: string }[] };
}
interface DeleteAnswer {
  accountDelete: { user: { email: string } | null; errors: AccountErrorAnswer[]; accountErrors: { code: string }[] };
}

let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
const PASSWORD = 'Prueba2026!';
const REDIRECT = 'https://socio.example.pe/cuenta/eliminar';

/** A fresh confirmed account at the sandbox's user pool, signed in (ID and access tokens). */
let users = 0;
async function newCustomer(): Promise<{ email: string; session: Session }> {
  const email = `eliminar.${++users}.${Date.now()}@cuida.pe`;
  await insertConfirmedUser(stack, email, PASSWORD);
  return { email, session: await signIn(stack, email, PASSWORD) };
}

async function requestDeletion(headers: Record<string, string>, redirectUrl = REDIRECT) {
  const answer = await gql<RequestAnswer>(stack, REQUEST, { redirectUrl }, { ...from(), ...headers });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.accountRequestDeletion as RequestAnswer['accountRequestDeletion'];
}

async function deleteAccount(headers: Record<string, string>, token: string) {
  const answer = await gql<DeleteAnswer>(stack, DELETE, { token }, { ...from(), ...headers });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.accountDelete as DeleteAnswer['accountDelete'];
}

const deletionEmails = (email: string) => readOutbox(stack.sandbox.db, { to: email, kind: 'ELIMINACION_CUENTA' });

/** Asks for the link and reads it back from the outbox: its token. */
async function tokenFor(customer: { email: string; session: Session }): Promise<string> {
  expect((await requestDeletion(authHeaders(customer.session))).errors).toEqual([]);
  const [mail] = await deletionEmails(customer.email);
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error('no deletion link in the outbox');
  return token;
}

async function signInWorks(email: string): Promise<boolean> {
  const answer = await gql<{ tokenCreate: { token: string | null; errors: AccountErrorAnswer[] } }>(
    stack,
    'mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) { token errors { code } } }',
    { email, password: PASSWORD },
    from(),
  );
  return Boolean(answer.data?.tokenCreate.token);
}

describe('accountRequestDeletion → accountDelete', () => {
  it('e-mails the link to the partner page, deletes the account with its token, and sign-in is refused after', async () => {
    const customer = await newCustomer();
    const requested = await requestDeletion(authHeaders(customer.session));
    expect(requested).toEqual({ errors: [], accountErrors: [] });

    const mails = await deletionEmails(customer.email);
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(REDIRECT);
    expect(link.searchParams.get('email')).toBe(customer.email);
    expect(mails[0]?.subject).toMatch(/eliminación de tu cuenta/);
    expect(mails[0]?.body).toContain(link.toString());

    const deleted = await deleteAccount(authHeaders(customer.session), link.searchParams.get('token') ?? '');
    expect(deleted).toEqual({ user: { email: customer.email }, errors: [], accountErrors: [] });

    expect(await signInWorks(customer.email)).toBe(false);
    // The session that deleted it ends at once, with the access token or with the ID token alone.
    const me = await gql(stack, '{ me { email } }', {}, authHeaders(customer.session));
    expect(codesOf(me)).toEqual(['UNAUTHENTICATED']);
    const alone = await gql(stack, '{ me { email } }', {}, { authorization: `Bearer ${customer.session.idToken}` });
    expect(codesOf(alone)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('refusals', () => {
  it('answers JWT_MISSING_TOKEN without a session, and sends nothing', async () => {
    expect((await requestDeletion({})).errors).toEqual([
      { field: null, code: 'JWT_MISSING_TOKEN', message: 'Ingresa a tu cuenta para continuar.' },
    ]);
    const customer = await newCustomer();
    const token = await tokenFor(customer);
    expect((await deleteAccount({}, token)).errors[0]?.code).toBe('JWT_MISSING_TOKEN');
    expect(await signInWorks(customer.email)).toBe(true);
  });

  it("answers JWT_MISSING_TOKEN for the ID token alone when the gateway holds no administrator key (the pool then deletes only with the session's access token), before anything is sent", async () => {
    const customer = await newCustomer();
    const idOnly = { authorization: `Bearer ${customer.session.idToken}` };
    const requested = await requestDeletion(idOnly);
    expect(requested.errors).toEqual([
      expect.objectContaining({
        field: null,
        code: 'JWT_MISSING_TOKEN',
        message: expect.stringMatching(/X-Access-Token/),
      }),
    ]);
    expect(await deletionEmails(customer.email)).toEqual([]);
    const token = await tokenFor(customer);
    expect((await deleteAccount(idOnly, token)).errors[0]?.code).toBe('JWT_MISSING_TOKEN');
    expect(await signInWorks(customer.email)).toBe(true);
  });

  it('refuses a redirectUrl that is not an http(s) address, naming it', async () => {
    const customer = await newCustomer();
    for (const url of ['javascript:alert(1)', 'no es una url', 'ftp://socio.example.pe/']) {
      expect((await requestDeletion(authHeaders(customer.session), url)).errors).toEqual([
        expect.objectContaining({ field: 'redirectUrl', code: 'INVALID' }),
      ]);
    }
    expect(await deletionEmails(customer.email)).toEqual([]);
  });

  it('refuses a redirectUrl outside the client origins the gateway allows (CORS_ORIGINS), naming it', async () => {
    const customer = await newCustomer();
    for (const url of ['https://otro-sitio.example.com/eliminar', 'http://socio.example.pe/eliminar']) {
      expect((await requestDeletion(authHeaders(customer.session), url)).errors).toEqual([
        {
          field: 'redirectUrl',
          code: 'INVALID',
          message: 'Esta dirección no está autorizada para el enlace de la cuenta.',
        },
      ]);
    }
    expect(await deletionEmails(customer.email)).toEqual([]);
    // The storefront's own origin is allowed too.
    expect((await requestDeletion(authHeaders(customer.session), 'http://localhost:3000/x')).errors).toEqual([]);
  });

  it("refuses another customer's token: INVALID, and neither account is deleted", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const token = await tokenFor(owner);
    expect((await deleteAccount(authHeaders(other.session), token)).errors).toEqual([
      { field: 'token', code: 'INVALID', message: 'El enlace para eliminar tu cuenta no es válido.' },
    ]);
    expect(await signInWorks(owner.email)).toBe(true);
    expect(await signInWorks(other.email)).toBe(true);
  });

  it('refuses a tampered, a truncated or an empty token', async () => {
    const customer = await newCustomer();
    const token = await tokenFor(customer);
    const [body = '', mac = ''] = token.split('.');
    const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherBody = `${Buffer.from(JSON.stringify({ s: 'x', x: Date.now() + 60_000, n: 'y' })).toString('base64url')}.${mac}`;
    for (const bad of [flipped, otherBody, body, 'basura']) {
      expect((await deleteAccount(authHeaders(customer.session), bad)).errors).toEqual([
        { field: 'token', code: 'INVALID', message: 'El enlace para eliminar tu cuenta no es válido.' },
      ]);
    }
    expect((await deleteAccount(authHeaders(customer.session), '')).errors[0]).toMatchObject({
      field: 'token',
      code: 'REQUIRED',
    });
    expect(await signInWorks(customer.email)).toBe(true);
  });

  it('refuses an expired token (signed with the gateway key an hour and more ago)', async () => {
    const customer = await newCustomer();
    const sub = JSON.parse(Buffer.from(customer.session.idToken.split('.')[1] ?? '', 'base64url').toString()).sub;
    const past = new DeletionTokens(loadGatewayConfig({}).orderAccessKey, () => Date.now() - 61 * 60 * 1000);
    expect((await deleteAccount(authHeaders(customer.session), past.issue(sub))).errors).toEqual([
      { field: 'token', code: 'INVALID', message: 'El enlace para eliminar tu cuenta venció: pide uno nuevo.' },
    ]);
    // The same account and key, still within its hour: good (the expiry is what refused it).
    const fresh = new DeletionTokens(loadGatewayConfig({}).orderAccessKey).issue(sub);
    expect((await deleteAccount(authHeaders(customer.session), fresh)).errors).toEqual([]);
  });

  it('refuses a token used once already, even when the deletion failed after it was claimed', async () => {
    const customer = await newCustomer();
    const token = await tokenFor(customer);
    // The session is checked at the pool first (and remembered for 30 s); then the pool fails on DeleteUser.
    expect(codesOf(await gql(stack, '{ me { email } }', {}, authHeaders(customer.session)))).toEqual([]);
    await fetch(`${stack.sandbox.url}/__admin/faults/identity`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorRate: 1 }),
    });
    try {
      const failed = await gql(stack, DELETE, { token }, { ...from(), ...authHeaders(customer.session) });
      expect(codesOf(failed)).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
    expect((await deleteAccount(authHeaders(customer.session), token)).errors).toEqual([
      { field: 'token', code: 'INVALID', message: 'Este enlace ya se usó: pide uno nuevo si tu cuenta sigue activa.' },
    ]);
    expect(await signInWorks(customer.email)).toBe(true);
    // A new link works.
    expect((await deleteAccount(authHeaders(customer.session), await tokenFor(customer))).errors).toEqual([]);
    expect(await signInWorks(customer.email)).toBe(false);
  });

  it('limits the e-mails asked for like the other account e-mails: LOGIN_ATTEMPT_DELAYED', async () => {
    const customer = await newCustomer();
    const client = from();
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await gql<RequestAnswer>(
        stack,
        REQUEST,
        { redirectUrl: REDIRECT },
        {
          ...authHeaders(customer.session),
          ...client,
        },
      );
      codes.push(answer.data?.accountRequestDeletion.errors[0]?.code ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'LOGIN_ATTEMPT_DELAYED']);
    expect(await deletionEmails(customer.email)).toHaveLength(5);
  });
});
