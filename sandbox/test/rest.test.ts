/**
 * The REST side of the sandbox: the HTTP layer (envelope, limits, errors), ID-token verification, and the business
 * behaviour of each service beyond its contract (seed data, registration flow, coverage data, carts...).
 */
import { request as httpRequest } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/identity/passwords';
import { SEEDED_USERS } from '../src/identity/seed';
import { createIdTokenVerifier } from '../src/rest/auth';
import type { RestRoute } from '../src/rest/handler';
import { createRestHandler, splitRestPath } from '../src/rest/router';
import { allowsSubscription, requiresPrescription, skuIndex } from '../src/services/catalog-lookup';
import { SEEDED_PERSONAS, SEEDED_VERIFICATION_CODES } from '../src/services/data/people';
import { ensureServicesSeed, listPendingRegistrations, markRegistrationConsumed } from '../src/services/index';
import { openDb } from '../src/store/db';
import { call, type RestTestServer, startRestTestServer, trace } from './support/rest-server';
import { POSTGRES_URL } from './support/sandbox';

const DAY_MS = 24 * 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const THROWING_ROUTE: RestRoute = {
  base: 'sales',
  path: '/pruebas/api/v1/explota',
  audience: 'any',
  handler: async () => {
    throw new Error('secreto interno: la base de datos se cayó');
  },
};
const REFUSING_ROUTE: RestRoute = {
  base: 'pharmacy',
  path: '/pruebas/api/v1/rechaza',
  audience: 'any',
  handler: async () => ({ ok: false, code: 'NEGOCIO', message: 'No se puede.', payload: { motivo: 'x' } }),
};

let server: RestTestServer;

beforeAll(async () => {
  server = await startRestTestServer({ clock, extraRoutes: [THROWING_ROUTE, REFUSING_ROUTE] });
});

afterAll(async () => {
  await server?.close();
});

const COBERTURA = '/sales/ventas/api/v1/obtener/cobertura';

async function post(path: string, payload: unknown, persona: 'maria' | 'jorge' | 'staff' | 'service' = 'service') {
  return call<Record<string, unknown>>(server.url, path, payload, await server.idToken(persona));
}

// ---------------------------------------------------------------------------------------------------------------

describe('HTTP layer', () => {
  it('splits paths under the three bases only', () => {
    expect(splitRestPath('/sales/ventas/api/v1/obtener/cobertura')).toEqual({
      base: 'sales',
      path: '/ventas/api/v1/obtener/cobertura',
    });
    expect(splitRestPath('/sales2/pbi-v2/x/')).toEqual({ base: 'sales2', path: '/pbi-v2/x' });
    expect(splitRestPath('/pharmacy')).toEqual({ base: 'pharmacy', path: '/' });
    expect(splitRestPath('/salesx/a')).toBeNull();
    expect(splitRestPath('/graphql')).toBeNull();
  });

  it('refuses duplicate routes', () => {
    expect(() =>
      createRestHandler({
        routes: [REFUSING_ROUTE, REFUSING_ROUTE],
        verifyIdToken: async () => null,
        db: server.db,
        catalog: server.catalog,
      }),
    ).toThrow(/Duplicate/);
  });

  it('leaves paths outside the bases to the app', async () => {
    const response = await fetch(`${server.url}/otra/cosa`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers a success with code OK, the payload and the trace id', async () => {
    const sent = trace({ traceId: 'mi-traza-123' });
    const result = await call(server.url, COBERTURA, {}, await server.idToken('service'), { trace: sent });
    expect(result.httpStatus).toBe(200);
    expect(result.headers.get('x-trace-id')).toBe('mi-traza-123');
    expect(result.headers.get('content-type')).toMatch(/application\/json/);
    expect(result.body.response.status).toEqual({
      success: true,
      code: 'OK',
      message: 'Operación realizada con éxito.',
    });
  });

  it('accepts a missing payload as an empty one', async () => {
    const token = await server.idToken('service');
    const result = await call(server.url, COBERTURA, undefined, token, {
      rawBody: JSON.stringify({ request: { trace: trace() } }),
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body.response.status.success).toBe(true);
  });

  it('answers a business refusal with HTTP 200 and its payload', async () => {
    const result = await post('/pharmacy/pruebas/api/v1/rechaza', {});
    expect(result.httpStatus).toBe(200);
    expect(result.body.response).toEqual({
      status: { success: false, code: 'NEGOCIO', message: 'No se puede.' },
      payload: { motivo: 'x' },
    });
  });

  it('answers a throwing handler with a generic 500 and logs the error', async () => {
    const result = await post('/sales/pruebas/api/v1/explota', {});
    expect(result.httpStatus).toBe(500);
    expect(result.body.response.status.code).toBe('ERROR_INTERNO');
    expect(JSON.stringify(result.body)).not.toMatch(/secreto|stack|Error:/);
    expect(result.body.response.status.message).toMatch(/error interno/i);
    expect(server.logs.some((line) => line.includes('secreto interno'))).toBe(true);
  });

  it.each([
    ['an empty body', '', /vacío/],
    ['JSON that is not an object', '[1, 2]', /el cuerpo debe ser un objeto/],
    ['no request', '{"trace": {}}', /falta el campo request/],
    ['no trace', '{"request": {"payload": {}}}', /falta el campo request\.trace/],
    [
      'a timestamp that is not a date',
      JSON.stringify({ request: { trace: trace({ timestamp: 'ayer' }), payload: {} } }),
      /request\.trace\.timestamp debe ser una fecha/,
    ],
    [
      'an empty channel',
      JSON.stringify({ request: { trace: trace({ channelId: '' }), payload: {} } }),
      /request\.trace\.channelId debe tener al menos 1/,
    ],
    [
      'a number as trace id',
      JSON.stringify({ request: { trace: trace({ traceId: 42 }), payload: {} } }),
      /request\.trace\.traceId debe ser un texto/,
    ],
  ])('answers 400 to %s, naming the problem', async (_name, rawBody, message) => {
    const result = await call(server.url, COBERTURA, undefined, await server.idToken('service'), { rawBody });
    expect(result.httpStatus).toBe(400);
    expect(result.body.response.status.success).toBe(false);
    expect(result.body.response.status.code).toBe('SOLICITUD_INVALIDA');
    expect(result.body.response.status.message).toMatch(message);
  });

  it('answers 400 to a payload that breaks the route contract, naming the field', async () => {
    const result = await post('/sales/personas/api/v1/validar/usuario', { tipoDocumento: 7, numeroDocumento: '1' });
    expect(result.httpStatus).toBe(400);
    expect(result.body.response.status.message).toMatch(/payload\.tipoDocumento debe ser uno de: 2, 3, 4/);
    expect(result.body.response.status.message).toMatch(/falta el campo payload\.usuarioLogin/);
  });

  it('answers 400 to a body over 256 KB (declared length)', async () => {
    const payload = { idDistritos: [], relleno: 'x'.repeat(300 * 1024) };
    const result = await post(COBERTURA, payload);
    expect(result.httpStatus).toBe(400);
    expect(result.body.response.status.message).toMatch(/256 KB/);
  });

  it('answers 400 to a chunked body over 256 KB', async () => {
    const token = await server.idToken('service');
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}${COBERTURA}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.write('{"request": {"payload": "');
      for (let i = 0; i < 40; i++) req.write('y'.repeat(8 * 1024));
      req.end('"}}');
    });
    expect(status).toBe(400);
    expect(JSON.parse(body).response.status.code).toBe('SOLICITUD_INVALIDA');
  });

  it('answers 401 to a garbage token and to an unknown scheme', async () => {
    const garbage = await call(server.url, COBERTURA, {}, 'no-es-un-jwt');
    expect(garbage.httpStatus).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toMatch(/invalid_token/);
    const response = await fetch(`${server.url}${COBERTURA}`, {
      method: 'POST',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
      body: JSON.stringify({ request: { trace: trace({ traceId: 'traza-401' }), payload: {} } }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-trace-id')).toBe('traza-401');
    expect(((await response.json()) as { response: { status: { code: string } } }).response.status.code).toBe(
      'NO_AUTORIZADO',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('createIdTokenVerifier', () => {
  const ISSUER = 'http://localhost:9229/us-east-1_prueba';
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let jwks: { keys: object[] };

  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  });

  const sign = (claims: Record<string, unknown>, options: { issuer?: string; expiresIn?: string | number } = {}) =>
    new SignJWT({ token_use: 'id', email: 'Maria.Quispe@cuida.pe', aud: 'web', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('sub-123')
      .setIssuer(options.issuer ?? ISSUER)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(keys.privateKey);

  it('maps the claims of an ID token to the caller', async () => {
    const verify = createIdTokenVerifier({ getKeySet: jwks as never, issuer: ISSUER, audience: 'web' });
    const token = await sign({
      'cognito:groups': ['pharmacy-staff'],
      'custom:documentType': '2',
      'custom:documentNumber': '45871236',
    });
    expect(await verify(token)).toEqual({
      sub: 'sub-123',
      email: 'maria.quispe@cuida.pe',
      groups: ['pharmacy-staff'],
      isServiceAccount: false,
      documentType: '2',
      documentNumber: '45871236',
    });
  });

  it('recognises the service account by its group', async () => {
    const verify = createIdTokenVerifier({ getKeySet: jwks as never, issuer: ISSUER });
    const caller = await verify(await sign({ 'cognito:groups': ['service-accounts'], email: undefined }));
    expect(caller).toMatchObject({ isServiceAccount: true, email: null, documentNumber: null });
  });

  it('refuses access tokens, wrong issuers and audiences, expired tokens and other keys', async () => {
    const verify = createIdTokenVerifier({ getKeySet: jwks as never, issuer: ISSUER, audience: 'web' });
    expect(await verify(await sign({ token_use: 'access' }))).toBeNull();
    expect(await verify(await sign({}, { issuer: 'http://evil.example/pool' }))).toBeNull();
    expect(await verify(await sign({ aud: 'otra-app' }))).toBeNull();
    expect(await verify(await sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 10 }))).toBeNull();
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ token_use: 'id' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('x')
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect(await verify(forged)).toBeNull();
    expect(await verify('a.b.c')).toBeNull();
  });

  it('honours its clock for expiry', async () => {
    const token = await sign({}, { expiresIn: '1h' });
    const later = createIdTokenVerifier({
      getKeySet: jwks as never,
      issuer: ISSUER,
      clock: () => new Date(Date.now() + 2 * 3600 * 1000),
    });
    expect(await later(token)).toBeNull();
  });

  it('verifies real tokens of the identity provider through its JWKS', async () => {
    const verify = createIdTokenVerifier({
      jwksUrl: `${server.identity.issuer}/.well-known/jwks.json`,
      issuer: server.identity.issuer,
    });
    const caller = await verify(await server.idToken('maria'));
    expect(caller).toMatchObject({ email: 'maria.quispe@cuida.pe', documentType: '2', documentNumber: '45871236' });
    expect(await verify((await server.tokens('maria')).accessToken)).toBeNull();
    expect(await verify(await server.idToken('service'))).toMatchObject({ isServiceAccount: true });
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('seed', () => {
  it('has a persona for every identity customer, with the same document and e-mail', async () => {
    for (const user of SEEDED_USERS.filter((item) => item.documentNumber !== null)) {
      const rows = await server.db.query<{ email: string; document_number: string }>(
        'SELECT email, document_number FROM persona WHERE email = $1',
        [user.email],
      );
      expect(rows[0]?.document_number, user.email).toBe(user.documentNumber);
    }
    const types = await server.db.query<{ document_type: number }>('SELECT DISTINCT document_type FROM persona');
    expect(types.map((row) => row.document_type).sort()).toEqual([2, 3, 4]);
    expect(SEEDED_PERSONAS).toHaveLength(7);
  });

  it('is idempotent', async () => {
    const count = async () =>
      (
        await server.db.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM persona) + (SELECT count(*) FROM subscription) +
                  (SELECT count(*) FROM coverage_district) + (SELECT count(*) FROM delivery_tier) +
                  (SELECT count(*) FROM delivery_option) + (SELECT count(*) FROM verification_code) AS n`,
        )
      )[0]?.n;
    const before = await count();
    await ensureServicesSeed(server.db, server.catalog, { clock });
    await ensureServicesSeed(server.db, server.catalog, { clock });
    expect(await count()).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('personas and subscriptions', () => {
  it("answers the caller's own persona with the account fields", async () => {
    const result = await post('/pharmacy/personas/api/v1/obtener/persona', {}, 'jorge');
    expect(result.body.response.payload).toEqual({
      idPersona: 10002,
      nombres: 'Jorge',
      apellidos: 'Ramírez Salazar',
      apellidoPaterno: 'Ramírez',
      apellidoMaterno: 'Salazar',
      fecNacimiento: '1992-07-21',
      email: { email: 'jorge.ramirez@cuida.pe' },
      telefono: { telefono: '912345678' },
      numeroDocumento: '70125489',
      tipoDocumentoIdentidad: { idTipoDocumentoIdentidad: 2, descripcion: 'DNI' },
    });
  });

  it('checks subscriptions by e-mail or document; unknown users have none', async () => {
    const check = async (usuario: string) =>
      (await post('/sales/suscripciones/api/v1/verificar/suscripcion', { usuario })).body.response.payload;
    expect(await check('MARIA.QUISPE@cuida.pe')).toEqual({ tieneSuscricpion: true });
    expect(await check('45871236')).toEqual({ tieneSuscricpion: true });
    expect(await check('jorge.ramirez@cuida.pe')).toEqual({ tieneSuscricpion: false });
    expect(await check('nadie@example.com')).toEqual({ tieneSuscricpion: false });
    const self = await post('/sales/suscripciones/api/v1/verificar/suscripcion', { usuario: '45871236' }, 'maria');
    expect(self.body.response.payload).toEqual({ tieneSuscricpion: true });
  });

  it("lists María's subscriptions with real subscribable catalogue products, active first", async () => {
    const result = await post('/sales/suscripciones/api/v1/obtener/suscripciones', {}, 'maria');
    const list = (result.body.response.payload as { suscripciones: Record<string, unknown>[] }).suscripciones;
    expect(list.map((item) => [item.idSuscription, item.estado])).toEqual([
      ['SUS-000101', 'ACTIVA'],
      ['SUS-000102', 'PAUSADA'],
    ]);
    const index = skuIndex(server.catalog);
    for (const subscription of list) {
      const productos = subscription.productos as { sku: string; precio: number; cantidad: number; subtotal: number }[];
      expect(productos.length).toBeGreaterThan(0);
      let total = 0;
      for (const producto of productos) {
        const entry = index.get(producto.sku);
        expect(entry, producto.sku).toBeDefined();
        expect(entry && allowsSubscription(entry.product)).toBe(true);
        expect(producto.precio).toBe(entry?.variant.price);
        total += producto.subtotal;
      }
      expect((subscription.facturacion as { montoTotal: number }).montoTotal).toBeCloseTo(total, 2);
      expect(subscription.cliente).toMatchObject({ idPersona: 10001, numeroDocumento: '45871236' });
    }
    const paused = await post('/sales/suscripciones/api/v1/obtener/suscripciones', { estado: 'PAUSADA' }, 'maria');
    expect((paused.body.response.payload as { suscripciones: unknown[] }).suscripciones).toHaveLength(1);
    const none = await post('/sales/suscripciones/api/v1/obtener/suscripciones', {}, 'jorge');
    expect(none.body.response.payload).toEqual({ suscripciones: [] });
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('registration and e-mail verification', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    usuario: 'carla.vargas@example.com',
    email: 'Carla.Vargas@example.com',
    nombres: 'Carla',
    apellidoPaterno: 'Vargas',
    apellidoMaterno: 'Pinto',
    telefono: '+51 945 678 123',
    fecNacimiento: '1994-02-17',
    tipoDocumento: 4,
    numeroDocumento: '004567891',
    passwordAutogenerado: false,
    password: 'Carla2026x',
    ...overrides,
  });
  const CREAR = '/sales/seguridad/api/v1/crear/usuario/cognito';
  const VALIDAR = '/sales/personas/api/v1/validar/usuario';
  const VERIFICAR = '/sales2/personas-v2/api/v1/usuario/verificacion/codigo';

  it('sends the verification e-mail to the outbox, its link carrying the code and the sealed password as given', async () => {
    const sealed = 'AQID-sellado_por-quien-llama';
    const created = await post(
      CREAR,
      newUser({
        usuario: 'outbox.uno@example.com',
        email: 'outbox.uno@example.com',
        numeroDocumento: '41112223',
        tipoDocumento: 2,
        passwordSellado: sealed,
      }),
    );
    expect(created.body.response.status.code).toBe('USUARIO_CREADO');
    const outbox = async (query: string) =>
      (await (await fetch(`${server.url}/__admin/services/outbox?${query}`)).json()) as {
        emails: { to: string; kind: string; subject: string; body: string; link: string | null }[];
      };
    const { emails } = await outbox('to=outbox.uno@example.com');
    expect(emails).toHaveLength(1);
    const [mail] = emails;
    expect(mail).toMatchObject({ to: 'outbox.uno@example.com', kind: 'VERIFICACION_CORREO' });
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/');
    expect(link.searchParams.get('email')).toBe('outbox.uno@example.com');
    expect(link.searchParams.get('pwd')).toBe(sealed);
    expect(link.searchParams.get('code')).toMatch(/^[A-Z2-9]{6}$/);
    expect(mail?.body).toContain(mail?.link);

    // Without a sealed password, the link verifies only; a malformed one breaks the contract.
    await post(
      CREAR,
      newUser({
        usuario: 'outbox.dos@example.com',
        email: 'outbox.dos@example.com',
        numeroDocumento: '41112224',
        tipoDocumento: 2,
      }),
    );
    const [plain] = (await outbox('to=outbox.dos@example.com&kind=VERIFICACION_CORREO')).emails;
    expect(new URL(plain?.link ?? '').searchParams.has('pwd')).toBe(false);
    const bad = await post(
      CREAR,
      newUser({
        usuario: 'outbox.tres@example.com',
        email: 'outbox.tres@example.com',
        numeroDocumento: '41112225',
        tipoDocumento: 2,
        passwordSellado: 'no es base64url',
      }),
    );
    expect(bad.httpStatus).toBe(400);
    expect((await outbox('to=outbox.tres@example.com')).emails).toEqual([]);
  });

  it('creates the persona, a pending registration for the identity provider and a verification code', async () => {
    const before = await post(VALIDAR, {
      tipoDocumento: 4,
      numeroDocumento: '004567891',
      usuarioLogin: 'carla.vargas@example.com',
    });
    expect(before.body.response.status.code).toBe('USUARIO_DISPONIBLE');

    const created = await post(CREAR, newUser());
    expect(created.body.response.status).toMatchObject({ success: true, code: 'USUARIO_CREADO' });
    expect(created.body.response.payload).toMatchObject({
      email: 'carla.vargas@example.com',
      estado: 'PENDIENTE_VERIFICACION',
    });

    const after = await post(VALIDAR, {
      tipoDocumento: 4,
      numeroDocumento: '004567891',
      usuarioLogin: 'carla.vargas@example.com',
    });
    expect(after.body.response.status).toMatchObject({ success: false, code: 'USUARIO_EXISTE' });

    const again = await post(CREAR, newUser({ email: 'otra@example.com', usuario: 'otra@example.com' }));
    expect(again.body.response.status.code).toBe('USUARIO_EXISTE');

    const pending = (await listPendingRegistrations(server.db)).find(
      (item) => item.email === 'carla.vargas@example.com',
    );
    expect(pending).toMatchObject({
      username: 'carla.vargas@example.com',
      passwordAutogenerated: false,
      temporaryPassword: null,
      emailVerified: false,
      attributes: {
        given_name: 'Carla',
        family_name: 'Vargas Pinto',
        phone_number: '+51945678123',
        birthdate: '1994-02-17',
        'custom:documentType': '4',
        'custom:documentNumber': '004567891',
      },
    });
    expect(await verifyPassword('Carla2026x', pending?.passwordHash ?? '')).toBe(true);

    // The code the e-mail would carry, from the loopback read-out.
    const codes = (await (
      await fetch(`${server.url}/__admin/services/verification-codes?email=carla.vargas@example.com`)
    ).json()) as { codes: { code: string }[] };
    expect(codes.codes).toHaveLength(1);
    const code = codes.codes[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const verified = await post(VERIFICAR, { email: 'carla.vargas@example.com', codigo: code.toLowerCase() });
    expect(verified.body.response.payload).toEqual({
      email: 'carla.vargas@example.com',
      estadoVerificacion: 'VERIFICADO',
    });
    const twice = await post(VERIFICAR, { email: 'carla.vargas@example.com', codigo: code });
    expect(twice.body.response.payload).toMatchObject({ estadoVerificacion: 'VERIFICADO' });
    const wrongEmail = await post(VERIFICAR, { email: 'maria.quispe@cuida.pe', codigo: code });
    expect(wrongEmail.body.response.status).toMatchObject({ success: false, code: 'CODIGO_INVALIDO' });

    const consumed = (await listPendingRegistrations(server.db)).find(
      (item) => item.email === 'carla.vargas@example.com',
    );
    expect(consumed?.emailVerified).toBe(true);
    expect(await markRegistrationConsumed(server.db, consumed?.id ?? '', new Date())).toBe(true);
    expect(await markRegistrationConsumed(server.db, consumed?.id ?? '', new Date())).toBe(false);
    expect((await listPendingRegistrations(server.db)).some((item) => item.email === 'carla.vargas@example.com')).toBe(
      false,
    );
  });

  it('issues codes that expire after 24 hours', async () => {
    const created = await post(
      CREAR,
      newUser({
        email: 'pedro.luna@example.com',
        usuario: 'pedro.luna@example.com',
        tipoDocumento: 2,
        numeroDocumento: '43210987',
      }),
    );
    expect(created.body.response.status.success).toBe(true);
    const [row] = await server.db.query<{ code: string }>('SELECT code FROM verification_code WHERE email = $1', [
      'pedro.luna@example.com',
    ]);
    offsetMs = DAY_MS + 60_000;
    try {
      const expired = await post(VERIFICAR, { email: 'pedro.luna@example.com', codigo: row?.code });
      expect(expired.body.response.status).toMatchObject({ success: true, code: 'CODIGO_EXPIRADO' });
      expect(expired.body.response.payload).toMatchObject({ estadoVerificacion: 'EXPIRADO' });
    } finally {
      offsetMs = 0;
    }
  });

  it('generates a temporary password that meets the policy when asked to', async () => {
    const created = await post(
      CREAR,
      newUser({
        email: 'temporal@example.com',
        usuario: 'temporal@example.com',
        tipoDocumento: 3,
        numeroDocumento: 'pa123456',
        passwordAutogenerado: true,
        password: undefined,
      }),
    );
    expect(created.body.response.status.success).toBe(true);
    const pending = (await listPendingRegistrations(server.db)).find((item) => item.email === 'temporal@example.com');
    expect(pending?.passwordAutogenerated).toBe(true);
    expect(pending?.temporaryPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{12}$/);
    expect(await verifyPassword(pending?.temporaryPassword ?? '', pending?.passwordHash ?? '')).toBe(true);
    expect(pending?.attributes['custom:documentNumber']).toBe('PA123456');
  });

  it.each([
    ['a minor', { fecNacimiento: new Date(Date.now() - 10 * 365 * DAY_MS).toISOString().slice(0, 10) }, 'EDAD_MINIMA'],
    ['a weak password', { password: 'corta1' }, 'CONTRASENA_INVALIDA'],
    ['a password without upper case', { password: 'sinmayusculas1' }, 'CONTRASENA_INVALIDA'],
    ['a CE that is not 9 digits', { numeroDocumento: '12345' }, 'DOCUMENTO_INVALIDO'],
    ['a DNI with letters', { tipoDocumento: 2, numeroDocumento: '4587123A' }, 'DOCUMENTO_INVALIDO'],
  ])('refuses %s', async (_name, overrides, code) => {
    const result = await post(CREAR, newUser({ email: 'x1@example.com', usuario: 'x1@example.com', ...overrides }));
    expect(result.httpStatus).toBe(200);
    expect(result.body.response.status).toMatchObject({ success: false, code });
  });

  it.each([
    ['a missing password', { password: undefined }, /payload\.password es obligatorio/],
    ['a landline', { telefono: '014567890' }, /payload\.telefono debe ser un celular/],
    [
      'a date that does not exist',
      { fecNacimiento: '1990-02-30' },
      /payload\.fecNacimiento no es una fecha que exista/,
    ],
    ['a bad e-mail', { email: 'no-es-email' }, /payload\.email no tiene el formato esperado/],
  ])('answers 400 to %s', async (_name, overrides, message) => {
    const result = await post(CREAR, newUser({ email: 'x2@example.com', usuario: 'x2@example.com', ...overrides }));
    expect(result.httpStatus).toBe(400);
    expect(result.body.response.status.message).toMatch(message);
  });

  it("answers the seeded codes: Lucía's valid one and her expired one", async () => {
    const expired = await post(VERIFICAR, {
      email: SEEDED_VERIFICATION_CODES.expired.email,
      codigo: SEEDED_VERIFICATION_CODES.expired.code,
    });
    expect(expired.body.response.payload).toMatchObject({ estadoVerificacion: 'EXPIRADO' });
    const valid = await post(VERIFICAR, {
      email: SEEDED_VERIFICATION_CODES.valid.email,
      codigo: SEEDED_VERIFICATION_CODES.valid.code,
    });
    expect(valid.body.response.payload).toMatchObject({ estadoVerificacion: 'VERIFICADO' });
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('coverage', () => {
  it('serves the 40 districts of Lima and Callao with their prices, the tiers, express and delivery options', async () => {
    const result = await post(COBERTURA, {});
    const payload = result.body.response.payload as {
      distritos: { idDistrito: string; nomDistrito: string; precioEnvio: number | null; cubierto: boolean }[];
      tarifas: { precioTicket: number | string; precioDelivery: number }[];
      express: Record<string, string>;
      opcionesEntrega: { id: number; tipo: string; predeterminada: boolean }[];
      idOpcionEntregaPredeterminada: number;
    };
    const ids = payload.distritos.map((district) => district.idDistrito);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(ids.filter((id) => /^1501(0[1-9]|[1-3]\d|4[0-3])$/.test(id))).toHaveLength(33);
    expect(ids.filter((id) => /^07010[1-7]$/.test(id))).toHaveLength(7);
    const byId = new Map(payload.distritos.map((district) => [district.idDistrito, district]));
    expect(byId.get('150122')).toMatchObject({ nomDistrito: 'Miraflores', precioEnvio: null, cubierto: true });
    expect(byId.get('150111')).toMatchObject({ nomDistrito: 'El Agustino', precioEnvio: 0 });
    expect(byId.get('070101')).toMatchObject({ nomDistrito: 'Callao' });
    expect(payload.distritos.filter((district) => district.precioEnvio !== null).map((d) => d.idDistrito)).toEqual([
      '150111',
    ]);
    expect(payload.tarifas).toEqual([
      { precioTicket: 'Defecto', precioDelivery: 9 },
      { precioTicket: 149, precioDelivery: 7 },
      { precioTicket: 200, precioDelivery: 0 },
      { precioTicket: 1279, precioDelivery: 20 },
    ]);
    expect(payload.express).toEqual({ horaInicio: '08:00', horaCorte: '21:00', zonaHoraria: 'America/Lima' });
    expect(payload.idOpcionEntregaPredeterminada).toBe(3);
    expect(payload.opcionesEntrega.filter((option) => option.predeterminada).map((option) => option.id)).toEqual([3]);
    expect(payload.opcionesEntrega.map((option) => option.tipo).sort()).toEqual(
      ['default', 'express', 'pickup_for_me', 'pickup_for_someone_else', 'programado', 'rimac'].sort(),
    );
  });

  it('answers requested ids in order, once each, uncovered ones with cubierto false', async () => {
    const result = await post(COBERTURA, { idDistritos: ['150111', '150139', '150111', '010101'] });
    expect((result.body.response.payload as { distritos: unknown[] }).distritos).toEqual([
      {
        idDistrito: '150111',
        nomDistrito: 'El Agustino',
        provincia: 'Lima',
        anillo: 2,
        precioEnvio: 0,
        cubierto: true,
      },
      {
        idDistrito: '150139',
        nomDistrito: 'Santa Rosa',
        provincia: 'Lima',
        anillo: null,
        precioEnvio: null,
        cubierto: false,
      },
      { idDistrito: '010101', nomDistrito: null, provincia: null, anillo: null, precioEnvio: null, cubierto: false },
    ]);
  });

  it('reads tiers from the store (data, not code)', async () => {
    await server.db.query('UPDATE delivery_tier SET delivery_price = 5 WHERE ticket_threshold = 149');
    try {
      const result = await post(COBERTURA, { idDistritos: [] });
      const tarifas = (result.body.response.payload as { tarifas: { precioTicket: unknown; precioDelivery: number }[] })
        .tarifas;
      expect(tarifas.find((tier) => tier.precioTicket === 149)?.precioDelivery).toBe(5);
    } finally {
      await server.db.query('UPDATE delivery_tier SET delivery_price = 7 WHERE ticket_threshold = 149');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('abandoned carts', () => {
  const GUARDAR = '/sales2/pbi-v2/api/v1/guardar/carro/abandonado';
  const LISTAR = '/sales2/pbi-v2/api/v1/listar/carros/abandonados';
  const cart = (overrides: Record<string, unknown> = {}) => ({
    numeroDocumento: '45871236',
    tipoDocumento: 2,
    nombre: 'María Quispe',
    telefono: '987654321',
    email: 'maria.quispe@cuida.pe',
    puertaEntrada: 'Embebido',
    productos: [
      { cantidad: 1, nombre: 'Losartán 50 mg', precio: 24.9, sku: '703904' },
      { cantidad: 3, nombre: 'Vitamina C', precio: 19.9, sku: '094018' },
    ],
    fechaPrimerProducto: '2026-04-01T09:00:00-05:00',
    fechaUltimoProducto: '2026-04-01T09:10:00-05:00',
    ...overrides,
  });

  it("stores a customer's own cart, updates it when re-sent, and lists it for staff", async () => {
    const first = await post(GUARDAR, cart(), 'maria');
    expect(first.body.response.status.code).toBe('CARRO_REGISTRADO');
    expect(first.body.response.payload).toMatchObject({ total: 84.6 });
    const id = (first.body.response.payload as { idCarro: number }).idCarro;

    const resent = await post(
      GUARDAR,
      cart({ fechaUltimoProducto: '2026-04-01T09:20:00-05:00', productos: [cart().productos[0]] }),
      'maria',
    );
    expect(resent.body.response.status.code).toBe('CARRO_ACTUALIZADO');
    expect(resent.body.response.payload).toEqual({ idCarro: id, total: 24.9 });

    const listed = await post(LISTAR, { numeroDocumento: '45871236' }, 'staff');
    const payload = listed.body.response.payload as { total: number; carros: Record<string, unknown>[] };
    expect(payload.total).toBe(1);
    expect(payload.carros[0]).toMatchObject({
      idCarro: id,
      puertaEntrada: 'Embebido',
      total: 24.9,
      fechaUltimoProducto: '2026-04-01T14:20:00.000Z',
    });
  });

  it("ties each cart to its owner: a customer's own document, or a service account's shopper checkout", async () => {
    const CHECKOUT = '0f8b8c1e-2d3a-4b5c-9d6e-7f8091a2b3c4';
    const OTHER_CHECKOUT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const guest = (overrides: Record<string, unknown> = {}) =>
      cart({
        numeroDocumento: '41234567',
        fechaPrimerProducto: '2026-04-03T09:00:00-05:00',
        fechaUltimoProducto: '2026-04-03T09:05:00-05:00',
        ...overrides,
      });
    // Another customer's document: 403.
    expect((await post(GUARDAR, cart(), 'jorge')).httpStatus).toBe(403);
    // A service account must name the shopper's checkout, and never saves for a registered customer's document.
    expect((await post(GUARDAR, guest())).body.response.status).toMatchObject({ code: 'CHECKOUT_REQUERIDO' });
    expect((await post(GUARDAR, cart({ idCheckout: CHECKOUT }))).body.response.status).toMatchObject({
      code: 'DOCUMENTO_DE_CLIENTE',
    });
    expect((await post(GUARDAR, guest({ idCheckout: CHECKOUT }))).body.response.status.code).toBe('CARRO_REGISTRADO');
    expect((await post(GUARDAR, guest({ idCheckout: CHECKOUT }))).body.response.status.code).toBe('CARRO_ACTUALIZADO');
    // The same cart from another checkout does not replace it.
    const other = await post(GUARDAR, guest({ idCheckout: OTHER_CHECKOUT, nombre: 'Otra persona' }));
    expect(other.body.response.status).toMatchObject({ success: false, code: 'CARRO_AJENO' });
    const listed = await post(LISTAR, { numeroDocumento: '41234567' }, 'staff');
    expect((listed.body.response.payload as { carros: { nombre: string }[] }).carros.map((c) => c.nombre)).toEqual([
      'María Quispe',
    ]);
  });

  it('refuses dates out of order and non-staff listings', async () => {
    const result = await post(GUARDAR, cart({ fechaPrimerProducto: '2026-04-02T09:00:00-05:00' }), 'maria');
    expect(result.body.response.status).toMatchObject({ success: false, code: 'FECHAS_INVALIDAS' });
    const service = await post(LISTAR, {}, 'service');
    expect(service.httpStatus).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('recommended products', () => {
  const RECOMENDADO = '/sales2/pbi-v2/api/v1/obtener/producto/recomendado';
  type Recommended = { sku: string; slug: string; categoria: string; imagen: string };
  const recommend = async (payload: unknown) =>
    ((await post(RECOMENDADO, payload)).body.response.payload as { productos: Recommended[] }).productos;

  it('recommends in-stock, non-prescription products close to the given SKUs, deterministically', async () => {
    const seed = server.catalog.productBySlug('losartan-50-mg-caja-x-100-tabletas');
    const sku = seed?.variants[0]?.sku ?? '';
    const first = await recommend({ skus: [sku] });
    expect(first).toHaveLength(6);
    expect(await recommend({ skus: [sku] })).toEqual(first);
    expect(first.map((item) => item.sku)).not.toContain(sku);
    const index = skuIndex(server.catalog);
    const stock = new Map(
      (await server.db.query<{ variant_id: number; quantity: number }>('SELECT variant_id, quantity FROM stock')).map(
        (row) => [row.variant_id, row.quantity],
      ),
    );
    for (const item of first) {
      const entry = index.get(item.sku);
      expect(entry?.product.isAvailableForPurchase).toBe(true);
      expect(entry && requiresPrescription(entry.product)).toBe(false);
      expect(stock.get(entry?.variant.id ?? -1)).toBeGreaterThan(0);
      expect(item.imagen).toMatch(/^\/media\/products\//);
    }
    // Same category first.
    const sameCategory = server.catalog.category(seed?.categoryId ?? -1)?.slug;
    expect(first[0]?.categoria).toBe(sameCategory);
  });

  it('restricts to a category tree and honours cantidad', async () => {
    const items = await recommend({ categoria: 'mama-y-bebe', cantidad: 10 });
    expect(items).toHaveLength(10);
    const tree = server.catalog.subtreeIds(server.catalog.categoryBySlug('mama-y-bebe')?.id ?? -1);
    for (const item of items) expect(tree.has(server.catalog.categoryBySlug(item.categoria)?.id ?? -1)).toBe(true);
    expect(await recommend({})).toHaveLength(6);
  });

  it('refuses a category that is not in the store', async () => {
    const result = await post(RECOMENDADO, { categoria: 'staff' });
    expect(result.body.response.status).toMatchObject({ success: false, code: 'CATEGORIA_NO_ENCONTRADA' });
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('on PostgreSQL', () => {
  const pgSchema = `rest_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  let pgServer: RestTestServer;

  beforeAll(async () => {
    pgServer = await startRestTestServer({ store: { databaseUrl: POSTGRES_URL, pgSchema } });
  });

  afterAll(async () => {
    await pgServer?.close();
    const db = await openDb({ databaseUrl: POSTGRES_URL, pgSchema: 'public' });
    await db.exec(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await db.close();
  });

  it('answers every service with the same data as on PGlite', async () => {
    const pg = async (path: string, payload: unknown, persona: 'maria' | 'jorge' | 'staff' | 'service' = 'service') =>
      (await call<Record<string, unknown>>(pgServer.url, path, payload, await pgServer.idToken(persona))).body.response;

    expect(pgServer.db.kind).toBe('postgres');
    const persona = await pg('/pharmacy/personas/api/v1/obtener/persona', {}, 'maria');
    expect(persona.payload).toMatchObject({ idPersona: 10001, fecNacimiento: '1988-03-14' });
    const coverage = await pg(COBERTURA, { idDistritos: ['150111'] });
    expect(coverage.payload).toMatchObject({
      distritos: [{ idDistrito: '150111', precioEnvio: 0, anillo: 2 }],
      tarifas: [
        { precioTicket: 'Defecto', precioDelivery: 9 },
        { precioTicket: 149 },
        { precioTicket: 200 },
        { precioTicket: 1279 },
      ],
      idOpcionEntregaPredeterminada: 3,
    });
    const subscriptions = await pg('/sales/suscripciones/api/v1/obtener/suscripciones', {}, 'maria');
    expect((subscriptions.payload as { suscripciones: unknown[] }).suscripciones).toHaveLength(2);
    expect((await pg('/sales/suscripciones/api/v1/verificar/suscripcion', { usuario: '45871236' })).payload).toEqual({
      tieneSuscricpion: true,
    });
    const cartPayload = {
      numeroDocumento: '70125489',
      tipoDocumento: 2,
      nombre: 'Jorge',
      telefono: '912345678',
      email: 'jorge.ramirez@cuida.pe',
      puertaEntrada: 'Web',
      productos: [{ cantidad: 1, nombre: 'x', precio: 10.5, sku: 'ABC' }],
      fechaPrimerProducto: '2026-04-01T09:00:00Z',
      fechaUltimoProducto: '2026-04-01T09:01:00Z',
    };
    expect((await pg('/sales2/pbi-v2/api/v1/guardar/carro/abandonado', cartPayload, 'jorge')).status.code).toBe(
      'CARRO_REGISTRADO',
    );
    expect((await pg('/sales2/pbi-v2/api/v1/guardar/carro/abandonado', cartPayload, 'jorge')).status.code).toBe(
      'CARRO_ACTUALIZADO',
    );
    const carts = await pg('/sales2/pbi-v2/api/v1/listar/carros/abandonados', {}, 'staff');
    expect(carts.payload).toMatchObject({ total: 1, carros: [{ total: 10.5, tipoDocumento: 2 }] });
    const created = await pg('/sales/seguridad/api/v1/crear/usuario/cognito', {
      usuario: 'pg@example.com',
      email: 'pg@example.com',
      nombres: 'Pe',
      apellidoPaterno: 'Ge',
      telefono: '987000111',
      fecNacimiento: '1990-01-01',
      tipoDocumento: 2,
      numeroDocumento: '10203040',
      passwordAutogenerado: true,
    });
    expect(created.status.code).toBe('USUARIO_CREADO');
    expect((created.payload as { idPersona: number }).idPersona).toBeGreaterThan(100000);
    const verified = await pg('/sales2/personas-v2/api/v1/usuario/verificacion/codigo', {
      email: SEEDED_VERIFICATION_CODES.valid.email,
      codigo: SEEDED_VERIFICATION_CODES.valid.code,
    });
    expect(verified.payload).toMatchObject({ estadoVerificacion: 'VERIFICADO' });
    const recommended = await pg('/sales2/pbi-v2/api/v1/obtener/producto/recomendado', { cantidad: 3 });
    expect((recommended.payload as { productos: unknown[] }).productos).toHaveLength(3);
  });
});
