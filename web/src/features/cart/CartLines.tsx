'use client';

import badges from '@/ui/badge.module.css';
import quantityStyles from '@/ui/quantity.module.css';
import lineStyles from '@/ui/summary.module.css';
import { Price } from '../../lib/Price';
import styles from './CartLines.module.css';
import shared from './cart.module.css';
import { useCart } from './cart-context';
import type { CartLineItem } from './cart-state';

/**
 * The cart's lines: one-time first, then subscriptions; gifts marked and not editable. The groups' headings sit one
 * level under the place's own: h2 on `/carrito` (under its h1), h3 in the sidebar (under the dialog's h2).
 */
export function CartLines({ compact = false }: { compact?: boolean }) {
  const { state } = useCart();
  const heading = compact ? 'h3' : 'h2';
  // In the sidebar the one-time group's title is for screen readers only (it is the usual case).
  const groups = [
    { id: 'cart-once-title', title: 'Compra única', lines: state.cartOnce, titleHidden: compact },
    { id: 'cart-subscription-title', title: 'Suscripción mensual', lines: state.cartSubscription, titleHidden: false },
  ];
  return groups.map((group) => <CartGroup key={group.id} heading={heading} {...group} />);
}

/** One group of lines under its heading; nothing when the group is empty. */
function CartGroup(props: {
  id: string;
  title: string;
  heading: 'h2' | 'h3';
  titleHidden: boolean;
  lines: CartLineItem[];
}) {
  const Heading = props.heading;
  if (props.lines.length === 0) return null;
  return (
    <section aria-labelledby={props.id} className="cart-group">
      <Heading
        id={props.id}
        className={props.titleHidden ? `${styles.cartGroupTitle} visually-hidden` : styles.cartGroupTitle}
      >
        {props.title}
      </Heading>
      <ul className={lineStyles.lines}>
        {props.lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function CartLineRow({ line }: { line: CartLineItem }) {
  const { setQuantity, remove } = useCart();
  return (
    <li className={styles.cartLine} data-testid="cart-line" data-line-id={line.id} data-gift={line.isGift || undefined}>
      {line.image ? (
        // Product pictures are small here and come from the media host already sized.
        // biome-ignore lint/performance/noImgElement: a 64 px thumbnail, no optimizer round trip needed
        <img src={line.image} alt="" width={64} height={64} className={styles.cartLineImage} loading="lazy" />
      ) : (
        <span className={`${styles.cartLineImage} ${styles.imagePlaceholder}`} aria-hidden="true" />
      )}
      <div className={styles.cartLineBody}>
        <p className={styles.cartLineName}>
          <a href={`/producto/${encodeURIComponent(line.slug)}`}>{line.name}</a>
        </p>
        {line.presentation && <p className="muted">{line.presentation}</p>}
        <p className="cart-line-badges">
          {line.isGift && <span className={`${badges.badge} ${shared.badgeGift}`}>Regalo</span>}
          {line.prescriptionType === 'simple' && (
            <span className={`${badges.badge} ${badges.rx}`}>Requiere receta</span>
          )}
          {line.typePurchase === 'subscription' && <span className={badges.badge}>Suscripción</span>}
        </p>
        <p className="cart-line-unit">
          <span className="visually-hidden">Precio unitario: </span>
          <Price amount={line.priceUnit} /> c/u
        </p>
      </div>
      <div className={styles.cartLineActions}>
        {line.isGift ? (
          <p className="cart-line-quantity">Cantidad: 1</p>
        ) : (
          <fieldset className={quantityStyles.control}>
            <legend className="visually-hidden">Cantidad de {line.name}</legend>
            <button
              type="button"
              aria-label={`Quitar una unidad de ${line.name}`}
              onClick={() => setQuantity(line.id, line.quantity - 1)}
              disabled={line.quantity <= 1}
            >
              −
            </button>
            <output aria-live="off" data-testid="cart-line-quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={`Agregar una unidad de ${line.name}`}
              onClick={() => setQuantity(line.id, line.quantity + 1)}
              disabled={line.quantity >= line.maxQuantity}
            >
              +
            </button>
          </fieldset>
        )}
        <p className={styles.cartLineTotal} data-testid="cart-line-total">
          <span className="visually-hidden">Total de la línea: </span>
          {line.price}
        </p>
        {!line.isGift && (
          <button type="button" className={shared.linkButton} onClick={() => remove(line.id)}>
            Eliminar<span className="visually-hidden"> {line.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
