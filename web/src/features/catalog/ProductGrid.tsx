import type { ReactNode } from 'react';
import type { ProductCardFragment } from '../../gql/graphql';
import { ProductCard } from './ProductCard';
import gridStyles from './ProductGrid.module.css';

/** A list of product cards; `eager` cards (the first row) load their pictures first. */
export function ProductGrid({
  products,
  label,
  eager = 0,
  className,
  children,
}: {
  products: readonly ProductCardFragment[];
  label: string;
  eager?: number;
  /** The caller's own layout of the grid (a carousel's row), beside the grid's. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className ? `${gridStyles.productGrid} ${className}` : gridStyles.productGrid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
      {children}
    </ul>
  );
}
