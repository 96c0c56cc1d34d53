import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Filters } from '@/features/catalog/Filters';
import listingStyles from '@/features/catalog/ListingLayout.module.css';
import {
  DEFAULT_LISTING_CATEGORY,
  listingQuery,
  parseListingParams,
  productListVariables,
  type RawSearchParams,
} from '@/features/catalog/listing';
import { categoryOptions, loadBrands, loadCategory, loadProductPage } from '@/features/catalog/loaders';
import { ProductListing, productCount } from '@/features/catalog/ProductListing';
import { Breadcrumbs } from '@/features/shell/Breadcrumbs';
import { loadShellMenus } from '@/features/shell/loaders';
import { GatewayNotice } from '@/features/shell/Notice';
import { deliveryPhrase } from '@/features/shell/store-identity';
import { CHANNEL } from '@/lib/site';

type Props = { searchParams: Promise<RawSearchParams> };

function categorySlug(search: RawSearchParams): string {
  return parseListingParams(search).category ?? DEFAULT_LISTING_CATEGORY;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const slug = categorySlug(await searchParams);
  const result = await loadCategory(slug);
  const category = result.ok ? result.data : null;
  const name = category?.name ?? 'Productos';
  const title = `${name}: todos los productos`;
  const description =
    category?.seoDescription ??
    `Compra ${name.toLowerCase()} online en Cuida${deliveryPhrase((await loadShellMenus()).store)}.`;
  const canonical = `/productos?categoria=${encodeURIComponent(slug)}`;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      images: category?.backgroundImage ? [{ url: category.backgroundImage.url, alt: name }] : undefined,
    },
  };
}

/**
 * The product listing (requirements: "Product listing"): `?categoria=slug` (default Feria), filters, sort and
 * load-more.
 */
export default async function ProductsPage({ searchParams }: Props) {
  const search = await searchParams;
  const params = { ...parseListingParams(search), category: categorySlug(search), query: null };
  const categoryResult = await loadCategory(params.category);
  if (!categoryResult.ok) return <GatewayNotice what="los productos" />;
  const category = categoryResult.data;
  if (!category) notFound();

  const scope = { channel: CHANNEL, categoryId: category.id };
  const variables = productListVariables(params, scope);
  const [page, brands, categories] = await Promise.all([
    loadProductPage(variables),
    loadBrands(productListVariables({ ...params, brand: null }, scope)),
    categoryOptions(category),
  ]);

  return (
    <div className="page listing-page">
      <Breadcrumbs items={[{ name: 'Productos' }, { name: category.name }]} />
      <header className="page-header">
        <h1>{category.name}</h1>
        {page.ok && page.data.totalCount !== null && (
          <p className="muted" data-testid="product-total">
            {productCount(page.data.totalCount)}
          </p>
        )}
      </header>
      <div className={listingStyles.listingLayout}>
        <Filters
          key={listingQuery(params)}
          action="/productos"
          params={params}
          categories={categories}
          brands={brands}
        />
        <section aria-labelledby="productos-titulo" className="listing-results">
          <h2 id="productos-titulo" className="visually-hidden">
            Productos
          </h2>
          {page.ok ? (
            <ProductListing
              page={page.data}
              variables={variables}
              root="productos"
              label={`Productos de ${category.name}`}
            />
          ) : (
            <GatewayNotice what="los productos" />
          )}
        </section>
      </div>
    </div>
  );
}
