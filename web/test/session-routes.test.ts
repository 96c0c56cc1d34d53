/**
 * The `/api/sesion/*` route handlers and the `/api/graphql` door, called as Next calls them, with the user pool played
 * by a fake `fetch` (Cognito's JSON 1.1 API): Spanish errors without stack traces, cross-site posts refused, and the
 * session's cookies (HttpOnly, no token in any answer body).
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as graphql } from '../app/api/graphql/route';
import { POST as contrasena } from '../app/api/sesion/contrasena/route';
import { POST as desafio } from '../app/api/sesion/desafio/route';
import { POST as ingresar } from '../app/api/sesion/ingresar/route';
import { POST as recuperar } from '../app/api/sesion/recuperar/route';
import { POST as salir } from '../app/api/sesion/salir/route';
import { CROSS_SITE_MESSAGE } from '../src/features/account/session-route';

const SITE = 'http://localhost:3000';
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const SUB = '07b0a086-cb6a-45b8-9265-d37d33f6c968';
const ID_TOKEN = jwt({ sub: SUB, email: 'maria.quispe@cuida.pe', token_use: 'id', exp: exp() });
const ACCESS_TOKEN = jwt({ sub: SUB, token_use: 'access', exp: exp() });
const REFRESH_TOKEN = 'opaque-refresh-token-of-maria';

/** What the fake pool was asked, by operation. */
const calls: { operation: string; body: Record<string, unknown> }[] = [];
let poolDown = false;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1' } });
}

const refusal = (type: string, message: string) => answer(400, { __type: type, message });

/** Calls made while the pool is down; answers of 503 still to give before answering again. */
let tries = 0;
let flaky = 0;

async function pool(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  tries++;
  if (poolDown) throw new TypeError('fetch failed');
  if (flaky > 0) {
    flaky--;
    return answer(503, { __type: 'InternalErrorException', message: 'try later' });
  }
  const operation = String(new Headers(init?.headers).get('x-amz-target')).split('.').pop() ?? '';
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  calls.push({ operation, body });
  const tokens = { IdToken: ID_TOKEN, AccessToken: ACCESS_TOKEN, RefreshToken: REFRESH_TOKEN, ExpiresIn: 3600 };
  switch (operation) {
    case 'InitiateAuth': {
      const { USERNAME, PASSWORD } = body.AuthParameters as Record<string, string>;
      if (USERNAME === 'nadie@cuida.pe') return refusal('UserNotFoundException', 'User does not exist.');
      if (PASSWORD === 'Temporal2026!') {
        return answer(200, {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: 'challenge-session',
          ChallengeParameters: { USER_ID_FOR_SRP: SUB },
        });
      }
      if (PASSWORD !== 'Cuida2026!') return refusal('NotAuthorizedException', 'Incorrect username or password.');
      return answer(200, { AuthenticationResult: tokens, ChallengeParameters: {} });
    }
    case 'RespondToAuthChallenge':
      return answer(200, { AuthenticationResult: tokens, ChallengeParameters: {} });
    case 'ChangePassword': {
      const previous = (body as { PreviousPassword?: string }).PreviousPassword;
      return previous === 'Cuida2026!' ? answer(200, {}) : refusal('NotAuthorizedException', 'Incorrect password');
    }
    case 'RevokeToken':
    case 'ForgotPassword':
      return answer(200, operation === 'ForgotPassword' ? { CodeDeliveryDetails: { Destination: 'm***@c***' } } : {});
    default:
      return refusal('UnknownOperationException', 'Unknown operation');
  }
}

beforeAll(() => {
  vi.stubEnv('SITE_URL', SITE);
  vi.stubEnv('IDENTITY_URL', 'http://pool.test');
  vi.stubGlobal('fetch', vi.fn(pool));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  calls.length = 0;
  poolDown = false;
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `name=value` pairs for the next request's Cookie header, from a response's Set-Cookie headers. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function expectSpanishError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(Object.keys(JSON.parse(text))).toEqual(['error']);
  expect(JSON.parse(text).error).toMatch(message);
  expect(text).not.toMatch(/\bat \w|Error:|stack|node_modules|\.ts:\d/);
}

describe('POST /api/sesion/ingresar', () => {
  it('signs in: the answer is the next step, the tokens go only into HttpOnly cookies without the e-mail', async () => {
    const response = await ingresar(
      post('/api/sesion/ingresar', { email: ' Maria.Quispe@cuida.pe ', password: 'Cuida2026!' }),
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ step: { kind: 'done' } });
    for (const token of [ID_TOKEN, ACCESS_TOKEN, REFRESH_TOKEN]) expect(body).not.toContain(token);
    expect(calls[0]?.body.AuthParameters).toEqual({ USERNAME: 'maria.quispe@cuida.pe', PASSWORD: 'Cuida2026!' });
    const set = response.headers.getSetCookie();
    const names = set.map((line) => line.split('=')[0]).sort();
    expect(names).toEqual(['cuida-acceso', 'cuida-con-sesion', 'cuida-desafio', 'cuida-identidad', 'cuida-sesion']);
    for (const line of set) {
      expect(line).not.toMatch(/maria|%40|@|cuida-web-client/i);
      for (const token of [ID_TOKEN, ACCESS_TOKEN, REFRESH_TOKEN]) expect(line).not.toContain(token);
      expect(line.toLowerCase()).toContain('samesite=lax');
      if (!line.startsWith('cuida-con-sesion=')) expect(line.toLowerCase()).toContain('httponly');
    }
  });

  it('answers bad input with a clear Spanish error, before any call to the pool', async () => {
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria', password: 'x' })),
      400,
      'Ingresa un correo electrónico válido.',
    );
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe' })),
      400,
      'Ingresa tu contraseña.',
    );
    await expectSpanishError(await ingresar(post('/api/sesion/ingresar', '{"email":')), 400, /JSON válido/);
    await expectSpanishError(await ingresar(post('/api/sesion/ingresar', [1, 2])), 400, /Revisa los datos/);
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'a@b.pe', password: 7 })),
      400,
      'Ingresa tu contraseña.',
    );
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', 'email=a', { 'content-type': 'application/x-www-form-urlencoded' })),
      415,
      /JSON/,
    );
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'a@b.pe', password: 'x'.repeat(9000) })),
      413,
      /demasiado grande/,
    );
    expect(calls).toEqual([]);
  });

  it("answers the pool's refusals and outages in the storefront's words", async () => {
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Otra2026!' })),
      401,
      'La contraseña es incorrecta',
    );
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'nadie@cuida.pe', password: 'Otra2026!' })),
      401,
      'No hemos podido encontrar una cuenta con ese correo electrónico.',
    );
    poolDown = true;
    tries = 0;
    await expectSpanishError(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' })),
      503,
      'El servicio de cuentas no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    );
    // The identity library's rule: the first try and 3 more.
    expect(tries).toBe(4);
  });

  it('tries the pool again after a 503 and signs in when it answers', async () => {
    flaky = 2;
    const response = await ingresar(
      post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' }),
    );
    expect(response.status).toBe(200);
    expect(flaky).toBe(0);
  });

  it('holds back a shopper after 10 failed sign-ins (per e-mail where no address is known), not the others', async () => {
    const wrong = (email: string) => ingresar(post('/api/sesion/ingresar', { email, password: 'Mala2026!' }));
    for (let i = 0; i < 10; i++) expect((await wrong('lucia.torres@cuida.pe')).status).toBe(401);
    const held = await wrong('lucia.torres@cuida.pe');
    await expectSpanishError(held, 429, 'Hiciste demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await wrong('carlos.mendoza@cuida.pe')).status).toBe(401);
  });

  it('refuses a cross-origin POST without calling the pool or setting a cookie', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://tienda.cuida.pe' },
    ]) {
      const response = await ingresar(
        post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' }, headers),
      );
      await expectSpanishError(response, 403, CROSS_SITE_MESSAGE);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(calls).toEqual([]);
  });
});

describe('POST /api/sesion/desafio', () => {
  it("answers the pool's new-password challenge with the Session kept in a sealed cookie", async () => {
    const first = await ingresar(post('/api/sesion/ingresar', { email: 'rosa@cuida.pe', password: 'Temporal2026!' }));
    expect(await first.json()).toEqual({ step: { kind: 'newPassword' } });
    expect(first.headers.getSetCookie().join()).not.toContain('challenge-session');
    const cookie = cookiesOf(first);
    expect(cookie).toMatch(/^cuida-desafio=v1\./);

    await expectSpanishError(
      await desafio(post('/api/sesion/desafio', { newPassword: 'corta' }, { cookie })),
      400,
      'La nueva contraseña no cumple los requisitos.',
    );
    await expectSpanishError(
      await desafio(post('/api/sesion/desafio', { newPassword: 'Nueva2026!', code: '123456' }, { cookie })),
      400,
      /código o la nueva contraseña/,
    );
    const done = await desafio(post('/api/sesion/desafio', { newPassword: 'Nueva2026!' }, { cookie }));
    expect(await done.json()).toEqual({ step: { kind: 'done' } });
    expect(calls.at(-1)).toEqual({
      operation: 'RespondToAuthChallenge',
      body: expect.objectContaining({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: 'challenge-session',
        ChallengeResponses: { USERNAME: SUB, NEW_PASSWORD: 'Nueva2026!' },
      }),
    });
    expect(cookiesOf(done)).toContain('cuida-sesion=v1.');
  });

  it('without a pending challenge (expired, or forged) says to start again', async () => {
    await expectSpanishError(
      await desafio(post('/api/sesion/desafio', { code: '123456' }, { cookie: 'cuida-desafio=v1.forged.value' })),
      400,
      'Tu ingreso venció. Vuelve a ingresar tu correo y contraseña.',
    );
    expect(calls).toEqual([]);
  });
});

describe('POST /api/sesion/salir and /contrasena', () => {
  it('sign-out revokes the refresh token at the pool and expires every cookie', async () => {
    const signedIn = cookiesOf(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' })),
    );
    const response = await salir(post('/api/sesion/salir', {}, { cookie: signedIn }));
    expect(response.status).toBe(200);
    expect(calls.at(-1)).toMatchObject({ operation: 'RevokeToken', body: { Token: REFRESH_TOKEN } });
    const set = response.headers.getSetCookie();
    expect(set.length).toBeGreaterThanOrEqual(4);
    for (const line of set) expect(line).toMatch(/Max-Age=0/i);
  });

  it('password change needs the session, checks the new password and words the refusal in Spanish', async () => {
    await expectSpanishError(
      await contrasena(post('/api/sesion/contrasena', { current: 'Cuida2026!', next: 'Nueva2026!' })),
      401,
      /Tu sesión terminó/,
    );
    const cookie = cookiesOf(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' })),
    );
    await expectSpanishError(
      await contrasena(post('/api/sesion/contrasena', { current: 'Cuida2026!', next: 'debil' }, { cookie })),
      400,
      'La nueva contraseña no cumple los requisitos.',
    );
    await expectSpanishError(
      await contrasena(post('/api/sesion/contrasena', { current: 'Otra2026!', next: 'Nueva2026!' }, { cookie })),
      400,
      'La contraseña actual es incorrecta.',
    );
    const changed = await contrasena(
      post('/api/sesion/contrasena', { current: 'Cuida2026!', next: 'Nueva2026!' }, { cookie }),
    );
    expect(await changed.json()).toEqual({ status: 'changed' });
    expect(calls.at(-1)).toMatchObject({ operation: 'ChangePassword', body: { AccessToken: ACCESS_TOKEN } });
  });
});

describe('POST /api/sesion/recuperar', () => {
  it('sends a code for a valid e-mail and refuses bad input in Spanish', async () => {
    const sent = await recuperar(post('/api/sesion/recuperar', { email: 'maria.quispe@cuida.pe' }));
    expect(await sent.json()).toEqual({ status: 'codeSent', destination: 'm***@c***' });
    await expectSpanishError(
      await recuperar(post('/api/sesion/recuperar', { email: 'no-es-correo' })),
      400,
      'Ingresa un correo electrónico válido.',
    );
    await expectSpanishError(
      await recuperar(
        post('/api/sesion/recuperar', { email: 'maria.quispe@cuida.pe', code: '12', password: 'Nueva2026!' }),
      ),
      400,
      'Ingresa el código que te enviamos.',
    );
  });
});

describe('POST /api/graphql', () => {
  it('refuses a cross-origin POST before reaching the gateway', async () => {
    const response = await graphql(
      post('/api/graphql', { query: '{ me { email } }' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('FORBIDDEN');
    expect(vi.mocked(fetch)).not.toHaveBeenCalledWith(expect.stringContaining('graphql'), expect.anything());
  });

  it("sends the session's tokens from the cookies to the gateway, never the browser's own", async () => {
    const cookie = cookiesOf(
      await ingresar(post('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' })),
    );
    const forwarded: Headers[] = [];
    vi.mocked(fetch).mockImplementationOnce(async (_url, init) => {
      forwarded.push(new Headers(init?.headers));
      return Response.json({ data: { me: null } });
    });
    const response = await graphql(
      post(
        '/api/graphql',
        { query: '{ me { email } }' },
        { cookie, authorization: 'Bearer forged', 'x-access-token': 'x' },
      ),
    );
    expect(response.status).toBe(200);
    expect(forwarded[0]?.get('authorization')).toBe(`Bearer ${ID_TOKEN}`);
    expect(forwarded[0]?.get('x-access-token')).toBe(ACCESS_TOKEN);
  });
});
