import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationLinkFor } from '../../sandbox/test/support/outbox';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const ME =
  '{ me { id firstName lastName email phone documentType { code label } documentNumber maskedEmail isStaff hasSubscription subscriptions { id status products { sku name quantity product { slug } } } } }';

interface Me {
  documentNumber: string;
  documentType: { code: number; label: string };
  email: string;
  maskedEmail: string;
  phone: string;
  isStaff: boolean;
  hasSubscription: boolean;
  subscriptions: { id: string; products: { sku: string; product: { slug: string } | null }[] }[];
}

describe('me', () => {
  it("answers the signed-in customer's account and subscriptions", async () => {
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    const answer = await gql<{ me: Me }>(stack, ME, {}, authHeaders(session));
    expect(answer.errors).toBeUndefined();
    const me = answer.data?.me as Me;
    expect(me).toMatchObject({
      documentNumber: '45871236',
      documentType: { code: 2, label: 'DNI' },
      email: 'maria.quispe@cuida.pe',
      isStaff: false,
      hasSubscription: true,
    });
    expect(me.phone).toMatch(/^9\d{8}$/);
    expect(me.maskedEmail).toBe('mar********e@cuida.pe');
    expect(me.subscriptions.length).toBeGreaterThan(0);
    expect(me.subscriptions[0]?.products[0]?.product?.slug).toBeTruthy();
  });

  it('knows a customer without subscriptions and staff by their group', async () => {
    const jorge = await gql<{ me: Me }>(
      stack,
      '{ me { hasSubscription subscriptions { id } } }',
      {},
      authHeaders(await signIn(stack, 'jorge.ramirez@cuida.pe')),
    );
    expect(jorge.data?.me).toEqual({ hasSubscription: false, subscriptions: [] });
    const staff = await gql<{ me: Me }>(
      stack,
      '{ me { isStaff } }',
      {},
      authHeaders(await signIn(stack, 'farmacia@cuida.pe')),
    );
    expect(staff.data?.me.isStaff).toBe(true);
  });

  it('is null without a token (as Saleor answers), UNAUTHENTICATED with a forged one or after sign-out', async () => {
    const anonymous = await gql<{ me: unknown }>(stack, '{ me { id } }');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.me).toBeNull();
    expect(codesOf(await gql(stack, '{ customer { id } }'))).toEqual(['UNAUTHENTICATED']);
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'id', email: 'maria.quispe@cuida.pe' })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setSubject('07b0a086-cb6a-45b8-9265-d37d33f6c968')
      .setIssuer(stack.gateway.services.config.identity.issuer)
      .setAudience('cuida-web-client')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(
      codesOf(
        await gql(
          stack,
          '{ me { id } }',
          {},
          { authorization: `Bearer ${forged}`, 'x-access-token': session.accessToken },
        ),
      ),
    ).toEqual(['UNAUTHENTICATED']);
    // The ID token alone (what a Saleor client sends) is the customer's.
    const alone = await gql<{ me: { email: string } }>(
      stack,
      '{ me { email } }',
      {},
      {
        authorization: `Bearer ${session.idToken}`,
      },
    );
    expect(alone.data?.me.email).toBe('maria.quispe@cuida.pe');
    // Another customer's access token with María's ID token must not reveal either account.
    const jorge = await signIn(stack, 'jorge.ramirez@cuida.pe');
    expect(
      codesOf(
        await gql(
          stack,
          '{ me { id } }',
          {},
          { authorization: `Bearer ${session.idToken}`, 'x-access-token': jorge.accessToken },
        ),
      ),
    ).toEqual(['UNAUTHENTICATED']);

    const fresh = await signIn(stack, 'jorge.ramirez@cuida.pe');
    await fetch(stack.sandbox.identityUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: fresh.accessToken }),
    });
    expect(codesOf(await gql(stack, '{ me { id } }', {}, authHeaders(fresh)))).toEqual(['UNAUTHENTICATED']);
  });

  it('still serves anonymous operations when the token is bad', async () => {
    const answer = await gql<{ products: { totalCount: number } }>(
      stack,
      '{ products(first: 1, channel: "feria-cuida") { totalCount } }',
      {},
      { authorization: 'Bearer not-a-token' },
    );
    expect(answer.errors).toBeUndefined();
  });
});

describe('registration and e-mail verification', () => {
  const REGISTER = 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email } }';
  const VERIFY =
    'mutation ($email: String!, $code: String!, $token: String) { verifyEmail(email: $email, code: $code, autoLoginToken: $token) { status session { idToken accessToken expiresIn } } }';
  const input = {
    email: 'ana.flores@example.pe',
    password: 'Registro2026!',
    firstName: 'Ana',
    paternalLastName: 'Flores',
    maternalLastName: 'Rojas',
    phone: '+51 991 234 567',
    birthDate: '1990-05-20',
    documentType: 2,
    documentNumber: '41234567',
  };

  it('registers, verifies the code and signs in once with the sealed auto-login token', async () => {
    const registered = await gql<{ registerCustomer: Record<string, unknown> }>(stack, REGISTER, {
      input,
    });
    expect(registered.errors).toBeUndefined();
    // The answer carries the e-mail only: the sealed password went to the sales service, into the e-mail's link.
    expect(registered.data?.registerCustomer).toEqual({ email: input.email });
    const mailed = await verificationLinkFor(stack.sandbox.db, input.email);
    const token = mailed.token ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(token).not.toContain(input.password);
    const row = { code: mailed.code };
    expect(row.code).toBeTruthy();

    const verified = await gql<{
      verifyEmail: { status: string; session: { idToken: string; accessToken: string } | null };
    }>(stack, VERIFY, { email: input.email, code: row?.code, token });
    expect(verified.data?.verifyEmail.status).toBe('VALID');
    const session = verified.data?.verifyEmail.session;
    expect(session?.idToken).toBeTruthy();
    const me = await gql<{ me: { id: string; documentNumber: string }; customer: { id: string } }>(
      stack,
      '{ me { id documentNumber } customer { id } }',
      {},
      authHeaders(session as { idToken: string; accessToken: string }),
    );
    expect(me.data?.me.documentNumber).toBe('41234567');
    // The pharmacy's record (its persona id), found by the account registration linked it to.
    expect(me.data?.customer.id).toMatch(/^\d+$/);
    // Saleor's User id: base64 of User:<the account's subject>.
    expect(Buffer.from(me.data?.me.id ?? '', 'base64').toString()).toMatch(/^User:[0-9a-f-]{36}$/);

    // Used once: the same link no longer signs anyone in, and its code is no longer valid.
    const again = await gql<{ verifyEmail: { status: string; session: unknown } }>(stack, VERIFY, {
      email: input.email,
      code: row?.code,
      token,
    });
    expect(again.data?.verifyEmail).toEqual({ status: 'INVALID', session: null });
    const codeAlone = await gql<{ verifyEmail: { status: string } }>(stack, VERIFY, {
      email: input.email,
      code: row?.code?.toLowerCase(),
    });
    expect(codeAlone.data?.verifyEmail.status).toBe('INVALID');
  });

  it('refuses a second account with the same document, and bad input before any call', async () => {
    const taken = await gql(stack, REGISTER, {
      input: { ...input, email: 'otra.cuenta@example.pe', documentNumber: '45871236' },
    });
    expect(codesOf(taken)).toEqual(['UPSTREAM_REJECTED']);
    expect(taken.errors?.[0]?.extensions?.upstreamCode).toBe('DOCUMENTO_REGISTRADO');
    expect(codesOf(await gql(stack, REGISTER, { input: { ...input, documentNumber: '123' } }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(codesOf(await gql(stack, REGISTER, { input: { ...input, phone: '12345' } }))).toEqual(['BAD_USER_INPUT']);
  });

  it('answers expired and unknown codes as EXPIRED and INVALID', async () => {
    const [expired] = await stack.sandbox.db.query<{ email: string; code: string }>(
      'SELECT email, code FROM verification_code WHERE expires_at < now() AND verified_at IS NULL LIMIT 1',
    );
    expect(expired).toBeDefined();
    const answer = await gql<{ verifyEmail: { status: string } }>(stack, VERIFY, {
      email: expired?.email,
      code: expired?.code,
    });
    expect(answer.data?.verifyEmail.status).toBe('EXPIRED');
    const unknown = await gql<{ verifyEmail: { status: string } }>(stack, VERIFY, {
      email: 'lucia.torres@cuida.pe',
      code: 'NOPE00',
    });
    expect(unknown.data?.verifyEmail.status).toBe('INVALID');
  });
});

describe('me.hasSubscription: a decoration', () => {
  it('answers null, marked degraded, when the subscription check fails, and the subscriptions all the same', async () => {
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    await fetch(`${stack.sandbox.url}/__admin/faults/sales`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorEvery: 1, paths: ['/suscripciones/api/v1/verificar/suscripcion'] }),
    });
    try {
      const answer = (await gql<{ me: { hasSubscription: boolean | null; subscriptions: { id: string }[] } }>(
        stack,
        '{ me { hasSubscription subscriptions { id } } }',
        {},
        authHeaders(session),
      )) as {
        data?: { me: { hasSubscription: boolean | null; subscriptions: { id: string }[] } };
        errors?: unknown[];
        extensions?: { degraded?: { upstream: string; fields: string[] }[] };
      };
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.me.hasSubscription).toBeNull();
      expect(answer.data?.me.subscriptions.length).toBeGreaterThan(0);
      expect(answer.extensions?.degraded).toEqual([
        expect.objectContaining({ upstream: 'sales', fields: ['User.hasSubscription'] }),
      ]);
    } finally {
      await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
    const healthy = await gql<{ me: { hasSubscription: boolean | null } }>(
      stack,
      '{ me { hasSubscription } }',
      {},
      authHeaders(session),
    );
    expect(healthy.data?.me.hasSubscription).toBe(true);
  });
});
