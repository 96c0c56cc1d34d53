/**
 * The promotions cache for catalogue badges (features/promotions/promotions-cache.ts): the cache itself with an
 * injected clock, then over real HTTP (sandbox → counting proxy → gateway), counting the voucher service's calls.
 */
import { limaWallTimeToDate, toLimaDateTime } from '@cuida/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PromotionsCache, promotionsCacheKey } from '../src/features/promotions/promotions-cache';
import type { Promocion } from '../src/features/promotions/voucher-contract';
import { gql, startTestStack, type TestStack } from './support/stack';

const PROMOCIONES = '/sales/pbi-v2/api/v1/voucherify/promociones';
const SECOND = 1000;

function promotion(id: string, vigencia: Promocion['vigencia'] = { inicio: null, fin: null }): Promocion {
  return { id, objeto: 'promotion_tier', banner: id, metadatos: { canal: 'all' }, skusAplicables: ['SKU-1'], vigencia };
}

/** A cache on a clock the test moves; 30 s entries unless told. */
function cacheAt(start: number, settings: Partial<{ ttlMs: number; maxEntries: number; maxBytes: number }> = {}) {
  const clock = { now: start };
  const cache = new PromotionsCache({
    ttlMs: 30 * SECOND,
    maxEntries: 100,
    maxBytes: 1_000_000,
    ...settings,
    now: () => clock.now,
  });
  return { clock, cache };
}

/** Noon in Lima, on a day far from any clock change. */
const NOON = limaWallTimeToDate(2026, 11, 28, 12).getTime();

describe('PromotionsCache', () => {
  it('serves an answer until its TTL, then asks again', () => {
    const { clock, cache } = cacheAt(NOON);
    const answer = [promotion('a')];
    cache.set('k', answer);
    clock.now += 30 * SECOND - 1;
    expect(cache.get('k')).toBe(answer);
    clock.now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('never keeps an entry past the end of a promotion it holds (the end itself still counts)', () => {
    const { clock, cache } = cacheAt(NOON);
    const fin = NOON + 10 * SECOND;
    cache.set('k', [promotion('a'), promotion('b', { inicio: null, fin: new Date(fin).toISOString() })]);
    clock.now = fin;
    expect(cache.get('k')).toHaveLength(2);
    clock.now = fin + 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('never keeps an entry past a start the answer announces', () => {
    const { clock, cache } = cacheAt(NOON);
    const inicio = NOON + 5 * SECOND;
    cache.set('k', [promotion('a', { inicio: new Date(inicio).toISOString(), fin: null })]);
    clock.now = inicio - 1;
    expect(cache.get('k')).toBeDefined();
    clock.now = inicio;
    expect(cache.get('k')).toBeUndefined();
  });

  it("ignores edges already past, and expires at Lima's midnight, where the collections' day windows open", () => {
    const beforeMidnight = limaWallTimeToDate(2026, 11, 28, 23, 59).getTime() + 50 * SECOND;
    const { clock, cache } = cacheAt(beforeMidnight);
    cache.set('k', [promotion('a', { inicio: new Date(NOON).toISOString(), fin: null })]);
    clock.now = limaWallTimeToDate(2026, 11, 29).getTime() - 1;
    expect(cache.get('k')).toBeDefined();
    clock.now += 1;
    expect(toLimaDateTime(new Date(clock.now))).toMatchObject({ day: 29, hour: 0, minute: 0 });
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not keep an answer whose window it cannot read', () => {
    const { cache } = cacheAt(NOON);
    cache.set('k', [promotion('a', { inicio: 'mañana', fin: null })]);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with TTL 0', () => {
    const { cache } = cacheAt(NOON, { ttlMs: 0 });
    cache.set('k', [promotion('a')]);
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used entry past its bound in entries', () => {
    const { cache } = cacheAt(NOON, { maxEntries: 2 });
    cache.set('a', []);
    cache.set('b', []);
    cache.get('a');
    cache.set('c', []);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('stays within its memory bound, and refuses an answer larger than it', () => {
    const big = Array.from({ length: 50 }, (_, i) => ({ ...promotion(`p${i}`), banner: 'x'.repeat(200) }));
    const { cache } = cacheAt(NOON, { maxBytes: 40_000 });
    cache.set('one', big);
    cache.set('two', big);
    expect(cache.size).toBe(1);
    expect(cache.get('two')).toBe(big);
    const { cache: tiny } = cacheAt(NOON, { maxBytes: 1000 });
    tiny.set('big', big);
    expect(tiny.size).toBe(0);
  });

  it('never gives two calls that send different channels or items the same key', () => {
    const item = fc.record({ source_id: fc.string({ maxLength: 12 }), quantity: fc.integer({ min: 1, max: 999 }) });
    const call = fc.record({ channel: fc.constantFrom('WEB', 'RIMAC', 'APPCI', ''), items: fc.array(item) });
    fc.assert(
      fc.property(call, call, (a, b) => {
        const same = a.channel === b.channel && JSON.stringify(a.items) === JSON.stringify(b.items);
        expect(promotionsCacheKey(a.channel, a.items) === promotionsCacheKey(b.channel, b.items)).toBe(same);
      }),
    );
    // Items whose SKUs hold the separator or quotes cannot pass for another channel's call.
    expect(promotionsCacheKey('WEB', [{ source_id: 'RIMAC|x', quantity: 1 }])).not.toBe(
      promotionsCacheKey('WEB|', [{ source_id: 'x', quantity: 1 }]),
    );
  });
});

describe('over HTTP', () => {
  let stack: TestStack;
  // The cache's clock, moved by the tests; near the real time so the sandbox's promotion windows are the ones running.
  const clock = { now: Date.now() };
  const LISTING =
    '{ products(first: 24, channel: "feria-cuida") { edges { node { slug promotions { id banner } } } } }';
  const listing = (headers: Record<string, string> = {}) =>
    gql<{ products: { edges: { node: { slug: string; promotions: { id: string }[] } }[] } }>(
      stack,
      LISTING,
      {},
      headers,
    );

  beforeAll(async () => {
    stack = await startTestStack(
      { promotionsCache: { ttlMs: 30 * SECOND, maxEntries: 100 } },
      { promotionsClock: () => clock.now },
    );
  });
  afterAll(() => stack?.close());
  afterEach(() => {
    stack.sandbox.faults.clear();
    stack.gateway.services.promotionsCache.clear();
    clock.now = Date.now();
  });

  it('answers a second listing within the TTL without a voucher call, the same badges, and counts the hit', async () => {
    const first = await listing();
    expect(first.errors).toBeUndefined();
    expect(first.data?.products.edges.some((edge) => edge.node.promotions.length > 0)).toBe(true);
    const hits = (await stack.gateway.services.metrics.promotionsCacheHits.get()).values[0]?.value ?? 0;
    stack.proxy.reset();
    clock.now += 29 * SECOND;
    const second = await listing();
    expect(second).toEqual(first);
    expect(stack.proxy.count(PROMOCIONES)).toBe(0);
    expect((await stack.gateway.services.metrics.promotionsCacheHits.get()).values[0]?.value).toBe(hits + 1);
  });

  it('asks the voucher service again once the TTL has passed', async () => {
    await listing();
    clock.now += 30 * SECOND;
    stack.proxy.reset();
    await listing();
    expect(stack.proxy.count(PROMOCIONES)).toBe(1);
  });

  it("asks again at Lima's midnight, whatever the TTL left", async () => {
    const today = toLimaDateTime(new Date());
    const midnight = limaWallTimeToDate(today.year, today.month, today.day + 1).getTime();
    clock.now = midnight - 10 * SECOND;
    await listing();
    stack.proxy.reset();
    clock.now = midnight - 1;
    await listing();
    expect(stack.proxy.count(PROMOCIONES)).toBe(0);
    clock.now = midnight;
    await listing();
    expect(stack.proxy.count(PROMOCIONES)).toBe(1);
  });

  it('keeps each channel apart: a partner app asks for its own', async () => {
    await listing();
    stack.proxy.reset();
    await listing({ 'x-app-rimac': 'true' });
    expect(stack.proxy.count(PROMOCIONES)).toBe(1);
    await listing({ 'x-app-rimac': 'true' });
    await listing();
    expect(stack.proxy.count(PROMOCIONES)).toBe(1);
  });

  it('does not keep a failed answer: the listing goes without badges, the next one asks and shows them', async () => {
    stack.sandbox.faults.set('sales', {
      errorRate: 1,
      errorStatus: 503,
      paths: ['/pbi-v2/api/v1/voucherify/promociones'],
    });
    const during = await listing();
    expect(during.errors).toBeUndefined();
    expect(during.data?.products.edges.every((edge) => edge.node.promotions.length === 0)).toBe(true);
    expect(stack.gateway.services.promotionsCache.size).toBe(0);
    stack.sandbox.faults.clear();
    stack.proxy.reset();
    const after = await listing();
    expect(stack.proxy.count(PROMOCIONES)).toBe(1);
    expect(after.data?.products.edges.some((edge) => edge.node.promotions.length > 0)).toBe(true);
  });

  it('never serves a cart from it: the evaluation and the coupon check ask every time, even for a listed payload', async () => {
    const answer = await gql<{ products: { edges: { node: { variants: { id: string; sku: string }[] } }[] } }>(
      stack,
      '{ products(first: 1, channel: "feria-cuida") { edges { node { variants { id sku } promotions { id } } } } }',
    );
    const variant = answer.data?.products.edges[0]?.node.variants[0];
    if (!variant) throw new Error('no product listed');
    // One line of quantity 1: the very payload the listing's call sent, already kept.
    expect(stack.gateway.services.promotionsCache.size).toBe(1);
    const lines = [{ variantId: variant.id, sku: variant.sku, quantity: 1, voucherWindow: null }];
    stack.proxy.reset();
    for (let i = 0; i < 2; i++) {
      const evaluation = await gql(
        stack,
        'query ($lines: [PromotionLineInput!]!) { evaluatePromotions(lines: $lines) { complete promoDiscount } }',
        { lines },
      );
      expect(evaluation.errors).toBeUndefined();
    }
    const coupon = await gql(
      stack,
      'query ($lines: [PromotionLineInput!]!) { validateCoupon(code: "NOEXISTE", lines: $lines) { valid } }',
      { lines },
    );
    expect(coupon.errors).toBeUndefined();
    expect(stack.proxy.count(PROMOCIONES)).toBe(3);
  });
});
