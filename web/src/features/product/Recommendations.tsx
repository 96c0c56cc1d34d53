import { parseListingParams, productListVariables } from '@/features/catalog/listing';
import { loadProductPage } from '@/features/catalog/loaders';
import { ProductGrid } from '@/features/catalog/ProductGrid';
import { CHANNEL } from '@/lib/site';
import { loadRecommendedProducts } from './loaders';
import styles from './Recommendations.module.css';
import { pickRecommendations } from './recommendations';

/** Products shown under a product page. */
export const RECOMMENDED = 8;

/**
 * "También te puede interesar": the recommendation service's products for this one, filled (or replaced, when the
 * service fails or is slow) by products of the same category. Rendered in its own Suspense boundary by the product
 * page, so the page never waits for it.
 */
export async function Recommendations({
  productId,
  sku,
  categoryId,
}: {
  productId: string;
  sku: string | null;
  categoryId: string | null;
}) {
  const [recommended, related] = await Promise.all([
    sku ? loadRecommendedProducts(sku, RECOMMENDED) : null,
    categoryId
      ? loadProductPage({
          ...productListVariables(parseListingParams({}), { channel: CHANNEL, categoryId }),
          first: RECOMMENDED + 1,
        })
      : null,
  ]);
  const { products, source } = pickRecommendations({
    currentId: productId,
    recommended: recommended?.ok ? recommended.data.recommendedProducts.map((item) => item.product) : [],
    sameCategory: related?.ok ? related.data.products : [],
    count: RECOMMENDED,
  });
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recomendados" className={styles.recommended} data-source={source}>
      <h2 id="recomendados">También te puede interesar</h2>
      <ProductGrid products={products} label="Productos recomendados" />
    </section>
  );
}
