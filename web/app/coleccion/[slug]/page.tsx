import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { parseListingParams, productListVariables } from '@/features/catalog/listing';
import { catalogueMetadata } from '@/features/catalog/metadata';
import { ProductListing, productCount } from '@/features/catalog/ProductListing';
import { loadProductPage } from '@/features/catalog/products';
import { promotionBadgeText } from '@/features/collections/promotion';
import { EditorJs } from '@/features/content/EditorJs';
import { Breadcrumbs } from '@/features/shell/Breadcrumbs';
import { CollectionBySlugDocument } from '@/gql/graphql';
import { CACHE } from '@/lib/cache-manifest';
import { queryGateway } from '@/lib/gateway';
import { Picture } from '@/lib/Picture';
import { CHANNEL } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

const collection = cache(async (rawSlug: string) => {
  const slug = decodeURIComponent(rawSlug);
  const result = await queryGateway(CollectionBySlugDocument, { slug, channel: CHANNEL }, CACHE.collection(slug));
  if (!result.ok) throw new Error(`No se pudo cargar la colección ${slug}`);
  if (!result.data.collection) notFound();
  return result.data.collection;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const current = await collection((await params).slug);
  return catalogueMetadata(current, `/coleccion/${current.slug}`);
}

export default async function CollectionPage({ params }: Props) {
  const current = await collection((await params).slug);
  const variables = productListVariables(parseListingParams({}), { channel: CHANNEL, collectionId: current.id });
  const page = await loadProductPage(variables);
  if (!page.ok) throw new Error(`No se pudieron cargar los productos de ${current.slug}`);
  const badge = promotionBadgeText(current.promotionWindow);

  return (
    <div className="page collection-page">
      <Breadcrumbs items={[{ name: current.name }]} />
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
          {badge && (
            <p className="badge badge-promo" data-testid="promotion-badge">
              {badge}
            </p>
          )}
        </div>
      </header>
      <EditorJs source={current.description} className="rich-text intro" />
      <section aria-labelledby="coleccion-productos" className="listing-results">
        <div className="section-head">
          <h2 id="coleccion-productos">Productos</h2>
          <p className="muted">{productCount(page.data.totalCount ?? page.data.products.length)}</p>
        </div>
        <ProductListing
          page={page.data}
          variables={variables}
          root="coleccion"
          label={`Productos de ${current.name}`}
        />
      </section>
    </div>
  );
}
