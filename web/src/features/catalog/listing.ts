/**
 * Product listing parameters (the address a shopper shares) ↔ the gateway's `products` variables. Pure, so the
 * server page, the load-more button and the tests agree on one mapping.
 */
import type { ProductFilterInput, ProductOrder, StockAvailability } from '../../gql/graphql';

/** Products per page (listing, category, collection, search): the catalogue's page size (requirements: "Load more"). */
export const PAGE_SIZE = 100;
/** A page with fewer products than this ends the list, whatever hasNextPage says (requirements: "Load more"). */
export const FULL_PAGE_MIN = 20;
/** The listing's category when the address names none (the category named Feria; requirements: "Product listing"). */
export const DEFAULT_LISTING_CATEGORY = 'feria';

export const SORT_OPTIONS = [
  { value: 'nombre', label: 'Nombre (A-Z)', field: 'NAME', direction: 'ASC' },
  { value: 'nombre-desc', label: 'Nombre (Z-A)', field: 'NAME', direction: 'DESC' },
  { value: 'precio-asc', label: 'Precio: menor a mayor', field: 'PRICE', direction: 'ASC' },
  { value: 'precio-desc', label: 'Precio: mayor a menor', field: 'PRICE', direction: 'DESC' },
  { value: 'novedades', label: 'Novedades', field: 'CREATED_AT', direction: 'DESC' },
] as const satisfies readonly {
  value: string;
  label: string;
  field: NonNullable<ProductOrder['field']>;
  direction: ProductOrder['direction'];
}[];
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'nombre';

export interface ListingParams {
  /** Category slug (the listing's `categoria`). */
  category: string | null;
  /** Brand or laboratory name (`marca`). */
  brand: string | null;
  /** Price range in soles (`precioMin`, `precioMax`). */
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortValue;
  /** Free text (`q`), on the search page. */
  query: string | null;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : null;
}

function price(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (text === null) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads the address; anything malformed is ignored rather than refused (a shared link should still open). */
export function parseListingParams(search: RawSearchParams): ListingParams {
  let minPrice = price(search.precioMin);
  let maxPrice = price(search.precioMax);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = first(search.orden);
  return {
    category: first(search.categoria)?.toLowerCase() ?? null,
    brand: first(search.marca)?.slice(0, 80) ?? null,
    minPrice,
    maxPrice,
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as SortValue) : DEFAULT_SORT,
    query: first(search.q)?.slice(0, 120) ?? null,
  };
}

/** The address of a listing with these parameters (defaults left out, so equal listings share one address). */
export function listingQuery(params: ListingParams): string {
  const query = new URLSearchParams();
  if (params.query) query.set('q', params.query);
  if (params.category) query.set('categoria', params.category);
  if (params.brand) query.set('marca', params.brand);
  if (params.minPrice !== null) query.set('precioMin', String(params.minPrice));
  if (params.maxPrice !== null) query.set('precioMax', String(params.maxPrice));
  if (params.sort !== DEFAULT_SORT) query.set('orden', params.sort);
  return query.toString();
}

export interface ProductListVariables {
  channel: string;
  first: number;
  after?: string | null;
  filter?: ProductFilterInput | null;
  search?: string | null;
  sortBy?: ProductOrder | null;
}

export interface ListingScope {
  channel: string;
  /** The category (subcategories included) or collection the list is restricted to, by id. */
  categoryId?: string | null;
  collectionId?: string | null;
}

/**
 * The `products` variables of a listing: always in stock (listings show what can be bought; a sold-out product is
 * still reached by its own address, marked "Agotado"), within the listing's scope (its category, the category named
 * Feria by default, or its collection). The brand has no filter of its own in the commerce API, so it goes into the
 * full-text search, which matches brand and laboratory names (the products' attributes).
 */
export function productListVariables(
  params: ListingParams,
  scope: ListingScope,
  after?: string | null,
): ProductListVariables {
  const filter: ProductFilterInput = {};
  if (scope.categoryId) filter.categories = [scope.categoryId];
  if (scope.collectionId) filter.collections = [scope.collectionId];
  if (params.minPrice !== null || params.maxPrice !== null) {
    filter.price = {
      ...(params.minPrice !== null ? { gte: params.minPrice } : {}),
      ...(params.maxPrice !== null ? { lte: params.maxPrice } : {}),
    };
  }
  filter.stockAvailability = 'IN_STOCK' satisfies StockAvailability;
  const search = [params.query, params.brand].filter(Boolean).join(' ');
  const sort = SORT_OPTIONS.find((option) => option.value === params.sort) ?? SORT_OPTIONS[0];
  return {
    channel: scope.channel,
    first: PAGE_SIZE,
    ...(after ? { after } : {}),
    filter,
    ...(search ? { search } : {}),
    sortBy: { field: sort.field, direction: sort.direction, channel: scope.channel },
  };
}

/** Whether to offer "load more" after a page of `count` products (requirements: "Load more"). */
export function hasMorePages(count: number, hasNextPage: boolean | null | undefined): boolean {
  return count >= FULL_PAGE_MIN && hasNextPage === true;
}

/** What a listing keeps in session storage per address: the products loaded with load-more, its cursor and its total. */
export interface SavedListing<Item> {
  items: Item[];
  cursor: string | null;
  hasMore: boolean;
  /** The list's total (the catalogue's totalCount), kept for the session; null when the catalogue did not say. */
  total: number | null;
}

/** A saved listing read back from session storage; null for anything that is not one. */
export function readSavedListing<Item>(value: unknown): SavedListing<Item> | null {
  if (!value || typeof value !== 'object') return null;
  const saved = value as Partial<SavedListing<Item>>;
  if (!Array.isArray(saved.items) || typeof saved.hasMore !== 'boolean') return null;
  return {
    items: saved.items,
    cursor: typeof saved.cursor === 'string' ? saved.cursor : null,
    hasMore: saved.hasMore,
    total: typeof saved.total === 'number' && Number.isInteger(saved.total) && saved.total >= 0 ? saved.total : null,
  };
}
