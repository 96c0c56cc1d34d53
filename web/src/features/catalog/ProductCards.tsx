import type { ProductCardFragment } from '../../gql/graphql';
import { CardAddButtons } from '../cart/CardAddButtons';
import gridStyles from './ProductGrid.module.css';
import { productCardItems } from './product-card-markup';

/**
 * Cards a client component renders after the page loaded (load-more pages, a discover tab opened later), with the
 * same markup as the server's grid. Client components import this module dynamically, so the card and the domain's
 * formatters it needs are not part of any page's start-up JavaScript.
 */
export default function ProductCards({ products, label }: { products: readonly ProductCardFragment[]; label: string }) {
  return (
    <>
      <ul
        className={gridStyles.productGrid}
        aria-label={label}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by lib/static-markup.ts
        dangerouslySetInnerHTML={{ __html: productCardItems(products) }}
      />
      <CardAddButtons />
    </>
  );
}
