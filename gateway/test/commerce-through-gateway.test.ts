import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('the gateway stitches the commerce API', () => {
  it('counts at least 400 products in feria-cuida', async () => {
    const body = await gql<{ products: { totalCount: number } }>(
      stack,
      '{ products(first: 1, channel: "feria-cuida") { totalCount } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.totalCount).toBeGreaterThanOrEqual(400);
  });

  it('lists the top-level categories the storefront shows', async () => {
    const body = await gql<{ categories: { edges: { node: { name: string } }[] } }>(
      stack,
      '{ categories(first: 100, level: 0, filter: { metadata: [{ key: "channel", value: "feria-cuida" }] }) { edges { node { name } } } }',
    );
    expect(body.data?.categories.edges.map((edge) => edge.node.name)).toContain('Mamá y Bebé');
  });

  it('answers health and serves GraphiQL outside production', async () => {
    const health = await fetch(stack.gateway.url.replace('/graphql', '/healthz'));
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(stack.gateway.url, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('GraphiQL');
  });

  it('answers a malformed query with a GraphQL error, not a crash', async () => {
    const body = await gql(stack, '{ products(first: 1) { totalCount ');
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('passes commerce pagination errors through with their message', async () => {
    const body = await gql(stack, '{ products(first: 500, channel: "feria-cuida") { totalCount } }');
    expect(body.errors?.[0]?.message).toContain('exceeds the `first` limit of 100');
    expect(codesOf(body)).toEqual(['GRAPHQL_ERROR']);
  });
});
