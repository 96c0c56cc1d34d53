import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Banners } from '@/features/home/Banners';
import { loadCarousel, loadWorld } from '@/features/partners/loaders';
import { ProductCarousel } from '@/features/partners/ProductCarousel';
import { Breadcrumbs } from '@/features/shell/Breadcrumbs';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

const world = cache(async (rawSlug: string) => {
  const slug = decodeURIComponent(rawSlug).toLowerCase();
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) notFound();
  const result = await loadWorld(slug);
  if (!result.ok) throw new Error(`No se pudo cargar el mundo ${slug}`);
  if (!result.data) notFound();
  return result.data;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const current = await world((await params).slug);
  const canonical = `/mundo/${current.slug}`;
  return {
    title: current.name,
    description: current.description,
    alternates: { canonical },
    openGraph: { title: current.name, description: current.description, url: canonical },
  };
}

/**
 * A world (requirements: "Worlds"): a curated landing page of a partner or a theme, from the agreements service —
 * its name and introduction, its banners and its product row. Its product row is the scroll restoration's key element.
 */
export default async function WorldPage({ params }: Props) {
  const current = await world((await params).slug);
  const carousel = await loadCarousel(current.carousel.collectionSlug);
  if (!carousel.ok) throw new Error(`No se pudieron cargar los productos del mundo ${current.slug}`);

  return (
    <div className="page world-page" data-scroll-root="mundo">
      <Breadcrumbs items={[{ name: current.name }]} />
      <header className="page-header">
        <h1>{current.name}</h1>
        <p className="intro">{current.description}</p>
      </header>
      <Banners
        banners={current.banners.map((banner) => ({
          id: banner.href,
          href: banner.href,
          image: banner.imageUrl,
          alt: banner.alt,
          caption: banner.alt,
        }))}
        label={`Destacados de ${current.name}`}
        priority
      />
      <ProductCarousel
        id="mundo-productos"
        title={current.carousel.title}
        products={carousel.data.products}
        href={`/coleccion/${current.carousel.collectionSlug}`}
      />
    </div>
  );
}
