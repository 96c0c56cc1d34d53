import type { Metadata } from 'next';
import { Filters } from '@/features/catalog/Filters';
import listingStyles from '@/features/catalog/ListingLayout.module.css';
import {
  listingQuery,
  parseListingParams,
  productListVariables,
  type RawSearchParams,
} from '@/features/catalog/listing';
import { loadBrands, loadProductPage } from '@/features/catalog/loaders';
import { ProductListing, productCount } from '@/features/catalog/ProductListing';
import { GatewayNotice } from '@/features/shell/Notice';
import { SearchBox } from '@/features/shell/SearchBox';
import { CHANNEL } from '@/lib/site';

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = parseListingParams(await searchParams);
  return {
    title: query ? `Resultados para “${query}”` : 'Buscar productos',
    description: 'Busca medicamentos, marcas y productos de cuidado personal en Cuida.',
    alternates: { canonical: '/buscar' },
    // Result pages are endless variations of the catalogue: followed, not indexed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = { ...parseListingParams(await searchParams), category: null };
  if (!params.query) {
    return (
      <div className="page search-page" data-scroll-root="busqueda">
        <h1>Buscar productos</h1>
        <p>Escribe el nombre de un producto, una marca o un laboratorio.</p>
        <SearchBox id="buscar-q-pagina" />
      </div>
    );
  }
  const scope = { channel: CHANNEL };
  const variables = productListVariables(params, scope);
  const [page, brands] = await Promise.all([
    loadProductPage(variables),
    loadBrands(productListVariables({ ...params, brand: null }, scope)),
  ]);
  return (
    <div className="page search-page listing-page">
      <header className="page-header">
        <h1>Resultados para “{params.query}”</h1>
        {page.ok && page.data.totalCount !== null && (
          <p className="muted" data-testid="product-total">
            {productCount(page.data.totalCount)}
          </p>
        )}
      </header>
      <div className={listingStyles.listingLayout}>
        <Filters key={listingQuery(params)} action="/buscar" params={params} brands={brands} />
        <section aria-labelledby="resultados-titulo" className="listing-results">
          <h2 id="resultados-titulo" className="visually-hidden">
            Resultados
          </h2>
          {page.ok ? (
            <ProductListing
              page={page.data}
              variables={variables}
              root="busqueda"
              label={`Resultados para ${params.query}`}
              emptyMessage={`No encontramos productos para “${params.query}”. Revisa la ortografía o prueba con otra palabra.`}
            />
          ) : (
            <GatewayNotice what="los resultados" />
          )}
        </section>
      </div>
    </div>
  );
}
