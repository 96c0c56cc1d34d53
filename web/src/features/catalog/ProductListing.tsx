import notices from '@/ui/notice.module.css';
import { browserGatewayEndpoint } from '../../lib/site';
import { LoadMore } from './LoadMore';
import type { ProductListVariables } from './listing';
import type { ProductPage } from './loaders';
import { ProductGrid } from './ProductGrid';

/** Where the scroll restoration looks for the list (scroll-restore.ts). */
export type ScrollRoot = 'productos' | 'categoria' | 'coleccion' | 'busqueda';

/** A server-rendered first page of products with its load-more. */
export function ProductListing({
  page,
  variables,
  root,
  label,
  emptyMessage = 'No encontramos productos con estos filtros.',
}: {
  page: ProductPage;
  variables: ProductListVariables;
  root: ScrollRoot;
  label: string;
  emptyMessage?: string;
}) {
  return (
    <div className="listing" data-scroll-root={root}>
      {page.products.length === 0 ? (
        <p className={notices.empty}>{emptyMessage}</p>
      ) : (
        <>
          <ProductGrid products={page.products} label={label} eager={2} />
          <LoadMore
            key={JSON.stringify(variables)}
            endpoint={browserGatewayEndpoint()}
            variables={variables}
            cursor={page.cursor}
            hasMore={page.hasMore}
            total={page.totalCount}
          />
        </>
      )}
    </div>
  );
}

/** "24 productos" / "1 producto". */
export function productCount(count: number): string {
  return count === 1 ? '1 producto' : `${count.toLocaleString('es-PE')} productos`;
}
