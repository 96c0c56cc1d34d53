import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type DefinitionNode, Kind, OperationTypeNode, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../src/graphiql/examples';
import { repoPath } from '../src/repo-paths';
import { type RunningGateway, startGateway } from '../src/server';
import { startTestStack, type TestStack } from './support/stack';

/**
 * The equivalence net under the optimised execution path (schema/pass-through.ts, schema/extension-splice.ts): every
 * operation of a corpus (the storefront's queries, the GraphiQL examples, and cases built to stress aliases,
 * fragments, `@skip`/`@include`, null propagation, errors and partial answers) is asked over HTTP of a gateway with
 * the optimisations and of one that stitches everything, side by side on one sandbox; the bodies must be the same
 * bytes (request ids aside, they differ per request by design), and the status the same.
 */
let stack: TestStack;
let stitched: RunningGateway;

beforeAll(async () => {
  stack = await startTestStack();
  stitched = await startGateway({ ...stack.gateway.services.config, port: 0 }, { log: () => {}, passThrough: false });
});
afterAll(async () => {
  await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
  await stitched?.close();
  await stack?.close();
});

const CHANNEL = 'feria-cuida';
const PRODUCT = 'aceite-bio-oil-frasco-125-ml';

async function raw(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // Request ids differ per request by design; everything else must be the same bytes.
  return { status: response.status, text: (await response.text()).replace(/"requestId":"[^"]*"/g, '"requestId":"…"') };
}

async function metric(name: string): Promise<number> {
  const { body } = await stack.gateway.services.metricsSource();
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return Number(line?.split(' ').pop() ?? Number.NaN);
}

type Path = 'spliced' | 'passed' | 'fallback' | 'stitched';

/** Asks both gateways; returns the (identical) answer and which path the optimised gateway took. */
async function same(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const passedBefore = await metric('cuida_gateway_commerce_pass_through_total');
  const fallbackBefore = await metric('cuida_gateway_commerce_pass_through_fallback_total');
  const body = { query, variables, ...(operationName ? { operationName } : {}) };
  const fast = await raw(stack.gateway.url, body);
  const passed = (await metric('cuida_gateway_commerce_pass_through_total')) - passedBefore;
  const fellBack = (await metric('cuida_gateway_commerce_pass_through_fallback_total')) - fallbackBefore;
  const slow = await raw(stitched.url, body);
  expect(fast.status).toBe(slow.status);
  expect(fast.text).toBe(slow.text);
  const path: Path = fellBack ? 'fallback' : passed ? 'passed' : 'stitched';
  return { answer: JSON.parse(fast.text) as { data?: unknown; errors?: unknown[] }, path };
}

/** The storefront's documents (web/src/**\/*.graphql): each query with the fragments it spreads. */
function storefrontQueries(): { name: string; source: string }[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory)) {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.graphql')) files.push(path);
    }
  };
  walk(repoPath('web', 'src'));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== OperationTypeNode.QUERY) return [];
    const text = print(definition);
    const used = fragments.filter((fragment) => text.includes(`...${fragment.name.value}`));
    return [{ name: definition.name?.value ?? '?', source: [text, ...used.map((item) => print(item))].join('\n') }];
  });
}

interface Fixture {
  /** Variant ids and SKUs of the first products listed. */
  variants: { id: string; sku: string }[];
}
let fixture: Fixture = { variants: [] };

beforeAll(async () => {
  const response = await fetch(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products(first: 6, channel: "${CHANNEL}") { edges { node { variants { id sku } } } } }`,
    }),
  });
  const answer = (await response.json()) as {
    data: { products: { edges: { node: { variants: { id: string; sku: string }[] } }[] } };
  };
  fixture = { variants: answer.data.products.edges.flatMap(({ node }) => node.variants.slice(0, 1)) };
});

/** Variables for the storefront's queries: the sandbox's catalogue (an open and a closed voucher window). */
const STOREFRONT_VARIABLES: Record<string, (fixture: Fixture) => Record<string, unknown>[]> = {
  TopLevelCategories: () => [{ channel: CHANNEL }],
  // The account's queries without a session: the refusal (UNAUTHENTICATED) must be the same bytes too.
  Account: () => [{}],
  AccountSubscriptions: () => [{}],
  AccountOrders: () => [{ first: 10 }],
  AccountOrder: () => [{ id: 'T3JkZXI6MQ==' }],
  SavedAddresses: () => [{}],
  CheckoutPrefill: () => [{}],
  ProductList: () => [
    { channel: CHANNEL, first: 100, filter: { stockAvailability: 'IN_STOCK' } },
    { channel: CHANNEL, first: 12, sortBy: { field: 'PRICE', direction: 'DESC' }, search: 'crema' },
    { channel: CHANNEL, first: 8, filter: { slugs: [PRODUCT, 'no-existe'] } },
  ],
  ProductBrands: () => [{ channel: CHANNEL }, { channel: CHANNEL, search: 'bebe' }],
  CategoryBySlug: () => [{ slug: 'mama-y-bebe' }, { slug: 'no-existe' }],
  ShellMenus: () => [{ channel: CHANNEL }],
  ContentPage: () => [{ slug: 'no-existe' }],
  GuestOrder: () => [{ accessToken: 'no-es-un-token' }],
  Home: () => [{ channel: CHANNEL }],
  SitemapEntries: () => [{ channel: CHANNEL }],
  SitemapProducts: () => [{ channel: CHANNEL }, { channel: CHANNEL, after: 'no-es-un-cursor' }],
  ProductBySlug: () => [
    { slug: PRODUCT, channel: CHANNEL },
    { slug: 'no-existe', channel: CHANNEL },
  ],
  CollectionBySlug: () => [
    { slug: 'cyber-salud', channel: CHANNEL },
    { slug: 'lo-mas-vendido', channel: CHANNEL },
  ],
  CartVariantPrices: ({ variants }) => [{ ids: variants.map((variant) => variant.id) }],
  EvaluateCartPromotions: ({ variants }) => [
    { lines: lines(variants, '01012020_31122099') },
    { lines: lines(variants, '01012020_31122099'), context: { appRimac: true } },
  ],
  ValidateCartCoupon: ({ variants }) => [{ code: 'NO-EXISTE', lines: lines(variants, '01012020_31122099') }],
  DeliveryDistricts: () => [{}],
  DeliveryQuotes: () => [{ districtId: '150122', subtotal: 120 }],
  CheckoutRestore: () => [{ id: 'Q2hlY2tvdXQ6bm8tZXhpc3Rl' }],
  RecommendedProducts: ({ variants }) => [{ skus: variants.slice(0, 1).map((variant) => variant.sku), first: 8 }],
  PartnerAgreement: () => [{ code: 'rimac' }, { code: 'otro' }],
  World: () => [{ slug: 'cuidado-de-la-piel' }, { slug: 'no-existe' }],
};

function lines(variants: Fixture['variants'], voucherWindow: string) {
  return variants.map((variant, index) => ({
    variantId: variant.id,
    sku: variant.sku,
    quantity: index + 1,
    voucherWindow,
  }));
}

describe('the storefront’s queries', () => {
  const queries = storefrontQueries();

  it('are all in the corpus', () => {
    expect(queries.map((query) => query.name).sort()).toEqual(Object.keys(STOREFRONT_VARIABLES).sort());
  });

  for (const { name, source } of queries) {
    it(`${name} answers the same bytes`, async () => {
      const cases = STOREFRONT_VARIABLES[name]?.(fixture) ?? [];
      expect(cases.length).toBeGreaterThan(0);
      for (const variables of cases) await same(source, variables);
    });
  }

  it('the product list and the brands pass through in one commerce call, extensions spliced', async () => {
    const list = queries.find((query) => query.name === 'ProductList');
    const before = stack.proxy.count('/graphql');
    const { answer, path } = await same(list?.source ?? '', { channel: CHANNEL, first: 24 });
    expect(path).toBe('passed');
    expect(answer.errors).toBeUndefined();
    // One call for the optimised gateway, one for stitching (which adds the extensions' fields to its one call).
    expect(stack.proxy.count('/graphql') - before).toBe(2);
    const category = queries.find((query) => query.name === 'CategoryBySlug');
    expect((await same(category?.source ?? '', { slug: 'mama-y-bebe' })).path).toBe('passed');
  });
});

describe('the GraphiQL examples', () => {
  const document = parse(GRAPHIQL_EXAMPLES);
  const queries = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY,
  );

  for (const query of queries) {
    const name = query.kind === Kind.OPERATION_DEFINITION ? (query.name?.value ?? '?') : '?';
    it(`${name} answers the same bytes`, async () => {
      await same(GRAPHIQL_EXAMPLES, {}, name);
    });
  }

  it('the category listing example (every product extension) is spliced, not stitched', async () => {
    const { answer, path } = await same(GRAPHIQL_EXAMPLES, {}, 'CategoryListing');
    expect(path).toBe('passed');
    const edges = (answer.data as { category: { products: { edges: { node: Record<string, unknown> }[] } } }).category
      .products.edges;
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.some(({ node }) => (node.promotions as unknown[]).length > 0)).toBe(true);
  });
});

const PRODUCT_EXTENSIONS = 'presentation priceValue requiresPrescription brandOrLaboratory { kind name }';

describe('cases built to stress the splice', () => {
  it('aliases on extensions and on their fields, repeated keys merged, __typename inside extensions', async () => {
    const { path } = await same(
      `query ($slug: String!) {
        p: product(slug: $slug, channel: "${CHANNEL}") {
          precio: priceValue
          name
          marca: brandOrLaboratory { tipo: kind name __typename }
          brandOrLaboratory { name }
          brandOrLaboratory { kind }
          promos: promotions { id id2: id metadata { channel } }
          promos: promotions { banner metadata { priority } }
          presentation
          __typename
        }
      }`,
      { slug: PRODUCT },
    );
    expect(path).toBe('passed');
  });

  it('fragments (named, inline, nested, on an interface), in different orders', async () => {
    const { path } = await same(
      `query ($first: Int!) {
        products(first: $first, channel: "${CHANNEL}") {
          edges { node { ...A id ... on Product { priceValue ...B } ... { presentation } } }
        }
      }
      fragment A on Product { slug purchaseOptions { once } ...B }
      fragment B on Product { purchaseOptions { subscription } brandOrLaboratory { name } }`,
      { first: 6 },
    );
    expect(path).toBe('passed');
    const onNode = await same(
      `{ product(slug: "${PRODUCT}", channel: "${CHANNEL}") { ...N requiresPrescription } }
       fragment N on Node { id }`,
    );
    expect(onNode.path).toBe('passed');
  });

  it('@skip and @include on extensions, on fragments holding them and on their fields', async () => {
    const query = `query ($on: Boolean!, $off: Boolean!) {
      product(slug: "${PRODUCT}", channel: "${CHANNEL}") {
        name
        promotions @include(if: $on) { id banner @skip(if: $on) }
        presentation @skip(if: $on)
        priceValue @include(if: $off)
        ... @include(if: $off) { requiresPrescription }
        ...F @skip(if: $off)
      }
    }
    fragment F on Product { brandOrLaboratory { kind @include(if: $off) name } }`;
    expect((await same(query, { on: true, off: false })).path).toBe('passed');
    expect((await same(query, { on: false, off: true })).path).toBe('passed');
  });

  it('nulls: an unknown product, a list of categories and collections with the extension-bearing objects', async () => {
    expect((await same(`{ product(slug: "no-existe", channel: "${CHANNEL}") { ${PRODUCT_EXTENSIONS} } }`)).path).toBe(
      'passed',
    );
    const { answer, path } = await same(
      `{ categories(first: 20) { edges { node { slug priceFrom parent { slug priceFrom } } } }
         collections(first: 20, channel: "${CHANNEL}") { edges { node { slug promotionWindow { startsAt endsAt discountPercent isActive } } } } }`,
    );
    expect(path).toBe('passed');
    expect(answer.errors).toBeUndefined();
  });

  it('an extension argument from a variable (the partner context), the same document with other values', async () => {
    // The splice keeps a document's plan only when no variable shapes it: each value here must get its own.
    const query = `query ($rimac: Boolean) { product(slug: "${PRODUCT}", channel: "${CHANNEL}") { name promotions(context: { appRimac: $rimac }) { id } } }`;
    for (const rimac of [true, false, true]) {
      const { answer, path } = await same(query, { rimac });
      expect(path).toBe('passed');
      expect(answer.errors).toBeUndefined();
    }
  });

  it('commerce errors with extensions selected: the answer stitching gives (partial, error located)', async () => {
    const tooMany = await same(`{ products(first: 500, channel: "${CHANNEL}") { edges { node { priceValue } } } }`);
    expect(tooMany.answer.errors?.length).toBeGreaterThan(0);
    const partial = await same(
      `{ ok: product(slug: "${PRODUCT}", channel: "${CHANNEL}") { presentation }
         bad: products(first: 500, channel: "${CHANNEL}") { edges { node { priceValue } } } }`,
    );
    expect(partial.answer.errors?.length).toBeGreaterThan(0);
    expect(partial.answer.data).not.toBeNull();
  });

  it('variables the gateway refuses, and extensions beside gateway-only fields, stay stitched', async () => {
    expect(
      (
        await same(
          `query ($first: Int!) { products(first: $first, channel: "${CHANNEL}") { edges { node { priceValue } } } }`,
          {
            first: 'seis',
          },
        )
      ).path,
    ).toBe('stitched');
    expect(
      (
        await same(
          `{ product(slug: "${PRODUCT}", channel: "${CHANNEL}") { priceValue } cartTotals(input: { lines: [{ quantity: 1, unitPrice: 2 }], discount: 0, promoDiscount: 0, delivery: 0 }) { subtotal } }`,
        )
      ).path,
    ).toBe('stitched');
  });

  it('a voucher-service outage: the listing without promotions, as stitching answers it', async () => {
    await fetch(`${stack.sandbox.url}/__admin/faults/sales`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorEvery: 1, paths: ['/pbi-v2/api/v1/voucherify/promociones'] }),
    });
    try {
      const { answer, path } = await same(
        `{ products(first: 5, channel: "${CHANNEL}") { edges { node { slug promotions { id } } } } }`,
      );
      expect(path).toBe('passed');
      expect(JSON.stringify(answer.data)).toContain('"promotions":[]');
    } finally {
      await fetch(`${stack.sandbox.url}/__admin/faults`, { method: 'DELETE' });
    }
  });
});
