import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductBySlugDocument } from '../src/gql/graphql';
import { CACHE } from '../src/lib/cache-manifest';
import { queryGateway } from '../src/lib/gateway';

/** Answers of the mocked gateway, in order, and the cache mode of each request made. */
function mockGateway(...answers: unknown[]) {
  const modes: (RequestCache | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      modes.push(init.cache);
      return new Response(JSON.stringify(answers[modes.length - 1] ?? answers.at(-1)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return modes;
}

const product = { product: { id: 'p1' } };
const variables = { slug: 'a', channel: 'pe' };

describe('queryGateway with a cache policy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers from the data cache when the answer is whole', async () => {
    const modes = mockGateway({ data: product });
    const result = await queryGateway(ProductBySlugDocument, variables, CACHE.product('a'));
    expect(result).toMatchObject({ ok: true, data: product });
    expect(modes).toEqual(['force-cache']);
  });

  it('does not trust a cached answer the gateway marked degraded: it reads again without the cache', async () => {
    const degraded = { data: product, extensions: { degraded: [{ upstream: 'sales2', fields: ['x'] }] } };
    const modes = mockGateway(degraded, { data: { product: { id: 'p2' } } });
    const result = await queryGateway(ProductBySlugDocument, variables, CACHE.product('a'));
    expect(modes).toEqual(['force-cache', 'no-store']);
    expect(result).toMatchObject({ ok: true, data: { product: { id: 'p2' } } });
  });

  it('keeps a degraded answer when the uncached one is degraded too (the page shows what there is)', async () => {
    const degraded = { data: product, extensions: { degraded: [{ upstream: 'sales2', fields: ['x'] }] } };
    const modes = mockGateway(degraded, degraded);
    const result = await queryGateway(ProductBySlugDocument, variables, CACHE.product('a'));
    expect(modes).toEqual(['force-cache', 'no-store']);
    expect(result).toMatchObject({ ok: true, data: product });
  });

  it('an empty degraded list is no mark', async () => {
    const modes = mockGateway({ data: product, extensions: { degraded: [] } });
    await queryGateway(ProductBySlugDocument, variables, CACHE.product('a'));
    expect(modes).toEqual(['force-cache']);
  });
});
