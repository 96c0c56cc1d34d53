import { truncateText } from '@cuida/domain';
import badges from '@/ui/badge.module.css';
import buttons from '@/ui/button.module.css';
import prices from '@/ui/price.module.css';
import type { ProductCardFragment } from '../../gql/graphql';
import { Picture } from '../../lib/Picture';
import { Price } from '../../lib/Price';
import { AddToCartButton } from '../cart/AddToCartButton';
import { newLine } from '../cart/product-line';
import { voucherWindowOf } from '../cart/voucher-window';
import styles from './ProductCard.module.css';
import { shownPrice } from './shown-price';
import { maxQuantity, STOCK_LABELS, stockState, unitsAvailable } from './stock';

/** Card sizes: two columns on a phone, up to five on a wide screen. */
export const CARD_IMAGE_SIZES = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 240px';

export function ProductCard({ product, priority = false }: { product: ProductCardFragment; priority?: boolean }) {
  const units = unitsAvailable(product.variants);
  const state = stockState(units);
  const variant = product.variants?.[0];
  const before = product.pricing?.priceRangeUndiscounted?.start?.gross.amount;
  const priceBefore =
    product.pricing?.onSale && typeof before === 'number' && before > (product.priceValue ?? 0) ? before : null;
  const shown =
    typeof product.priceValue === 'number'
      ? shownPrice({
          price: product.priceValue,
          undiscounted: before,
          onSale: product.pricing?.onSale,
          collections: product.collections,
          now: new Date(),
        })
      : null;
  return (
    <article className={styles.productCard} data-product-card data-slug={product.slug}>
      <a href={`/producto/${encodeURIComponent(product.slug)}`} className={styles.productCardLink}>
        <div className={styles.productCardImage}>
          {product.thumbnail ? (
            <Picture
              src={product.thumbnail.url}
              // The product's name is the link's text just below: the picture adds nothing to read (image-redundant-alt).
              alt=""
              width={400}
              height={400}
              sizes={CARD_IMAGE_SIZES}
              priority={priority}
            />
          ) : (
            <span className={styles.imagePlaceholder} aria-hidden="true" />
          )}
          {product.requiresPrescription && (
            <span className={`${badges.badge} ${badges.rx} ${styles.productCardBadge}`} data-testid="card-rx-badge">
              Requiere receta
            </span>
          )}
        </div>
        <h3 className={styles.productCardName} title={product.name}>
          {truncateText(product.name)}
        </h3>
      </a>
      {product.brandOrLaboratory && <p className={styles.productCardBrand}>{product.brandOrLaboratory.name}</p>}
      {product.presentation && <p className={styles.productCardPresentation}>{product.presentation}</p>}
      {/* The catalogue price the listing sorts by (the shown price may include a collection promotion). */}
      <p
        className={styles.productCardPrice}
        data-testid="product-card-price"
        data-catalogue-price={product.priceValue ?? undefined}
      >
        {shown ? (
          <>
            <span className={prices.price}>
              <Price amount={shown.price} />
            </span>
            {shown.before !== null && (
              <>
                {' '}
                <span className="visually-hidden">Antes </span>
                <s className={prices.before}>
                  <Price amount={shown.before} />
                </s>
              </>
            )}
          </>
        ) : (
          <span className="price-missing">Precio no disponible</span>
        )}
      </p>
      {state !== 'in' && (
        <p className={`${prices.stock} ${prices[state]}`} data-stock={state}>
          {STOCK_LABELS[state]}
        </p>
      )}
      <AddToCartButton
        className={`${buttons.button} ${buttons.small} ${styles.productCardButton}`}
        label={product.purchaseOptions.subscriptionOnly ? 'Suscribirme' : 'Agregar'}
        line={newLine(
          {
            variantId: variant?.id ?? null,
            sku: variant?.sku ?? null,
            name: product.name,
            slug: product.slug,
            image: product.thumbnail?.url ?? null,
            brand: product.brandOrLaboratory?.name ?? null,
            category: product.category?.name ?? null,
            presentation: product.presentation ?? null,
            requiresPrescription: product.requiresPrescription,
            subscriptionOnly: product.purchaseOptions.subscriptionOnly,
            price: product.priceValue ?? null,
            originalPrice: priceBefore,
            voucherWindow: voucherWindowOf(product.collections),
          },
          'once',
          1,
          maxQuantity(variant?.quantityAvailable, variant?.quantityLimitPerCustomer),
        )}
      />
    </article>
  );
}
