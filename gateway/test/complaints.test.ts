/**
 * fileComplaint through the gateway against the sandbox over real HTTP: the receipt with its correlative number, the
 * minor's guardian, validation (zod shape, then the domain's Spanish messages per field), the service's refusals,
 * idempotent repeats, and the per-client allowance (a shopper's address; a partner key has its own bucket).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

const FILE = /* GraphQL */ `
  mutation File($input: ComplaintInput!) {
    fileComplaint(input: $input) {
      number
      submittedAt
      responseDueBusinessDays
      kind
      consumer { firstName lastName documentType documentNumber phone email isMinor }
      guardian { fullName documentNumber }
      item { type description amount orderNumber }
      detail
      request
    }
  }
`;

const PARTNER_KEY = 'complaints-partner-key-0123456789';

const sheet = (overrides: Record<string, unknown> = {}) => ({
  kind: 'RECLAMO',
  consumer: {
    firstName: '  María   José ',
    lastName: 'Quispe Huamán',
    documentType: 2,
    documentNumber: '45871236',
    address: 'Av. Arequipa 1234, Lince',
    phone: '+51 987 654 321',
    email: 'Maria.Quispe@Cuida.pe',
    isMinor: false,
  },
  item: { type: 'PRODUCTO', description: 'Paracetamol 500 mg x 100 tabletas', amount: 12.5, orderNumber: 'CU-1024' },
  detail: 'El pedido llegó con la caja abierta y faltaban tabletas.',
  request: 'Cambio del producto.',
  ...overrides,
});

interface Receipt {
  number: string;
  submittedAt: string;
  responseDueBusinessDays: number;
  kind: string;
  consumer: Record<string, unknown>;
  guardian: { fullName: string; documentNumber: string } | null;
  item: Record<string, unknown>;
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    complaints: { perHour: 4, partnerPerHour: 300 },
    partnerApiKeys: [{ name: 'insurer', key: PARTNER_KEY }],
    // One proxy in front, as in production behind the storefront's: each test files from its own address.
    rateLimit: { ...loadGatewayConfig({}).rateLimit, trustProxyHops: 1 },
  });
});
afterAll(() => stack?.close());

/** The client's address as the proxy in front of the gateway reports it. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('fileComplaint', () => {
  it('files a sheet and answers the receipt the consumer keeps', async () => {
    const answer = await gql<{ fileComplaint: Receipt }>(stack, FILE, { input: sheet() }, from('203.0.113.1'));
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.fileComplaint;
    expect(receipt?.number).toMatch(/^\d{6}-\d{4}$/);
    expect(Date.parse(receipt?.submittedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(receipt).toMatchObject({
      responseDueBusinessDays: 15,
      kind: 'RECLAMO',
      consumer: { firstName: 'María José', phone: '987654321', email: 'maria.quispe@cuida.pe', isMinor: false },
      guardian: null,
      item: { type: 'PRODUCTO', amount: 12.5, orderNumber: 'CU-1024' },
    });
    const rows = await stack.sandbox.db.query<{ number: string }>('SELECT number FROM complaint WHERE number = $1', [
      receipt?.number,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("keeps a minor's guardian", async () => {
    const answer = await gql<{ fileComplaint: Receipt }>(
      stack,
      FILE,
      {
        input: sheet({
          kind: 'QUEJA',
          consumer: { ...sheet().consumer, isMinor: true },
          guardian: { fullName: 'Rosa Huamán', documentType: 2, documentNumber: '40123456' },
        }),
      },
      from('203.0.113.2'),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.fileComplaint.guardian).toEqual({ fullName: 'Rosa Huamán', documentNumber: '40123456' });
  });

  it('refuses a sheet that breaks the rules with BAD_USER_INPUT and Spanish messages per field', async () => {
    const answer = await gql(stack, FILE, {
      input: sheet({
        consumer: { ...sheet().consumer, documentNumber: '123', isMinor: true },
        detail: 'corto',
      }),
    });
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    const issues = answer.errors?.[0]?.extensions?.issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'input.consumer.documentNumber', message: 'El DNI debe tener 8 dígitos.' },
        { path: 'input.guardian.fullName', message: 'Ingresa el nombre de tu padre, madre o apoderado.' },
        { path: 'input.detail', message: 'El detalle debe tener al menos 10 caracteres.' },
      ]),
    );
    const control = await gql(stack, FILE, { input: sheet({ detail: 'Texto con \u0000 un NUL dentro.' }) });
    expect(codesOf(control)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers the same sheet to a repeat with the same idempotency key', async () => {
    const input = sheet({ idempotencyKey: 'gateway-test-key-0001' });
    const first = await gql<{ fileComplaint: Receipt }>(stack, FILE, { input }, from('203.0.113.10'));
    const again = await gql<{ fileComplaint: Receipt }>(stack, FILE, { input }, from('203.0.113.10'));
    expect(first.errors).toBeUndefined();
    expect(again.data?.fileComplaint.number).toBe(first.data?.fileComplaint.number);
    const other = await gql(
      stack,
      FILE,
      { input: { ...input, detail: 'Otro detalle distinto del primero.' } },
      from('203.0.113.10'),
    );
    expect(codesOf(other)).toEqual(['UPSTREAM_REJECTED']);
    expect(other.errors?.[0]?.extensions?.upstreamCode).toBe('CLAVE_EN_USO');
  });

  it('limits filings per client with RATE_LIMITED and the seconds to wait; a partner key has its own allowance', async () => {
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await gql(stack, FILE, { input: sheet() }, from('198.51.100.7'));
      codes.push(answer.errors ? (codesOf(answer)[0] ?? '') : 'OK');
    }
    // 4 per hour: a burst of 4, then refused.
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'RATE_LIMITED']);
    const limited = await gql(stack, FILE, { input: sheet() }, from('198.51.100.7'));
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(limited.errors?.[0]?.extensions?.retryAfter as number).toBeGreaterThan(0);
    const elsewhere = await gql(stack, FILE, { input: sheet() }, from('198.51.100.8'));
    expect(elsewhere.errors).toBeUndefined();
    const partner = await gql<{ fileComplaint: Receipt }>(
      stack,
      FILE,
      { input: sheet() },
      { ...from('198.51.100.7'), 'x-api-key': PARTNER_KEY },
    );
    expect(partner.errors).toBeUndefined();
    expect(partner.data?.fileComplaint.number).toMatch(/^\d{6}-\d{4}$/);
  });
});

describe('findComplaint', () => {
  const FIND = /* GraphQL */ `
    mutation Find($input: FindComplaintInput!) {
      findComplaint(input: $input) { number kind consumer { documentNumber } detail }
    }
  `;

  it('gives a filed sheet back to its consumer by number and document, however the document was typed', async () => {
    const filed = await gql<{ fileComplaint: Receipt }>(stack, FILE, { input: sheet() }, from('203.0.113.80'));
    const number = filed.data?.fileComplaint.number ?? '';
    const found = await gql<{ findComplaint: { number: string; consumer: { documentNumber: string } } | null }>(
      stack,
      FIND,
      { input: { number, documentType: 2, documentNumber: '4587-1236' } },
      from('203.0.113.81'),
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.findComplaint).toMatchObject({ number, consumer: { documentNumber: '45871236' } });
  });

  it('answers null alike for another document and an unknown number; a bad number is BAD_USER_INPUT', async () => {
    const filed = await gql<{ fileComplaint: Receipt }>(stack, FILE, { input: sheet() }, from('203.0.113.82'));
    const number = filed.data?.fileComplaint.number ?? '';
    const misses = await Promise.all([
      gql(stack, FIND, { input: { number, documentType: 2, documentNumber: '70125489' } }, from('203.0.113.83')),
      gql(stack, FIND, { input: { number, documentType: 4, documentNumber: '45871236' } }, from('203.0.113.83')),
      gql(
        stack,
        FIND,
        { input: { number: '999999-2026', documentType: 2, documentNumber: '45871236' } },
        from('203.0.113.83'),
      ),
    ]);
    for (const miss of misses) expect(miss).toEqual({ data: { findComplaint: null } });
    expect(
      codesOf(await gql(stack, FIND, { input: { number: '12', documentType: 2, documentNumber: '45871236' } })),
    ).toEqual(['BAD_USER_INPUT']);
  });

  it('allows a few tries an hour per client, then RATE_LIMITED', async () => {
    const codes: (string | undefined)[][] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      codes.push(
        codesOf(
          await gql(
            stack,
            FIND,
            { input: { number: `00000${attempt % 10}-2026`, documentType: 2, documentNumber: '45871236' } },
            from('203.0.113.84'),
          ),
        ),
      );
    }
    expect(codes.flat()).toContain('RATE_LIMITED');
  });
});
