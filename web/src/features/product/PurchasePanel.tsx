'use client';

import { useId, useState } from 'react';
import buttons from '@/ui/button.module.css';
import choices from '@/ui/choice.module.css';
import prices from '@/ui/price.module.css';
import quantityStyles from '@/ui/quantity.module.css';
import { AddToCartButton } from '../cart/AddToCartButton';
import { type CartProductInfo, newLine } from '../cart/product-line';
import { clampQuantity, STOCK_LABELS, type StockState } from '../catalog/stock';
import styles from './PurchasePanel.module.css';

export type PurchaseType = 'once' | 'subscription';

/**
 * How the shopper buys: once or by subscription (as the product allows; subscription-only products offer only the
 * subscription) and how many units, bounded by the stock; then "Agregar al carrito" (the cart feature's button).
 */
export function PurchasePanel({
  product,
  variantId,
  sku,
  price,
  once,
  subscription,
  subscriptionOnly,
  max,
  stock,
}: {
  product: CartProductInfo;
  variantId: string | null;
  sku: string | null;
  price: number | null;
  once: boolean;
  subscription: boolean;
  subscriptionOnly: boolean;
  max: number;
  stock: StockState;
}) {
  const id = useId();
  const offers: PurchaseType[] = subscriptionOnly
    ? ['subscription']
    : [...(once ? ['once' as const] : []), ...(subscription ? ['subscription' as const] : [])];
  const [type, setType] = useState<PurchaseType>(offers[0] ?? 'once');
  const [quantity, setQuantity] = useState(clampQuantity(1, max));
  // The line total needs the domain's money rules: loaded on the first change of quantity, not with the page.
  const [totalText, setTotalText] = useState<string | null>(null);
  const soldOut = stock === 'out' || max <= 0;

  const change = (next: number) => {
    const value = clampQuantity(next, max);
    setQuantity(value);
    if (price !== null && value > 1) {
      void import('@cuida/domain').then(({ formatPrice, lineTotal }) =>
        setTotalText(formatPrice(lineTotal(price, value))),
      );
    } else {
      setTotalText(null);
    }
    window.dispatchEvent(
      new CustomEvent('cuida:purchase-choice', { detail: { variantId, sku, typePurchase: type, quantity: value } }),
    );
  };

  return (
    <form
      className={styles.purchase}
      aria-label="Opciones de compra"
      data-variant-id={variantId ?? undefined}
      data-sku={sku ?? undefined}
      data-type-purchase={type}
      data-quantity={quantity}
      onSubmit={(event) => event.preventDefault()}
    >
      <p className={`${prices.stock} ${prices[stock]}`} data-testid="stock-state">
        {STOCK_LABELS[stock]}
      </p>
      {offers.length > 0 && (
        <fieldset className={styles.purchaseOptions}>
          <legend>Tipo de compra</legend>
          {offers.map((offer) => (
            <div key={offer} className={choices.option}>
              <input
                type="radio"
                id={`${id}-${offer}`}
                name="tipoCompra"
                value={offer}
                checked={type === offer}
                onChange={() => setType(offer)}
                disabled={soldOut}
              />
              <label htmlFor={`${id}-${offer}`}>
                {offer === 'once' ? 'Compra única' : 'Suscripción mensual'}
                {offer === 'subscription' && (
                  <span className={choices.hint}>
                    Recíbelo cada mes en tu casa. Para pausarla o cancelarla, escríbenos a atención al cliente.
                  </span>
                )}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className={styles.quantity}>
        <label htmlFor={`${id}-cantidad`}>Cantidad</label>
        <div className={quantityStyles.control}>
          <button
            type="button"
            aria-label="Quitar una unidad"
            onClick={() => change(quantity - 1)}
            disabled={soldOut || quantity <= 1}
          >
            −
          </button>
          <input
            id={`${id}-cantidad`}
            type="number"
            inputMode="numeric"
            min={soldOut ? 0 : 1}
            max={max}
            value={quantity}
            disabled={soldOut}
            onChange={(event) => change(Number(event.target.value))}
            data-testid="quantity"
          />
          <button
            type="button"
            aria-label="Agregar una unidad"
            onClick={() => change(quantity + 1)}
            disabled={soldOut || quantity >= max}
          >
            +
          </button>
        </div>
        {!soldOut && (
          <p className={`muted ${styles.quantityMax}`}>
            Máximo {max} {max === 1 ? 'unidad' : 'unidades'}
          </p>
        )}
      </div>
      <AddToCartButton
        line={newLine(product, type, quantity, max)}
        disabled={soldOut}
        className={`${buttons.button} ${buttons.block}`}
      />
      <p className={styles.purchaseTotal} aria-live="polite">
        {totalText && quantity > 1 && (
          <>
            Total: <strong>{totalText}</strong>
          </>
        )}
      </p>
    </form>
  );
}
