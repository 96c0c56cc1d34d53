import { type ProductCardFragment, ProductListDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { type GatewayResult, queryGateway } from '../../lib/gateway';
import { hasMorePages, type ProductListVariables } from './listing';

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
