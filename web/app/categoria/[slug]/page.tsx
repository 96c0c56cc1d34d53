import { formatPrice } from '@cuida/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseListingParams, productListVariables } from '@/features/catalog/listing';
import { loadCategory } from '@/features/catalog/loaders';
import { catalogueMetadata } from '@/features/catalog/metadata';
import { ProductListing, productCount } from '@/features/catalog/ProductListing';
import { loadProductPage } from '@/features/catalog/products';
import { EditorJs } from '@/features/content/EditorJs';
import { Breadcrumbs, type Crumb, categoryTrail } from '@/features/shell/Breadcrumbs';
import { Picture } from '@/lib/Picture';
import { CHANNEL } from '@/lib/site';

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
    <div className="page category-page">
      <Breadcrumbs items={crumbs} />
      <header className="page-header hero">
        {current.backgroundImage && (
          <Picture
            className="hero-image"
            src={current.backgroundImage.url}
            alt=""
            width={1200}
            height={400}
            sizes="(max-width: 1200px) 100vw, 1200px"
            priority
          />
        )}
        <div className="hero-text">
          <h1>{current.name}</h1>
          {typeof current.priceFrom === 'number' && (
            <p className="price-from">Desde {formatPrice(current.priceFrom)}</p>
          )}
        </div>
      </header>
      <EditorJs source={current.description} className="rich-text intro" />
      {subcategories.length > 0 && (
        <nav aria-label={`Subcategorías de ${current.name}`} className="chips">
          <ul>
            {subcategories.map((child) => (
              <li key={child.id}>
                <a href={`/categoria/${child.slug}`} className="chip">
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="categoria-productos" className="listing-results">
        <div className="section-head">
          <h2 id="categoria-productos">Productos</h2>
          <p className="muted">{productCount(page.data.totalCount ?? page.data.products.length)}</p>
          <a href={`/productos?categoria=${current.slug}`} className="button button-secondary">
            Filtrar y ordenar
          </a>
        </div>
        <ProductListing
          page={page.data}
          variables={variables}
          root="categoria"
          label={`Productos de ${current.name}`}
        />
      </section>
    </div>
  );
}
