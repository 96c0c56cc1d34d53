import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

/**
 * Saleor's token and account mutations, answered by the gateway from the identity provider (schema/accounts.graphql):
 * each refusal with its AccountError code, the token accepted alone as the bearer, sign-outs and the allowance.
 */
let stack: TestStack;
beforeAll(async () => {
  // The allowance counts per client address: the tests tell clients apart by X-Forwarded-For (one trusted hop).
  const { rateLimit } = loadGatewayConfig({});
  stack = await startTestStack({ rateLimit: { ...rateLimit, burst: 100_000, trustProxyHops: 1 } });
});
afterAll(() => stack?.close());

const TOKEN_CREATE = /* GraphQL */ `
  mutation TokenCreate($email: String!, $password: String!) {
    tokenCreate(email: $email, password: $password) {
      token
      refreshToken
      user { id email firstName lastName isStaff }
      errors { field code message }
      accountErrors { code }
    }
  }
`;
const TOKEN_REFRESH = /* GraphQL */ `
  mutation TokenRefresh($refreshToken: String) {
    tokenRefresh(refreshToken: $refreshToken) { token user { email } errors { field code message } }
  }
`;
const TOKEN_VERIFY = /* GraphQL */ `
  mutation TokenVerify($token: String!) {
    tokenVerify(token: $token) { isValid payload user { email } errors { field code } }
  }
`;

interface AccountErrorAnswer {
  field: string | null;
  code: string;
  message: string;
}
interface TokenCreateAnswer {
  tokenCreate: {
    token: string | null;
    refreshToken: string | null;
    user: { id: string; email: string; firstName: string; isStaff: boolean } | null;
    errors: AccountErrorAnswer[];
    accountErrors: { code: string }[];
  };
}

/** Each test signs in from its own address: the allowance counts per client. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

async function tokenCreate(email: string, password: string, headers: Record<string, string> = from()) {
  const answer = await gql<TokenCreateAnswer>(stack, TOKEN_CREATE, { email, password }, headers);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.tokenCreate as TokenCreateAnswer['tokenCreate'];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('tokenCreate', () => {
  it("answers the pool's tokens: `token` is accepted alone as the bearer on me", async () => {
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    expect(created.errors).toEqual([]);
    expect(created.accountErrors).toEqual([]);
    expect(created.token?.split('.')).toHaveLength(3);
    expect(created.refreshToken).toBeTruthy();
    expect(created.user).toMatchObject({ email: 'maria.quispe@cuida.pe', firstName: 'María', isStaff: false });
    const me = await gql<{ me: { id: string; email: string; documentNumber: string } }>(
      stack,
      '{ me { id email documentNumber } }',
      {},
      bearer(created.token as string),
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({ id: created.user?.id, documentNumber: '45871236' });
  });

  it('answers a wrong password and an unknown e-mail alike: INVALID_CREDENTIALS, same message', async () => {
    const wrong = await tokenCreate('maria.quispe@cuida.pe', 'Incorrecta2026!');
    const unknown = await tokenCreate('nadie.registrado@cuida.pe', 'Cuida2026!');
    expect(wrong.token).toBeNull();
    expect(wrong.errors).toEqual([
      { field: 'email', code: 'INVALID_CREDENTIALS', message: 'Correo electrónico o contraseña incorrectos.' },
    ]);
    expect(unknown.errors).toEqual(wrong.errors);
  });

  it('answers ACCOUNT_NOT_CONFIRMED for an unconfirmed account with its password, and never without it', async () => {
    expect((await tokenCreate('lucia.torres@cuida.pe', 'Cuida2026!')).errors[0]?.code).toBe('ACCOUNT_NOT_CONFIRMED');
    expect((await tokenCreate('lucia.torres@cuida.pe', 'Otra2026!x')).errors[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a second factor or a new password to set with DISABLED_AUTHENTICATION_METHOD, no token', async () => {
    const otp = await tokenCreate('carlos.mendoza@cuida.pe', 'Cuida2026!');
    expect(otp.token).toBeNull();
    expect(otp.errors[0]?.code).toBe('DISABLED_AUTHENTICATION_METHOD');
    const temporary = await tokenCreate('rosa.flores@cuida.pe', 'Temporal2026!');
    expect(temporary.errors[0]?.code).toBe('DISABLED_AUTHENTICATION_METHOD');
  });

  it('refuses bad input and an audience it cannot honour with coded AccountErrors', async () => {
    expect((await tokenCreate('no-es-un-correo', 'x')).errors[0]).toMatchObject({ code: 'INVALID', field: 'email' });
    expect((await tokenCreate('a@b.pe', '')).errors[0]).toMatchObject({ code: 'INVALID', field: 'password' });
    // Control characters are refused by the gateway's input guard before any resolver: BAD_USER_INPUT.
    const nul = await gql(stack, TOKEN_CREATE, { email: 'a@b.pe', password: 'con\u0000nul' }, from());
    expect(codesOf(nul)).toEqual(['BAD_USER_INPUT']);
    const audience = await gql<{ tokenCreate: { errors: AccountErrorAnswer[] } }>(
      stack,
      'mutation { tokenCreate(email: "maria.quispe@cuida.pe", password: "Cuida2026!", audience: "x") { errors { field code } } }',
      {},
      from(),
    );
    expect(audience.data?.tokenCreate.errors).toEqual([{ field: 'audience', code: 'INVALID' }]);
  });

  it('limits sign-in attempts per client: LOGIN_ATTEMPT_DELAYED past ten, other clients unaffected', async () => {
    const client = from();
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await tokenCreate('nadie.intenta@cuida.pe', `Mala${i}2026!`, client)).errors[0]?.code ?? 'none');
    }
    expect(new Set(codes.slice(0, 10))).toEqual(new Set(['INVALID_CREDENTIALS']));
    expect(codes[10]).toBe('LOGIN_ATTEMPT_DELAYED');
    expect((await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!')).errors).toEqual([]);
  });
});

describe('what repeated wrong passwords reveal', () => {
  it('nothing: an e-mail with an account and one without get the same answers, try after try', async () => {
    const answers = async (email: string) => {
      const codes: string[] = [];
      // Each try from another address: the per-client allowance is not what is measured here.
      for (let i = 0; i < 12; i++) codes.push((await tokenCreate(email, `Mala${i}2026!`)).errors[0]?.code ?? 'none');
      return codes;
    };
    const known = await answers('farmacia@cuida.pe');
    const unknown = await answers('nadie.existe@cuida.pe');
    expect(known).toEqual(unknown);
    // The provider locked the account out after five; the answers did not change until the e-mail's own allowance.
    expect(known.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(known.slice(10)).toEqual(['LOGIN_ATTEMPT_DELAYED', 'LOGIN_ATTEMPT_DELAYED']);
  });
});

describe('tokenRefresh and tokenVerify', () => {
  it('refreshes with the refresh token; the new token is the bearer; verify reads it', async () => {
    const created = await tokenCreate('jorge.ramirez@cuida.pe', 'Cuida2026!');
    expect(created.errors).toEqual([]);
    const refreshed = await gql<{ tokenRefresh: { token: string; user: { email: string }; errors: unknown[] } }>(
      stack,
      TOKEN_REFRESH,
      { refreshToken: created.refreshToken },
    );
    expect(refreshed.data?.tokenRefresh.errors).toEqual([]);
    expect(refreshed.data?.tokenRefresh.user.email).toBe('jorge.ramirez@cuida.pe');
    const token = refreshed.data?.tokenRefresh.token as string;
    const me = await gql<{ me: { email: string } }>(stack, '{ me { email } }', {}, bearer(token));
    expect(me.data?.me.email).toBe('jorge.ramirez@cuida.pe');
    const verified = await gql<{
      tokenVerify: { isValid: boolean; payload: { sub: string; token_use: string }; user: { email: string } };
    }>(stack, TOKEN_VERIFY, { token });
    expect(verified.data?.tokenVerify).toMatchObject({ isValid: true, user: { email: 'jorge.ramirez@cuida.pe' } });
    expect(verified.data?.tokenVerify.payload.token_use).toBe('id');
  });

  it('answers a missing, tampered or expired refresh token with its code', async () => {
    const refresh = async (refreshToken: string | null) =>
      (
        await gql<{ tokenRefresh: { token: string | null; errors: AccountErrorAnswer[] } }>(stack, TOKEN_REFRESH, {
          refreshToken,
        })
      ).data?.tokenRefresh;
    expect((await refresh(null))?.errors[0]).toMatchObject({ code: 'JWT_MISSING_TOKEN', field: 'refreshToken' });
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const tampered = `${created.refreshToken?.slice(0, -4)}AAAA`;
    const refused = await refresh(tampered);
    expect(refused?.token).toBeNull();
    expect(refused?.errors[0]).toMatchObject({ code: 'JWT_INVALID_TOKEN', field: 'refreshToken' });
    await stack.sandbox.db.query(
      "UPDATE identity_refresh_token SET expires_at = now() - interval '1 minute' WHERE revoked_at IS NULL",
    );
    expect((await refresh(created.refreshToken))?.errors[0]).toMatchObject({ code: 'JWT_SIGNATURE_EXPIRED' });
  });

  it('answers a tampered, malformed or expired token in tokenVerify with its code', async () => {
    const verify = async (token: string) =>
      (await gql<{ tokenVerify: { isValid: boolean; errors: AccountErrorAnswer[] } }>(stack, TOKEN_VERIFY, { token }))
        .data?.tokenVerify;
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const [header, body] = (created.token as string).split('.');
    const claims = JSON.parse(Buffer.from(body as string, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'otro' })).toString('base64url')}.${(created.token as string).split('.')[2]}`;
    expect(await verify(tampered)).toMatchObject({ isValid: false, errors: [{ code: 'JWT_INVALID_TOKEN' }] });
    expect((await verify('no.es.jwt'))?.errors[0]?.code).toBe('JWT_DECODE_ERROR');
    // Signed with the pool's own key, expired an hour ago.
    const [key] = await stack.sandbox.db.query<{ kid: string; private_key_pem: string }>(
      'SELECT kid, private_key_pem FROM identity_signing_key WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1',
    );
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: key?.kid as string })
      .sign(await importPKCS8(key?.private_key_pem as string, 'RS256'));
    expect((await verify(expired))?.errors[0]?.code).toBe('JWT_SIGNATURE_EXPIRED');
    expect(codesOf(await gql(stack, '{ me { id } }', {}, bearer(expired)))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('tokensDeactivateAll', () => {
  it("ends every session of the customer: the old token and refresh token are refused, others' are not", async () => {
    const created = await tokenCreate('jorge.ramirez@cuida.pe', 'Cuida2026!');
    const other = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const done = await gql<{ tokensDeactivateAll: { errors: unknown[] } }>(
      stack,
      'mutation { tokensDeactivateAll { errors { code } } }',
      {},
      bearer(created.token as string),
    );
    expect(done.data?.tokensDeactivateAll.errors).toEqual([]);
    expect(codesOf(await gql(stack, '{ me { id } }', {}, bearer(created.token as string)))).toEqual([
      'UNAUTHENTICATED',
    ]);
    const refreshed = await gql<{ tokenRefresh: { token: string | null; errors: AccountErrorAnswer[] } }>(
      stack,
      TOKEN_REFRESH,
      { refreshToken: created.refreshToken },
    );
    expect(refreshed.data?.tokenRefresh.token).toBeNull();
    expect(refreshed.data?.tokenRefresh.errors[0]?.code).toBe('JWT_INVALID_TOKEN');
    const maria = await gql<{ me: { email: string } }>(stack, '{ me { email } }', {}, bearer(other.token as string));
    expect(maria.data?.me.email).toBe('maria.quispe@cuida.pe');
    // A sign-in after the sign-out works again (auth_time is in seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await tokenCreate('jorge.ramirez@cuida.pe', 'Cuida2026!');
    expect(
      (await gql<{ me: { email: string } }>(stack, '{ me { email } }', {}, bearer(again.token as string))).data?.me,
    ).toEqual({ email: 'jorge.ramirez@cuida.pe' });
  });

  it('needs a session: JWT_MISSING_TOKEN without one', async () => {
    const anonymous = await gql<{ tokensDeactivateAll: { errors: { code: string }[] } }>(
      stack,
      'mutation { tokensDeactivateAll { errors { code } } }',
    );
    expect(anonymous.data?.tokensDeactivateAll.errors).toEqual([{ code: 'JWT_MISSING_TOKEN' }]);
  });
});

describe('password reset and change', () => {
  const codeOf = async (email: string, purpose: string) => {
    const response = await fetch(`${stack.sandbox.identityUrl}/__admin/codes?email=${encodeURIComponent(email)}`);
    const { codes } = (await response.json()) as { codes: { purpose: string; code: string }[] };
    return codes.filter((code) => code.purpose === purpose).at(-1)?.code;
  };

  it('requestPasswordReset answers the same for a known and an unknown e-mail; setPassword signs in', async () => {
    const ask = (email: string) =>
      gql<{ requestPasswordReset: { errors: unknown[] } }>(
        stack,
        'mutation($email: String!) { requestPasswordReset(email: $email, redirectUrl: "https://tienda.example/restablecer") { errors { code } } }',
        { email },
        from(),
      );
    const known = await ask('jorge.ramirez@cuida.pe');
    const unknown = await ask('nadie.registrado@cuida.pe');
    expect(known.data).toEqual(unknown.data);
    expect(known.data?.requestPasswordReset.errors).toEqual([]);
    const code = await codeOf('jorge.ramirez@cuida.pe', 'FORGOT_PASSWORD');
    expect(code).toBeTruthy();
    const SET =
      'mutation($email: String!, $password: String!, $token: String!) { setPassword(email: $email, password: $password, token: $token) { token refreshToken user { email } errors { field code } } }';
    const wrong = await gql<{ setPassword: { token: string | null; errors: AccountErrorAnswer[] } }>(
      stack,
      SET,
      { email: 'jorge.ramirez@cuida.pe', password: 'Nueva2026!x', token: '000000' },
      from(),
    );
    expect(wrong.data?.setPassword).toMatchObject({ token: null, errors: [{ field: 'token', code: 'INVALID' }] });
    const weak = await gql<{ setPassword: { errors: AccountErrorAnswer[] } }>(
      stack,
      SET,
      { email: 'jorge.ramirez@cuida.pe', password: 'corta', token: code },
      from(),
    );
    expect(weak.data?.setPassword.errors[0]).toMatchObject({ field: 'password', code: 'INVALID_PASSWORD' });
    const done = await gql<{ setPassword: { token: string; user: { email: string }; errors: unknown[] } }>(
      stack,
      SET,
      { email: 'jorge.ramirez@cuida.pe', password: 'Nueva2026!x', token: code },
      from(),
    );
    expect(done.data?.setPassword.errors).toEqual([]);
    expect(done.data?.setPassword.user.email).toBe('jorge.ramirez@cuida.pe');

    // passwordChange back, with the token alone: a wrong old password is refused, then the right one works.
    const CHANGE =
      'mutation($old: String, $new: String!) { passwordChange(oldPassword: $old, newPassword: $new) { user { email } errors { field code } } }';
    const asJorge = bearer(done.data?.setPassword.token as string);
    const refused = await gql<{ passwordChange: { errors: AccountErrorAnswer[] } }>(
      stack,
      CHANGE,
      { old: 'NoEsLaMia2026!', new: 'Cuida2026!' },
      asJorge,
    );
    expect(refused.data?.passwordChange.errors).toEqual([{ field: 'oldPassword', code: 'INVALID_CREDENTIALS' }]);
    const missing = await gql<{ passwordChange: { errors: AccountErrorAnswer[] } }>(
      stack,
      CHANGE,
      { new: 'Cuida2026!' },
      asJorge,
    );
    expect(missing.data?.passwordChange.errors).toEqual([{ field: 'oldPassword', code: 'REQUIRED' }]);
    const changed = await gql<{ passwordChange: { user: { email: string }; errors: unknown[] } }>(
      stack,
      CHANGE,
      { old: 'Nueva2026!x', new: 'Cuida2026!' },
      asJorge,
    );
    expect(changed.data?.passwordChange).toEqual({ user: { email: 'jorge.ramirez@cuida.pe' }, errors: [] });
    expect((await tokenCreate('jorge.ramirez@cuida.pe', 'Cuida2026!')).errors).toEqual([]);
  });
});

describe('accountRegister, confirmAccount, accountUpdate', () => {
  const REGISTER =
    'mutation($input: AccountRegisterInput!) { accountRegister(input: $input) { requiresConfirmation user { id } errors { field code message } } }';
  const base = {
    email: 'nueva.cliente@cuida.pe',
    password: 'Cuida2026!',
    firstName: 'Ana',
    lastName: 'Salas',
    redirectUrl: 'https://tienda.example/confirmar',
  };

  it('asks for the pharmacy data through metadata, pointing to registerCustomer', async () => {
    const answer = await gql<{ accountRegister: { errors: AccountErrorAnswer[] } }>(
      stack,
      REGISTER,
      { input: base },
      from(),
    );
    expect(answer.data?.accountRegister.errors[0]).toMatchObject({ field: 'metadata', code: 'REQUIRED' });
    expect(answer.data?.accountRegister.errors[0]?.message).toMatch(/cuida\.documentNumber.*registerCustomer/);
  });

  it('validates the metadata (document, phone, birth date) with a coded error naming the key', async () => {
    const answer = await gql<{ accountRegister: { errors: AccountErrorAnswer[] } }>(
      stack,
      REGISTER,
      {
        input: {
          ...base,
          metadata: [
            { key: 'cuida.documentType', value: '2' },
            { key: 'cuida.documentNumber', value: '123' },
            { key: 'cuida.phone', value: '987654321' },
            { key: 'cuida.birthDate', value: '1990-04-12' },
          ],
        },
      },
      from(),
    );
    expect(answer.data?.accountRegister.errors[0]).toMatchObject({ field: 'cuida.documentNumber', code: 'INVALID' });
  });

  it('opens the account through the registration flow, then confirmAccount takes the e-mailed code once', async () => {
    const answer = await gql<{ accountRegister: { requiresConfirmation: boolean; errors: unknown[] } }>(
      stack,
      REGISTER,
      {
        input: {
          ...base,
          metadata: [
            { key: 'cuida.documentType', value: '2' },
            { key: 'cuida.documentNumber', value: '47125839' },
            { key: 'cuida.phone', value: '987654321' },
            { key: 'cuida.birthDate', value: '1990-04-12' },
          ],
        },
      },
      from(),
    );
    expect(answer.data?.accountRegister).toEqual({ requiresConfirmation: true, user: null, errors: [] });
    const CONFIRM =
      'mutation($email: String!, $token: String!) { confirmAccount(email: $email, token: $token) { user { id } errors { field code message } } }';
    const wrong = await gql<{ confirmAccount: { errors: AccountErrorAnswer[] } }>(
      stack,
      CONFIRM,
      { email: 'lucia.torres@cuida.pe', token: 'ZZZZZZ' },
      from(),
    );
    expect(wrong.data?.confirmAccount.errors[0]).toMatchObject({ field: 'token', code: 'INVALID' });
    const expired = await gql<{ confirmAccount: { errors: AccountErrorAnswer[] } }>(
      stack,
      CONFIRM,
      { email: 'lucia.torres@cuida.pe', token: 'X4T8P1' },
      from(),
    );
    expect(expired.data?.confirmAccount.errors[0]?.message).toMatch(/vencido/);
    const good = await gql<{ confirmAccount: { errors: unknown[] } }>(
      stack,
      CONFIRM,
      { email: 'lucia.torres@cuida.pe', token: 'K7Q2M9' },
      from(),
    );
    expect(good.data?.confirmAccount.errors).toEqual([]);
    const reused = await gql<{ confirmAccount: { errors: AccountErrorAnswer[] } }>(
      stack,
      CONFIRM,
      { email: 'lucia.torres@cuida.pe', token: 'K7Q2M9' },
      from(),
    );
    expect(reused.data?.confirmAccount.errors[0]?.code).toBe('INVALID');
  });

  it('accountUpdate answers the user, refuses changes the pharmacy record does not take and another customer', async () => {
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const UPDATE =
      'mutation($input: AccountInput!, $customerId: ID) { accountUpdate(input: $input, customerId: $customerId) { user { email } errors { field code } } }';
    const noop = await gql<{ accountUpdate: { user: { email: string }; errors: unknown[] } }>(
      stack,
      UPDATE,
      { input: {} },
      bearer(created.token as string),
    );
    expect(noop.data?.accountUpdate).toEqual({ user: { email: 'maria.quispe@cuida.pe' }, errors: [] });
    const rename = await gql<{ accountUpdate: { errors: unknown[] } }>(
      stack,
      UPDATE,
      { input: { firstName: 'Otra' } },
      bearer(created.token as string),
    );
    expect(rename.data?.accountUpdate.errors).toEqual([{ field: 'input.firstName', code: 'INVALID' }]);
    const impersonate = await gql<{ accountUpdate: { errors: unknown[] } }>(
      stack,
      UPDATE,
      { input: {}, customerId: 'VXNlcjox' },
      bearer(created.token as string),
    );
    expect(impersonate.data?.accountUpdate.errors).toEqual([{ field: 'customerId', code: 'OUT_OF_SCOPE_USER' }]);
    const anonymous = await gql<{ accountUpdate: { errors: { code: string }[] } }>(stack, UPDATE, { input: {} });
    expect(anonymous.data?.accountUpdate.errors).toEqual([{ field: null, code: 'JWT_MISSING_TOKEN' }]);
  });
});

describe("Saleor's User for the signed-in customer", () => {
  it('answers what it knows, FIELD_NOT_AVAILABLE naming what it does not', async () => {
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const known = await gql<{ me: Record<string, unknown> }>(
      stack,
      '{ me { isActive isConfirmed metadata { key } avatar { url } userPermissions { code } storedPaymentSources { gateway } } }',
      {},
      bearer(created.token as string),
    );
    expect(known.errors).toBeUndefined();
    expect(known.data?.me).toEqual({
      isActive: true,
      isConfirmed: true,
      metadata: [],
      avatar: null,
      userPermissions: [],
      storedPaymentSources: [],
    });
    const unknown = await gql<{ me: { email: string; defaultBillingAddress: unknown } | null }>(
      stack,
      '{ me { email defaultBillingAddress { id } } }',
      {},
      bearer(created.token as string),
    );
    expect(unknown.errors?.map((error) => [error.extensions?.code, error.extensions?.field])).toEqual([
      ['FIELD_NOT_AVAILABLE', 'User.defaultBillingAddress'],
    ]);
    const filtered = await gql(stack, '{ me { orders(last: 5) { totalCount } } }', {}, bearer(created.token as string));
    expect(codesOf(filtered)).toEqual(['FIELD_NOT_AVAILABLE']);
  });

  it('answers the lifecycle mutations it does not offer with FIELD_NOT_AVAILABLE naming them', async () => {
    const created = await tokenCreate('maria.quispe@cuida.pe', 'Cuida2026!');
    const answer = await gql(
      stack,
      'mutation { requestEmailChange(newEmail: "nuevo@cuida.pe", password: "Cuida2026!", redirectUrl: "https://cuida.pe/") { errors { code } } }',
      {},
      bearer(created.token as string),
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'FIELD_NOT_AVAILABLE',
      field: 'Mutation.requestEmailChange',
    });
  });
});
