import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { voucherWindowOf } from '@/features/cart/voucher-window';
import { shownPrice } from '@/features/catalog/shown-price';
import { maxQuantity, stockState } from '@/features/catalog/stock';
import { EditorJs } from '@/features/content/EditorJs';
import { editorJsPlainText } from '@/features/content/editorjs';
import { productJsonLd, serializeJsonLd } from '@/features/product/json-ld';
import { loadProduct } from '@/features/product/loaders';
import { ProductGallery } from '@/features/product/ProductGallery';
import { PurchasePanel } from '@/features/product/PurchasePanel';
import { Recommendations } from '@/features/product/Recommendations';
import { Breadcrumbs, type Crumb, categoryTrail } from '@/features/shell/Breadcrumbs';
import { Price } from '@/lib/Price';
import { absoluteUrl } from '@/lib/site';
import badges from '@/ui/badge.module.css';
import choices from '@/ui/choice.module.css';
import prices from '@/ui/price.module.css';
import styles from './page.module.css';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

const product = cache(async (rawSlug: string) => {
  const slug = decodeURIComponent(rawSlug);
  const result = await loadProduct(slug);
  if (!result.ok) throw new Error(`No se pudo cargar el producto ${slug}`);
  if (!result.data.product) notFound();
  return result.data.product;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const current = await product((await params).slug);
  const title = current.seoTitle ?? current.name;
  const description =
    current.seoDescription ?? (editorJsPlainText(current.description).slice(0, 160) || `${current.name} en Cuida.`);
  const canonical = `/producto/${current.slug}`;
  const image = current.thumbnail?.url;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, images: image ? [{ url: image, alt: current.name }] : undefined },
  };
}

export default async function ProductPage({ params }: Props) {
  const current = await product((await params).slug);
  const variant = current.variants?.find((v) => v.id === current.defaultVariant?.id) ?? current.variants?.[0] ?? null;
  const units = variant?.quantityAvailable ?? null;
  const stock = current.isAvailableForPurchase === false ? 'out' : stockState(units);
  const max = stock === 'out' ? 0 : maxQuantity(units, variant?.quantityLimitPerCustomer);
  const before = current.pricing?.priceRangeUndiscounted?.start?.gross.amount;
  const priceBefore =
    current.pricing?.onSale && typeof before === 'number' && before > (current.priceValue ?? 0) ? before : null;
  const shown =
    typeof current.priceValue === 'number'
      ? shownPrice({
          price: current.priceValue,
          undiscounted: before,
          onSale: current.pricing?.onSale,
          collections: current.collections,
          now: new Date(),
        })
      : null;
  const images = (current.media ?? []).map((media) => ({ id: media.id, url: media.url, alt: media.alt }));
  if (images.length === 0 && current.thumbnail) {
    images.push({ id: 'miniatura', url: current.thumbnail.url, alt: current.thumbnail.alt ?? current.name });
  }

  const crumbs: Crumb[] = [...categoryTrail(current.category), { name: current.name }];

  const jsonLd = productJsonLd({
    name: current.name,
    description: current.seoDescription,
    url: absoluteUrl(`/producto/${current.slug}`),
    images: images.map((image) => image.url),
    sku: variant?.sku,
    brand: current.brandOrLaboratory?.name,
    price: current.priceValue ?? null,
    units,
    availableForPurchase: current.isAvailableForPurchase,
  });

  return (
    <div className="page product-page">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes '<'. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.productLayout}>
        <ProductGallery images={images} name={current.name} />
        <div className={styles.productInfo}>
          {current.brandOrLaboratory && (
            <p className={styles.productBrand}>
              {current.brandOrLaboratory.kind === 'LABORATORY' ? 'Laboratorio: ' : 'Marca: '}
              <span data-testid="brand">{current.brandOrLaboratory.name}</span>
            </p>
          )}
          <h1>{current.name}</h1>
          {current.presentation && <p className={styles.productPresentation}>{current.presentation}</p>}
          {current.requiresPrescription && (
            <p className={`${badges.badge} ${badges.rx}`} data-testid="rx-badge">
              Requiere receta
            </p>
          )}
          <p className={styles.productPrice}>
            {shown ? (
              <>
                <span className={`${prices.price} ${styles.priceLarge}`} data-testid="product-price">
                  <Price amount={shown.price} />
                </span>
                {shown.before !== null && (
                  <>
                    {' '}
                    <span className="visually-hidden">Antes </span>
                    <s className={prices.before} data-testid="product-price-before">
                      <Price amount={shown.before} />
                    </s>
                  </>
                )}
                {shown.collectionPercent !== null && (
                  <span className={choices.hint}> {shown.collectionPercent} % de descuento de campaña</span>
                )}
              </>
            ) : (
              <span className="price-missing">Precio no disponible</span>
            )}
          </p>
          <PurchasePanel
            product={{
              variantId: variant?.id ?? null,
              sku: variant?.sku ?? null,
              name: current.name,
              slug: current.slug,
              image: current.thumbnail?.url ?? images[0]?.url ?? null,
              brand: current.brandOrLaboratory?.name ?? null,
              category: current.category?.name ?? null,
              presentation: current.presentation ?? null,
              requiresPrescription: current.requiresPrescription,
              subscriptionOnly: current.purchaseOptions.subscriptionOnly,
              price: current.priceValue ?? null,
              originalPrice: priceBefore,
              voucherWindow: voucherWindowOf(current.collections),
            }}
            variantId={variant?.id ?? null}
            sku={variant?.sku ?? null}
            price={current.priceValue ?? null}
            once={current.purchaseOptions.once}
            subscription={current.purchaseOptions.subscription}
            subscriptionOnly={current.purchaseOptions.subscriptionOnly}
            max={max}
            stock={stock}
          />
          {current.requiresPrescription && (
            <p className="muted">
              Presenta tu receta médica original y vigente al recibir tu pedido. El químico farmacéutico la verificará.
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="descripcion" className={styles.productDescription}>
        <h2 id="descripcion">Descripción</h2>
        <EditorJs source={current.description} />
      </section>
      <Suspense fallback={null}>
        <Recommendations productId={current.id} sku={variant?.sku ?? null} categoryId={current.category?.id ?? null} />
      </Suspense>
    </div>
  );
}
