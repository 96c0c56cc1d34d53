import { formatPrice, truncateText } from '@cuida/domain';
import badges from '@/ui/badge.module.css';
import buttons from '@/ui/button.module.css';
import prices from '@/ui/price.module.css';
import type { ProductCardFragment } from '../../gql/graphql';
import { pictureAttributes } from '../../lib/Picture';
import { type Markup, markup, tag } from '../../lib/static-markup';
import { ADD_LINE_ATTRIBUTE } from '../cart/card-add-line';
import { newLine } from '../cart/product-line';
import { voucherWindowOf } from '../cart/voucher-window';
import styles from './ProductCard.module.css';
import { shownPrice } from './shown-price';
import { maxQuantity, STOCK_LABELS, stockState, unitsAvailable } from './stock';

/** Card sizes: two columns on a phone, up to five on a wide screen. */
export const CARD_IMAGE_SIZES = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 240px';

function picture(product: ProductCardFragment, priority: boolean): Markup {
  if (!product.thumbnail) return tag('span', { class: styles.imagePlaceholder, 'aria-hidden': 'true' });
  const image = pictureAttributes({
    src: product.thumbnail.url,
    // The product's name is the link's text just below: the picture adds nothing to read (image-redundant-alt).
    alt: '',
    width: 400,
    height: 400,
    sizes: CARD_IMAGE_SIZES,
    priority,
  });
  return tag('img', {
    alt: image.alt,
    loading: image.loading,
    width: image.width,
    height: image.height,
    decoding: image.decoding,
    fetchpriority: image.fetchPriority,
    style: image.style ? `color:${image.style.color}` : undefined,
    sizes: image.sizes,
    srcset: image.srcSet,
    src: image.src,
  });
}

function price(product: ProductCardFragment): Markup {
  const before = product.pricing?.priceRangeUndiscounted?.start?.gross.amount;
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
  // The catalogue price the listing sorts by (the shown price may include a collection promotion).
  return tag(
    'p',
    {
      class: styles.productCardPrice,
      'data-testid': 'product-card-price',
      'data-catalogue-price': product.priceValue ?? undefined,
    },
    shown
      ? markup(
          tag('span', { class: prices.price }, formatPrice(shown.price)),
          shown.before !== null &&
            markup(
              ' ',
              tag('span', { class: 'visually-hidden' }, 'Antes '),
              tag('s', { class: prices.before }, formatPrice(shown.before)),
            ),
        )
      : tag('span', { class: 'price-missing' }, 'Precio no disponible'),
  );
}

/**
 * "Agregar" as plain HTML: the line it adds travels in the button (ADD_LINE_ATTRIBUTE) and one listener for the whole
 * page adds it (cart/CardAddButtons.tsx), which also enables the buttons once the saved cart was read. A product that
 * cannot be bought gets a button that stays disabled.
 */
function addButton(product: ProductCardFragment): Markup {
  const variant = product.variants?.[0];
  const before = product.pricing?.priceRangeUndiscounted?.start?.gross.amount;
  const priceBefore =
    product.pricing?.onSale && typeof before === 'number' && before > (product.priceValue ?? 0) ? before : null;
  const line = newLine(
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
  );
  const label = product.purchaseOptions.subscriptionOnly ? 'Suscribirme' : 'Agregar';
  return tag(
    'button',
    {
      type: 'button',
      class: `${buttons.button} ${buttons.small} ${styles.productCardButton}`,
      disabled: true,
      'data-testid': 'add-to-cart',
      'aria-label': line ? `${label}: ${line.name}` : label,
      [ADD_LINE_ATTRIBUTE]: line ? JSON.stringify(line) : undefined,
    },
    label,
  );
}

/**
 * A product card as HTML built once, on the server for pages and in the browser for the cards load-more adds. A grid
 * of them is one node for React to hydrate (lib/static-markup.ts): a listing of 100 cards otherwise hydrated about
 * 1,200 elements and 100 client components (ADR 25).
 */
export function productCardMarkup(product: ProductCardFragment, priority = false): Markup {
  const state = stockState(unitsAvailable(product.variants));
  return tag(
    'article',
    { class: styles.productCard, 'data-product-card': true, 'data-slug': product.slug },
    tag(
      'a',
      { href: `/producto/${encodeURIComponent(product.slug)}`, class: styles.productCardLink },
      tag(
        'div',
        { class: styles.productCardImage },
        picture(product, priority),
        product.requiresPrescription &&
          tag(
            'span',
            { class: `${badges.badge} ${badges.rx} ${styles.productCardBadge}`, 'data-testid': 'card-rx-badge' },
            'Requiere receta',
          ),
      ),
      tag('h3', { class: styles.productCardName, title: product.name }, truncateText(product.name)),
    ),
    product.brandOrLaboratory && tag('p', { class: styles.productCardBrand }, product.brandOrLaboratory.name),
    product.presentation && tag('p', { class: styles.productCardPresentation }, product.presentation),
    price(product),
    state !== 'in' && tag('p', { class: `${prices.stock} ${prices[state]}`, 'data-stock': state }, STOCK_LABELS[state]),
    addButton(product),
  );
}

/** The list items of a grid; the first `eager` cards (the first row) load their pictures first. */
export function productCardItems(products: readonly ProductCardFragment[], eager = 0): string {
  return markup(...products.map((product, index) => tag('li', {}, productCardMarkup(product, index < eager)))).html;
}
