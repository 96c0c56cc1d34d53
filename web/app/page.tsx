import { agreementCodeFor } from '@cuida/domain/partners';
import type { Metadata } from 'next';
import { VerificationNotice } from '@/features/account/VerificationNotice';
import type { RawSearchParams } from '@/features/catalog/listing';
import { loadTopLevelCategories } from '@/features/catalog/loaders';
import { ProductGrid } from '@/features/catalog/ProductGrid';
import { promotionBadgeText } from '@/features/collections/promotion';
import { type Banner, Banners } from '@/features/home/Banners';
import { DiscoverTabs } from '@/features/home/DiscoverTabs';
import { loadHome } from '@/features/home/loaders';
import { readFlags } from '@/features/partners/flags';
import { loadAgreement, loadCarousel } from '@/features/partners/loaders';
import { MembershipVerification } from '@/features/partners/MembershipVerification';
import { ProductCarousel } from '@/features/partners/ProductCarousel';
import { loadShellMenus } from '@/features/shell/loaders';
import { GatewayNotice } from '@/features/shell/Notice';
import { deliveryPhrase } from '@/features/shell/store-identity';
import type { HomeQuery } from '@/gql/graphql';
import { Price } from '@/lib/Price';
import { browserGatewayEndpoint } from '@/lib/site';
import badges from '@/ui/badge.module.css';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const { store } = await loadShellMenus();
  return {
    title: { absolute: 'Cuida · Farmacia y salud en línea' },
    description: `Medicamentos, cuidado personal, mamá y bebé, nutrición y bienestar${deliveryPhrase(store)}. Compra una vez o suscríbete.`,
    alternates: { canonical: '/' },
    openGraph: { title: 'Cuida · Farmacia y salud en línea', url: '/' },
  };
}

type Shelf = HomeQuery['featured'];

function shelfProducts(shelf: Shelf) {
  return shelf?.products?.edges.map((edge) => edge.node) ?? [];
}

/** The partner agreement of the address's flags, from the agreements service; none when it fails (a decoration). */
async function partnerAgreement(search: RawSearchParams) {
  const code = agreementCodeFor(
    readFlags(new URLSearchParams(Object.entries(search).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))),
  );
  if (!code) return { agreement: null, carousel: [] };
  const answer = await loadAgreement(code);
  const agreement = answer.ok ? answer.data : null;
  const carousel = agreement?.carousel ? await loadCarousel(agreement.carousel.collectionSlug) : null;
  return { agreement, carousel: carousel?.ok ? carousel.data.products : [] };
}

/**
 * Home: inside a partner app, the partner's landing (its banners, its membership verification when it asks for one,
 * its product row and its worlds, from the agreements service); then collection banners, categories, collections,
 * featured products and the discover tabs. Rendered per request (partner flags come from the address; the data
 * itself is cached), so a build never freezes a home made while the gateway was down.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const search = await searchParams;
  const [home, categories, { store }, partner] = await Promise.all([
    loadHome(),
    loadTopLevelCategories(),
    loadShellMenus(),
    partnerAgreement(search),
  ]);
  const { agreement } = partner;

  const collections = home.ok ? (home.data.collections?.edges.map((edge) => edge.node) ?? []) : [];
  // Open promotions first, then the rest; closed windows (past or future) are not advertised.
  const banners: Banner[] = collections
    .filter(
      (collection) =>
        collection.backgroundImage && (!collection.promotionWindow || collection.promotionWindow.isActive),
    )
    .sort((a, b) => Number(b.promotionWindow?.isActive ?? false) - Number(a.promotionWindow?.isActive ?? false))
    .slice(0, 5)
    .map((collection) => ({
      id: collection.id,
      href: `/coleccion/${collection.slug}`,
      image: collection.backgroundImage?.url ?? '',
      alt: collection.name,
      caption: [collection.name, promotionBadgeText(collection.promotionWindow)].filter(Boolean).join(': '),
    }));
  const partnerBanners: Banner[] =
    agreement?.banners.map((banner) => ({
      id: banner.href,
      href: banner.href,
      image: banner.imageUrl,
      alt: banner.alt,
      caption: agreement.name,
    })) ?? [];
  const featured = home.ok ? shelfProducts(home.data.featured) : [];
  const tabs = home.ok
    ? [home.data.novedades, home.data.ofertas, home.data.packs].flatMap((shelf) => {
        const products = shelfProducts(shelf);
        return shelf && products.length > 0
          ? [{ id: shelf.slug, label: shelf.name, href: `/coleccion/${shelf.slug}`, products }]
          : [];
      })
    : [];
  const topCategories = categories.ok ? (categories.data.categories?.edges.map((edge) => edge.node) ?? []) : [];

  return (
    <div className={styles.home} data-scroll-root="inicio">
      <VerificationNotice
        outcome={search.codigo === 'expired' ? 'expired' : search.verificado === '1' ? 'verified' : null}
      />
      <h1 className={styles.homeTitle}>
        Cuida <span>tu farmacia en línea{deliveryPhrase(store).replace(' con', ', con')}</span>
      </h1>
      {agreement && <Banners banners={partnerBanners} label={`Beneficios ${agreement.name}`} priority />}
      {agreement?.verification && <MembershipVerification agreement={agreement} endpoint={browserGatewayEndpoint()} />}
      {agreement?.carousel && (
        <ProductCarousel
          id="inicio-convenio"
          title={agreement.carousel.title}
          products={partner.carousel}
          href={`/coleccion/${agreement.carousel.collectionSlug}`}
        />
      )}
      {agreement && agreement.worlds.length > 0 && (
        <nav aria-labelledby="inicio-mundos" className={styles.homeSection}>
          <h2 id="inicio-mundos">Mundos {agreement.name}</h2>
          <ul className={styles.chipsList}>
            {agreement.worlds.map((world) => (
              <li key={world.slug}>
                <a href={`/mundo/${world.slug}`} className={badges.chip}>
                  {world.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {home.ok ? (
        <Banners banners={banners} label="Promociones" priority={!agreement} />
      ) : (
        <GatewayNotice what="las promociones" />
      )}

      <section aria-labelledby="inicio-categorias" className={styles.homeSection}>
        <h2 id="inicio-categorias">Categorías</h2>
        {categories.ok ? (
          <ul aria-label="Categorías" data-testid="categories" className={styles.categoryTiles}>
            {topCategories.map((category) => (
              <li key={category.id}>
                <a href={`/categoria/${category.slug}`} className={styles.categoryTile}>
                  <span className={styles.categoryName} data-testid="category-name">
                    {category.name}
                  </span>
                  {typeof category.priceFrom === 'number' && (
                    <span className={styles.categoryFrom}>
                      Desde <Price amount={category.priceFrom} />
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <GatewayNotice what="las categorías" />
        )}
      </section>

      {collections.length > 0 && (
        <section aria-labelledby="inicio-colecciones" className={styles.homeSection}>
          <h2 id="inicio-colecciones">Colecciones</h2>
          <ul className={styles.chipsList}>
            {collections.map((collection) => (
              <li key={collection.id}>
                <a href={`/coleccion/${collection.slug}`} className={badges.chip}>
                  {collection.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {featured.length > 0 && (
        <section aria-labelledby="inicio-destacados" className={styles.homeSection}>
          <h2 id="inicio-destacados">{home.ok ? (home.data.featured?.name ?? 'Destacados') : 'Destacados'}</h2>
          <ProductGrid products={featured} label="Productos destacados" />
        </section>
      )}

      {tabs.length > 0 && (
        <section aria-labelledby="inicio-descubre" className={styles.homeSection}>
          <h2 id="inicio-descubre">Descubre</h2>
          <DiscoverTabs
            // The first tab's products travel once, rendered; the others as data for the client.
            tabs={tabs.map((tab, index) => (index === 0 ? { ...tab, products: [] } : tab))}
            label="Descubre"
            firstPanel={tabs[0] && <ProductGrid products={tabs[0].products} label={tabs[0].label} />}
          />
        </section>
      )}
    </div>
  );
}
