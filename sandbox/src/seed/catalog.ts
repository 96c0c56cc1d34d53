/**
 * The sandbox's catalogue seed: a realistic, deterministic Peruvian online-pharmacy catalogue.
 *
 * Deterministic: the same `now` always gives a deep-equal seed. Randomness comes from seeded mulberry32 streams
 * (random.ts), dates from a fixed base date (dates.ts). Only the collections' promotion windows depend on `now`,
 * so that "past", "current" and "future" promotions stay so whenever the seed runs.
 *
 * Ids are sequential per type from 1, in the order of the data files: categories depth-first, products by
 * category id then template order, variants in product order, menu items across all menus.
 */
import type {
  AttributeValueRecord,
  CatalogSeed,
  CategoryRecord,
  CollectionRecord,
  MenuItemRecord,
  MenuRecord,
  PageRecord,
  ProductRecord,
  VariantRecord,
} from '../catalog/model';
import { ATTRIBUTES, CHANNELS, PRODUCT_TYPES, STOREFRONT_CHANNEL, TYPE_PURCHASE_NAMES } from './data/attributes';
import { BRANDS, LABORATORIES } from './data/brands';
import { CATEGORY_TREE, type CategoryDef } from './data/categories';
import { COLLECTIONS, type CollectionDef } from './data/collections';
import { buildMenuDefs, type MenuItemDef } from './data/menus';
import { PAGES } from './data/pages';
import { PRODUCT_TEMPLATES, type ProductKind, type ProductTemplate, type TypePurchase } from './data/product-templates';
import { SHIPPING_METHODS } from './data/shipping';
import { UNPUBLISHED_PRODUCTS } from './data/unpublished-products';
import { BASE_TIME, DAY_MS, HOUR_MS, isoDaysBeforeBase, voucherifyWindow } from './dates';
import { type Rng, rngFor } from './random';
import { editorJs, paragraphs, round2, slugify, truncate } from './text';

/** Prices that the storefront treats as thresholds (free delivery, tiers); products priced there are never on sale. */
const THRESHOLD_PRICES = new Set([149, 200, 250, 1279]);

const slugOfCategory = (category: CategoryDef) => category.slug ?? slugify(category.name);

export function buildCatalogSeed(now: Date = new Date()): CatalogSeed {
  const categories = buildCategories();
  const products = [...buildProducts(categories)];
  products.push(...buildUnpublishedProducts(categories, products));
  setPriceFrom(categories, products);
  const collections = buildCollections(categories, products, now);
  const pages = buildPages();
  const menus = buildMenus(categories, collections, pages);
  return {
    channels: structuredClone(CHANNELS),
    attributes: structuredClone(ATTRIBUTES),
    categories,
    collections,
    products,
    menus,
    pages,
    shippingMethods: structuredClone(SHIPPING_METHODS),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

function buildCategories(): CategoryRecord[] {
  const records: CategoryRecord[] = [];
  const slugs = new Set<string>();
  const visit = (def: CategoryDef, parent: CategoryRecord | null, inChannel: boolean) => {
    const id = records.length + 1;
    const slug = slugOfCategory(def);
    if (slugs.has(slug)) throw new Error(`duplicate category slug ${slug}`);
    slugs.add(slug);
    const level = parent ? parent.level + 1 : 0;
    const record: CategoryRecord = {
      id,
      name: def.name,
      slug,
      // The category's own text, as a merchandiser writes it in the dashboard (no sentence made from its name).
      description: paragraphs(`category:${slug}`, BASE_TIME - 400 * DAY_MS + id * HOUR_MS, [
        inChannel ? def.description : `${def.description} Uso interno: esta categoría no se muestra en la tienda.`,
      ]),
      seoTitle: truncate(`${def.name} | Cuida Farmacia Online`, 70),
      seoDescription: truncate(`${def.description} Compra online en Cuida con delivery en Lima y Callao.`),
      parentId: parent?.id ?? null,
      level,
      backgroundImage: `/media/categories/${id}.png`,
      metadata: level === 0 && inChannel ? { channel: STOREFRONT_CHANNEL } : {},
      metafields: {},
    };
    records.push(record);
    for (const child of def.children ?? []) visit(child, record, inChannel);
  };
  for (const def of CATEGORY_TREE) visit(def, null, def.inChannel !== false);
  return records;
}

/** Ids of a category and all its descendants. */
function subtreeIds(categories: CategoryRecord[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  // Categories are stored depth-first, so a single forward pass sees every parent before its children.
  for (const category of categories) {
    if (category.parentId !== null && ids.has(category.parentId)) ids.add(category.id);
  }
  return ids;
}

function rootOf(categories: CategoryRecord[], categoryId: number): CategoryRecord {
  const byId = new Map(categories.map((category) => [category.id, category]));
  let category = byId.get(categoryId);
  while (category && category.parentId !== null) category = byId.get(category.parentId);
  if (!category) throw new Error(`unknown category ${categoryId}`);
  return category;
}

/** metafields.priceFrom: the cheapest variant price in the category's subtree ("x.xx"); absent when empty. */
function setPriceFrom(categories: CategoryRecord[], products: ProductRecord[]): void {
  for (const category of categories) {
    const ids = subtreeIds(categories, category.id);
    const prices = products
      .filter((product) => product.isPublished && ids.has(product.categoryId))
      .flatMap((product) => product.variants.map((variant) => variant.price));
    if (prices.length > 0) category.metafields = { priceFrom: Math.min(...prices).toFixed(2) };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Products

interface ProductContext {
  category: CategoryRecord;
  root: CategoryRecord;
  kind: ProductKind;
  blurb: string;
  purchase: TypePurchase;
  limit: number | null;
}

function buildProducts(categories: CategoryRecord[]): ProductRecord[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  for (const slug of Object.keys(PRODUCT_TEMPLATES)) {
    if (!bySlug.has(slug)) throw new Error(`product templates for unknown category ${slug}`);
  }
  const products: ProductRecord[] = [];
  const names = new Set<string>();
  const slugs = new Set<string>();
  const skus = new Set<string>();
  let variantId = 0;
  for (const category of categories) {
    const leaf = PRODUCT_TEMPLATES[category.slug];
    if (!leaf) continue;
    const root = rootOf(categories, category.id);
    for (const template of leaf.items) {
      if (names.has(template.name)) throw new Error(`duplicate product name ${template.name}`);
      names.add(template.name);
      let slug = slugify(template.name);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(template.name)}-${n}`;
      slugs.add(slug);
      const context: ProductContext = {
        category,
        root,
        kind: template.kind ?? leaf.kind,
        blurb: leaf.blurb,
        purchase: template.purchase ?? leaf.purchase ?? 'once',
        limit: template.limit ?? leaf.limit ?? null,
      };
      const product = buildProduct(products.length + 1, slug, template, context, () => ++variantId, skus);
      products.push(product);
    }
  }
  return products;
}

/**
 * Products not yet published in their channel (a launch being prepared), numbered after the listed catalogue so that
 * no other product's id, price or collection moves. Shoppers never see them; the commerce API's apps do.
 */
function buildUnpublishedProducts(categories: CategoryRecord[], listed: readonly ProductRecord[]): ProductRecord[] {
  const skus = new Set(listed.flatMap((product) => product.variants.map((variant) => variant.sku)));
  let variantId = Math.max(...listed.flatMap((product) => product.variants.map((variant) => variant.id)));
  return UNPUBLISHED_PRODUCTS.map(({ categorySlug, template }, index) => {
    const category = categories.find((candidate) => candidate.slug === categorySlug);
    const leaf = PRODUCT_TEMPLATES[categorySlug];
    if (!category || !leaf) throw new Error(`unpublished product in unknown category ${categorySlug}`);
    const context: ProductContext = {
      category,
      root: rootOf(categories, category.id),
      kind: template.kind ?? leaf.kind,
      blurb: leaf.blurb,
      purchase: template.purchase ?? leaf.purchase ?? 'once',
      limit: template.limit ?? leaf.limit ?? null,
    };
    const unpublished = { ...template, unpublished: true };
    return buildProduct(
      listed.length + index + 1,
      slugify(template.name),
      unpublished,
      context,
      () => ++variantId,
      skus,
    );
  });
}

function uniqueSku(rng: Rng, skus: Set<string>): string {
  let n = rng.int(10_000, 999_999);
  while (skus.has(String(n).padStart(6, '0'))) n = n >= 999_999 ? 10_000 : n + 1;
  const sku = String(n).padStart(6, '0');
  skus.add(sku);
  return sku;
}

/** Stock at seed time: ~5 % out of stock, ~5 % low (1–3), the rest 20–500. */
function drawStock(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.05) return 0;
  if (roll < 0.1) return rng.int(1, 3);
  return rng.int(20, 500);
}

function buildProduct(
  id: number,
  slug: string,
  template: ProductTemplate,
  context: ProductContext,
  nextVariantId: () => number,
  skus: Set<string>,
): ProductRecord {
  const { kind, root } = context;
  const brand = template.brand ?? null;
  if (brand !== null && !(brand in BRANDS)) throw new Error(`${template.name}: unknown brand ${brand}`);
  const laboratory = template.lab ?? (brand !== null ? (BRANDS[brand] ?? null) : null);
  if (laboratory !== null && !(LABORATORIES as readonly string[]).includes(laboratory)) {
    throw new Error(`${template.name}: unknown laboratory ${laboratory}`);
  }
  const showLaboratory = kind === 'medicine';
  if (showLaboratory && laboratory === null) throw new Error(`${template.name}: a medicine needs a laboratory`);
  if (!showLaboratory && brand === null) throw new Error(`${template.name}: a ${kind} product needs a brand`);
  const rx = template.rx === true;
  if (rx && root.slug !== 'farmacia') throw new Error(`${template.name}: prescriptions only in Farmacia`);

  const rng = rngFor(`product:${slug}`);
  const saleChance = root.slug === 'feria' ? 0.6 : 0.05;
  const saleable = template.variants.every((v) => !THRESHOLD_PRICES.has(v.price) && v.price >= 1);
  const onSale = rng.chance(saleChance) && saleable;
  const discount = rng.pick([10, 15, 20, 25, 30]);

  const variants: VariantRecord[] = template.variants.map((variant) => {
    if (!(variant.price > 0) || round2(variant.price) !== variant.price) {
      throw new Error(`${template.name}: invalid price ${variant.price}`);
    }
    const price = onSale ? Math.round(variant.price * (1 - discount / 100) * 10) / 10 : variant.price;
    return {
      id: nextVariantId(),
      sku: uniqueSku(rng, skus),
      name: variant.name,
      price: round2(price),
      priceUndiscounted: variant.price,
      stock: drawStock(rng),
      quantityLimitPerCustomer: context.limit,
    };
  });

  const createdDaysAgo = rng.int(20, 720);
  const createdTime = BASE_TIME - createdDaysAgo * DAY_MS - rng.int(0, 23) * HOUR_MS;
  const updatedTime = createdTime + Math.floor((rng.next() * (BASE_TIME - createdTime)) / 60_000) * 60_000;
  const mediaCount = rng.int(1, 3);
  const rating = rng.chance(0.3) ? null : Math.round((3.5 + rng.next() * 1.5) * 10) / 10;

  const metadata: Record<string, string> = {};
  if (kind === 'medicine') {
    metadata.codigoDigemid = `${rng.pick(['EN', 'EE', 'NG'])}-${String(rng.int(1, 99_999)).padStart(5, '0')}`;
  }

  const attributes: AttributeValueRecord[] = [
    { attributeSlug: 'presentation', name: template.presentation, slug: slugify(template.presentation), boolean: null },
  ];
  if (brand !== null) attributes.push({ attributeSlug: 'brand', name: brand, slug: slugify(brand), boolean: null });
  if (laboratory !== null) {
    attributes.push({ attributeSlug: 'laboratory', name: laboratory, slug: slugify(laboratory), boolean: null });
  }
  const flag = showLaboratory ? 'laboratory' : 'brand';
  attributes.push(
    { attributeSlug: 'flagBrandOrLaboratory', name: flag, slug: flag, boolean: null },
    {
      attributeSlug: 'typePurchase',
      name: TYPE_PURCHASE_NAMES[context.purchase],
      slug: context.purchase,
      boolean: null,
    },
    { attributeSlug: 'requiresPrescription', name: rx ? 'Sí' : 'No', slug: rx ? 'true' : 'false', boolean: rx },
  );

  return {
    id,
    name: template.name,
    slug,
    description: productDescription(slug, createdTime, template, context, brand, laboratory, rx, rng),
    seoTitle: truncate(`${template.name} | Cuida`, 70),
    seoDescription: truncate(`${template.name}. ${context.blurb} Compra online en Cuida.`),
    categoryId: context.category.id,
    productType: { ...PRODUCT_TYPES[kind] },
    attributes,
    metadata,
    metafields: {},
    created: new Date(createdTime).toISOString(),
    updatedAt: new Date(updatedTime).toISOString(),
    isAvailableForPurchase: template.unavailable !== true,
    isPublished: template.unpublished !== true,
    media: Array.from({ length: mediaCount }, (_, n) => `/media/products/${id}-${n + 1}.png`),
    variants,
    rating,
  };
}

/** 1–3 paragraphs: indications, presentation, and for medicines the "Consulte a su médico" warning. */
function productDescription(
  slug: string,
  time: number,
  template: ProductTemplate,
  context: ProductContext,
  brand: string | null,
  laboratory: string | null,
  rx: boolean,
  rng: Rng,
): string {
  const texts = [context.blurb];
  const maker = context.kind === 'medicine' ? `Laboratorio: ${laboratory}.` : `Marca: ${brand}.`;
  const presentation =
    template.variants.length > 1
      ? `Disponible en: ${template.variants.map((variant) => variant.name).join(', ')}.`
      : `Presentación: ${template.presentation}.`;
  const subscription = {
    once: '',
    'once-and-subscription': ' Cómpralo una vez o suscríbete y recíbelo cada mes en tu casa.',
    'subscription-only':
      ' Disponible solo por suscripción: recíbelo cada mes en tu casa sin preocuparte por reponerlo.',
  }[context.purchase];
  if (context.kind !== 'consumer' || context.purchase !== 'once' || rng.chance(0.7)) {
    texts.push(`${presentation} ${maker}${subscription}`);
  }
  if (context.kind === 'medicine') {
    texts.push(
      `${rx ? 'Venta bajo receta médica: presente su receta original y vigente al recibir su pedido. ' : ''}Consulte a su médico antes de usar este producto. Lea las instrucciones del inserto y mantenga el medicamento fuera del alcance de los niños.`,
    );
  } else if (context.kind === 'supplement') {
    texts.push('Consulte a su médico si está embarazada, en periodo de lactancia o sigue algún tratamiento.');
  }
  return paragraphs(`product:${slug}`, time, texts);
}

// ---------------------------------------------------------------------------------------------------------------
// Collections

function buildCollections(categories: CategoryRecord[], products: ProductRecord[], now: Date): CollectionRecord[] {
  const listed = products.filter(
    (product) => product.isPublished && rootOf(categories, product.categoryId).metadata.channel !== undefined,
  );
  return COLLECTIONS.map((def, index) => {
    const id = index + 1;
    const productIds = pickCollectionProducts(def, categories, listed);
    if (productIds.length < 8 || productIds.length > 40) {
      throw new Error(`collection ${def.slug} holds ${productIds.length} products (8–40 expected)`);
    }
    const metadata: Record<string, string> = {};
    if (def.window) metadata.voucherify = voucherifyWindow(now, def.window[0], def.window[1]);
    if (def.discount) metadata.voucherifyDescuento = def.discount;
    return {
      id,
      name: def.name,
      slug: def.slug,
      description: paragraphs(`collection:${def.slug}`, BASE_TIME - 30 * DAY_MS + id * HOUR_MS, [def.description]),
      seoTitle: truncate(`${def.name} | Cuida`, 70),
      seoDescription: truncate(`${def.description} Compra online en Cuida.`),
      backgroundImage: `/media/collections/${id}.png`,
      metadata,
      metafields: {},
      productIds,
    };
  });
}

function pickCollectionProducts(def: CollectionDef, categories: CategoryRecord[], listed: ProductRecord[]): number[] {
  const rule = def.rule;
  let chosen: ProductRecord[];
  switch (rule.kind) {
    case 'newest':
      chosen = [...listed].sort((a, b) => b.created.localeCompare(a.created) || a.id - b.id).slice(0, def.limit);
      break;
    case 'topRated':
      chosen = [...listed]
        .filter((product) => product.rating !== null && product.isAvailableForPurchase)
        .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id - b.id)
        .slice(0, def.limit);
      break;
    default: {
      let candidates: ProductRecord[];
      if (rule.kind === 'categories') {
        const ids = new Set<number>();
        for (const slug of rule.slugs) {
          const category = categories.find((c) => c.slug === slug);
          if (!category) throw new Error(`collection ${def.slug}: unknown category ${slug}`);
          for (const descendant of subtreeIds(categories, category.id)) ids.add(descendant);
        }
        candidates = listed.filter((product) => ids.has(product.categoryId));
      } else if (rule.kind === 'onSale') {
        candidates = listed.filter((product) => product.variants.some((v) => v.price < v.priceUndiscounted));
      } else {
        candidates = listed.filter((product) => product.name.startsWith(rule.prefix));
      }
      chosen = rngFor(`collection:${def.slug}`).shuffle(candidates).slice(0, def.limit);
    }
  }
  return chosen.map((product) => product.id).sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------------------------
// Pages and menus

function buildPages(): PageRecord[] {
  return PAGES.map((def, index) => {
    const created = isoDaysBeforeBase(def.createdDaysAgo);
    return {
      id: index + 1,
      slug: def.slug,
      title: def.title,
      content: editorJs(`page:${def.slug}`, Date.parse(created), def.blocks),
      seoTitle: truncate(`${def.title} | Cuida`, 70),
      seoDescription: def.seoDescription,
      isPublished: true,
      created,
      pageType: { id: 1, name: 'Contenido', slug: 'contenido' },
      metadata: { ...def.metadata },
    };
  });
}

function buildMenus(categories: CategoryRecord[], collections: CollectionRecord[], pages: PageRecord[]): MenuRecord[] {
  const idOf = <T extends { id: number; slug: string }>(records: T[], slug: string, type: string) => {
    const record = records.find((r) => r.slug === slug);
    if (!record) throw new Error(`menu: unknown ${type} ${slug}`);
    return record.id;
  };
  let itemId = 0;
  const toRecord = (def: MenuItemDef): MenuItemRecord => {
    const targets = [def.url, def.category, def.collection, def.page].filter((target) => target !== undefined);
    if (targets.length !== 1) throw new Error(`menu item ${def.name}: exactly one target expected`);
    const id = ++itemId;
    return {
      id,
      name: def.name,
      url: def.url ?? null,
      categoryId: def.category !== undefined ? idOf(categories, def.category, 'category') : null,
      collectionId: def.collection !== undefined ? idOf(collections, def.collection, 'collection') : null,
      pageId: def.page !== undefined ? idOf(pages, def.page, 'page') : null,
      children: (def.children ?? []).map(toRecord),
    };
  };
  return buildMenuDefs(CATEGORY_TREE, slugOfCategory).map((menu, index) => ({
    id: index + 1,
    name: menu.name,
    slug: menu.slug,
    items: menu.items.map(toRecord),
  }));
}
