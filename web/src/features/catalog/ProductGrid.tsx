import type { ProductCardFragment } from '../../gql/graphql';
import { CardAddButtons } from '../cart/CardAddButtons';
import gridStyles from './ProductGrid.module.css';
import { productCardItems } from './product-card-markup';

/**
 * A list of product cards, as server HTML React hydrates as one node (product-card-markup.ts); `eager` cards (the
 * first row) load their pictures first.
 */
export function ProductGrid({
  products,
  label,
  eager = 0,
  className,
}: {
  products: readonly ProductCardFragment[];
  label: string;
  eager?: number;
  /** The caller's own layout of the grid (a carousel's row), beside the grid's. */
  className?: string;
}) {
  return (
    <>
      <ul
        className={className ? `${gridStyles.productGrid} ${className}` : gridStyles.productGrid}
        aria-label={label}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by lib/static-markup.ts
        dangerouslySetInnerHTML={{ __html: productCardItems(products, eager) }}
      />
      <CardAddButtons />
    </>
  );
}
