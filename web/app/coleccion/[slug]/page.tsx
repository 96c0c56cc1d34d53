import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CatalogueListingPage } from '@/features/catalog/CatalogueListingPage';
import { parseListingParams, productListVariables } from '@/features/catalog/listing';
import { loadProductPage } from '@/features/catalog/loaders';
import { catalogueMetadata } from '@/features/catalog/metadata';
import { loadCollection } from '@/features/collections/loaders';
import { promotionBadgeText } from '@/features/collections/promotion';
import { CHANNEL } from '@/lib/site';
import badges from '@/ui/badge.module.css';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

const collection = cache(async (rawSlug: string) => {
  const slug = decodeURIComponent(rawSlug);
  const result = await loadCollection(slug);
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
    <CatalogueListingPage
      root="coleccion"
      className="collection-page"
      crumbs={[{ name: current.name }]}
      name={current.name}
      backgroundImage={current.backgroundImage}
      heroNote={
        badge && (
          <p className={`${badges.badge} ${styles.badgePromo}`} data-testid="promotion-badge">
            {badge}
          </p>
        )
      }
      description={current.description}
      page={page.data}
      variables={variables}
    />
  );
}
