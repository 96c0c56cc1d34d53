import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { graphql, startTestSandbox } from '../../sandbox/test/support/sandbox';
import { loadGatewayConfig } from '../src/config';
import { type RunningGateway, startGateway } from '../src/server';

let sandbox: RunningSandbox;
let gateway: RunningGateway;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  gateway = await startGateway({ ...loadGatewayConfig({}), port: 0, commerceUrl: `${sandbox.url}/graphql` });
});
afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

describe('the gateway stitches the commerce API', () => {
  it('counts at least 400 products in feria-cuida', async () => {
    const body = await graphql<{ products: { totalCount: number } }>(
      gateway.url,
      '{ products(first: 1, channel: "feria-cuida") { totalCount } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.totalCount).toBeGreaterThanOrEqual(400);
  });

  it('lists the top-level categories the storefront shows', async () => {
    const body = await graphql<{ categories: { edges: { node: { name: string } }[] } }>(
      gateway.url,
      '{ categories(first: 100, level: 0, filter: { metadata: [{ key: "channel", value: "feria-cuida" }] }) { edges { node { name } } } }',
    );
    expect(body.data?.categories.edges.map((edge) => edge.node.name)).toContain('Mamá y Bebé');
  });

  it('answers health and serves GraphiQL outside production', async () => {
    const health = await fetch(gateway.url.replace('/graphql', '/healthz'));
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('GraphiQL');
  });

  it('answers a malformed query with a GraphQL error, not a crash', async () => {
    const body = await graphql(gateway.url, '{ products(first: 1) { totalCount ');
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});
