/**
 * The Libro de Reclamaciones service on both stores: correlative numbers per year (Lima time), the sheet kept as
 * filed, one sheet per idempotency key (the same key with another sheet refused), concurrent sheets never sharing a
 * number.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '../src/services/index';
import { openDb } from '../src/store/db';
import { call, type RestTestServer, startRestTestServer } from './support/rest-server';
import { POSTGRES_URL, type StoreKind } from './support/sandbox';

const PATH = `/sales2${SERVICE_PATHS.registrarHojaReclamacion}`;

const hoja = (overrides: Record<string, unknown> = {}) => ({
  tipo: 'RECLAMO',
  consumidor: {
    nombres: 'Lucía',
    apellidos: 'Torres Vega',
    tipoDocumento: 2,
    numeroDocumento: '41234567',
    domicilio: 'Av. Brasil 1450, Pueblo Libre',
    telefono: '+51 987 111 222',
    email: 'Lucia.Torres@Example.pe',
    menorDeEdad: false,
  },
  // An adult's sheet keeps no guardian, even when one is sent.
  apoderado: { nombreCompleto: 'Nadie', tipoDocumento: 2, numeroDocumento: '40123456' },
  bien: { tipo: 'SERVICIO', descripcion: 'Delivery del pedido CU-2001', monto: 8.5 },
  detalle: 'El delivery llegó dos horas después del horario elegido.',
  pedido: 'Devolución del costo de envío.',
  ...overrides,
});

interface Registered {
  numero: string;
  fechaRegistro: string;
  plazoRespuestaDias: number;
  hoja: Record<string, unknown> & { consumidor: Record<string, unknown> };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each<StoreKind>(['pglite', 'postgres'])('Libro de Reclamaciones on the %s store', (kind) => {
  let clockNow = new Date('2026-12-31T22:30:00-05:00');
  const serverPromise: Promise<RestTestServer> = (async () => {
    const pgSchema = `complaints_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    const server = await startRestTestServer({
      clock: () => clockNow,
      ...(kind === 'postgres' ? { store: { databaseUrl: POSTGRES_URL, pgSchema } } : {}),
    });
    cleanups.push(async () => {
      await server.close();
      if (kind === 'postgres') {
        const db = await openDb({ databaseUrl: POSTGRES_URL });
        await db.exec(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
        await db.close();
      }
    });
    return server;
  })();

  const file = async (payload: unknown) => {
    const server = await serverPromise;
    return call<Registered>(server.url, PATH, payload, await server.idToken('service'));
  };

  it('numbers sheets per year in Lima time and keeps them as filed', async () => {
    const first = await file(hoja());
    expect(first.body.response.status).toMatchObject({ success: true, code: 'HOJA_REGISTRADA' });
    // 22:30 on 31 December in Lima is already 2027 in UTC: the sheet belongs to 2026.
    expect(first.body.response.payload).toMatchObject({
      numero: '000001-2026',
      fechaRegistro: '2027-01-01T03:30:00.000Z',
      plazoRespuestaDias: 15,
      hoja: { consumidor: { email: 'lucia.torres@example.pe', telefono: '987111222' } },
    });
    expect(first.body.response.payload?.hoja).not.toHaveProperty('apoderado');
    const second = await file(hoja({ tipo: 'QUEJA' }));
    expect(second.body.response.payload?.numero).toBe('000002-2026');

    clockNow = new Date('2027-01-01T00:10:00-05:00');
    const nextYear = await file(hoja());
    expect(nextYear.body.response.payload?.numero).toBe('000001-2027');

    const server = await serverPromise;
    const rows = await server.db.query<{ number: string; kind: string }>(
      'SELECT number, kind FROM complaint ORDER BY submitted_at',
    );
    expect(rows).toEqual([
      { number: '000001-2026', kind: 'RECLAMO' },
      { number: '000002-2026', kind: 'QUEJA' },
      { number: '000001-2027', kind: 'RECLAMO' },
    ]);
  });

  it('files one sheet per idempotency key, refusing the key for another sheet', async () => {
    const key = `clave-${kind}-0001`;
    const sheet = hoja({ claveIdempotencia: key });
    const [a, b] = await Promise.all([file(sheet), file(sheet)]);
    expect(a.body.response.payload?.numero).toBe(b.body.response.payload?.numero);
    expect([a.body.response.status.code, b.body.response.status.code].sort()).toEqual([
      'HOJA_REGISTRADA',
      'HOJA_YA_REGISTRADA',
    ]);
    const other = await file(hoja({ claveIdempotencia: key, detalle: 'Otro detalle que no es el mismo.' }));
    expect(other.body.response.status).toMatchObject({ success: false, code: 'CLAVE_EN_USO' });
  });

  it('gives concurrent sheets distinct consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => file(hoja())));
    const numbers = answers.map((answer) => answer.body.response.payload?.numero ?? '').sort();
    expect(new Set(numbers).size).toBe(6);
    const sequences = numbers.map((numero) => Number(numero.slice(0, 6)));
    expect(Math.max(...sequences) - Math.min(...sequences)).toBe(5);
  });
});
