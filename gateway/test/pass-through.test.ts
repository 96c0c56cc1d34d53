import { type DocumentNode, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { buildGateway } from '../src/gateway-schema';
import { type RunningGateway, startGateway } from '../src/server';
import { codesOf, type GraphQLAnswer, startTestStack, type TestStack } from './support/stack';

/**
 * Commerce-only queries go to the commerce API as they are (schema/pass-through.ts). The answer must be the one
 * stitching gives: the same queries are asked of a gateway with pass-through and of one without, side by side.
 */
let stack: TestStack;
let stitched: RunningGateway;

beforeAll(async () => {
  stack = await startTestStack();
  stitched = await startGateway({ ...stack.gateway.services.config, port: 0 }, { log: () => {}, passThrough: false });
});
afterAll(async () => {
  await stitched?.close();
  await stack?.close();
});

async function ask(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<unknown>;
}

async function passThroughCount(gateway: RunningGateway): Promise<number> {
  // The metrics themselves (the public /metrics needs a partner key: security-endpoints.test.ts).
  const { body: text } = await gateway.services.metricsSource();
  const line = text.split('\n').find((candidate) => candidate.startsWith('cuida_gateway_commerce_pass_through_total '));
  return Number(line?.split(' ').pop() ?? Number.NaN);
}

/** Same answer through both gateways, and whether the pass-through gateway passed it. */
async function compare(query: string, variables: Record<string, unknown> = {}) {
  const before = await passThroughCount(stack.gateway);
  const fast = await ask(stack.gateway.url, query, variables);
  const passed = (await passThroughCount(stack.gateway)) - before;
  const slow = await ask(stitched.url, query, variables);
  // Request ids differ per request by design.
  const strip = (answer: GraphQLAnswer<unknown>) =>
    JSON.parse(JSON.stringify(answer, (key, value) => (key === 'requestId' ? undefined : value)));
  expect(strip(fast)).toEqual(strip(slow));
  return { answer: fast, passed };
}

const LISTING = /* GraphQL */ `
  query Listing($channel: String!, $first: Int!, $slugs: [String!]) {
    products(first: $first, channel: $channel, filter: { slugs: $slugs }) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { ...Card } }
    }
  }
  fragment Card on Product {
    id
    name
    slug
    thumbnail(size: 400) { url }
    pricing { priceRange { start { gross { amount currency } } } }
  }
`;

describe('commerce-only queries', () => {
  it('answer as stitching does, with fragments, variables and aliases, in one commerce call', async () => {
    const calls = stack.proxy.count('/graphql');
    const { answer, passed } = await compare(LISTING, { channel: 'feria-cuida', first: 5, slugs: null });
    expect(answer.errors).toBeUndefined();
    expect(passed).toBe(1);
    expect(stack.proxy.count('/graphql') - calls).toBe(2); // one per gateway

    const aliased = await compare(
      `query ($slug: String!, $show: Boolean!) {
        first: product(slug: $slug, channel: "feria-cuida") { __typename name category @include(if: $show) { slug } }
        again: product(slug: $slug, channel: "feria-cuida") { ... on Product { slug } }
      }`,
      { slug: 'aceite-bio-oil-frasco-125-ml', show: true },
    );
    expect(aliased.passed).toBe(1);
    expect(aliased.answer.data).toMatchObject({
      first: { __typename: 'Product' },
      again: { slug: expect.any(String) },
    });
  });

  it('answer an unknown product with null, as stitching does', async () => {
    const { answer, passed } = await compare('{ product(slug: "no-existe", channel: "feria-cuida") { name } }');
    expect(passed).toBe(1);
    expect(answer).toEqual({ data: { product: null } });
  });

  it("pass the commerce API's own errors through with their code", async () => {
    const { answer, passed } = await compare('{ products(first: 500, channel: "feria-cuida") { totalCount } }');
    expect(passed).toBe(1);
    expect(codesOf(answer)).toEqual(['GRAPHQL_ERROR']);
  });

  it('leave variables the gateway refuses to the gateway (BAD_USER_INPUT before any upstream call)', async () => {
    const calls = stack.proxy.count('/graphql');
    const { answer, passed } = await compare(LISTING, { channel: 'feria-cuida', first: 'cinco' });
    expect(passed).toBe(0);
    expect(answer.errors?.[0]?.message).toMatch(/\$first/);
    expect(stack.proxy.count('/graphql')).toBe(calls);
  });
});

describe('queries that need the gateway are stitched', () => {
  it('a gateway extension on a commerce type is passed through and spliced (equivalence.test.ts has the corpus)', async () => {
    const { answer, passed } = await compare(
      '{ product(slug: "aceite-bio-oil-frasco-125-ml", channel: "feria-cuida") { name purchaseOptions { once } promotions { id } } }',
    );
    expect(passed).toBe(1);
    expect(answer.errors).toBeUndefined();
  });

  it('introspection and gateway-only root fields', async () => {
    expect((await compare('{ __type(name: "Product") { name } }')).passed).toBe(0);
    expect(
      (await compare('{ cartTotals(input: { lines: [{ quantity: 2, unitPrice: 10.5 }] }) { subtotal } }')).passed,
    ).toBe(0);
  });
});

describe('PassThroughPlanner', () => {
  const { passThrough } = buildGateway(loadGatewayConfig({}));
  const plan = (source: string, name?: string) => passThrough.plan(parse(source), name) !== null;

  it('passes queries of commerce fields only', () => {
    expect(plan('{ products(first: 1, channel: "x") { edges { node { id name } } } }')).toBe(true);
    expect(
      plan(
        'query A { menu(slug: "navbar") { name } } query B { product(slug: "a") { brandOrLaboratory { name } } }',
        'A',
      ),
    ).toBe(true);
  });

  it('keeps mutations, gateway fields, gateway inputs, other directives and introspection for stitching', () => {
    expect(plan('mutation { checkoutCreate(input: { lines: [] }) { errors { code } } }')).toBe(false);
    expect(plan('query ($l: [PromotionLineInput!]!) { evaluatePromotions(lines: $l) { complete } }')).toBe(false);
    expect(plan('{ product(slug: "a") { name @deprecated } }')).toBe(false);
    expect(plan('{ __schema { queryType { name } } }')).toBe(false);
    // A gateway override of a commerce field, and a parent-only extension beside a gateway root field.
    expect(plan('{ checkout(id: "a") { privateMetafield(key: "k") } }')).toBe(false);
    expect(plan('{ product(slug: "a") { priceValue } deliveryDistricts { id } }')).toBe(false);
    // An extension reached through an abstract type (the splice would need each object's type), or under a client
    // alias that uses the reserved prefix.
    expect(plan('{ node(id: "a") { ... on Product { priceValue } } }')).toBe(false);
    expect(plan('{ product(slug: "a") { _cuidaX_attributes: name priceValue } }')).toBe(false);
  });

  it('passes parent-only extensions as the commerce fields they read, under reserved aliases', () => {
    const verdict = passThrough.plan(
      parse(`query ($slug: String!, $rimac: Boolean, $show: Boolean!) {
        product(slug: $slug) { name ...F promotions(context: { appRimac: $rimac }) @include(if: $show) { id } }
      }
      fragment F on Product { presentation brandOrLaboratory { name } priceValue }`),
    );
    expect(verdict?.splice).not.toBeNull();
    const sent = print(verdict?.document as DocumentNode);
    // The extension's argument variable is no longer used, so no longer declared; its directive stays.
    expect(sent).toContain('query ($slug: String!, $show: Boolean!)');
    expect(sent).toContain('_cuidaX_variants: variants @include(if: $show) {\n      sku');
    expect(sent).not.toMatch(/promotions|presentation|brandOrLaboratory|priceValue/);
    // Four extensions read the attributes: asked once.
    expect(sent.match(/_cuidaX_attributes/g)).toHaveLength(1);
    expect(sent).toContain('_cuidaX_pricing: pricing');
    expect(
      plan(
        'query A { menu(slug: "navbar") { name } } query B { product(slug: "a") { brandOrLaboratory { name } } }',
        'B',
      ),
    ).toBe(true);
    expect(plan('{ product(slug: "a") { ... on Product { priceValue } } }')).toBe(true);
    expect(plan('{ product(slug: "a") { ...F } } fragment F on Product { requiresPrescription }')).toBe(true);
  });

  it('remembers its verdict per parsed document', () => {
    const document = parse('{ menu(slug: "navbar") { name } }');
    expect(passThrough.plan(document)).toBe(passThrough.plan(document));
  });
});
