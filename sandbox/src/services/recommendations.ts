/**
 * Recommended products (sales-2 base, POST /pbi-v2/api/v1/obtener/producto/recomendado): products of the
 * storefront channel in stock, closest first (same category as the given SKUs, then the same department, or the
 * given category), best rated first, deterministic. Prescription-only medicines are never recommended.
 */
import { z } from 'zod';
import type { ProductRecord } from '../catalog/model';
import type { Catalog } from '../commerce/catalog';
import type { RestHandler } from '../rest/handler';
import { attributeValue, imageUrl, liveStock, requiresPrescription, skuIndex } from './catalog-lookup';
import { optional, parsePayload, refuse } from './common';

export const STOREFRONT_CHANNEL = 'feria-cuida';
export const DEFAULT_RECOMMENDATIONS = 6;

export const ObtenerRecomendadosPayload = z.object({
  skus: optional(z.array(z.string().trim().min(1).max(64)).max(50)),
  categoria: optional(z.string().trim().min(1).max(100)),
  cantidad: optional(z.number().int().min(1).max(24)),
});

export function obtenerProductoRecomendado(options: { mediaBaseUrl?: string | undefined }): RestHandler {
  return async (payload, { db, catalog }) => {
    const parsed = parsePayload(ObtenerRecomendadosPayload, payload);
    if (!parsed.ok) return parsed.outcome;
    const { skus = [], categoria, cantidad = DEFAULT_RECOMMENDATIONS } = parsed.data;

    const category = categoria === undefined ? undefined : catalog.categoryBySlug(categoria);
    const inStore =
      category !== undefined && catalog.rootCategory(category.id)?.metadata.channel === STOREFRONT_CHANNEL;
    if (categoria !== undefined && !inStore) {
      return refuse('CATEGORIA_NO_ENCONTRADA', `La categoría ${categoria} no existe en la tienda.`);
    }
    const index = skuIndex(catalog);
    const seeds = skus.flatMap((sku) => {
      const entry = index.get(sku);
      return entry ? [entry.product] : [];
    });
    const excluded = new Set(seeds.map((product) => product.id));

    // Rank 0: the closest products, rank 1: the wider family; everything else in the channel is not a candidate
    // unless nothing narrowed the search.
    const rank = rankFunction(catalog, category?.id, seeds);
    const candidates = catalog.products
      .filter(
        (product) =>
          !excluded.has(product.id) &&
          product.isAvailableForPurchase &&
          !requiresPrescription(product) &&
          catalog.isVisibleInChannel(product, STOREFRONT_CHANNEL, false),
      )
      .map((product) => ({ product, rank: rank(product) }))
      .filter((candidate) => candidate.rank !== null)
      .sort(
        (a, b) =>
          (a.rank ?? 0) - (b.rank ?? 0) ||
          (b.product.rating ?? -1) - (a.product.rating ?? -1) ||
          a.product.id - b.product.id,
      );

    const variants = candidates.flatMap((candidate) => candidate.product.variants);
    const stock = await liveStock(db, variants);
    const productos = [];
    for (const { product } of candidates) {
      const variant = product.variants.find((item) => (stock.get(item.id) ?? 0) > 0);
      if (!variant) continue;
      productos.push({
        sku: variant.sku,
        nombre: product.name,
        slug: product.slug,
        precio: variant.price,
        precioRegular: variant.priceUndiscounted,
        imagen: imageUrl(product, options.mediaBaseUrl),
        categoria: catalog.category(product.categoryId)?.slug ?? null,
        marca: attributeValue(product, 'brand'),
      });
      if (productos.length >= cantidad) break;
    }
    return { ok: true, payload: { productos } };
  };
}

function rankFunction(
  catalog: Catalog,
  categoryId: number | undefined,
  seeds: ProductRecord[],
): (product: ProductRecord) => number | null {
  if (categoryId !== undefined) {
    const tree = catalog.subtreeIds(categoryId);
    const seedCategories = new Set(seeds.map((product) => product.categoryId));
    return (product) => (tree.has(product.categoryId) ? (seedCategories.has(product.categoryId) ? 0 : 1) : null);
  }
  if (seeds.length > 0) {
    const leaves = new Set(seeds.map((product) => product.categoryId));
    const roots = new Set(seeds.map((product) => catalog.rootCategory(product.categoryId)?.id));
    return (product) => {
      if (leaves.has(product.categoryId)) return 0;
      return roots.has(catalog.rootCategory(product.categoryId)?.id) ? 1 : null;
    };
  }
  return () => 0;
}
