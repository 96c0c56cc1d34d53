import type { ProductCardFragment } from '../../gql/graphql';
import { ProductCard } from './ProductCard';
import gridStyles from './ProductGrid.module.css';

/**
 * Cards a client component renders after the page loaded (load-more pages, a discover tab opened later). Client
 * components import this module dynamically, so the card and the domain's formatters it needs are not part of any
 * page's start-up JavaScript.
 */
export default function ProductCards({ products, label }: { products: readonly ProductCardFragment[]; label: string }) {
  return (
    <ul className={gridStyles.productGrid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
