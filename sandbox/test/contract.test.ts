/**
 * Contract tests of the REST bases against their OpenAPI documents (schema/openapi/*.yaml): every documented path
 * is called over real HTTP with a real ID token from the identity provider; each request sent must validate
 * against the document's request schema and each answer against the response schema of its HTTP status. The
 * documents and the router must list the same routes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REST_BASES } from '../src/rest/bases';
import type { RestBase } from '../src/rest/handler';
import { SEEDED_VERIFICATION_CODES } from '../src/services/data/people';
import { call, type Persona, type RestTestServer, startRestTestServer, trace } from './support/rest-server';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** Every REST base the sandbox serves: one per OpenAPI document (src/rest/bases.ts). */
const BASES: readonly RestBase[] = REST_BASES;
const ERROR_STATUSES = ['400', '401', '403', '404', '405', '500'];

interface Operation {
  operationId: string;
  'x-base': string;
  'x-audience': 'any' | 'customer' | 'staff';
  requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: { $ref: string } } } }>;
}

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  'x-base': string;
  security: Record<string, string[]>[];
  paths: Record<string, { post: Operation } & Record<string, unknown>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: { 'application/json': { schema: { $ref: string } } } }>;
    securitySchemes: Record<string, { type: string; scheme: string }>;
  };
}

const documentsByBase = Object.fromEntries(
  BASES.map((base) => {
    const file = fileURLToPath(new URL(`../../schema/openapi/${base}.yaml`, import.meta.url));
    return [base, parse(readFileSync(file, 'utf8')) as OpenApiDocument];
  }),
) as Record<RestBase, OpenApiDocument | undefined>;

function documentOf(base: RestBase): OpenApiDocument {
  const document = documentsByBase[base];
  if (!document) throw new Error(`no OpenAPI document for ${base}`);
  return document;
}

/** One ajv (JSON Schema 2020-12, strict, with formats) per document; components become $defs of `urn:cuida:<base>`. */
const validators = Object.fromEntries(
  BASES.map((base) => {
    const ajv = addFormats(new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true }));
    const defs = JSON.parse(
      JSON.stringify(documentOf(base).components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
    );
    ajv.addSchema({ $id: `urn:cuida:${base}`, $defs: defs });
    return [base, ajv];
  }),
) as Record<RestBase, Ajv2020 | undefined>;

function schemaValidator(base: RestBase, ref: string): ValidateFunction {
  const name = ref.replace('#/components/schemas/', '');
  const validate = validators[base]?.getSchema(`urn:cuida:${base}#/$defs/${name}`);
  if (!validate) throw new Error(`${base}: no schema ${ref}`);
  return validate;
}

function operation(base: RestBase, path: string): Operation {
  const op = documentOf(base).paths[path]?.post;
  if (!op) throw new Error(`${base}${path} is not documented`);
  return op;
}

function requestValidator(base: RestBase, path: string): ValidateFunction {
  return schemaValidator(base, operation(base, path).requestBody.content['application/json'].schema.$ref);
}

function responseValidator(base: RestBase, path: string, httpStatus: number): ValidateFunction {
  const response = operation(base, path).responses[String(httpStatus)];
  if (!response) throw new Error(`${base}${path} documents no ${httpStatus} answer`);
  const resolved = response.$ref
    ? documentOf(base).components.responses[response.$ref.replace('#/components/responses/', '')]
    : response;
  const ref = resolved?.content?.['application/json'].schema.$ref;
  if (!ref) throw new Error(`${base}${path} ${httpStatus}: no JSON schema`);
  return schemaValidator(base, ref);
}

function expectValid(validate: ValidateFunction, value: unknown, what: string): void {
  const ok = validate(value);
  expect(ok, `${what}: ${JSON.stringify(validate.errors, null, 1)}\n${JSON.stringify(value).slice(0, 2000)}`).toBe(
    true,
  );
}

let server: RestTestServer;

beforeAll(async () => {
  server = await startRestTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Sends a documented call: the request must meet the request schema, the answer the response schema. */
async function contractCall(
  base: RestBase,
  path: string,
  persona: Persona | null,
  payload: unknown,
  breaksContract = false,
) {
  const envelope = { request: { trace: trace(), payload } };
  if (breaksContract) expect(requestValidator(base, path)(envelope), 'the document must refuse it too').toBe(false);
  else expectValid(requestValidator(base, path), envelope, `request to ${base}${path}`);
  const token = persona === null ? null : await server.idToken(persona);
  const result = await call(server.url, `/${base}${path}`, payload, token, { trace: envelope.request.trace });
  expectValid(
    responseValidator(base, path, result.httpStatus),
    result.body,
    `answer ${result.httpStatus} of ${base}${path}`,
  );
  expect(result.headers.get('x-trace-id')).toBe(envelope.request.trace.traceId);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// The documents themselves

describe('OpenAPI documents', () => {
  it.each(BASES)('%s: servers, base, security and error answers are declared', (base) => {
    const document = documentOf(base);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toBe(`http://localhost:4010/${base}`);
    expect(document['x-base']).toBe(base);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of ['Trace', 'Status', 'RequestEnvelope', 'ResponseEnvelope', 'ErrorEnvelope']) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    for (const [path, item] of Object.entries(document.paths)) {
      expect(Object.keys(item), path).toEqual(['post']);
      const op = item.post;
      expect(op['x-base'], path).toBe(base);
      for (const status of ['200', ...ERROR_STATUSES]) expect(op.responses[status], `${path} ${status}`).toBeDefined();
    }
  });

  it('operation ids are camelCase and unique across the documents', () => {
    const ids = BASES.flatMap((base) => Object.values(documentOf(base).paths).map((item) => item.post.operationId));
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents exactly the routes the router serves, with the same audience', () => {
    const documented = BASES.flatMap((base) => Object.keys(documentOf(base).paths).map((path) => `${base} ${path}`));
    const served = server.routes.map((route) => `${route.base} ${route.path}`);
    expect([...served].sort()).toEqual([...documented].sort());
    for (const route of server.routes) {
      const documentedAudience = operation(route.base, route.path)['x-audience'];
      // 'staff' is enforced by the handler (group pharmacy-staff) on an 'any' route.
      expect(documentedAudience === 'customer' ? 'customer' : 'any', `${route.base}${route.path}`).toBe(route.audience);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Every path: success and business refusals

const skuOf = (slug: string): string => {
  const sku = server.catalog.productBySlug(slug)?.variants[0]?.sku;
  if (!sku) throw new Error(`no product ${slug}`);
  return sku;
};

interface Case {
  name: string;
  persona: Persona;
  /** May file something first (a sheet to look up): then a promise. */
  payload: () => unknown | Promise<unknown>;
  httpStatus: number;
  success: boolean;
  code?: string;
  check?: (payload: unknown) => void;
  /** The request itself breaks the document's request schema (the service must refuse it too). */
  breaksContract?: boolean;
}

const hoja = (overrides: Record<string, unknown> = {}) => ({
  tipo: 'RECLAMO',
  consumidor: {
    nombres: 'Jorge',
    apellidos: 'Ramírez Soto',
    tipoDocumento: 2,
    numeroDocumento: '70125489',
    domicilio: 'Jr. Huallaga 320, Cercado de Lima',
    telefono: '912345678',
    email: 'jorge.ramirez@cuida.pe',
    menorDeEdad: false,
  },
  bien: { tipo: 'PRODUCTO', descripcion: 'Losartán 50 mg Caja x 100 tabletas', monto: 24.9, numeroPedido: 'CU-1024' },
  detalle: 'La caja llegó abierta y faltaban dos blísteres.',
  pedido: 'Cambio del producto o devolución del importe.',
  ...overrides,
});

const cart = (overrides: Record<string, unknown> = {}) => ({
  numeroDocumento: '70125489',
  tipoDocumento: 2,
  nombre: 'Jorge Ramírez',
  telefono: '+51912345678',
  email: 'jorge.ramirez@cuida.pe',
  puertaEntrada: 'Web',
  productos: [{ cantidad: 2, nombre: 'Losartán 50 mg Caja x 100 tabletas', precio: 24.9, sku: '703904' }],
  fechaPrimerProducto: '2026-03-10T10:00:00-05:00',
  fechaUltimoProducto: '2026-03-10T10:04:00-05:00',
  ...overrides,
});

const direccion = (overrides: Record<string, unknown> = {}) => ({
  nombres: 'Jorge',
  apellidos: 'Ramírez Soto',
  telefono: '+51 912 345 678',
  direccion: 'Av. Larco 345, dpto. 402',
  referencia: 'Frente al parque',
  idDistrito: '150122',
  ...overrides,
});

/** Saves an address for `persona` (outside the case under test) and answers its id. */
async function saveAddress(persona: Persona): Promise<number> {
  const result = await call<{ idDireccion: number }>(
    server.url,
    '/pharmacy/personas/api/v1/registrar/direccion',
    { direccion: direccion() },
    await server.idToken(persona),
  );
  if (!result.body.response.payload) throw new Error('address not saved');
  return result.body.response.payload.idDireccion;
}

const CASES: Record<RestBase, Record<string, Case[]>> = {
  agreements: {
    '/convenios/api/v1/obtener/convenio': [
      {
        name: "the insurer's agreement, verified by document, with its banners, worlds and carousel",
        persona: 'service',
        payload: () => ({ convenio: 'rimac' }),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect(payload).toMatchObject({
            codigo: 'rimac',
            nombre: 'Rimac Seguros',
            verificar: true,
            tipoVerificacion: 'DOCUMENTO',
            mundos: [{ slug: 'cuidado-de-la-piel' }],
            carrusel: { coleccion: 'cyber-salud' },
          }),
      },
      {
        name: 'an unknown agreement',
        persona: 'service',
        payload: () => ({ convenio: 'otro' }),
        httpStatus: 200,
        success: false,
        code: 'CONVENIO_NO_ENCONTRADO',
      },
      {
        name: 'a payload that breaks the contract',
        persona: 'service',
        payload: () => ({ convenio: 'Rimac Seguros' }),
        breaksContract: true,
        httpStatus: 400,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/convenios/api/v1/obtener/mundo': [
      {
        name: 'the skincare world',
        persona: 'service',
        payload: () => ({ mundo: 'cuidado-de-la-piel' }),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect(payload).toMatchObject({
            slug: 'cuidado-de-la-piel',
            convenio: null,
            carrusel: { coleccion: 'cuidado-solar' },
          }),
      },
      {
        name: 'an unknown world',
        persona: 'jorge',
        payload: () => ({ mundo: 'mundo-inexistente' }),
        httpStatus: 200,
        success: false,
        code: 'MUNDO_NO_ENCONTRADO',
      },
    ],
    '/convenios/api/v1/verificar/afiliado': [
      {
        name: 'an insured member, by document: the name and the masked e-mail',
        persona: 'service',
        payload: () => ({ convenio: 'rimac', tipoDocumento: 2, numeroDocumento: '70125489' }),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect(payload).toEqual({ verificado: true, nombre: 'Jorge Ramírez', email: 'jor*********z@cuida.pe' }),
      },
      {
        name: 'a document that is not a member: nothing about anybody',
        persona: 'service',
        payload: () => ({ convenio: 'rimac', tipoDocumento: 2, numeroDocumento: '45871236' }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toEqual({ verificado: false, nombre: null, email: null }),
      },
      {
        name: 'a club member, by member code',
        persona: 'service',
        payload: () => ({ convenio: 'ci', codigo: 'ci-2024-0001' }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toMatchObject({ verificado: true, nombre: 'Lucía Torres' }),
      },
      {
        name: 'a document agreement asked without a document',
        persona: 'service',
        payload: () => ({ convenio: 'rimac', codigo: 'CI-2024-0001' }),
        httpStatus: 200,
        success: false,
        code: 'DATOS_INCOMPLETOS',
      },
    ],
  },
  pharmacy: {
    '/personas/api/v1/obtener/persona': [
      {
        name: 'the customer reads their persona',
        persona: 'maria',
        payload: () => ({}),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect(payload).toMatchObject({ numeroDocumento: '45871236', email: { email: 'maria.quispe@cuida.pe' } }),
      },
      {
        name: 'a customer without persona is refused',
        persona: 'staff',
        payload: () => ({}),
        httpStatus: 200,
        success: false,
        code: 'PERSONA_NO_ENCONTRADA',
      },
    ],
    '/personas/api/v1/listar/direcciones': [
      {
        name: "the customer's saved addresses",
        persona: 'jorge',
        payload: async () => {
          await saveAddress('jorge');
          return {};
        },
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect((payload as { direcciones: { idDistrito: string }[] }).direcciones[0]).toMatchObject({
            idDistrito: '150122',
            distrito: 'Miraflores',
          }),
      },
      {
        name: 'staff have no persona',
        persona: 'staff',
        payload: () => ({}),
        httpStatus: 200,
        success: false,
        code: 'PERSONA_NO_ENCONTRADA',
      },
    ],
    '/personas/api/v1/registrar/direccion': [
      {
        name: 'a new address',
        persona: 'jorge',
        payload: () => ({ direccion: direccion(), predeterminada: true }),
        httpStatus: 200,
        success: true,
        code: 'DIRECCION_REGISTRADA',
        check: (payload) => expect(payload).toMatchObject({ predeterminada: true, telefono: '912345678' }),
      },
      {
        name: 'a district without coverage',
        persona: 'jorge',
        payload: () => ({ direccion: direccion({ idDistrito: '150102' }) }),
        httpStatus: 200,
        success: false,
        code: 'DISTRITO_INVALIDO',
      },
      {
        name: 'a district that is not an ubigeo',
        persona: 'jorge',
        payload: () => ({ direccion: direccion({ idDistrito: 'Miraflores' }) }),
        breaksContract: true,
        httpStatus: 400,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/personas/api/v1/actualizar/direccion': [
      {
        name: 'the owner changes their address',
        persona: 'jorge',
        payload: async () => ({
          idDireccion: await saveAddress('jorge'),
          direccion: direccion({ direccion: 'Av. Pardo 610' }),
        }),
        httpStatus: 200,
        success: true,
        code: 'DIRECCION_ACTUALIZADA',
        check: (payload) => expect(payload).toMatchObject({ direccion: 'Av. Pardo 610' }),
      },
      {
        name: "another customer's address is not found",
        persona: 'maria',
        payload: async () => ({ idDireccion: await saveAddress('jorge'), direccion: direccion() }),
        httpStatus: 200,
        success: false,
        code: 'DIRECCION_NO_ENCONTRADA',
      },
    ],
    '/personas/api/v1/eliminar/direccion': [
      {
        name: 'the owner deletes their address',
        persona: 'jorge',
        payload: async () => ({ idDireccion: await saveAddress('jorge') }),
        httpStatus: 200,
        success: true,
        code: 'DIRECCION_ELIMINADA',
      },
      {
        name: "another customer's address is not found",
        persona: 'maria',
        payload: async () => ({ idDireccion: await saveAddress('jorge') }),
        httpStatus: 200,
        success: false,
        code: 'DIRECCION_NO_ENCONTRADA',
      },
    ],
    '/personas/api/v1/predeterminar/direccion': [
      {
        name: 'the owner chooses their default',
        persona: 'jorge',
        payload: async () => ({ idDireccion: await saveAddress('jorge') }),
        httpStatus: 200,
        success: true,
        code: 'DIRECCION_PREDETERMINADA',
        check: (payload) => expect(payload).toMatchObject({ predeterminada: true }),
      },
      {
        name: "another customer's address is not found",
        persona: 'maria',
        payload: async () => ({ idDireccion: await saveAddress('jorge') }),
        httpStatus: 200,
        success: false,
        code: 'DIRECCION_NO_ENCONTRADA',
      },
    ],
  },
  sales: {
    '/suscripciones/api/v1/verificar/suscripcion': [
      {
        name: 'María has one',
        persona: 'service',
        payload: () => ({ usuario: 'maria.quispe@cuida.pe' }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toEqual({ tieneSuscricpion: true }),
      },
      {
        name: 'Jorge, by document, has none',
        persona: 'jorge',
        payload: () => ({ usuario: '70125489' }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toEqual({ tieneSuscricpion: false }),
      },
      {
        name: 'a customer may not ask about someone else',
        persona: 'jorge',
        payload: () => ({ usuario: 'maria.quispe@cuida.pe' }),
        httpStatus: 403,
        success: false,
        code: 'PROHIBIDO',
      },
    ],
    '/suscripciones/api/v1/obtener/suscripciones': [
      {
        name: "María's subscriptions",
        persona: 'maria',
        payload: () => ({}),
        httpStatus: 200,
        success: true,
        check: (payload) => expect((payload as { suscripciones: unknown[] }).suscripciones).toHaveLength(2),
      },
      {
        name: 'a payload that breaks the contract',
        persona: 'maria',
        payload: () => ({ estado: 'VENCIDA' }),
        breaksContract: true,
        httpStatus: 400,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/seguridad/api/v1/crear/usuario/cognito': [
      {
        name: 'a new user',
        persona: 'service',
        payload: () => ({
          usuario: 'rosa.huaman@example.com',
          email: 'rosa.huaman@example.com',
          nombres: 'Rosa',
          apellidoPaterno: 'Huamán',
          apellidoMaterno: 'Ccori',
          telefono: '987123456',
          fecNacimiento: '1991-07-28',
          tipoDocumento: 2,
          numeroDocumento: '40112233',
          passwordAutogenerado: true,
        }),
        httpStatus: 200,
        success: true,
        code: 'USUARIO_CREADO',
      },
      {
        name: 'an existing user',
        persona: 'service',
        payload: () => ({
          usuario: 'maria.quispe@cuida.pe',
          email: 'maria.quispe@cuida.pe',
          nombres: 'María',
          apellidoPaterno: 'Quispe',
          telefono: '987654321',
          fecNacimiento: '1988-03-14',
          tipoDocumento: 2,
          numeroDocumento: '45871236',
          passwordAutogenerado: false,
          password: 'OtraClave123',
        }),
        httpStatus: 200,
        success: false,
        code: 'USUARIO_EXISTE',
      },
    ],
    '/personas/api/v1/validar/usuario': [
      {
        name: 'a free document and e-mail',
        persona: 'service',
        payload: () => ({ tipoDocumento: 4, numeroDocumento: '009876543', usuarioLogin: 'nuevo@example.com' }),
        httpStatus: 200,
        success: true,
        code: 'USUARIO_DISPONIBLE',
      },
      {
        name: 'a registered document',
        persona: 'service',
        payload: () => ({ tipoDocumento: 2, numeroDocumento: '70125489', usuarioLogin: 'otro@example.com' }),
        httpStatus: 200,
        success: false,
        code: 'DOCUMENTO_REGISTRADO',
      },
      {
        name: 'a malformed DNI',
        persona: 'service',
        payload: () => ({ tipoDocumento: 2, numeroDocumento: '123', usuarioLogin: 'otro@example.com' }),
        httpStatus: 200,
        success: false,
        code: 'DOCUMENTO_INVALIDO',
      },
    ],
    '/ventas/api/v1/obtener/cobertura': [
      {
        name: 'all covered districts',
        persona: 'service',
        payload: () => ({}),
        httpStatus: 200,
        success: true,
        check: (payload) => expect((payload as { distritos: unknown[] }).distritos).toHaveLength(40),
      },
      {
        name: 'a lookup by ids with an uncovered district',
        persona: 'maria',
        payload: () => ({ idDistritos: ['150122', '150102'] }),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect((payload as { distritos: { cubierto: boolean }[] }).distritos.map((d) => d.cubierto)).toEqual([
            true,
            false,
          ]),
      },
      {
        name: 'an id that is not an ubigeo',
        persona: 'service',
        payload: () => ({ idDistritos: ['Miraflores'] }),
        breaksContract: true,
        httpStatus: 400,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/pbi-v2/api/v1/voucherify/promociones': [
      {
        name: 'promotions for a Farmacia cart',
        persona: 'service',
        payload: () => [{ source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'), quantity: 1 }],
        httpStatus: 200,
        success: true,
      },
      {
        name: 'a payload that is not the list of lines',
        persona: 'service',
        payload: () => ({ items: [] }),
        breaksContract: true,
        httpStatus: 200,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/pbi-v2/api/v1/voucherify/validaciones': [
      {
        name: 'a valid promotion and an unknown one',
        persona: 'service',
        payload: () => ({
          redeemables: [
            { object: 'promotion_tier', id: 'promo_tier_farmacia_10' },
            { object: 'promotion_tier', id: 'promo_tier_no_existe' },
          ],
          items: [{ source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'), quantity: 2 }],
        }),
        httpStatus: 200,
        success: true,
      },
      {
        name: 'no redeemables',
        persona: 'service',
        payload: () => ({ redeemables: [], items: [] }),
        breaksContract: true,
        httpStatus: 200,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
    '/pbi-v2/api/v1/voucherify/redenciones': [
      {
        name: 'a paid order with a valid promotion',
        persona: 'maria',
        payload: () => ({
          redeemables: [{ object: 'promotion_tier', id: 'promo_tier_farmacia_10' }],
          order: {
            items: [
              {
                source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'),
                quantity: 1,
                price: 2490,
                related_object: 'product',
              },
            ],
            status: 'PAID',
          },
          session: { type: 'LOCK', key: '' },
        }),
        httpStatus: 200,
        success: true,
      },
      {
        name: 'an unknown promotion',
        persona: 'maria',
        payload: () => ({
          redeemables: [{ object: 'promotion_tier', id: 'promo_tier_no_existe' }],
          order: {
            items: [
              {
                source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'),
                quantity: 1,
                price: 2490,
                related_object: 'product',
              },
            ],
            status: 'PAID',
          },
          session: { type: 'LOCK', key: '' },
        }),
        httpStatus: 200,
        success: false,
        code: 'PROMOCION_NO_EXISTE',
      },
    ],
    '/promociones-descuentos/api/v1/obtener/cupon': [
      {
        name: 'a valid coupon',
        persona: 'maria',
        payload: () => ({
          cupon: { codigo: 'SALUD10' },
          promociones: [],
          orden: { items: [{ source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'), quantity: 3 }] },
          numeroDocumento: '45871236',
          canal: 'web',
        }),
        httpStatus: 200,
        success: true,
      },
      {
        name: 'an expired coupon',
        persona: 'maria',
        payload: () => ({
          cupon: { codigo: 'VERANO2025' },
          promociones: [],
          orden: { items: [{ source_id: skuOf('losartan-50-mg-caja-x-100-tabletas'), quantity: 5 }] },
        }),
        httpStatus: 200,
        success: false,
        code: 'CUPON_EXPIRADO',
      },
    ],
  },
  sales2: {
    '/pbi-v2/api/v1/guardar/carro/abandonado': [
      { name: "a customer's own idle cart", persona: 'jorge', payload: () => cart(), httpStatus: 200, success: true },
      {
        name: "an anonymous shopper's idle cart, bound to their checkout",
        persona: 'service',
        payload: () => cart({ numeroDocumento: '41234567', idCheckout: '0f8b8c1e-2d3a-4b5c-9d6e-7f8091a2b3c4' }),
        httpStatus: 200,
        success: true,
      },
      {
        name: 'a service account without the shopper checkout',
        persona: 'service',
        payload: () => cart({ numeroDocumento: '41234567' }),
        httpStatus: 200,
        success: false,
        code: 'CHECKOUT_REQUERIDO',
      },
      {
        name: "another customer's document",
        persona: 'maria',
        payload: () => cart(),
        httpStatus: 403,
        success: false,
      },
      {
        name: "a cart without the shopper's document",
        persona: 'service',
        payload: () => cart({ numeroDocumento: '-' }),
        httpStatus: 200,
        success: false,
        code: 'DOCUMENTO_INVALIDO',
      },
    ],
    '/pbi-v2/api/v1/listar/carros/abandonados': [
      {
        name: 'staff list the carts',
        persona: 'staff',
        payload: () => ({ limite: 10 }),
        httpStatus: 200,
        success: true,
      },
      {
        name: 'a customer may not',
        persona: 'maria',
        payload: () => ({}),
        httpStatus: 403,
        success: false,
        code: 'PROHIBIDO',
      },
    ],
    '/pbi-v2/api/v1/obtener/producto/recomendado': [
      {
        name: 'products like the cart',
        persona: 'service',
        payload: () => ({ skus: [skuOf('losartan-50-mg-caja-x-100-tabletas')], cantidad: 4 }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect((payload as { productos: unknown[] }).productos).toHaveLength(4),
      },
      {
        name: 'an unknown category',
        persona: 'service',
        payload: () => ({ categoria: 'no-existe' }),
        httpStatus: 200,
        success: false,
        code: 'CATEGORIA_NO_ENCONTRADA',
      },
    ],
    '/personas-v2/api/v1/usuario/verificacion/codigo': [
      {
        name: 'a valid code',
        persona: 'service',
        payload: () => ({ email: SEEDED_VERIFICATION_CODES.valid.email, codigo: SEEDED_VERIFICATION_CODES.valid.code }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toMatchObject({ estadoVerificacion: 'VERIFICADO' }),
      },
      {
        name: 'an expired code',
        persona: 'service',
        payload: () => ({
          email: SEEDED_VERIFICATION_CODES.expired.email,
          codigo: SEEDED_VERIFICATION_CODES.expired.code,
        }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toMatchObject({ estadoVerificacion: 'EXPIRADO' }),
      },
      {
        name: 'an unknown code',
        persona: 'service',
        payload: () => ({ email: 'lucia.torres@cuida.pe', codigo: 'ZZZZZZ' }),
        httpStatus: 200,
        success: false,
        code: 'CODIGO_INVALIDO',
      },
    ],
    '/notificaciones/api/v1/enviar/confirmacion/pedido': [
      {
        name: "an order's confirmation, sent once",
        persona: 'service',
        payload: () => ({
          email: 'comprador@example.pe',
          numeroPedido: '4242',
          tokenAcceso: 'c2b1e0d4-0000-4000-8000-000000000000.abc',
          total: 35.5,
          tipoEntrega: 'pickup_for_me',
        }),
        httpStatus: 200,
        success: true,
        check: (payload) => expect(payload).toMatchObject({ numeroPedido: '4242' }),
      },
      {
        name: 'the same order for another e-mail',
        persona: 'service',
        payload: () => ({ email: 'otra@example.pe', numeroPedido: '4242', tokenAcceso: 'x.y', total: 35.5 }),
        httpStatus: 200,
        success: false,
        code: 'PEDIDO_CON_OTRO_CORREO',
      },
    ],
    '/notificaciones/api/v1/enviar/eliminacion/cuenta': [
      {
        name: "the deletion link, to the calling customer's own e-mail",
        persona: 'jorge',
        payload: () => ({ enlace: 'https://socio.example.pe/eliminar?email=x%40cuida.pe&token=abc.def' }),
        httpStatus: 200,
        success: true,
        code: 'CORREO_ENVIADO',
        check: (payload) => expect(payload).toEqual({ enviado: true }),
      },
      {
        name: 'a link that is not http(s)',
        persona: 'jorge',
        payload: () => ({ enlace: 'javascript:alert(1)' }),
        httpStatus: 400,
        success: false,
        breaksContract: true,
      },
    ],
    '/reclamaciones/api/v1/consultar/hoja': [
      {
        name: 'a sheet back to its consumer',
        persona: 'service',
        payload: async () => {
          const filed = await call<{ numero: string }>(
            server.url,
            '/sales2/reclamaciones/api/v1/registrar/hoja',
            hoja(),
            await server.idToken('service'),
          );
          const { tipoDocumento, numeroDocumento } = hoja().consumidor;
          return { numero: filed.body.response.payload?.numero, tipoDocumento, numeroDocumento };
        },
        httpStatus: 200,
        success: true,
        code: 'HOJA_ENCONTRADA',
        check: (payload) => expect(payload).toMatchObject({ plazoRespuestaDias: 15 }),
      },
      {
        name: 'another document: the same refusal as no sheet',
        persona: 'service',
        payload: () => ({ numero: '000001-2026', tipoDocumento: 2, numeroDocumento: '99999999' }),
        httpStatus: 200,
        success: false,
        code: 'HOJA_NO_ENCONTRADA',
      },
    ],
    '/reclamaciones/api/v1/registrar/hoja': [
      {
        name: "a shopper's reclamo, with its correlative number",
        persona: 'service',
        payload: () => hoja(),
        httpStatus: 200,
        success: true,
        code: 'HOJA_REGISTRADA',
        check: (payload) =>
          expect(payload).toMatchObject({ numero: expect.stringMatching(/^\d{6}-\d{4}$/), plazoRespuestaDias: 15 }),
      },
      {
        name: "a minor's queja filed by a guardian",
        persona: 'maria',
        payload: () =>
          hoja({
            tipo: 'QUEJA',
            consumidor: { ...hoja().consumidor, menorDeEdad: true },
            apoderado: { nombreCompleto: 'Rosa Huamán', tipoDocumento: 2, numeroDocumento: '40123456' },
          }),
        httpStatus: 200,
        success: true,
        check: (payload) =>
          expect(payload).toMatchObject({ hoja: { tipo: 'QUEJA', apoderado: { nombreCompleto: 'Rosa Huamán' } } }),
      },
      {
        name: 'a minor without a guardian',
        persona: 'service',
        payload: () => hoja({ consumidor: { ...hoja().consumidor, menorDeEdad: true } }),
        httpStatus: 200,
        success: false,
        code: 'APODERADO_REQUERIDO',
      },
      {
        name: 'a DNI that is not 8 digits',
        persona: 'service',
        payload: () => hoja({ consumidor: { ...hoja().consumidor, numeroDocumento: '1234567' } }),
        httpStatus: 200,
        success: false,
        code: 'DOCUMENTO_INVALIDO',
      },
      {
        name: 'a detail too short',
        persona: 'service',
        payload: () => hoja({ detalle: 'corto' }),
        breaksContract: true,
        httpStatus: 400,
        success: false,
        code: 'SOLICITUD_INVALIDA',
      },
    ],
  },
};

describe.each(BASES)('%s base', (base) => {
  const paths = Object.keys(documentOf(base).paths);
  const casesOf = CASES[base] ?? {};

  it('has success and refusal cases for every documented path', () => {
    expect(Object.keys(casesOf).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const cases = casesOf[path] ?? [];
      expect(
        cases.some((item) => item.success),
        `${path} success`,
      ).toBe(true);
      expect(
        cases.some((item) => !item.success),
        `${path} refusal`,
      ).toBe(true);
    }
  });

  describe.each(paths)('%s', (path) => {
    /** A payload that meets the request schema (the first success case's). */
    const validPayload = async () => (await casesOf[path]?.find((item) => item.success)?.payload()) ?? {};

    it.each(casesOf[path] ?? [])('$name', async (item) => {
      const result = await contractCall(base, path, item.persona, await item.payload(), item.breaksContract);
      expect(result.httpStatus).toBe(item.httpStatus);
      expect(result.body.response.status.success).toBe(item.success);
      if (item.code) expect(result.body.response.status.code).toBe(item.code);
      if (item.check) item.check(result.body.response.payload);
    });

    it('answers 401 without a token', async () => {
      const result = await contractCall(base, path, null, await validPayload());
      expect(result.httpStatus).toBe(401);
      expect(result.body.response.status).toMatchObject({ success: false, code: 'NO_AUTORIZADO' });
    });

    it('answers 401 to an access token (not an ID token)', async () => {
      const { accessToken } = await server.tokens('maria');
      const result = await call(server.url, `/${base}${path}`, {}, accessToken);
      expect(result.httpStatus).toBe(401);
      expectValid(responseValidator(base, path, 401), result.body, '401');
    });

    it('answers 400 to a malformed envelope, naming the problem', async () => {
      const token = await server.idToken('maria');
      const { traceId: _missing, ...brokenTrace } = trace();
      const broken = { request: { trace: brokenTrace, payload: {} } };
      expect(requestValidator(base, path)(broken)).toBe(false);
      const result = await call(server.url, `/${base}${path}`, {}, token, { rawBody: JSON.stringify(broken) });
      expect(result.httpStatus).toBe(400);
      expectValid(responseValidator(base, path, 400), result.body, '400');
      expect(result.body.response.status.code).toBe('SOLICITUD_INVALIDA');
      expect(result.body.response.status.message).toContain('request.trace.traceId');
    });

    it('answers 400 to a body that is not JSON', async () => {
      const token = await server.idToken('maria');
      const result = await call(server.url, `/${base}${path}`, {}, token, { rawBody: '{"request": ' });
      expect(result.httpStatus).toBe(400);
      expectValid(responseValidator(base, path, 400), result.body, '400');
      expect(result.body.response.status.message).toMatch(/JSON/);
    });

    it('answers 405 to another method', async () => {
      const result = await call(server.url, `/${base}${path}`, undefined, await server.idToken('maria'), {
        method: 'GET',
      });
      expect(result.httpStatus).toBe(405);
      expect(result.headers.get('allow')).toBe('POST');
      expectValid(responseValidator(base, path, 405), result.body, '405');
    });

    if (operation(base, path)['x-audience'] === 'customer') {
      it('answers 403 to the service account', async () => {
        const result = await contractCall(base, path, 'service', await validPayload());
        expect(result.httpStatus).toBe(403);
        expect(result.body.response.status.code).toBe('PROHIBIDO');
      });
    }
  });

  it('answers 404, enveloped, to an unknown path', async () => {
    const anyPath = paths[0] ?? '/';
    const result = await call(server.url, `/${base}/no/existe`, {}, await server.idToken('maria'));
    expect(result.httpStatus).toBe(404);
    expectValid(responseValidator(base, anyPath, 404), result.body, '404');
    expect(result.body.response.status.code).toBe('NO_ENCONTRADO');
  });
});
