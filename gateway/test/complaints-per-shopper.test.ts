/**
 * The complaint book stays open to every shopper when one of them floods it: fileComplaint through the storefront's
 * own /api/graphql headers (web/src/lib/shopper-address.ts, the proxy's side of the signature) to the gateway, which
 * sees every shopper arrive from the storefront's one address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRequestHeaders, type ShopperProxySettings } from '../../web/src/lib/shopper-address';
import { loadGatewayConfig } from '../src/config';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

const SECRET = 'kJ7p2N9xQw4Lr8Vt3Zc6Hb1Fy5Dm0Gs2';

const FILE = /* GraphQL */ `
  mutation File($input: ComplaintInput!) {
    fileComplaint(input: $input) {
      number
    }
  }
`;

const sheet = (documentNumber: string) => ({
  kind: 'QUEJA',
  consumer: {
    firstName: 'Jorge',
    lastName: 'Ramírez',
    documentType: 2,
    documentNumber,
    address: 'Jr. Huallaga 456, Cercado de Lima',
    phone: '987654321',
    email: 'jorge.ramirez@cuida.pe',
    isMinor: false,
  },
  item: { type: 'SERVICIO', description: 'Atención en la web' },
  detail: 'La página de pedidos tardó demasiado en cargar.',
  request: 'Que mejoren el servicio.',
});

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    complaints: { perHour: 5, partnerPerHour: 300 },
    // The gateway faces the storefront directly: every request arrives from the storefront's address.
    rateLimit: { ...loadGatewayConfig({}).rateLimit, trustProxyHops: 0, shopperProxySecret: SECRET },
  });
});
afterAll(() => stack?.close());

/** What the storefront's proxy sends for a browser request that reached it through `forwardedFor`. */
function throughStorefront(settings: ShopperProxySettings, forwardedFor?: string): Record<string, string> {
  const browser = new Headers({ 'content-type': 'application/json' });
  if (forwardedFor) browser.set('x-forwarded-for', forwardedFor);
  return Object.fromEntries(gatewayRequestHeaders(browser, settings));
}

async function file(headers: Record<string, string>, documentNumber: string): Promise<string> {
  const answer = await gql(stack, FILE, { input: sheet(documentNumber) }, headers);
  return answer.errors ? (codesOf(answer)[0] ?? 'ERROR') : 'OK';
}

describe('fileComplaint allowances per shopper', () => {
  it("behind the front proxy: one shopper's flood leaves another able to file", async () => {
    const settings = { secret: SECRET, trustProxyHops: 1 };
    const abuser = throughStorefront(settings, '203.0.113.50');
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) codes.push(await file(abuser, '41234567'));
    expect(codes.slice(0, 5)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(codes.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    // Another shopper, even one filing for the same document, and one whose browser forged a chain.
    expect(await file(throughStorefront(settings, '203.0.113.51'), '41234567')).toBe('OK');
    expect(await file(throughStorefront(settings, '203.0.113.50, 203.0.113.52'), '42345678')).toBe('OK');
  });

  it("with the shopper's address unknown: per filed document, never one allowance for everyone", async () => {
    const settings = { secret: SECRET, trustProxyHops: 0 };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) codes.push(await file(throughStorefront(settings), '43456789'));
    expect(codes.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(await file(throughStorefront(settings), '44567890')).toBe('OK');
    expect(await file(throughStorefront(settings), '45678901')).toBe('OK');
  });

  it('an unsigned or forged "unknown" is the connection\'s, as before', async () => {
    const forged = { 'x-cuida-shopper-ip': 'unknown', 'x-cuida-shopper-signature': `t=1,v1=${'0'.repeat(64)}` };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) codes.push(await file(forged, `4600000${attempt}`));
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});
