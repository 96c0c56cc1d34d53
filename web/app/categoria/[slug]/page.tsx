import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueListingPage } from '@/features/catalog/CatalogueListingPage';
import { parseListingParams, productListVariables } from '@/features/catalog/listing';
import { loadCategory, loadProductPage } from '@/features/catalog/loaders';
import { catalogueMetadata } from '@/features/catalog/metadata';
import { type Crumb, categoryTrail } from '@/features/shell/Breadcrumbs';
import { Price } from '@/lib/Price';
import { CHANNEL } from '@/lib/site';
import badges from '@/ui/badge.module.css';
import buttons from '@/ui/button.module.css';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

/** The category, or a thrown error (error.tsx) when the gateway fails: a failure is never cached as the page. */
async function category(slug: string) {
  const result = await loadCategory(decodeURIComponent(slug));
  if (!result.ok) throw new Error(`No se pudo cargar la categoría ${slug}`);
  if (!result.data) notFound();
  return result.data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const current = await category((await params).slug);
  return catalogueMetadata(current, `/categoria/${current.slug}`);
}

export default async function CategoryPage({ params }: Props) {
  const current = await category((await params).slug);
  const variables = productListVariables(parseListingParams({}), { channel: CHANNEL, categoryId: current.id });
  const page = await loadProductPage(variables);
  if (!page.ok) throw new Error(`No se pudieron cargar los productos de ${current.slug}`);

  const crumbs: Crumb[] = [...categoryTrail(current.parent), { name: current.name }];
  const subcategories = current.children?.edges.map((edge) => edge.node) ?? [];

  return (
    <CatalogueListingPage
      root="categoria"
      className="category-page"
      crumbs={crumbs}
      name={current.name}
      backgroundImage={current.backgroundImage}
      heroNote={
        typeof current.priceFrom === 'number' && (
          <p className={styles.priceFrom}>
            Desde <Price amount={current.priceFrom} />
          </p>
        )
      }
      description={current.description}
      headAction={
        <a
          href={`/productos?categoria=${current.slug}`}
          className={`${buttons.button} ${buttons.secondary} ${styles.headAction}`}
        >
          Filtrar y ordenar
        </a>
      }
      page={page.data}
      variables={variables}
    >
      {subcategories.length > 0 && (
        <nav aria-label={`Subcategorías de ${current.name}`} className={styles.chips}>
          <ul>
            {subcategories.map((child) => (
              <li key={child.id}>
                <a href={`/categoria/${child.slug}`} className={badges.chip}>
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </CatalogueListingPage>
  );
}
