/**
 * The operations the bench sends, each in the forms the targets can answer:
 * - `full`: what the storefront asks the gateway, with the gateway's extensions (promotions from the voucher
 *   service, purchase options, prescription, brand…);
 * - `commerce`: the same query with commerce (Saleor) fields only, which the sandbox answers directly and Hive
 *   Gateway answers with the same single upstream call as the gateway.
 * Fixtures (a category of at least 24 products, a product slug, five cart lines) are read from the sandbox once;
 * placeOrder gets a fresh checkout per request (`unique`).
 */

export type OperationId = 'listing' | 'detail' | 'evaluate' | 'place' | 'mix' | 'mix-orders';
export type Form = 'full' | 'commerce';

export interface Operation {
  id: OperationId;
  title: string;
  /** Query text per form; a target runs the forms it can answer. */
  forms: Partial<Record<Form, string>>;
  variables: Record<string, unknown>;
  /** Throws when an answer is not a complete, error-free one (checked before each cell). */
  check(data: Record<string, unknown>): void;
  /**
   * Operations whose every request must differ (one order per checkout): a body per request from a pool prepared
   * before the cells, and a check of every answer instead of byte equality with a checked one.
   */
  unique?: UniqueRequests;
}

export interface UniqueRequests {
  /** Makes sure `count` more requests can be sent (creates checkouts). */
  prepare(count: number): Promise<void>;
  nextBody(): string;
  /** Why an answer is not a good one, or null. */
  check(status: number, body: string): string | null;
}

export const CHANNEL = 'feria-cuida';
/** The category listed: the gift promotion's (Mamá y Bebé) when it has 24 products, else the largest. */
const PREFERRED_CATEGORY = 'mama-y-bebe';

const LISTING_FULL = /* GraphQL */ `
  query BenchCategoryListing($channel: String!, $categories: [ID!]) {
    products(first: 24, channel: $channel, filter: { categories: $categories }) {
      edges {
        node {
          name
          slug
          thumbnail(size: 400) { url }
          pricing { priceRange { start { gross { amount currency } } } }
          promotions { id banner }
        }
      }
    }
  }
`;

const DETAIL_COMMERCE_FIELDS = `
      id
      name
      slug
      seoTitle
      seoDescription
      description
      isAvailableForPurchase
      thumbnail(size: 800) { url alt }
      media { id alt url(size: 800) }
      pricing {
        onSale
        priceRange { start { gross { amount currency } } }
        priceRangeUndiscounted { start { gross { amount } } }
      }
      category { id name slug parent { id name slug } }
      defaultVariant { id }
      variants { id sku name quantityAvailable quantityLimitPerCustomer }`;

const DETAIL_FULL = /* GraphQL */ `
  query BenchProductDetail($slug: String!, $channel: String!) {
    product(slug: $slug, channel: $channel) {${DETAIL_COMMERCE_FIELDS}
      presentation
      priceValue
      requiresPrescription
      brandOrLaboratory { kind name }
      purchaseOptions { once subscription subscriptionOnly }
      promotions { id banner metadata { channel priority } }
    }
  }
`;

const DETAIL_COMMERCE = /* GraphQL */ `
  query BenchProductDetail($slug: String!, $channel: String!) {
    product(slug: $slug, channel: $channel) {${DETAIL_COMMERCE_FIELDS}
    }
  }
`;

const EVALUATE = /* GraphQL */ `
  query BenchEvaluatePromotions($lines: [PromotionLineInput!]!) {
    evaluatePromotions(lines: $lines) {
      channel
      promoDiscount
      evaluatedLines
      complete
      appliedVouchers { id banner discount showDiscount metadata { channel priority } items { productSlug sku quantity effect } }
      gifts { productSlug variantId sku quantity unitPrice }
    }
  }
`;

const PLACE_ORDER = /* GraphQL */ `
  mutation BenchPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { id number total { gross { amount } } }
      orderAccessToken
      subtotal promoDiscount couponDiscount delivery totalToPay paid redemption
      errors { code message field variants }
    }
  }
`;

/** The same document without the lines that hold a gateway extension (`promotions …`). */
function commerceOnly(query: string): string {
  return query
    .split('\n')
    .filter((line) => !/^\s*promotions\b/.test(line))
    .join('\n');
}

/** A voucher window ("ddMMyyyy_ddMMyyyy", Lima dates) open from two days ago to thirty days ahead. */
export function openVoucherWindow(now = new Date()): string {
  const day = (offset: number) => {
    const date = new Date(now.getTime() + offset * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Lima',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    return `${part('day')}${part('month')}${part('year')}`;
  };
  return `${day(-2)}_${day(30)}`;
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export async function postGraphQL(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; text: string; answer: GraphQLAnswer }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let answer: GraphQLAnswer;
  try {
    answer = JSON.parse(text) as GraphQLAnswer;
  } catch {
    throw new Error(`${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, text, answer };
}

async function commerceData(url: string, query: string, variables: Record<string, unknown> = {}) {
  const { status, answer } = await postGraphQL(url, query, variables);
  if (status !== 200 || answer.errors?.length || !answer.data) {
    throw new Error(`fixture query failed (${status}): ${JSON.stringify(answer.errors ?? answer).slice(0, 500)}`);
  }
  return answer.data;
}

interface Edge {
  node: { slug: string; variants: { id: string; sku: string | null }[] | null };
}

/** Reads the fixtures from the sandbox's commerce endpoint and builds the four operations. */
export async function buildOperations(commerceUrl: string): Promise<{ operations: Operation[]; fixtures: string[] }> {
  const categories = (await commerceData(
    commerceUrl,
    `query ($channel: String) { categories(first: 100) { edges { node { id slug products(first: 1, channel: $channel) { totalCount } } } } }`,
    { channel: CHANNEL },
  )) as { categories: { edges: { node: { id: string; slug: string; products: { totalCount: number } | null } }[] } };
  const all = categories.categories.edges.map(({ node }) => ({
    id: node.id,
    slug: node.slug,
    count: node.products?.totalCount ?? 0,
  }));
  const category =
    all.find((item) => item.slug === PREFERRED_CATEGORY && item.count >= 24) ??
    [...all].sort((a, b) => b.count - a.count)[0];
  if (!category || category.count < 24) throw new Error('the sandbox has no category with 24 products');

  const listing = (await commerceData(
    commerceUrl,
    `query ($channel: String!, $categories: [ID!]) { products(first: 24, channel: $channel, filter: { categories: $categories }) { edges { node { slug variants { id sku } } } } }`,
    { channel: CHANNEL, categories: [category.id] },
  )) as { products: { edges: Edge[] } };
  const products = listing.products.edges.map((edge) => edge.node);
  if (products.length < 24) throw new Error(`category ${category.slug} lists ${products.length} products, not 24`);
  const withSku = products.filter((product) => product.variants?.[0]?.sku);
  const detailSlug = withSku[0]?.slug;
  if (!detailSlug || withSku.length < 5) throw new Error('not enough products with a SKU for the cart');
  const window = openVoucherWindow();
  const lines = withSku.slice(0, 5).map((product, index) => ({
    variantId: product.variants?.[0]?.id,
    sku: product.variants?.[0]?.sku,
    quantity: index === 0 ? 3 : 2,
    voucherWindow: window,
  }));

  const edgesOf = (data: Record<string, unknown>) =>
    ((data.products as { edges?: unknown[] } | null)?.edges ?? []) as { node: Record<string, unknown> }[];
  const operations: Operation[] = [
    {
      id: 'listing',
      title: `Category listing (24 products of ${category.slug}, prices, promotions)`,
      forms: { full: LISTING_FULL, commerce: commerceOnly(LISTING_FULL) },
      variables: { channel: CHANNEL, categories: [category.id] },
      check: (data) => {
        const edges = edgesOf(data);
        if (edges.length !== 24) throw new Error(`listing returned ${edges.length} products, not 24`);
        if (edges.some(({ node }) => !node.pricing)) throw new Error('listing has products without pricing');
      },
    },
    {
      id: 'detail',
      title: `Product detail by slug (${detailSlug})`,
      forms: { full: DETAIL_FULL, commerce: DETAIL_COMMERCE },
      variables: { slug: detailSlug, channel: CHANNEL },
      check: (data) => {
        const product = data.product as { slug?: string } | null;
        if (product?.slug !== detailSlug) throw new Error(`detail returned ${JSON.stringify(product)?.slice(0, 200)}`);
      },
    },
    {
      id: 'evaluate',
      title: 'Promotion evaluation of a 5-line cart (evaluatePromotions)',
      forms: { full: EVALUATE },
      variables: { lines },
      check: (data) => {
        const evaluation = data.evaluatePromotions as { complete?: boolean; evaluatedLines?: number } | null;
        if (!evaluation?.complete)
          throw new Error('evaluatePromotions answered complete: false (voucher service failed)');
        if (evaluation.evaluatedLines !== 5) throw new Error(`evaluated ${evaluation.evaluatedLines} lines, not 5`);
      },
    },
    {
      id: 'place',
      title: 'Place an order (placeOrder: a guest checkout, card, one promotion redeemed)',
      forms: { full: PLACE_ORDER },
      variables: {},
      check: () => {},
      unique: placeOrderRequests(commerceUrl),
    },
  ];
  return {
    operations,
    fixtures: [
      `category \`${category.slug}\` (${category.count} products in channel \`${CHANNEL}\`), first 24 listed`,
      `product \`${detailSlug}\``,
      `cart: ${lines.map((line) => `${line.sku}×${line.quantity}`).join(', ')}, voucher window \`${window}\``,
      'orders: guest checkouts of one unit of a Farmacia product of `cyber-salud` (its 10 % promotion applies), made at the sandbox before the cells, placed by card (`tok_visa`)',
    ],
  };
}

const PLACE_LIMA = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

/**
 * Guest checkouts ready to be placed (e-mail, addresses, delivery method), made at the sandbox's commerce endpoint
 * before the cells: one line, one unit of a Farmacia product of the collection whose promotion window is open (Cyber
 * Salud: each order evaluates and redeems the 10 % Farmacia promotion), cycling over its products so that their stock lasts.
 */
export function placeOrderRequests(commerceUrl: string): UniqueRequests {
  const ready: { checkoutId: string; variantId: string }[] = [];
  const seen = new Set<string>();
  let turn = 0;
  const loadVariants = async () => {
    const ids = (await commerceData(
      commerceUrl,
      `query ($channel: String) { category(slug: "farmacia") { id } collection(slug: "cyber-salud", channel: $channel) { id } }`,
      { channel: CHANNEL },
    )) as { category: { id: string } | null; collection: { id: string } | null };
    if (!ids.category || !ids.collection)
      throw new Error('the sandbox has no farmacia category or cyber-salud collection');
    const data = (await commerceData(
      commerceUrl,
      `query ($channel: String!, $categories: [ID!], $collections: [ID!]) { products(first: 100, channel: $channel, filter: { categories: $categories, collections: $collections }) { edges { node { isAvailableForPurchase variants { id quantityAvailable quantityLimitPerCustomer } } } } }`,
      { channel: CHANNEL, categories: [ids.category.id], collections: [ids.collection.id] },
    )) as {
      products: {
        edges: {
          node: {
            isAvailableForPurchase: boolean | null;
            variants: { id: string; quantityAvailable: number | null; quantityLimitPerCustomer: number | null }[];
          };
        }[];
      } | null;
    };
    return (data.products?.edges ?? [])
      .filter(({ node }) => node.isAvailableForPurchase)
      .flatMap(({ node }) => node.variants.slice(0, 1))
      .map((variant) => ({ id: variant.id, left: Math.max(0, (variant.quantityAvailable ?? 0) - 2) }))
      .filter((variant) => variant.left > 0);
  };
  const create = async (variantId: string): Promise<string> => {
    const created = (await commerceData(
      commerceUrl,
      `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id shippingMethods { id } } errors { code message } } }`,
      {
        input: {
          channel: CHANNEL,
          email: 'bench@example.pe',
          lines: [{ variantId, quantity: 1 }],
          shippingAddress: PLACE_LIMA,
          billingAddress: PLACE_LIMA,
        },
      },
    )) as { checkoutCreate: { checkout: { id: string; shippingMethods: { id: string }[] } | null; errors: unknown[] } };
    const checkout = created.checkoutCreate.checkout;
    if (!checkout) throw new Error(`checkoutCreate failed: ${JSON.stringify(created.checkoutCreate.errors)}`);
    const chosen = (await commerceData(
      commerceUrl,
      `mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }`,
      { id: checkout.id, m: checkout.shippingMethods[0]?.id },
    )) as { checkoutDeliveryMethodUpdate: { errors: unknown[] } };
    if (chosen.checkoutDeliveryMethodUpdate.errors.length > 0) throw new Error('checkoutDeliveryMethodUpdate failed');
    return checkout.id;
  };
  return {
    async prepare(count) {
      // Read again before each cell: the commerce API shows at most 50 units of a variant, and the orders of the
      // cells before took some. Checkouts made but not placed yet hold theirs.
      const variants = await loadVariants();
      for (const waiting of ready) {
        const variant = variants.find((candidate) => candidate.id === waiting.variantId);
        if (variant) variant.left -= 1;
      }
      const missing = count - ready.length;
      const ids: string[] = [];
      for (let index = 0; index < missing; index++) {
        const available = variants.filter((variant) => variant.left > 0);
        if (available.length === 0) throw new Error(`the sandbox has no stock left for ${count} more orders`);
        const variant = available[turn++ % available.length] as { id: string; left: number };
        variant.left -= 1;
        ids.push(variant.id);
      }
      // A few at a time: the sandbox is the bench's upstream, not the thing measured here.
      for (let start = 0; start < ids.length; start += 8) {
        const batch = ids.slice(start, start + 8);
        const made = await Promise.all(
          batch.map(async (variantId) => ({ checkoutId: await create(variantId), variantId })),
        );
        ready.push(...made);
      }
    },
    nextBody() {
      const checkoutId = ready.shift()?.checkoutId;
      if (!checkoutId) throw new Error('no prepared checkout left: prepare() more');
      return JSON.stringify({
        query: PLACE_ORDER,
        variables: { input: { checkoutId, paymentMethod: 'CARD', paymentData: { token: 'tok_visa' } } },
      });
    },
    check(status, body) {
      if (status !== 200) return `status ${status}`;
      let answer: {
        data?: {
          placeOrder?: {
            order: { id: string } | null;
            paid: boolean;
            redemption: string;
            promoDiscount: number;
            errors: unknown[];
          };
        };
        errors?: unknown[];
      };
      try {
        answer = JSON.parse(body);
      } catch {
        return 'an answer that is not JSON';
      }
      if (answer.errors?.length) return `errors ${JSON.stringify(answer.errors).slice(0, 300)}`;
      const placed = answer.data?.placeOrder;
      if (!placed?.order || placed.errors.length > 0)
        return `no order: ${JSON.stringify(placed?.errors).slice(0, 300)}`;
      if (!placed.paid) return 'an order not paid';
      if (placed.redemption !== 'REGISTERED') return `redemption ${placed.redemption}`;
      if (!(placed.promoDiscount > 0)) return 'an order without its promotion';
      if (seen.has(placed.order.id)) return `the order ${placed.order.id} answered twice`;
      seen.add(placed.order.id);
      return null;
    },
  };
}

/** The request body autocannon sends. */
export function requestBody(operation: Operation, form: Form): string {
  const query = operation.forms[form];
  if (!query) throw new Error(`${operation.id} has no ${form} form`);
  return JSON.stringify({ query, variables: operation.variables });
}
