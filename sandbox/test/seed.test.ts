import { describe, expect, it } from 'vitest';
import type { CategoryRecord, MenuItemRecord, ProductRecord } from '../src/catalog/model';
import { buildCatalogSeed } from '../src/seed/catalog';

const NOW = new Date('2026-03-10T12:00:00-05:00');
const seed = buildCatalogSeed(NOW);

const TOP_LEVEL = [
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
];

const categoryById = new Map(seed.categories.map((category) => [category.id, category]));
const bySlug = (slug: string) => {
  const category = seed.categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category;
};
const subtree = (root: CategoryRecord): Set<number> => {
  const ids = new Set([root.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of seed.categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
};
const attribute = (product: ProductRecord, slug: string) => product.attributes.find((a) => a.attributeSlug === slug);
const allVariants = seed.products.flatMap((product) => product.variants);

/** ddMMyyyy → UTC midnight of that calendar day (comparisons are by calendar day). */
function parseDay(text: string): number {
  expect(text).toMatch(/^\d{8}$/);
  return Date.UTC(Number(text.slice(4, 8)), Number(text.slice(2, 4)) - 1, Number(text.slice(0, 2)));
}
function limaToday(now: Date): number {
  const lima = new Date(now.getTime() - 5 * 3_600_000); // Lima is UTC−5 all year.
  return Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate());
}
const DAY = 86_400_000;

function expectUnique(values: unknown[], what: string) {
  const seen = new Set<unknown>();
  const duplicates = values.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}

function depth(items: MenuItemRecord[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children)));
}
function flatten(items: MenuItemRecord[]): MenuItemRecord[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe('buildCatalogSeed', () => {
  it('is deterministic for the same now', () => {
    expect(buildCatalogSeed(new Date(NOW))).toEqual(seed);
  });

  it('only the collections depend on now', () => {
    const later = buildCatalogSeed(new Date(NOW.getTime() + 40 * DAY));
    expect({ ...later, collections: [] }).toEqual({ ...seed, collections: [] });
    expect(later.collections.map((c) => c.productIds)).toEqual(seed.collections.map((c) => c.productIds));
  });

  it('has an active feria-cuida channel (taking unpaid orders: cash on delivery) and an inactive one', () => {
    expect(seed.channels).toContainEqual({
      id: 1,
      slug: 'feria-cuida',
      name: 'Feria Cuida',
      currencyCode: 'PEN',
      isActive: true,
      allowUnpaidOrders: true,
    });
    expect(seed.channels.some((channel) => !channel.isActive)).toBe(true);
  });

  it('declares the six attributes the storefront reads', () => {
    expect(seed.attributes.map((a) => a.slug).sort()).toEqual(
      ['brand', 'flagBrandOrLaboratory', 'laboratory', 'presentation', 'requiresPrescription', 'typePurchase'].sort(),
    );
  });

  it('has the 12 storefront top-level categories in the channel, and internal ones outside it', () => {
    const topLevel = seed.categories.filter((category) => category.level === 0);
    const inChannel = topLevel.filter((category) => category.metadata.channel === 'feria-cuida');
    expect(inChannel.map((category) => category.name).sort()).toEqual([...TOP_LEVEL].sort());
    expect(topLevel.length).toBeGreaterThan(inChannel.length);
    expect(topLevel.find((category) => category.name === 'Staff')?.metadata.channel).toBeUndefined();
    expect(bySlug('mama-y-bebe').name).toBe('Mamá y Bebé');
  });

  it('builds a consistent category tree', () => {
    for (const category of seed.categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.backgroundImage).toBe(`/media/categories/${category.id}.png`);
      expect(category.seoTitle).not.toBe('');
      expect(category.seoDescription).not.toBe('');
      expect(JSON.parse(category.description).blocks[0].type).toBe('paragraph');
      if (category.parentId === null) expect(category.level).toBe(0);
      else expect(category.level).toBe((categoryById.get(category.parentId)?.level ?? -2) + 1);
    }
    for (const name of TOP_LEVEL) {
      const top = seed.categories.find((category) => category.name === name && category.level === 0);
      const children = seed.categories.filter((category) => category.parentId === top?.id);
      expect(children.length, name).toBeGreaterThanOrEqual(2);
      expect(children.length, name).toBeLessThanOrEqual(6);
    }
    expect(seed.categories.some((category) => category.level === 2)).toBe(true);
  });

  it('has unique ids, slugs, names and SKUs', () => {
    expectUnique(
      seed.categories.map((c) => c.id),
      'category id',
    );
    expectUnique(
      seed.categories.map((c) => c.slug),
      'category slug',
    );
    expectUnique(
      seed.products.map((p) => p.id),
      'product id',
    );
    expectUnique(
      seed.products.map((p) => p.slug),
      'product slug',
    );
    expectUnique(
      seed.products.map((p) => p.name),
      'product name',
    );
    expectUnique(
      allVariants.map((v) => v.id),
      'variant id',
    );
    expectUnique(
      allVariants.map((v) => v.sku),
      'sku',
    );
    expectUnique(
      seed.collections.map((c) => c.slug),
      'collection slug',
    );
    expectUnique(
      seed.pages.map((p) => p.slug),
      'page slug',
    );
    expectUnique(
      seed.menus.flatMap((menu) => flatten(menu.items)).map((item) => item.id),
      'menu item id',
    );
    for (const variant of allVariants) expect(variant.sku).toMatch(/^\d{6}$/);
    expect(seed.products.map((p) => p.id)).toEqual(seed.products.map((_, index) => index + 1));
  });

  it('has at least 400 products, each in an existing category', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(400);
    for (const product of seed.products) expect(categoryById.has(product.categoryId), product.name).toBe(true);
    const leaves = seed.categories.filter(
      (category) =>
        !seed.categories.some((child) => child.parentId === category.id) &&
        category.level > 0 &&
        subtree(category).size === 1,
    );
    for (const leaf of leaves) {
      expect(
        seed.products.some((product) => product.categoryId === leaf.id),
        leaf.slug,
      ).toBe(true);
    }
  });

  it('fills the Feria category itself with at least 24 products', () => {
    const feria = bySlug('feria');
    expect(seed.products.filter((product) => product.categoryId === feria.id).length).toBeGreaterThanOrEqual(24);
  });

  it('prices are positive 2-decimal numbers in range, some on sale and some at the thresholds', () => {
    for (const variant of allVariants) {
      for (const price of [variant.price, variant.priceUndiscounted]) {
        expect(price).toBeGreaterThan(0);
        expect(Math.round(price * 100) / 100).toBe(price);
        expect(price).toBeGreaterThanOrEqual(0.5);
        expect(price).toBeLessThanOrEqual(1279);
      }
      expect(variant.price).toBeLessThanOrEqual(variant.priceUndiscounted);
    }
    const onSale = seed.products.filter((p) => p.variants.some((v) => v.price < v.priceUndiscounted));
    expect(onSale.length / seed.products.length).toBeGreaterThan(0.05);
    expect(onSale.length / seed.products.length).toBeLessThan(0.2);
    const prices = new Set(allVariants.map((v) => v.price));
    for (const threshold of [149, 200, 250, 1279]) expect(prices.has(threshold), String(threshold)).toBe(true);
  });

  it('sets priceFrom to the cheapest variant price of the subtree', () => {
    for (const category of seed.categories) {
      const ids = subtree(category);
      const prices = seed.products
        .filter((product) => ids.has(product.categoryId))
        .flatMap((product) => product.variants.map((variant) => variant.price));
      if (prices.length === 0) expect(category.metafields.priceFrom).toBeUndefined();
      else expect(category.metafields.priceFrom, category.slug).toBe(Math.min(...prices).toFixed(2));
    }
  });

  it('has out-of-stock, low-stock and limited variants', () => {
    expect(allVariants.some((v) => v.stock === 0)).toBe(true);
    expect(allVariants.some((v) => v.stock >= 1 && v.stock <= 3)).toBe(true);
    expect(allVariants.some((v) => v.quantityLimitPerCustomer !== null)).toBe(true);
    expect(seed.products.some((p) => p.variants.length > 1)).toBe(true);
    expect(seed.products.some((p) => !p.isAvailableForPurchase)).toBe(true);
    for (const variant of allVariants) expect(Number.isInteger(variant.stock) && variant.stock >= 0).toBe(true);
  });

  it('encodes typePurchase as once, once-and-subscription or subscription-only', () => {
    const counts: Record<string, number> = {};
    for (const product of seed.products) {
      const value = attribute(product, 'typePurchase');
      expect(value, product.name).toBeDefined();
      counts[value?.slug ?? ''] = (counts[value?.slug ?? ''] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['once', 'once-and-subscription', 'subscription-only']);
    expect(counts['once-and-subscription']).toBeGreaterThan(0);
    expect(counts['subscription-only']).toBeGreaterThan(0);
    expect((counts.once ?? 0) / seed.products.length).toBeGreaterThan(0.6);
  });

  it('requires prescriptions only in Farmacia and shows laboratory for medicines', () => {
    const farmacia = subtree(bySlug('farmacia'));
    const rx = seed.products.filter((product) => attribute(product, 'requiresPrescription')?.boolean === true);
    expect(rx.length).toBeGreaterThan(0);
    for (const product of rx) expect(farmacia.has(product.categoryId), product.name).toBe(true);
    for (const product of seed.products) {
      const flag = attribute(product, 'flagBrandOrLaboratory')?.slug;
      expect(['brand', 'laboratory']).toContain(flag);
      expect(attribute(product, flag ?? '')?.name, product.name).toBeTruthy();
      expect(attribute(product, 'presentation')?.name).toBeTruthy();
      if (product.productType.slug === 'medicamento') {
        expect(flag).toBe('laboratory');
        expect(product.metadata.codigoDigemid).toMatch(/^[A-Z]{2}-\d{5}$/);
        expect(product.description).toContain('Consulte a su médico');
      }
    }
  });

  it('gives every product media, dates and an EditorJS description', () => {
    for (const product of seed.products) {
      expect(product.media.length).toBeGreaterThanOrEqual(1);
      expect(product.media.length).toBeLessThanOrEqual(3);
      product.media.forEach((path, n) => {
        expect(path).toBe(`/media/products/${product.id}-${n + 1}.png`);
      });
      expect(Date.parse(product.created)).toBeLessThanOrEqual(Date.parse(product.updatedAt));
      const doc = JSON.parse(product.description);
      expect(doc.version).toBe('2.24.3');
      expect(doc.blocks.length).toBeGreaterThanOrEqual(1);
      expect(doc.blocks.length).toBeLessThanOrEqual(3);
      if (product.rating !== null) {
        expect(product.rating).toBeGreaterThanOrEqual(3.5);
        expect(product.rating).toBeLessThanOrEqual(5);
      }
    }
  });

  it('has collections of 8–40 existing products', () => {
    expect(seed.collections.length).toBeGreaterThanOrEqual(8);
    const productIds = new Set(seed.products.map((p) => p.id));
    for (const collection of seed.collections) {
      expect(collection.productIds.length, collection.slug).toBeGreaterThanOrEqual(8);
      expect(collection.productIds.length, collection.slug).toBeLessThanOrEqual(40);
      for (const id of collection.productIds) expect(productIds.has(id)).toBe(true);
      expect(collection.backgroundImage).toBe(`/media/collections/${collection.id}.png`);
    }
  });

  it.each([
    new Date('2026-03-10T12:00:00-05:00'),
    new Date('2026-12-31T23:30:00-05:00'),
    new Date('2027-01-01T02:00:00Z'), // still 31 Dec in Lima
  ])('computes past, current and future voucherify windows relative to now (%s)', (now) => {
    const collections = buildCatalogSeed(now).collections;
    const today = limaToday(now);
    const window = (slug: string) => {
      const value = collections.find((c) => c.slug === slug)?.metadata.voucherify ?? '';
      expect(value).toMatch(/^\d{8}_\d{8}$/);
      const [start = '', end = ''] = value.split('_');
      return { start: parseDay(start), end: parseDay(end) };
    };
    const current = window('cyber-salud');
    expect(current.start).toBe(today - 3 * DAY);
    expect(current.end).toBe(today + 10 * DAY);
    const past = window('ofertas-de-verano');
    expect(past.start).toBeLessThanOrEqual(past.end);
    expect(past.end).toBeLessThanOrEqual(today - 5 * DAY);
    const future = window('navidad-cuida');
    expect(future.start).toBeGreaterThanOrEqual(today + 5 * DAY);
    expect(future.start).toBeLessThanOrEqual(future.end);
    const gifts = window('bebes-felices');
    expect(gifts.start).toBeLessThanOrEqual(today);
    expect(gifts.end).toBeGreaterThanOrEqual(today + 10 * DAY);
    for (const slug of ['cyber-salud', 'ofertas-de-verano', 'navidad-cuida']) {
      expect(collections.find((c) => c.slug === slug)?.metadata.voucherifyDescuento).toMatch(/^\d+$/);
    }
  });

  it('has navbar, footer (3 levels) and navigation menus with valid targets', () => {
    expect(seed.menus.map((menu) => menu.slug).sort()).toEqual(['footer', 'navbar', 'navigation']);
    const footer = seed.menus.find((menu) => menu.slug === 'footer');
    expect(depth(footer?.items ?? [])).toBe(3);
    const pageIds = new Set(seed.pages.map((p) => p.id));
    const collectionIds = new Set(seed.collections.map((c) => c.id));
    for (const item of seed.menus.flatMap((menu) => flatten(menu.items))) {
      const targets = [item.url, item.categoryId, item.collectionId, item.pageId].filter((t) => t !== null);
      expect(targets, item.name).toHaveLength(1);
      if (item.categoryId !== null) expect(categoryById.has(item.categoryId)).toBe(true);
      if (item.collectionId !== null) expect(collectionIds.has(item.collectionId)).toBe(true);
      if (item.pageId !== null) expect(pageIds.has(item.pageId)).toBe(true);
    }
    const navbar = seed.menus.find((menu) => menu.slug === 'navbar');
    for (const name of TOP_LEVEL) expect(navbar?.items.some((item) => item.name === name)).toBe(true);
    const navigation = seed.menus.find((menu) => menu.slug === 'navigation');
    expect(depth(navigation?.items ?? [])).toBeGreaterThanOrEqual(2);
  });

  it('publishes the required content pages', () => {
    for (const slug of ['terminos-y-condiciones', 'politica-de-privacidad', 'preguntas-frecuentes', 'nosotros']) {
      const page = seed.pages.find((p) => p.slug === slug);
      expect(page, slug).toBeDefined();
      expect(page?.isPublished).toBe(true);
      expect(page?.pageType.name).toBe('Contenido');
      const types = JSON.parse(page?.content ?? '{}').blocks.map((block: { type: string }) => block.type);
      expect(types).toContain('header');
      expect(types).toContain('paragraph');
    }
  });

  it('offers shipping methods in PEN', () => {
    expect(seed.shippingMethods.map((m) => m.price)).toEqual([9.9, 14.9, 0]);
  });
});
