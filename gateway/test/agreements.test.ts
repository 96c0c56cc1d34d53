/**
 * Partner agreements and worlds from the agreements service, against the sandbox over HTTP: the agreement of the
 * caller's partner context, a world, membership verification (by document and by member code, what each refuses),
 * the allowance of tries, and the outage (the agreement a degraded decoration, a world and a verification coded
 * errors).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRequestHeaders } from '../../web/src/lib/shopper-address';
import { loadGatewayConfig } from '../src/config';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

const SECRET = 'Vq3Lm8Rt2Kx7Np4Zs9Bc6Hd1Fg5Jw0Ay';

let stack: TestStack;
beforeAll(async () => {
  // Shoppers arrive through the storefront's proxy, which signs each one's address (the allowance is per shopper).
  stack = await startTestStack({
    rateLimit: { ...loadGatewayConfig({}).rateLimit, trustProxyHops: 0, shopperProxySecret: SECRET },
  });
});
afterEach(() => stack.sandbox.faults.clear());
afterAll(() => stack?.close());

const AGREEMENT = /* GraphQL */ `
  query ($code: String) {
    partnerAgreement(code: $code) {
      code name tagline logoUrl requiresVerification verification
      banners { key alt href imageUrl }
      worlds { slug name }
      carousel { title collectionSlug }
    }
  }
`;

const WORLD = /* GraphQL */ `
  query ($slug: String!) {
    world(slug: $slug) { slug name description agreementCode banners { href imageUrl } carousel { title collectionSlug } }
  }
`;

const VERIFY = /* GraphQL */ `
  mutation ($input: VerifyPartnerMembershipInput!) {
    verifyPartnerMembership(input: $input) { verified memberName maskedEmail }
  }
`;

/** A shopper of their own per call site, through the storefront's proxy (the allowance of tries is per shopper). */
let client = 0;
const from = (): Record<string, string> => {
  const browser = new Headers({ 'x-forwarded-for': `198.51.100.${++client}` });
  return Object.fromEntries(gatewayRequestHeaders(browser, { secret: SECRET, trustProxyHops: 1 }));
};

async function raw(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
    extensions?: { degraded?: { upstream: string; fields: string[] }[] };
  };
}

describe('partnerAgreement', () => {
  it("answers the insurer's agreement for the insurer's app (its header), with what the service holds", async () => {
    const answer = await gql<{ partnerAgreement: Record<string, unknown> }>(
      stack,
      AGREEMENT,
      {},
      { 'x-app-rimac': 'true' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.partnerAgreement).toMatchObject({
      code: 'rimac',
      name: 'Rimac Seguros',
      tagline: 'Beneficios para asegurados Rimac',
      requiresVerification: true,
      verification: 'DOCUMENT',
      worlds: [{ slug: 'cuidado-de-la-piel', name: 'Mundo cuidado de la piel' }],
      carousel: { title: 'Elegidos para asegurados Rimac', collectionSlug: 'cyber-salud' },
    });
    const agreement = answer.data?.partnerAgreement as {
      logoUrl: string;
      banners: { href: string; imageUrl: string }[];
    };
    expect(agreement.logoUrl).toMatch(/\/media\/logos\/rimac\.svg$/);
    expect(agreement.banners.map((banner) => banner.href)).toEqual([
      '/coleccion/cyber-salud',
      '/categoria/dispositivos-medicos',
    ]);
    expect(agreement.banners.every((banner) => /\/media\/banners\/rimac-\d\.png/.test(banner.imageUrl))).toBe(true);
  });

  it('answers the CI agreement by its code, none for the web or the non-customer zone, null for an unknown code', async () => {
    const ci = await gql<{ partnerAgreement: { verification: string } }>(stack, AGREEMENT, { code: 'ci' });
    expect(ci.data?.partnerAgreement.verification).toBe('MEMBER_CODE');
    const web = await gql<{ partnerAgreement: unknown }>(stack, AGREEMENT);
    expect(web.data?.partnerAgreement).toBeNull();
    const zone = await gql<{ partnerAgreement: unknown }>(stack, AGREEMENT, {}, { 'x-zona-no-clientes': 'true' });
    expect(zone.data?.partnerAgreement).toBeNull();
    const unknown = await gql<{ partnerAgreement: unknown }>(stack, AGREEMENT, { code: 'otro' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.partnerAgreement).toBeNull();
    expect(codesOf(await gql(stack, AGREEMENT, { code: 'Rimac Seguros!' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('during an outage answers null, marked degraded, never an error', async () => {
    stack.sandbox.faults.set('agreements', { errorRate: 1, errorStatus: 503 });
    const answer = await raw(AGREEMENT, { code: 'rimac' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.partnerAgreement).toBeNull();
    expect(answer.extensions?.degraded).toEqual([
      expect.objectContaining({ upstream: 'agreements', fields: ['Query.partnerAgreement'] }),
    ]);
  });
});

describe('world', () => {
  it('answers the skincare world with its banners and product row; null for an unknown world', async () => {
    const answer = await gql<{ world: Record<string, unknown> }>(stack, WORLD, { slug: 'cuidado-de-la-piel' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.world).toMatchObject({
      slug: 'cuidado-de-la-piel',
      name: 'Mundo cuidado de la piel',
      agreementCode: null,
      carousel: { collectionSlug: 'cuidado-solar' },
    });
    expect(answer.data?.world.banners).toHaveLength(2);
    const none = await gql<{ world: unknown }>(stack, WORLD, { slug: 'no-existe' });
    expect(none.errors).toBeUndefined();
    expect(none.data?.world).toBeNull();
  });

  it('during an outage answers a coded error (the page is the world)', async () => {
    stack.sandbox.faults.set('agreements', { errorRate: 1, errorStatus: 503 });
    const codes = codesOf(await gql(stack, WORLD, { slug: 'cuidado-de-la-piel' }));
    expect(codes).toHaveLength(1);
    expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']).toContain(codes[0]);
  });
});

describe('verifyPartnerMembership', () => {
  type Membership = {
    verifyPartnerMembership: { verified: boolean; memberName: string | null; maskedEmail: string | null };
  };

  it('verifies an insured member by the document, typed with a dash, and names them with a masked e-mail', async () => {
    const answer = await gql<Membership>(
      stack,
      VERIFY,
      { input: { agreementCode: 'rimac', documentType: 2, documentNumber: '7012-5489' } },
      from(),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.verifyPartnerMembership).toEqual({
      verified: true,
      memberName: 'Jorge Ramírez',
      maskedEmail: 'jor*********z@cuida.pe',
    });
  });

  it('answers a document that is not a member with nothing about anybody', async () => {
    const answer = await gql<Membership>(
      stack,
      VERIFY,
      { input: { agreementCode: 'rimac', documentType: 2, documentNumber: '45871236' } },
      from(),
    );
    expect(answer.data?.verifyPartnerMembership).toEqual({ verified: false, memberName: null, maskedEmail: null });
  });

  it('verifies a club member by the member code, in any case', async () => {
    const answer = await gql<Membership>(
      stack,
      VERIFY,
      { input: { agreementCode: 'ci', memberCode: 'ci-2024-0001' } },
      from(),
    );
    expect(answer.data?.verifyPartnerMembership).toMatchObject({ verified: true, memberName: 'Lucía Torres' });
  });

  it('refuses what the agreement does not verify with, an invalid document and an unknown agreement', async () => {
    const headers = from();
    const codeForDocument = await gql(
      stack,
      VERIFY,
      { input: { agreementCode: 'rimac', memberCode: 'CI-2024-0001' } },
      headers,
    );
    expect(codesOf(codeForDocument)).toEqual(['BAD_USER_INPUT']);
    expect(codeForDocument.errors?.[0]?.message).toContain('input.documentType');
    const short = await gql(
      stack,
      VERIFY,
      { input: { agreementCode: 'rimac', documentType: 2, documentNumber: '123' } },
      headers,
    );
    expect(short.errors?.[0]?.message).toContain('El DNI debe tener 8 dígitos.');
    const unknown = await gql(stack, VERIFY, { input: { agreementCode: 'otro', memberCode: 'X-1' } }, headers);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('allows ten tries an hour per client, then RATE_LIMITED with the wait', async () => {
    const headers = from();
    const attempt = (n: number) =>
      gql(
        stack,
        VERIFY,
        { input: { agreementCode: 'rimac', documentType: 2, documentNumber: String(40000000 + n) } },
        headers,
      );
    for (let n = 0; n < 10; n++) expect(codesOf(await attempt(n))).toEqual([]);
    const limited = await attempt(10);
    expect(codesOf(limited)).toEqual(['RATE_LIMITED']);
    expect(limited.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    // Another client is not held back.
    expect(
      codesOf(await gql(stack, VERIFY, { input: { agreementCode: 'ci', memberCode: 'CI-2024-0001' } }, from())),
    ).toEqual([]);
  });

  it('during an outage answers a coded error, never a verdict', async () => {
    stack.sandbox.faults.set('agreements', { errorRate: 1, errorStatus: 503 });
    const codes = codesOf(
      await gql(
        stack,
        VERIFY,
        { input: { agreementCode: 'rimac', documentType: 2, documentNumber: '70125489' } },
        from(),
      ),
    );
    expect(codes).toHaveLength(1);
    expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']).toContain(codes[0]);
  });
});
