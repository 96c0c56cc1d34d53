import { cache } from 'react';
import {
  CategoryBySlugDocument,
  type CategoryBySlugQuery,
  ProductBrandsDocument,
  type ProductCardFragment,
  ProductListDocument,
  TopLevelCategoriesDocument,
} from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { type GatewayResult, queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';
import { categoryInChannel } from './channel';
import type { CategoryOption } from './Filters';
import { hasMorePages, type ProductListVariables } from './listing';

export type CategoryData = NonNullable<CategoryBySlugQuery['category']>;

/** A storefront category by slug: null when it does not exist or belongs to no storefront tree (internal ones). */
export const loadCategory = cache(async (slug: string): Promise<GatewayResult<CategoryData | null>> => {
  const result = await queryGateway(CategoryBySlugDocument, { slug }, CACHE.category(slug));
  if (!result.ok) return result;
  const category = result.data.category;
  return { ok: true, data: category && categoryInChannel(category, CHANNEL) ? category : null };
});

export const loadTopLevelCategories = cache(async () =>
  queryGateway(TopLevelCategoriesDocument, { channel: CHANNEL }, CACHE.categories),
);

/** The listing's category options: every top-level category, with the subcategories of the current one. */
export async function categoryOptions(current: CategoryData): Promise<CategoryOption[]> {
  const result = await loadTopLevelCategories();
  const top = result.ok ? (result.data.categories?.edges.map((edge) => edge.node) ?? []) : [];
  const root = current.parent ?? current;
  const rootChildren = (current.parent ? current.parent.children : current.children)?.edges.map((edge) => ({
    slug: edge.node.slug,
    name: edge.node.name,
  }));
  const options: CategoryOption[] = top.map((category) => ({
    slug: category.slug,
    name: category.name,
    ...(category.slug === root.slug && rootChildren?.length ? { children: rootChildren } : {}),
  }));
  // A level-2 category is not among its grandparent's children: keep it selectable.
  if (
    !options.some((option) => option.slug === current.slug || option.children?.some((c) => c.slug === current.slug))
  ) {
    options.push({ slug: current.slug, name: current.name });
  }
  return options;
}

/** Brand and laboratory names among a listing's products (up to 100), for the brand filter. */
export async function loadBrands(variables: ProductListVariables): Promise<string[]> {
  const result = await queryGateway(
    ProductBrandsDocument,
    { channel: variables.channel, filter: variables.filter ?? null, search: variables.search ?? null },
    CACHE.productList,
  );
  if (!result.ok) return [];
  const names = new Set<string>();
  for (const edge of result.data.products?.edges ?? []) {
    const name = edge.node.brandOrLaboratory?.name.trim();
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'es'));
}

export interface ProductPage {
  products: ProductCardFragment[];
  totalCount: number | null;
  cursor: string | null;
  hasMore: boolean;
}

/** The first page of a product list (cached with the product lists). */
export async function loadProductPage(variables: ProductListVariables): Promise<GatewayResult<ProductPage>> {
  const result = await queryGateway(ProductListDocument, variables, CACHE.productList);
  if (!result.ok) return result;
  const connection = result.data.products;
  const products = connection?.edges.map((edge) => edge.node) ?? [];
  return {
    ok: true,
    data: {
      products,
      totalCount: connection?.totalCount ?? null,
      cursor: connection?.pageInfo.endCursor ?? null,
      hasMore: hasMorePages(products.length, connection?.pageInfo.hasNextPage),
    },
  };
}
