/**
 * The account-security route handlers (`/api/sesion/seguridad/*`, `salir-de-todo`, `eliminar-cuenta`), called as Next
 * calls them, with the user pool played by a fake `fetch` (Cognito's JSON 1.1 API): the sign-in remembers its device
 * under the browser's name; devices are listed 60 at a time and forgotten; second factors are turned on and off; the
 * global sign-out and the deletion end the session here (cookies cleared) and say so in Spanish; cross-site posts,
 * missing sessions and bad input are refused in Spanish, never with a stack trace.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as eliminarCuenta } from '../app/api/sesion/eliminar-cuenta/route';
import { POST as ingresar } from '../app/api/sesion/ingresar/route';
import { POST as salirDeTodo } from '../app/api/sesion/salir-de-todo/route';
import { POST as appAutenticacion } from '../app/api/sesion/seguridad/app-autenticacion/route';
import { POST as verificarApp } from '../app/api/sesion/seguridad/app-autenticacion/verificar/route';
import { POST as dispositivo } from '../app/api/sesion/seguridad/dispositivo/route';
import { GET as seguridad } from '../app/api/sesion/seguridad/route';
import { POST as segundoFactor } from '../app/api/sesion/seguridad/segundo-factor/route';
import { deviceNameFromUserAgent } from '../src/features/account/security/device-name';
import { CROSS_SITE_MESSAGE } from '../src/features/account/session-route';

const SITE = 'http://localhost:3000';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const SUB = '07b0a086-cb6a-45b8-9265-d37d33f6c968';
const ID_TOKEN = jwt({ sub: SUB, email: 'maria.quispe@cuida.pe', token_use: 'id', exp: exp() });
const ACCESS_TOKEN = jwt({ sub: SUB, token_use: 'access', exp: exp() });
const DEVICE_KEY = 'us-east-1_0c6e2f0e-8a7b-4a43-9a77-5d2f3f1d9e10';

const calls: { operation: string; body: Record<string, unknown> }[] = [];
let mfa: { enabled: string[]; preferred: string | null } = { enabled: [], preferred: null };
let sessionRevoked = false;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1' } });
}
const refusal = (type: string, message: string) => answer(400, { __type: type, message });

const device = (index: number) => ({
  DeviceKey: `us-east-1_00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  DeviceAttributes: [{ Name: 'device_name', Value: `Equipo ${index}` }],
  DeviceCreateDate: 1_764_000_000 + index,
  DeviceLastAuthenticatedDate: 1_764_100_000 + index,
});

async function pool(_url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const operation = String(new Headers(init?.headers).get('x-amz-target')).split('.').pop() ?? '';
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  calls.push({ operation, body });
  if (sessionRevoked && 'AccessToken' in body)
    return refusal('NotAuthorizedException', 'Access Token has been revoked');
  switch (operation) {
    case 'InitiateAuth':
      return answer(200, {
        AuthenticationResult: {
          IdToken: ID_TOKEN,
          AccessToken: ACCESS_TOKEN,
          RefreshToken: 'refresh',
          ExpiresIn: 3600,
          NewDeviceMetadata: { DeviceKey: DEVICE_KEY, DeviceGroupKey: '-abc' },
        },
        ChallengeParameters: {},
      });
    case 'ConfirmDevice':
      return answer(200, { UserConfirmationNecessary: false });
    case 'ListDevices': {
      const start = body.PaginationToken === 'page-2' ? 60 : 0;
      const all = Array.from({ length: 61 }, (_, index) => device(index));
      return answer(200, {
        Devices: all.slice(start, start + Number(body.Limit)),
        ...(start === 0 ? { PaginationToken: 'page-2' } : {}),
      });
    }
    case 'ForgetDevice':
      return body.DeviceKey === DEVICE_KEY
        ? answer(200, {})
        : refusal('ResourceNotFoundException', 'Device does not exist.');
    case 'GetUser':
      return answer(200, {
        Username: SUB,
        UserAttributes: [],
        ...(mfa.enabled.length ? { UserMFASettingList: mfa.enabled } : {}),
        ...(mfa.preferred ? { PreferredMfaSetting: mfa.preferred } : {}),
      });
    case 'SetUserMFAPreference': {
      const email = body.EmailMfaSettings as { Enabled: boolean } | undefined;
      const app = body.SoftwareTokenMfaSettings as { Enabled: boolean } | undefined;
      const factor = email ? 'EMAIL_OTP' : 'SOFTWARE_TOKEN_MFA';
      const on = (email ?? app)?.Enabled === true;
      mfa = on
        ? { enabled: [...new Set([...mfa.enabled, factor])], preferred: factor }
        : { enabled: mfa.enabled.filter((each) => each !== factor), preferred: null };
      return answer(200, {});
    }
    case 'AssociateSoftwareToken':
      return answer(200, { SecretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    case 'VerifySoftwareToken':
      return body.UserCode === '123456'
        ? answer(200, { Status: 'SUCCESS' })
        : refusal('EnableSoftwareTokenMFAException', 'Code mismatch');
    case 'GlobalSignOut':
    case 'DeleteUser':
      sessionRevoked = true;
      return answer(200, {});
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
  sessionRevoked = false;
  mfa = { enabled: [], preferred: null };
});

function request(path: string, body: unknown, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`${SITE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      host: 'localhost:3000',
      origin: SITE,
      'user-agent': CHROME_LINUX,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs in through the storefront's route and answers the session's cookies. */
async function signedIn(): Promise<string> {
  const response = await ingresar(
    request('/api/sesion/ingresar', { email: 'maria.quispe@cuida.pe', password: 'Cuida2026!' }),
  );
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

async function expectSpanishError(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(Object.keys(JSON.parse(text))).toEqual(['error']);
  expect(JSON.parse(text).error).toMatch(message);
  expect(text).not.toMatch(/\bat \w|Error:|stack|node_modules|\.ts:\d|Exception/);
}

describe('devices', () => {
  it("a sign-in remembers its device under the browser's name", async () => {
    await signedIn();
    const confirm = calls.find((call) => call.operation === 'ConfirmDevice');
    expect(confirm?.body).toMatchObject({
      AccessToken: ACCESS_TOKEN,
      DeviceKey: DEVICE_KEY,
      DeviceName: 'Chrome en Linux',
    });
  });

  it('lists 60 devices a page with the next page, and the second factors', async () => {
    const cookie = await signedIn();
    const first = await seguridad(request('/api/sesion/seguridad', undefined, { cookie }));
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      devices: { key: string; name: string }[];
      nextPage: string;
      secondFactors: unknown;
    };
    expect(body.devices).toHaveLength(60);
    expect(body.devices[0]).toMatchObject({ name: 'Equipo 0', lastSignIn: expect.any(String) });
    expect(body.nextPage).toBe('page-2');
    expect(body.secondFactors).toEqual({ enabled: [], preferred: null });
    expect(calls.find((call) => call.operation === 'ListDevices')?.body.Limit).toBe(60);
    const second = await seguridad(request('/api/sesion/seguridad?pagina=page-2', undefined, { cookie }));
    expect(((await second.json()) as { devices: unknown[] }).devices).toHaveLength(1);
  });

  it('forgets a device; an unknown one is answered in Spanish', async () => {
    const cookie = await signedIn();
    const forgotten = await dispositivo(
      request('/api/sesion/seguridad/dispositivo', { deviceKey: DEVICE_KEY }, { cookie }),
    );
    expect(await forgotten.json()).toEqual({ status: 'forgotten' });
    await expectSpanishError(
      await dispositivo(
        request(
          '/api/sesion/seguridad/dispositivo',
          { deviceKey: 'us-east-1_11111111-2222-4333-8444-555555555555' },
          { cookie },
        ),
      ),
      400,
      'Ese dispositivo ya no está en tu cuenta.',
    );
    await expectSpanishError(
      await dispositivo(request('/api/sesion/seguridad/dispositivo', { deviceKey: '../../etc' }, { cookie })),
      400,
      'Ese dispositivo no es válido.',
    );
  });
});

describe('second factors', () => {
  it('turns the e-mail code on and off', async () => {
    const cookie = await signedIn();
    const on = await segundoFactor(
      request('/api/sesion/seguridad/segundo-factor', { factor: 'EMAIL_OTP', enabled: true }, { cookie }),
    );
    expect(await on.json()).toEqual({ secondFactors: { enabled: ['EMAIL_OTP'], preferred: 'EMAIL_OTP' } });
    expect(calls.find((call) => call.operation === 'SetUserMFAPreference')?.body).toMatchObject({
      EmailMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const off = await segundoFactor(
      request('/api/sesion/seguridad/segundo-factor', { factor: 'EMAIL_OTP', enabled: false }, { cookie }),
    );
    expect(await off.json()).toEqual({ secondFactors: { enabled: [], preferred: null } });
    await expectSpanishError(
      await segundoFactor(
        request('/api/sesion/seguridad/segundo-factor', { factor: 'SMS_MFA', enabled: true }, { cookie }),
      ),
      400,
      'Elige un segundo factor.',
    );
  });

  it('sets up an authenticator app: the secret, then its code; a wrong code is answered in Spanish', async () => {
    const cookie = await signedIn();
    const started = await appAutenticacion(request('/api/sesion/seguridad/app-autenticacion', {}, { cookie }));
    expect(await started.json()).toEqual({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Cuida?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Cuida',
    });
    await expectSpanishError(
      await verificarApp(request('/api/sesion/seguridad/app-autenticacion/verificar', { code: '654321' }, { cookie })),
      400,
      /El código no es correcto/,
    );
    await expectSpanishError(
      await verificarApp(request('/api/sesion/seguridad/app-autenticacion/verificar', { code: '12' }, { cookie })),
      400,
      'Ingresa el código de 6 dígitos.',
    );
    const verified = await verificarApp(
      request('/api/sesion/seguridad/app-autenticacion/verificar', { code: '123456' }, { cookie }),
    );
    expect(await verified.json()).toEqual({
      secondFactors: { enabled: ['SOFTWARE_TOKEN_MFA'], preferred: 'SOFTWARE_TOKEN_MFA' },
    });
  });
});

describe('ending the session', () => {
  it('sign out everywhere: the pool is told, the cookies are cleared, the answer says so in Spanish', async () => {
    const cookie = await signedIn();
    const response = await salirDeTodo(request('/api/sesion/salir-de-todo', {}, { cookie }));
    expect(await response.json()).toEqual({
      status: 'signedOutEverywhere',
      message: 'Cerraste sesión en todos tus dispositivos. Vuelve a ingresar cuando quieras.',
    });
    expect(calls.find((call) => call.operation === 'GlobalSignOut')?.body).toEqual({ AccessToken: ACCESS_TOKEN });
    expect(cookiesOf(response)).toBe('');
    // The old cookies' access token is refused by the pool now: the next call ends the session, in Spanish.
    await expectSpanishError(
      await seguridad(request('/api/sesion/seguridad', undefined, { cookie })),
      401,
      /Tu sesión terminó/,
    );
  });

  it('deletion needs the typed confirmation; then the user is deleted and the session ends', async () => {
    const cookie = await signedIn();
    await expectSpanishError(
      await eliminarCuenta(request('/api/sesion/eliminar-cuenta', { confirmation: 'si' }, { cookie })),
      400,
      'Escribe ELIMINAR para confirmar.',
    );
    expect(calls.some((call) => call.operation === 'DeleteUser')).toBe(false);
    const response = await eliminarCuenta(
      request('/api/sesion/eliminar-cuenta', { confirmation: 'eliminar' }, { cookie }),
    );
    expect(await response.json()).toEqual({
      status: 'deleted',
      message: 'Tu cuenta fue eliminada. Gracias por haber comprado en Cuida.',
    });
    expect(calls.find((call) => call.operation === 'DeleteUser')?.body).toEqual({ AccessToken: ACCESS_TOKEN });
    expect(cookiesOf(response)).toBe('');
  });
});

describe('refusals', () => {
  it('refuses cross-site posts before anything is sent to the pool', async () => {
    const cookie = await signedIn();
    calls.length = 0;
    const evil = { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const [handler, path, body] of [
      [salirDeTodo, '/api/sesion/salir-de-todo', {}],
      [eliminarCuenta, '/api/sesion/eliminar-cuenta', { confirmation: 'ELIMINAR' }],
      [dispositivo, '/api/sesion/seguridad/dispositivo', { deviceKey: DEVICE_KEY }],
      [segundoFactor, '/api/sesion/seguridad/segundo-factor', { factor: 'EMAIL_OTP', enabled: false }],
      [appAutenticacion, '/api/sesion/seguridad/app-autenticacion', {}],
    ] as const) {
      await expectSpanishError(await handler(request(path, body, evil)), 403, CROSS_SITE_MESSAGE);
    }
    expect(calls).toEqual([]);
  });

  it('without a session: 401 with the session-ended notice, nothing sent to the pool', async () => {
    await expectSpanishError(await seguridad(request('/api/sesion/seguridad', undefined)), 401, /Tu sesión terminó/);
    await expectSpanishError(await salirDeTodo(request('/api/sesion/salir-de-todo', {})), 401, /Tu sesión terminó/);
    expect(calls).toEqual([]);
  });
});

describe('device names', () => {
  it.each([
    [CHROME_LINUX, 'Chrome en Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari en iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge en Windows',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Firefox/130.0', 'Firefox en Android'],
    ['', 'Navegador desconocido'],
  ])('%s → %s', (agent, name) => {
    expect(deviceNameFromUserAgent(agent)).toBe(name);
  });
});
