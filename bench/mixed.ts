/**
 * The mixed workload: what shoppers' sessions send, request by request different — listings of many categories,
 * pages, filters and sorts; product details of many products; category pages; carts (their prices and promotion
 * evaluation) and, in the `mix-orders` cells, the place-order mutation — in fixed proportions, in a deterministic
 * order (a seeded shuffle). Each form holds the same shopper actions:
 * - `full`: what the storefront asks the gateway (its ProductCard with the gateway's extensions and promotions, the
 *   cart's `variantPrices` and `evaluatePromotions`);
 * - `commerce`: the same actions with commerce fields only (the cart's prices as a `productVariants` query), which the
 *   sandbox and Hive Gateway answer.
 * Before a target's mix cells every distinct body is asked once and checked (200, no errors, data, listings with
 * products); in the cells every answer must equal, byte for byte, the checked answer to its own body (with orders,
 * whose stock changes show in listings, each answer is checked on its own, and each order by the placeOrder check).
 */
import type { LoadOptions } from './load';
import { CHANNEL, type Form, openVoucherWindow, postGraphQL, type UniqueRequests } from './operations';

export type MixKind = 'listing' | 'detail' | 'category' | 'cart' | 'place';

export interface MixAction {
  kind: MixKind;
  /** The request body per form (place: none, a fresh checkout per request). */
  bodies: Partial<Record<Form, string>>;
}

/** Per 40 actions of a session (place: 1, in the `mix-orders` cells only; otherwise a product detail). */
export const MIX_SHARES: Record<MixKind, number> = { listing: 16, detail: 14, category: 4, cart: 5, place: 1 };

const CARD_COMMERCE = `
      id
      name
      slug
      thumbnail(size: 400) { url alt }
      pricing { onSale priceRange { start { gross { amount currency } } } priceRangeUndiscounted { start { gross { amount } } } }
      variants { id sku quantityAvailable quantityLimitPerCustomer }
      category { id name }
      collections { id voucherify: metafield(key: "voucherify") }`;
const CARD_EXTENSIONS = `
      presentation
      priceValue
      requiresPrescription
      brandOrLaboratory { kind name }
      purchaseOptions { subscriptionOnly }
      promotions { id banner metadata { channel priority } }`;

const listingQuery = (form: Form) => /* GraphQL */ `
  query MixProductList($channel: String!, $first: Int!, $after: String, $filter: ProductFilterInput, $search: String, $sortBy: ProductOrder) {
    products(channel: $channel, first: $first, after: $after, filter: $filter, search: $search, sortBy: $sortBy) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { ...MixCard } }
    }
  }
  fragment MixCard on Product {${CARD_COMMERCE}${form === 'full' ? CARD_EXTENSIONS : ''}
  }
`;

const detailQuery = (form: Form) => /* GraphQL */ `
  query MixProductDetail($slug: String!, $channel: String!) {
    product(slug: $slug, channel: $channel) {
      id name slug seoTitle seoDescription description isAvailableForPurchase
      thumbnail(size: 800) { url alt }
      media { id alt url(size: 800) }
      pricing { onSale priceRange { start { gross { amount currency } } } priceRangeUndiscounted { start { gross { amount } } } }
      category { id name slug parent { id name slug } }
      defaultVariant { id }
      collections { id voucherify: metafield(key: "voucherify") }
      variants { id sku name quantityAvailable quantityLimitPerCustomer }${
        form === 'full'
          ? `
      presentation priceValue requiresPrescription
      brandOrLaboratory { kind name }
      purchaseOptions { once subscription subscriptionOnly }
      promotions { id banner metadata { channel priority } }`
          : ''
      }
    }
  }
`;

const categoryQuery = (form: Form) => /* GraphQL */ `
  query MixCategory($slug: String!) {
    category(slug: $slug) {
      id name slug level seoTitle seoDescription description${form === 'full' ? ' priceFrom' : ''}
      metadata { key value }
      backgroundImage(size: 1200) { url alt }
      parent { id name slug }
      children(first: 100) { edges { node { id name slug${form === 'full' ? ' priceFrom' : ''} } } }
    }
  }
`;

const CART_FULL = /* GraphQL */ `
  query MixCart($ids: [ID!]!, $channel: String!, $lines: [PromotionLineInput!]!) {
    variantPrices(ids: $ids, channel: $channel) { variantId available unitPrice netPrice quantityAvailable }
    evaluatePromotions(lines: $lines) {
      channel promoDiscount evaluatedLines complete
      appliedVouchers { id banner discount showDiscount metadata { channel priority } items { productSlug sku quantity effect } }
      gifts { productSlug variantId sku quantity unitPrice }
    }
  }
`;

const CART_COMMERCE = /* GraphQL */ `
  query MixCart($ids: [ID!]!, $channel: String!) {
    productVariants(ids: $ids, first: 100, channel: $channel) {
      edges { node { id quantityAvailable product { isAvailableForPurchase } pricing { price { gross { amount } net { amount } } } } }
    }
  }
`;

/** A seeded PRNG (mulberry32): the same sequence every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function data<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, answer } = await postGraphQL(url, query, variables);
  if (status !== 200 || answer.errors?.length || !answer.data) {
    throw new Error(`mix fixture query failed (${status}): ${JSON.stringify(answer.errors ?? answer).slice(0, 400)}`);
  }
  return answer.data as T;
}

const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

export interface Mix {
  /** The pool of distinct actions by kind. */
  pool: Record<Exclude<MixKind, 'place'>, MixAction[]>;
  /** One session cycle (40 × k actions), in order; `withOrders` keeps its place actions. */
  sequence(withOrders: boolean): MixAction[];
  description: string;
}

/** Reads the sandbox's catalogue and builds the pool of actions. */
export async function buildMix(commerceUrl: string): Promise<Mix> {
  const categories = (
    await data<{
      categories: { edges: { node: { id: string; slug: string; products: { totalCount: number } | null } }[] };
    }>(
      commerceUrl,
      `query ($channel: String) { categories(first: 100) { edges { node { id slug products(first: 1, channel: $channel) { totalCount } } } } }`,
      { channel: CHANNEL },
    )
  ).categories.edges
    .map(({ node }) => ({ id: node.id, slug: node.slug, count: node.products?.totalCount ?? 0 }))
    .filter((category) => category.count >= 4);
  const products = (
    await data<{ products: { edges: { node: { slug: string; variants: { id: string; sku: string | null }[] } }[] } }>(
      commerceUrl,
      `query ($channel: String!) { products(first: 100, channel: $channel) { edges { node { slug variants { id sku } } } } }`,
      { channel: CHANNEL },
    )
  ).products.edges
    .map(({ node }) => node)
    .filter((product) => product.variants[0]?.sku);
  if (categories.length < 4 || products.length < 40) throw new Error('the sandbox catalogue is too small for the mix');

  const listings: MixAction[] = [];
  const listing = (variables: Record<string, unknown>) =>
    listings.push({
      kind: 'listing',
      bodies: { full: body(listingQuery('full'), variables), commerce: body(listingQuery('commerce'), variables) },
    });
  for (const category of categories) {
    const filter = { categories: [category.id] };
    listing({ channel: CHANNEL, first: 24, filter });
    listing({ channel: CHANNEL, first: 12, filter, sortBy: { field: 'PRICE', direction: 'ASC' } });
    listing({ channel: CHANNEL, first: 12, filter, sortBy: { field: 'NAME', direction: 'DESC' } });
    if (category.count > 12) {
      // Page 2 ("ver más"): the cursor of page 1.
      const page = await data<{ products: { pageInfo: { endCursor: string | null } } }>(
        commerceUrl,
        `query ($channel: String!, $filter: ProductFilterInput) { products(channel: $channel, first: 12, filter: $filter) { pageInfo { endCursor } } }`,
        { channel: CHANNEL, filter },
      );
      if (page.products.pageInfo.endCursor) {
        listing({ channel: CHANNEL, first: 12, after: page.products.pageInfo.endCursor, filter });
      }
    }
  }
  for (const search of ['crema', 'bebe', 'vitamina', 'protector', 'shampoo']) {
    listing({ channel: CHANNEL, first: 24, search });
  }
  listing({
    channel: CHANNEL,
    first: 24,
    filter: { price: { gte: 10, lte: 40 } },
    sortBy: { field: 'PRICE', direction: 'DESC' },
  });

  const details: MixAction[] = products.slice(0, 60).map((product) => ({
    kind: 'detail',
    bodies: {
      full: body(detailQuery('full'), { slug: product.slug, channel: CHANNEL }),
      commerce: body(detailQuery('commerce'), { slug: product.slug, channel: CHANNEL }),
    },
  }));
  const categoryPages: MixAction[] = categories.map((category) => ({
    kind: 'category',
    bodies: {
      full: body(categoryQuery('full'), { slug: category.slug }),
      commerce: body(categoryQuery('commerce'), { slug: category.slug }),
    },
  }));
  const next = random(20261125);
  const window = openVoucherWindow();
  const carts: MixAction[] = [];
  for (let index = 0; index < 24; index++) {
    const size = 1 + Math.floor(next() * 5);
    const picked = new Map<string, { id: string; sku: string }>();
    while (picked.size < size) {
      const product = products[Math.floor(next() * products.length)];
      const variant = product?.variants[0];
      if (variant?.sku) picked.set(variant.id, { id: variant.id, sku: variant.sku });
    }
    const variants = [...picked.values()];
    const ids = variants.map((variant) => variant.id);
    const lines = variants.map((variant) => ({
      variantId: variant.id,
      sku: variant.sku,
      quantity: 1 + Math.floor(next() * 3),
      voucherWindow: window,
    }));
    carts.push({
      kind: 'cart',
      bodies: {
        full: body(CART_FULL, { ids, channel: CHANNEL, lines }),
        commerce: body(CART_COMMERCE, { ids, channel: CHANNEL }),
      },
    });
  }
  const pool = { listing: listings, detail: details, category: categoryPages, cart: carts };
  const cycles = 10;
  /** The kinds of one cycle of 40 × `cycles` actions, shuffled once. */
  const kinds: MixKind[] = [];
  for (const [kind, share] of Object.entries(MIX_SHARES) as [MixKind, number][]) {
    for (let index = 0; index < share * cycles; index++) kinds.push(kind);
  }
  for (let index = kinds.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [kinds[index], kinds[other]] = [kinds[other] as MixKind, kinds[index] as MixKind];
  }
  const turns: Record<string, number> = {};
  const placeAction: MixAction = { kind: 'place', bodies: {} };
  const sequence = (withOrders: boolean) =>
    kinds.map((kind) => {
      if (kind === 'place') return withOrders ? placeAction : pickFrom('detail');
      return pickFrom(kind);
    });
  const pickFrom = (kind: Exclude<MixKind, 'place'>) => {
    const list = pool[kind];
    const turn = turns[kind] ?? 0;
    turns[kind] = turn + 1;
    return list[turn % list.length] as MixAction;
  };
  // Built once so that both sequences hold the same actions in the same places.
  const withOrders = sequence(true);
  for (const key of Object.keys(turns)) turns[key] = 0;
  const withoutOrders = sequence(false);
  return {
    pool,
    sequence: (orders) => (orders ? withOrders : withoutOrders),
    description: `mix: ${listings.length} listings (${categories.length} categories × first page, price ↑, name ↓, page 2 where there is one; 5 searches; a price filter), ${details.length} product details, ${categoryPages.length} category pages, ${carts.length} carts of 1–5 lines (full: variantPrices + evaluatePromotions; commerce-only: productVariants); per 40 requests ${MIX_SHARES.listing} listings, ${MIX_SHARES.detail} details, ${MIX_SHARES.category} category pages, ${MIX_SHARES.cart} carts and 1 placeOrder (mix with orders) or 1 more detail`,
  };
}

/** Why an answer to a mix body is not a good one, or null. */
function problemOf(kind: MixKind, status: number, text: string): string | null {
  if (status !== 200) return `status ${status}`;
  let answer: { data?: Record<string, unknown> | null; errors?: unknown[] };
  try {
    answer = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (answer.errors?.length) return `errors ${JSON.stringify(answer.errors).slice(0, 300)}`;
  if (!answer.data) return 'no data';
  if (kind === 'cart' && answer.data.evaluatePromotions) {
    const evaluation = answer.data.evaluatePromotions as { complete?: boolean };
    if (!evaluation.complete) return 'evaluatePromotions complete: false (voucher service failed)';
  }
  if (kind === 'listing') {
    const edges = (answer.data.products as { edges?: unknown[] } | null)?.edges;
    if (!edges?.length) return 'a listing without products';
  }
  if (kind === 'detail' && !answer.data.product) return 'a detail without its product';
  return null;
}

/** Every distinct body of a sequence asked once and checked: the answers each mix cell's answers must equal. */
export async function checkedMixAnswers(url: string, form: Form, sequence: MixAction[]): Promise<Map<string, string>> {
  const expected = new Map<string, string>();
  for (const action of sequence) {
    const sent = action.bodies[form];
    if (!sent || expected.has(sent)) continue;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: sent,
    });
    const text = await response.text();
    const problem = problemOf(action.kind, response.status, text);
    if (problem) throw new Error(`mix (${form}) ${action.kind}: ${problem} for ${sent.slice(-300)}`);
    expected.set(sent, text);
  }
  return expected;
}

/**
 * The request stream of one mix cell: bodies in sequence order from a shared position. Without orders, each answer
 * must equal the checked answer to its body (`expected`); with orders, stock changes while the cell runs (listings and
 * details show quantities), so each answer is checked on its own (200, no errors, complete), and each order by `place`.
 */
export async function mixRequests(options: {
  form: Form;
  sequence: MixAction[];
  expected: Map<string, string>;
  place?: UniqueRequests;
  /** Requests the cell will send (warm-up and measured): how many orders to prepare. */
  total: number;
}): Promise<{ nextBody: () => string; check: (status: number, body: string, sent?: string) => string | null }> {
  const kindOf = new Map<string, MixKind>();
  for (const action of options.sequence) {
    const sent = action.bodies[options.form];
    if (sent) kindOf.set(sent, action.kind);
  }
  const orders = options.sequence.filter((action) => action.kind === 'place').length;
  if (orders > 0) {
    if (!options.place) throw new Error('a mix with orders needs the placeOrder requests');
    const needed = Math.ceil((options.total / options.sequence.length) * orders) + orders + 8;
    await options.place.prepare(needed);
  }
  let position = 0;
  const placeBodies = new Set<string>();
  return {
    nextBody: () => {
      const action = options.sequence[position++ % options.sequence.length] as MixAction;
      if (action.kind === 'place') {
        const placed = (options.place as UniqueRequests).nextBody();
        placeBodies.add(placed);
        return placed;
      }
      return action.bodies[options.form] as string;
    },
    check: (status, text, sent) => {
      if (sent === undefined) return 'an answer without its request';
      if (placeBodies.has(sent)) {
        placeBodies.delete(sent);
        return (options.place as UniqueRequests).check(status, text);
      }
      const kind = kindOf.get(sent);
      if (!kind) return 'an answer to a body that was not sent';
      if (orders > 0) return problemOf(kind, status, text);
      if (text === options.expected.get(sent)) return null;
      return problemOf(kind, status, text) ?? 'an answer differing from the checked one';
    },
  };
}

/** Where a mix cell runs and for how long. */
export interface MixCellLoad {
  /** The target answering the mix (its address and process, whose CPU and RSS are measured). */
  serving: { url: string; pid: number };
  /** The process behind it whose CPU is reported too (the sandbox behind a gateway). */
  upstream?: { pid: number };
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** The load options of one mix cell: its target and times, with the request stream of `mixRequests(requests)`. */
export async function mixCellOptions(
  { serving, upstream, ...times }: MixCellLoad,
  requests: Parameters<typeof mixRequests>[0],
): Promise<LoadOptions> {
  const { nextBody, check } = await mixRequests(requests);
  return {
    ...times,
    url: serving.url,
    servingPid: serving.pid,
    ...(upstream ? { upstreamPid: upstream.pid } : {}),
    // Every request's body comes from nextBody; `body` only fills autocannon's request template.
    body: '{}',
    nextBody,
    check,
  };
}
