import { createYoga } from 'graphql-yoga';
import { beforeEach, describe, expect, it } from 'vitest';
import { responseCachePlugin } from '../src/plugins/response-cache';
import { runInRequestScope } from '../src/scope/request-scope';
import { countingCatalog } from './support/counting-catalog';

/** The gateway's response-cache policy on a small schema whose resolvers count their calls. */
const catalog = countingCatalog();
const { calls } = catalog;

const yoga = createYoga({
  schema: catalog.schema,
  plugins: [
    responseCachePlugin({
      settings: { enabled: true, ttlByType: { Product: 60_000 }, maxEntries: 100 },
    }).plugin,
  ],
  logging: false,
});

function run(query: string, headers: Record<string, string> = {}) {
  return runInRequestScope({ requestId: 'test', failedUpstreams: new Set() }, async () => {
    const response = await yoga.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  });
}

beforeEach(() => {
  catalog.reset();
});

describe('response cache policy', () => {
  it('caches public catalogue types and answers the next identical query without resolving', async () => {
    const query = '{ product(id: "1") { name } }';
    expect(await run(query)).toEqual({ data: { product: { name: 'Producto 1' } } });
    expect(await run(query)).toEqual({ data: { product: { name: 'Producto 1' } } });
    expect(calls.product).toBe(1);
  });

  it('does not cache types without a TTL (default 0)', async () => {
    await run('{ shop { name } }');
    await run('{ shop { name } }');
    expect(calls.shop).toBe(2);
  });

  it('does not cache an answer that touches a private type, even with public types in it', async () => {
    const query = '{ product(id: "2") { name } checkout(id: "c1") { total } }';
    await run(query);
    await run(query);
    expect(calls.checkout).toBe(2);
  });

  it("neither reads nor fills the cache for a customer's request", async () => {
    const query = '{ product(id: "3") { name } }';
    await run(query);
    await run(query, { authorization: 'Bearer token' });
    await run(query, { authorization: 'Bearer token' });
    expect(calls.product).toBe(3);
    await run(query);
    expect(calls.product).toBe(3);
  });

  it('invalidates the entries holding an entity when a mutation returns it (anonymous or customer)', async () => {
    const query = '{ product(id: "4") { name } }';
    await run(query);
    await run('mutation { renameProduct(id: "4", name: "Nuevo") { id name } }');
    await run(query);
    expect(calls.product).toBe(2);
    await run(query);
    await run('mutation { renameProduct(id: "4", name: "Otro") { id } }', { authorization: 'Bearer token' });
    await run(query);
    expect(calls.product).toBe(3);
  });

  it('does not cache an answer produced while an upstream was failing', async () => {
    catalog.degradeNext();
    await run('{ flaky { name } }');
    await run('{ flaky { name } }');
    expect(calls.flaky).toBe(2);
    await run('{ flaky { name } }');
    expect(calls.flaky).toBe(2);
  });

  it('keeps separate entries per partner flags', async () => {
    const query = '{ product(id: "5") { name } }';
    await run(query);
    await run(query, { 'x-app-rimac': 'true' });
    await run(query, { 'x-app-rimac': 'true' });
    expect(calls.product).toBe(2);
  });
});
