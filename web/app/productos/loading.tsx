import gridStyles from '@/features/catalog/ProductGrid.module.css';
import styles from './loading.module.css';
/**
 * Shown at once while a listing's data arrives: its shape, without layout shift when it is replaced. Only the listing
 * and the search have one: a loading boundary starts the response (status 200) before the page runs, so above a page
 * that can answer 404 (product, category, collection, content page) it would turn every unknown address into a
 * "soft 404". Every page renders per request since the CSP nonce (app/layout.tsx), so those pages have none.
 */
export default function Loading() {
  return (
    <div className="page skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        Cargando…
      </p>
      <div className={`${styles.skeletonBlock} ${styles.skeletonTitle}`} />
      <div className={`${styles.skeletonBlock} ${styles.skeletonBanner}`} />
      <ul className={gridStyles.productGrid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <div className={`${styles.skeletonBlock} ${styles.skeletonCard}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
