/**
 * The three operations the bench sends, each in the forms the targets can answer:
 * - `full`: what the storefront asks the gateway, with the gateway's extensions (promotions from the voucher
 *   service, purchase options, prescription, brand…);
 * - `commerce`: the same query with commerce (Saleor) fields only, which the sandbox answers directly and Hive
 *   Gateway answers with the same single upstream call as the gateway.
 * Fixtures (a category of at least 24 products, a product slug, five cart lines) are read from the sandbox once.
 */

export type OperationId = 'listing' | 'detail' | 'evaluate';
export type Form = 'full' | 'commerce';

export interface Operation {
  id: OperationId;
  title: string;
  /** Query text per form; a target runs the forms it can answer. */
  forms: Partial<Record<Form, string>>;
  variables: Record<string, unknown>;
  /** Throws when an answer is not a complete, error-free one (checked before each cell). */
  check(data: Record<string, unknown>): void;
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

/** Reads the fixtures from the sandbox's commerce endpoint and builds the three operations. */
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
  ];
  return {
    operations,
    fixtures: [
      `category \`${category.slug}\` (${category.count} products in channel \`${CHANNEL}\`), first 24 listed`,
      `product \`${detailSlug}\``,
      `cart: ${lines.map((line) => `${line.sku}×${line.quantity}`).join(', ')}, voucher window \`${window}\``,
    ],
  };
}

/** The request body autocannon sends. */
export function requestBody(operation: Operation, form: Form): string {
  const query = operation.forms[form];
  if (!query) throw new Error(`${operation.id} has no ${form} form`);
  return JSON.stringify({ query, variables: operation.variables });
}
