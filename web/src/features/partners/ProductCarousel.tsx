import type { ProductCardFragment } from '../../gql/graphql';
import { ProductGrid } from '../catalog/ProductGrid';
import styles from './ProductCarousel.module.css';

/**
 * A curated row of products (an agreement's or a world's carousel): a heading and the products in a strip that
 * scrolls sideways (CSS scroll snap, no script).
 */
export function ProductCarousel({
  id,
  title,
  products,
  href,
}: {
  id: string;
  title: string;
  products: readonly ProductCardFragment[];
  /** The collection the row comes from, for "Ver todos". */
  href: string;
}) {
  if (products.length === 0) return null;
  const headingId = `${id}-titulo`;
  return (
    <section aria-labelledby={headingId} className={styles.productCarousel} data-testid="product-carousel">
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        <a href={href}>Ver todos</a>
      </div>
      <ProductGrid products={products} label={title} className={styles.carouselGrid} />
    </section>
  );
}
