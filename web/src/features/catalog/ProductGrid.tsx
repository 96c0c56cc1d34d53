import type { ProductCardFragment } from '../../gql/graphql';
import { CardAddButtons } from '../cart/CardAddButtons';
import { productCardItems } from './product-card-markup';

/**
 * A list of product cards, as server HTML React hydrates as one node (product-card-markup.ts); `eager` cards (the
 * first row) load their pictures first.
 */
export function ProductGrid({
  products,
  label,
  eager = 0,
}: {
  products: readonly ProductCardFragment[];
  label: string;
  eager?: number;
}) {
  return (
    <>
      <ul
        className="product-grid"
        aria-label={label}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by lib/static-markup.ts
        dangerouslySetInnerHTML={{ __html: productCardItems(products, eager) }}
      />
      <CardAddButtons />
    </>
  );
}
