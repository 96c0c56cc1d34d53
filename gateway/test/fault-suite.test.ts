import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { IdentityClient } from '../src/auth/identity-client';
import { REST_SERVICES, type RestService, SANDBOX_SERVED, UPSTREAMS } from '../src/config/upstreams';
import { CATEGORY_LISTING, type FaultStack, startFaultStack, type Timed, timedQuery } from './support/fault-stack';
import { type SwitchableForwarder, startForwarder } from './support/switchable-forwarder';

/**
 * What a shopper gets while one upstream fails, for every upstream × every shape an outage takes × sequential and
 * concurrent traffic: catalogue and product page (products always there; promotion badges missing and marked
 * degraded when the voucher service fails), the cart's promotion preview (`complete: false`, marked), a checkout
 * step (the delivery quote: a coded error), recommendations (none, marked) and the account (`me`: a coded error,
 * never UNAUTHENTICATED). Never an HTTP 5xx, never an uncoded error, always within the bound.
 *
 * Per-attempt timeouts of 2.5 s (so that 2 s of latency is slow but answered), decorations 1 s (production: 200 ms;
 * here a loaded test machine must not drop healthy decorations), circuits that do
 * not open (each cell shows its fault, not a circuit left open by the one before; circuits: resilience-*.test.ts).
 * Connection refusal goes through a forwarder per upstream that the test takes down.
 */
const TIMEOUT_MS = 2500;
const DECORATION_MS = 1000;
const SEQUENTIAL = 2;
const CONCURRENT = 16;

type Fault = 'hang' | 'latency' | '5xx' | 'malformed' | 'refused';
const FAULTS: Fault[] = ['hang', 'latency', '5xx', 'malformed', 'refused'];
const SANDBOX_FAULT: Record<Exclude<Fault, 'refused'>, Record<string, unknown>> = {
  hang: { timeout: true },
  latency: { latencyMs: 2000 },
  '5xx': { errorRate: 1, errorStatus: 503 },
  malformed: { malformed: true },
};

type Probe = 'catalogue' | 'product' | 'cart' | 'delivery' | 'recommendations' | 'agreement' | 'account';
type Expected = 'ok' | 'degraded' | 'error';

interface Row {
  label: string;
  /** The sandbox upstream whose faults are set, and the paths they apply to (all when absent). */
  upstream: 'commerce' | 'sales' | 'sales2' | 'pharmacy' | 'agreements' | 'identity';
  paths?: string[];
  /** The forwarder taken down for `refused` (none: the row shares its address with another). */
  forwarder?: 'commerce' | 'sales' | 'sales2' | 'pharmacy' | 'agreements' | 'identity';
  /** The probes that suffer, and how, when the fault stops the upstream answering (hang, 5xx, malformed, refused). */
  down: Partial<Record<Probe, Expected>>;
  /** The probes that suffer under 2 s of latency (decorations: their budget is 200 ms). */
  slow?: Partial<Record<Probe, Expected>>;
  /** When refused, if it differs from `down` (a whole host). */
  refused?: Partial<Record<Probe, Expected>>;
}

const VOUCHER_DOWN = { catalogue: 'degraded', product: 'degraded', cart: 'degraded' } as const;
const ROWS: Row[] = [
  { label: 'commerce', upstream: 'commerce', forwarder: 'commerce', down: { catalogue: 'error', product: 'error' } },
  {
    label: 'sales (coverage)',
    upstream: 'sales',
    paths: ['/obtener/cobertura'],
    forwarder: 'sales',
    down: { delivery: 'error' },
    // The whole sales host: the voucher evaluations go with it.
    refused: { delivery: 'error', ...VOUCHER_DOWN },
  },
  {
    label: 'sales (voucher evaluations)',
    upstream: 'sales',
    paths: ['/voucherify/promociones', '/voucherify/validaciones'],
    down: VOUCHER_DOWN,
    slow: VOUCHER_DOWN,
  },
  {
    label: 'sales-2',
    upstream: 'sales2',
    forwarder: 'sales2',
    down: { recommendations: 'degraded' },
    slow: { recommendations: 'degraded' },
  },
  { label: 'pharmacy', upstream: 'pharmacy', forwarder: 'pharmacy', down: { account: 'error' } },
  // A partner's branding is a decoration: the store shows without it.
  {
    label: 'agreements',
    upstream: 'agreements',
    forwarder: 'agreements',
    down: { agreement: 'degraded' },
    slow: { agreement: 'degraded' },
  },
  { label: 'identity', upstream: 'identity', forwarder: 'identity', down: { account: 'error' } },
];

let stack: FaultStack;
const forwarders = {} as Record<NonNullable<Row['forwarder']>, SwitchableForwarder>;
let categoryId: string;
let productSlug: string;
let cartLines: unknown[];
/** Sessions not yet checked by the gateway (it keeps a check 30 s): the identity row uses one per cell. */
const freshSessions: { idToken: string; accessToken: string }[] = [];
let checkedSession: { idToken: string; accessToken: string };

const PROBES: Record<Probe, { query: string; variables: () => Record<string, unknown>; auth?: 'fresh' | 'checked' }> = {
  catalogue: { query: CATEGORY_LISTING, variables: () => ({ category: categoryId }) },
  product: {
    query: 'query ($slug: String!) { product(slug: $slug, channel: "feria-cuida") { name promotions { id } } }',
    variables: () => ({ slug: productSlug }),
  },
  cart: {
    query:
      'query ($lines: [PromotionLineInput!]!) { evaluatePromotions(lines: $lines) { complete promoDiscount appliedVouchers { id } } }',
    variables: () => ({ lines: cartLines }),
  },
  delivery: {
    query: '{ deliveryQuote(districtId: "150122", subtotal: 50) { available fee } }',
    variables: () => ({}),
  },
  recommendations: { query: '{ recommendedProducts(first: 3) { name } }', variables: () => ({}) },
  agreement: { query: '{ partnerAgreement(code: "rimac") { name } }', variables: () => ({}) },
  account: { query: '{ me { id documentNumber } }', variables: () => ({}), auth: 'fresh' },
};

beforeAll(async () => {
  stack = await startFaultStack({ gateways: 0 });
  // The gateway under test reaches every upstream through a forwarder of its own.
  const sandboxPort = Number(new URL(stack.sandbox.url).port);
  const identityPort = Number(new URL(stack.sandbox.identityUrl).port);
  for (const name of SANDBOX_SERVED) forwarders[name] = await startForwarder(sandboxPort);
  forwarders.identity = await startForwarder(identityPort);
  const { startGateway } = await import('../src/server');
  const { loadGatewayConfig } = await import('../src/config');
  const base = loadGatewayConfig({ IDENTITY_URL: stack.sandbox.identityUrl });
  const at = (name: keyof typeof forwarders, path: string) => `http://127.0.0.1:${forwarders[name].port}${path}`;
  stack.gateways[0] = await startGateway(
    {
      ...base,
      port: 0,
      commerceUrl: at('commerce', UPSTREAMS.commerce.sandboxPath),
      restEndpoints: Object.fromEntries(
        REST_SERVICES.map((service) => [service, at(service, UPSTREAMS[service].sandboxPath)]),
      ) as Record<RestService, string>,
      // Tokens name the sandbox's own issuer; the gateway fetches keys and checks sessions through the forwarder.
      identity: {
        ...base.identity,
        url: at('identity', ''),
        jwksUri: `${at('identity', '')}${new URL(base.identity.jwksUri).pathname}`,
      },
      // Each probe must meet the fault: a badge answer kept from the healthy probe before it would hide it (the
      // promotions cache's own outage behaviour: promotions-cache.test.ts).
      promotionsCache: { ...base.promotionsCache, ttlMs: 0 },
      upstreamTimeoutMs: TIMEOUT_MS,
      upstreams: {
        ...base.upstreams,
        timeoutsMs: {
          commerce: TIMEOUT_MS,
          sales: TIMEOUT_MS,
          sales2: TIMEOUT_MS,
          pharmacy: TIMEOUT_MS,
          agreements: TIMEOUT_MS,
          identity: TIMEOUT_MS,
        },
        decorationBudgetMs: DECORATION_MS,
        retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 50 },
        circuit: { ...base.upstreams.circuit, failureThreshold: 100_000, minCalls: 100_000 },
      },
    },
    { log: () => {} },
  );

  const { catalog } = stack.sandbox;
  const window = catalog.collections.find((candidate) => candidate.slug === 'cyber-salud')?.metadata.voucherify;
  const subtree = catalog.subtreeIds(catalog.categoryBySlug('mama-y-bebe')?.id ?? 0);
  const baby = catalog.products.filter(
    (product) =>
      subtree.has(product.categoryId) && product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 5,
  );
  cartLines = baby.slice(0, 4).map((product) => ({
    variantId: toGlobalId('ProductVariant', product.variants[0]?.id ?? 0),
    sku: product.variants[0]?.sku ?? '',
    quantity: 2,
    voucherWindow: window,
  }));
  productSlug = baby[0]?.slug ?? '';
  categoryId = toGlobalId('Category', baby[0]?.categoryId ?? 0);

  const identity = new IdentityClient(stack.sandbox.identityUrl, 5000);
  const sessions = await Promise.all(
    Array.from({ length: 20 }, () => identity.signIn('cuida-web-client', 'jorge.ramirez@cuida.pe', 'Cuida2026!')),
  );
  for (const session of sessions) freshSessions.push({ idToken: session.IdToken, accessToken: session.AccessToken });
  checkedSession = freshSessions.pop() as (typeof freshSessions)[number];
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await Promise.all(Object.values(forwarders).map((forwarder) => forwarder.close()));
});

const gateway = () => stack.gateways[0] as NonNullable<FaultStack['gateways'][0]>;

function ask(
  probe: Probe,
  session?: { idToken: string; accessToken: string },
): Promise<Timed<Record<string, unknown>>> {
  const { query, variables, auth } = PROBES[probe];
  const who = auth ? (session ?? checkedSession) : undefined;
  return timedQuery(
    gateway(),
    query,
    variables(),
    who ? { authorization: `Bearer ${who.idToken}`, 'x-access-token': who.accessToken } : {},
  );
}

/** The shopper-visible result of one probe's answer. */
function expectOutcome(probe: Probe, { answer, status }: Timed<Record<string, unknown>>, expected: Expected) {
  const label = `${probe} expected ${expected}: ${JSON.stringify(answer).slice(0, 300)}`;
  expect(status, label).toBe(200);
  for (const error of answer.errors ?? []) {
    expect(['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE'], label).toContain(error.extensions?.code);
  }
  const data = answer.data ?? {};
  if (expected === 'error') {
    expect(answer.errors?.length, label).toBeGreaterThan(0);
    return;
  }
  expect(answer.errors, label).toBeUndefined();
  const degraded = answer.extensions?.degraded ?? [];
  if (expected === 'ok') expect(degraded, label).toEqual([]);
  else expect(degraded.length, label).toBeGreaterThan(0);
  if (probe === 'catalogue') {
    const edges = (data.products as { edges: { node: { promotions: unknown[] } }[] }).edges;
    expect(edges.length, label).toBeGreaterThan(0);
    if (expected === 'degraded')
      expect(
        edges.every(({ node }) => node.promotions.length === 0),
        label,
      ).toBe(true);
  }
  if (probe === 'product') expect((data.product as { name: string } | null)?.name, label).toBeTruthy();
  if (probe === 'agreement') {
    const agreement = data.partnerAgreement as { name: string } | null;
    if (expected === 'ok') expect(agreement?.name, label).toBe('Rimac Seguros');
    else expect(agreement, label).toBeNull();
  }
  if (probe === 'cart')
    expect((data.evaluatePromotions as { complete: boolean }).complete, label).toBe(expected === 'ok');
}

function expectedFor(row: Row, fault: Fault): Record<Probe, Expected> {
  const suffering = fault === 'latency' ? (row.slow ?? {}) : fault === 'refused' ? (row.refused ?? row.down) : row.down;
  const all: Probe[] = ['catalogue', 'product', 'cart', 'delivery', 'recommendations', 'agreement', 'account'];
  return Object.fromEntries(all.map((probe) => [probe, suffering[probe] ?? 'ok'])) as Record<Probe, Expected>;
}

/** An answer's time limit: a decoration's budget or the per-attempt timeout (+ one retry's back-off), + a margin. */
const BOUND_MS = TIMEOUT_MS + 2500;

async function withFault(row: Row, fault: Fault, run: () => Promise<void>) {
  if (fault === 'refused') await forwarders[row.forwarder as keyof typeof forwarders].refuse();
  else
    await stack.setFaults({ [row.upstream]: { ...SANDBOX_FAULT[fault], ...(row.paths ? { paths: row.paths } : {}) } });
  try {
    await run();
  } finally {
    if (fault === 'refused') await forwarders[row.forwarder as keyof typeof forwarders].restore();
    else await stack.setFaults({});
  }
}

describe.each(ROWS)('$label fails', (row) => {
  const faults = FAULTS.filter((fault) => fault !== 'refused' || row.forwarder);
  const relevant = (expected: Record<Probe, Expected>) => {
    // Every probe the row touches, and the catalogue always (it must never fail for another upstream).
    const probes = new Set<Probe>([
      'catalogue',
      ...Object.keys(row.down),
      ...Object.keys(row.refused ?? {}),
    ] as Probe[]);
    return [...probes].map((probe) => [probe, expected[probe]] as const);
  };

  it.each(faults)('%s, one request after another', async (fault) => {
    const expected = expectedFor(row, fault);
    await withFault(row, fault, async () => {
      for (let i = 0; i < SEQUENTIAL; i++) {
        for (const [probe, outcome] of relevant(expected)) {
          const session = row.upstream === 'identity' && probe === 'account' ? freshSessions.pop() : undefined;
          const answer = await ask(probe, session);
          expectOutcome(probe, answer, outcome);
          expect(answer.ms, `${probe} took ${Math.round(answer.ms)} ms`).toBeLessThan(BOUND_MS);
        }
      }
    });
  });

  it.each(faults)(`%s, ${CONCURRENT} requests at once`, async (fault) => {
    const expected = expectedFor(row, fault);
    await withFault(row, fault, async () => {
      const session = row.upstream === 'identity' ? freshSessions.pop() : undefined;
      const probes = relevant(expected);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) => {
          const [probe] = probes[index % probes.length] as (typeof probes)[number];
          return ask(probe, probe === 'account' ? session : undefined).then((answer) => ({ probe, answer }));
        }),
      );
      for (const { probe, answer } of answers) {
        expectOutcome(probe, answer, expected[probe]);
        expect(answer.ms, `${probe} took ${Math.round(answer.ms)} ms`).toBeLessThan(BOUND_MS);
      }
    });
  });
});
