import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import { toGlobalId } from '../src/commerce/global-id';
import { graphql, graphqlData, startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
let url: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  url = `${sandbox.url}/graphql`;
});
afterAll(() => sandbox?.close());

interface ProductsPage {
  products: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; name: string; slug: string; category: { slug: string } } }[];
  };
}

const PRODUCTS = /* GraphQL */ `
  query Products($first: Int, $after: String, $filter: ProductFilterInput, $search: String, $channel: String, $sortBy: ProductOrder) {
    products(first: $first, after: $after, filter: $filter, search: $search, channel: $channel, sortBy: $sortBy) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name slug category { slug } } }
    }
  }
`;

describe('products', () => {
  it('counts at least 400 products in feria-cuida', async () => {
    const data = await graphqlData<ProductsPage>(url, PRODUCTS, { first: 1, channel: 'feria-cuida' });
    expect(data.products.totalCount).toBeGreaterThanOrEqual(400);
    expect(data.products.edges).toHaveLength(1);
    expect(data.products.pageInfo.hasNextPage).toBe(true);
  });

  it('pages with first/after without overlap and ends with hasNextPage false', async () => {
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    let total = 0;
    for (;;) {
      const data: ProductsPage = await graphqlData<ProductsPage>(url, PRODUCTS, {
        first: 100,
        after,
        channel: 'feria-cuida',
      });
      total = data.products.totalCount;
      for (const edge of data.products.edges) seen.add(edge.node.id);
      pages += 1;
      if (!data.products.pageInfo.hasNextPage) break;
      after = data.products.pageInfo.endCursor;
    }
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 100));
  });

  it('refuses pages over 100 records, as Saleor does', async () => {
    const body = await graphql(url, PRODUCTS, { first: 101, channel: 'feria-cuida' });
    expect(body.errors?.[0]?.message).toContain('exceeds the `first` limit of 100');
  });

  it('filters by a top-level category including its subcategories', async () => {
    const farmacia = sandbox.catalog.categoryBySlug('farmacia');
    expect(farmacia).toBeDefined();
    const subtree = sandbox.catalog.subtreeIds(farmacia?.id ?? 0);
    const expected = sandbox.catalog.products.filter((product) => subtree.has(product.categoryId)).length;
    const data = await graphqlData<ProductsPage>(url, PRODUCTS, {
      first: 5,
      channel: 'feria-cuida',
      filter: { categories: [toGlobalId('Category', farmacia?.id ?? 0)] },
    });
    expect(data.products.totalCount).toBe(expected);
    expect(expected).toBeGreaterThan(subtree.size);
  });

  it('filters by collection and by stock availability', async () => {
    const collection = sandbox.catalog.collections[0];
    const inCollection = await graphqlData<ProductsPage>(url, PRODUCTS, {
      first: 100,
      channel: 'feria-cuida',
      filter: { collections: [toGlobalId('Collection', collection?.id ?? 0)] },
    });
    const ids = new Set(collection?.productIds.map((id) => toGlobalId('Product', id)));
    expect(inCollection.products.edges.every((edge) => ids.has(edge.node.id))).toBe(true);
    const all = await graphqlData<ProductsPage>(url, PRODUCTS, { first: 1 });
    const inStock = await graphqlData<ProductsPage>(url, PRODUCTS, {
      first: 1,
      filter: { stockAvailability: 'IN_STOCK' },
    });
    const outOfStock = await graphqlData<ProductsPage>(url, PRODUCTS, {
      first: 1,
      filter: { stockAvailability: 'OUT_OF_STOCK' },
    });
    expect(outOfStock.products.totalCount).toBeGreaterThan(0);
    expect(inStock.products.totalCount + outOfStock.products.totalCount).toBe(all.products.totalCount);
  });

  it('searches without caring for accents or case', async () => {
    const product = sandbox.catalog.products.find((candidate) => /[áéíóú]/i.test(candidate.name));
    expect(product).toBeDefined();
    const word = product?.name.split(' ').find((part) => /[áéíóú]/i.test(part)) ?? '';
    const folded = word
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const data = await graphqlData<ProductsPage>(url, PRODUCTS, { first: 100, search: folded });
    expect(data.products.edges.map((edge) => edge.node.slug)).toContain(product?.slug);
  });

  it('sorts by price', async () => {
    const query = /* GraphQL */ `
      query ($sortBy: ProductOrder) {
        products(first: 20, channel: "feria-cuida", sortBy: $sortBy) {
          edges { node { pricing { priceRange { start { gross { amount } } } } } }
        }
      }
    `;
    const data = await graphqlData<{
      products: { edges: { node: { pricing: { priceRange: { start: { gross: { amount: number } } } } } }[] };
    }>(url, query, { sortBy: { field: 'PRICE', direction: 'DESC' } });
    const prices = data.products.edges.map((edge) => edge.node.pricing.priceRange.start.gross.amount);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('lists nothing in an inactive channel', async () => {
    const data = await graphqlData<ProductsPage>(url, PRODUCTS, { first: 10, channel: 'cuida-inactivo' });
    expect(data.products.totalCount).toBe(0);
  });
});

describe('product detail', () => {
  it('answers a product by slug with pricing, media, attributes, metadata and variants', async () => {
    const record = sandbox.catalog.products.find(
      (product) => product.media.length > 1 && product.isAvailableForPurchase,
    );
    expect(record).toBeDefined();
    const query = /* GraphQL */ `
      query ($slug: String!) {
        product(slug: $slug, channel: "feria-cuida") {
          id name slug seoTitle description isAvailable isAvailableForPurchase
          thumbnail(size: 400) { url alt }
          media { url }
          pricing { priceRange { start { currency gross { amount } net { amount } } } }
          attributes { attribute { slug name } values { name slug boolean } }
          metadata { key value }
          category { slug parent { slug } }
          defaultVariant { id sku }
          variants { id sku quantityAvailable pricing { price { gross { amount } } } }
        }
      }
    `;
    const data = await graphqlData<{ product: Record<string, unknown> & { [key: string]: never } }>(url, query, {
      slug: record?.slug,
    });
    const product = data.product as unknown as {
      id: string;
      thumbnail: { url: string };
      media: { url: string }[];
      pricing: { priceRange: { start: { currency: string; gross: { amount: number }; net: { amount: number } } } };
      attributes: { attribute: { slug: string } }[];
      variants: { sku: string; quantityAvailable: number }[];
      defaultVariant: { sku: string };
    };
    expect(product.id).toBe(toGlobalId('Product', record?.id ?? 0));
    expect(product.thumbnail.url).toBe(`${sandbox.url}${record?.media[0]}?size=400`);
    expect(product.media).toHaveLength(record?.media.length ?? 0);
    const cheapest = Math.min(...(record?.variants.map((variant) => variant.price) ?? []));
    expect(product.pricing.priceRange.start.currency).toBe('PEN');
    expect(product.pricing.priceRange.start.gross.amount).toBe(cheapest);
    expect(product.pricing.priceRange.start.net.amount).toBeCloseTo(cheapest / 1.18, 2);
    expect(product.attributes.map((attribute) => attribute.attribute.slug)).toEqual(
      expect.arrayContaining(['presentation', 'typePurchase', 'flagBrandOrLaboratory']),
    );
    expect(product.defaultVariant.sku).toBe(record?.variants[0]?.sku);
    expect(product.variants.map((variant) => variant.sku)).toEqual(record?.variants.map((variant) => variant.sku));

    const image = await fetch(product.thumbnail.url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers null for an unknown slug and an error without id or slug', async () => {
    const unknown = await graphqlData<{ product: null }>(
      url,
      '{ product(slug: "no-existe", channel: "feria-cuida") { id } }',
    );
    expect(unknown.product).toBeNull();
    const invalid = await graphql(url, '{ product(channel: "feria-cuida") { id } }');
    expect(invalid.errors?.[0]?.message).toContain("'id' or the 'slug'");
  });

  it('prices variants by ids in one call', async () => {
    const variants = sandbox.catalog.products.slice(0, 3).flatMap((product) => product.variants.slice(0, 1));
    const data = await graphqlData<{
      productVariants: {
        edges: { node: { id: string; sku: string; pricing: { price: { net: { amount: number } } } } }[];
      };
    }>(
      url,
      'query ($ids: [ID!]) { productVariants(ids: $ids, first: 100, channel: "feria-cuida") { edges { node { id sku pricing { price { net { amount } } } } } } }',
      {
        ids: variants.map((variant) => toGlobalId('ProductVariant', variant.id)),
      },
    );
    expect(data.productVariants.edges.map((edge) => edge.node.sku).sort()).toEqual(
      variants.map((variant) => variant.sku).sort(),
    );
    for (const edge of data.productVariants.edges) expect(edge.node.pricing.price.net.amount).toBeGreaterThan(0);
  });
});

describe('categories, collections, menus and pages', () => {
  it('lists the twelve top-level categories of the channel by metadata', async () => {
    const data = await graphqlData<{
      categories: { totalCount: number; edges: { node: { name: string; level: number } }[] };
    }>(
      url,
      '{ categories(first: 100, level: 0, filter: { metadata: [{ key: "channel", value: "feria-cuida" }] }) { totalCount edges { node { name level } } } }',
    );
    const names = data.categories.edges.map((edge) => edge.node.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Farmacia',
        'Salud',
        'Mamá y Bebé',
        'Nutrición',
        'Dermatología y Cosmética',
        'Cuidado Personal',
        'Belleza',
        'Cuidado del Cabello',
        'Adulto Mayor',
        'Dispositivos Médicos',
        'Productos Naturales',
        'Feria',
      ]),
    );
    expect(data.categories.edges.every((edge) => edge.node.level === 0)).toBe(true);
  });

  it('answers a category by slug with children, background image and priceFrom metafield', async () => {
    const data = await graphqlData<{
      category: {
        name: string;
        children: { edges: { node: { slug: string } }[] };
        backgroundImage: { url: string };
        priceFrom: string | null;
      };
    }>(
      url,
      '{ category(slug: "farmacia") { name children(first: 100) { edges { node { slug } } } backgroundImage(size: 1200) { url } priceFrom: metafield(key: "priceFrom") } }',
    );
    expect(data.category.name).toBe('Farmacia');
    expect(data.category.children.edges.length).toBeGreaterThan(1);
    expect(data.category.backgroundImage.url).toMatch(/\/media\/categories\/\d+\.png\?size=1200$/);
    expect(Number(data.category.priceFrom)).toBeGreaterThan(0);
  });

  it('lists collections with their voucherify metadata', async () => {
    const data = await graphqlData<{
      collections: {
        totalCount: number;
        edges: { node: { slug: string; metadata: { key: string; value: string }[] } }[];
      };
    }>(
      url,
      '{ collections(first: 100, channel: "feria-cuida") { totalCount edges { node { slug metadata { key value } } } } }',
    );
    expect(data.collections.totalCount).toBe(sandbox.catalog.collections.length);
    const windows = data.collections.edges.flatMap((edge) =>
      edge.node.metadata.filter((item) => item.key === 'voucherify'),
    );
    expect(windows.length).toBeGreaterThanOrEqual(3);
    for (const window of windows) expect(window.value).toMatch(/^\d{8}_\d{8}$/);
  });

  it('answers the footer menu three levels deep', async () => {
    const data = await graphqlData<{
      menu: { items: { level: number; children: { level: number; children: { level: number; name: string }[] }[] }[] };
    }>(url, '{ menu(slug: "footer") { items { name level children { name level children { name level } } } } }');
    const third = data.menu.items.flatMap((item) => item.children.flatMap((child) => child.children));
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((item) => item.level === 2)).toBe(true);
  });

  it('answers pages by slug and lists them', async () => {
    const page = await graphqlData<{ page: { title: string; content: string; pageType: { name: string } } }>(
      url,
      '{ page(slug: "terminos-y-condiciones") { title content pageType { name } } }',
    );
    expect(page.page.title.length).toBeGreaterThan(0);
    expect(JSON.parse(page.page.content).blocks.length).toBeGreaterThan(0);
    const pages = await graphqlData<{ pages: { edges: { node: { slug: string } }[] } }>(
      url,
      '{ pages(first: 100) { edges { node { slug } } } }',
    );
    expect(pages.pages.edges.map((edge) => edge.node.slug)).toEqual(
      expect.arrayContaining(['terminos-y-condiciones', 'politica-de-privacidad', 'preguntas-frecuentes', 'nosotros']),
    );
  });
});
