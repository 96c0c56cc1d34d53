'use client';

import { useApolloClient } from '@apollo/client/react';
import { checkoutTotal, isPickup } from '@cuida/domain';
import { useRouter } from 'next/navigation';
import { type Dispatch, type FormEvent, type ReactNode, useId, useState } from 'react';
import formGrid from '@/lib/form-grid.module.css';
import buttons from '@/ui/button.module.css';
import choices from '@/ui/choice.module.css';
import notices from '@/ui/notice.module.css';
import { PlaceOrderDocument } from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import { Options } from '../../lib/form-fields';
import { Price } from '../../lib/Price';
import { defaultStore } from '../../lib/session-storage';
import { CartSummaryLines } from '../cart/CartSummaryLines';
import { useCart } from '../cart/cart-context';
import { allLines } from '../cart/cart-state';
import { shoppingContext } from '../cart/promotions';
import { PickupInfo } from '../orders/PickupInfo';
import { CartTotals } from '../orders/Totals';
import { orderTotalsLines } from '../orders/totals-lines';
import { usePartnerFlags } from '../partners/FlagsProvider';
import { trackPurchase } from './analytics';
import type { CheckoutAction, CheckoutError, CheckoutState } from './checkout-state';
import { saveLastOrder } from './last-order';
import type { StepContext } from './steps';
import { stepErrors } from './steps';

registerDocument(PlaceOrderDocument);

/** The sandbox's dummy payment app takes test tokens; a real payment app's card form takes this component's place. */
const TEST_CARDS = [
  { token: 'tok_visa', label: 'Visa de prueba (aprobada)' },
  { token: 'tok_chargeDeclined', label: 'Tarjeta de prueba rechazada' },
];

/**
 * Step 3: the lines, gifts, discounts, coupon, delivery fee and total (one total, `checkoutTotal` of the domain, the
 * same the gateway computes again), the payment method, and the order placed by the gateway's placeOrder.
 */
export function ReviewStep({
  state,
  dispatch,
  checkoutId,
  deliveryLabel,
  onErrors,
  errors,
  setErrors,
  context,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  checkoutId: string;
  deliveryLabel: string;
  pathname: string;
  onErrors: (errors: CheckoutError[]) => void;
  errors: Partial<Record<string, string>>;
  setErrors: (errors: Partial<Record<string, string>>) => void;
  context: StepContext;
}) {
  const id = useId();
  const apollo = useApolloClient();
  const router = useRouter();
  const cart = useCart();
  const flags = usePartnerFlags();
  const [card, setCard] = useState(TEST_CARDS[0]?.token ?? '');
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const totals = cart.state;
  const total = checkoutTotal({
    subtotal: totals.subTotalCart,
    discount: totals.discount,
    delivery: totals.delivery,
    promoDiscount: totals.promoDiscount,
  });
  const busy = state.loading[3];

  const place = async (event: FormEvent) => {
    event.preventDefault();
    const problems = stepErrors(3, state, context);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    dispatch({ type: 'setLoading', step: 3, loading: true });
    try {
      const { data } = await apollo.mutate({
        mutation: PlaceOrderDocument,
        variables: {
          input: {
            checkoutId,
            paymentMethod: state.paymentMethod === 'CARD' ? 'CARD' : 'CASH_ON_DELIVERY',
            paymentData: state.paymentMethod === 'CARD' ? { token: card } : null,
            couponCode: totals.couponCode,
            context: shoppingContext(flags),
            expectedTotal: newTotal ?? total,
          },
        },
      });
      const answer = data?.placeOrder;
      if (!answer) throw new Error('sin respuesta');
      if (answer.order && answer.orderAccessToken) {
        trackPurchase(
          {
            order: {
              id: answer.order.id,
              number: answer.order.number,
              total: answer.totalToPay,
              shipping: answer.delivery,
            },
            lines: allLines(totals),
            couponCode: totals.couponCode,
          },
          defaultStore(),
        );
        saveLastOrder({ accessToken: answer.orderAccessToken, number: answer.order.number });
        // The page leaves the checkout; its state goes with it. The cart (and its checkout token) is emptied.
        router.push('/checkout/confirmacion');
        cart.dispatch({ type: 'reset' });
        return;
      }
      const priceChanged = answer.errors.find((error) => error.code === 'PRICE_CHANGED');
      if (priceChanged) setNewTotal(answer.totalToPay);
      const stock = answer.errors.filter((error) => error.code === 'INSUFFICIENT_STOCK');
      if (stock.length > 0) {
        const variants = new Set(stock.flatMap((error) => error.variants ?? []));
        dispatch({
          type: 'setEmptyProducts',
          products: allLines(totals)
            .filter((line) => variants.has(line.variantId))
            .map((line) => ({ variantId: line.variantId, name: line.name, quantityAvailable: 0 })),
        });
      }
      onErrors(
        answer.errors.map((error) => ({
          code: error.code,
          field: error.field ?? null,
          variants: error.variants ?? [],
          message: error.message,
        })),
      );
    } catch (error) {
      const code = (error as { errors?: { extensions?: { code?: unknown } }[] })?.errors?.[0]?.extensions?.code;
      onErrors([{ code: typeof code === 'string' ? code : 'UPSTREAM_UNAVAILABLE', field: null }]);
    } finally {
      dispatch({ type: 'setLoading', step: 3, loading: false });
    }
  };

  return (
    <form className={formGrid.formGrid} data-checkout-step onSubmit={place} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Revisión y pago
      </h2>
      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`}>Tu pedido</h3>
        <CartSummaryLines lines={allLines(totals)} />
        {state.emptyProducts.length > 0 && (
          <p className="field-error" data-testid="checkout-sold-out">
            Sin stock suficiente: {state.emptyProducts.map((product) => product.name).join(', ')}.{' '}
            <a href="/carrito">Ajusta tu carrito</a>
          </p>
        )}
        {state.lowStock.length > 0 && (
          <p className={`${notices.notice} ${notices.warning}`} data-testid="checkout-low-stock">
            Últimas unidades:{' '}
            {state.lowStock.map((product) => `${product.name} (quedan ${product.quantityAvailable})`).join(', ')}.
          </p>
        )}
      </section>
      <CartTotals
        testId="checkout-totals"
        lines={orderTotalsLines(
          {
            subtotal: totals.subTotalCart,
            promoDiscount: totals.promoDiscount,
            coupon: totals.couponCode ? { code: totals.couponCode, amount: totals.discount } : null,
            delivery: { label: deliveryLabel, amount: totals.delivery },
            total: newTotal ?? total,
          },
          { totalLabel: 'Total a pagar', testIds: { delivery: 'checkout-delivery-fee', total: 'checkout-total' } },
        )}
      />
      {isPickup(state.deliveryType) && (
        <PickupInfo
          type={state.deliveryType === 'pickup_for_someone_else' ? 'pickup_for_someone_else' : 'pickup_for_me'}
          person={state.deliveryType === 'pickup_for_someone_else' ? state.pickup : null}
        />
      )}
      {newTotal !== null && (
        <p className={`${notices.notice} ${notices.warning}`} role="status">
          El total cambió a <Price amount={newTotal} />. Revisa tu pedido y confirma para continuar.
        </p>
      )}

      <fieldset className="payment-methods">
        <legend>Forma de pago</legend>
        <PaymentOption id={`${id}-card`} method="CARD" state={state} dispatch={dispatch}>
          Tarjeta de crédito o débito
        </PaymentOption>
        {state.paymentMethod === 'CARD' && (
          <div className="field">
            <label htmlFor={`${id}-test-card`}>Tarjeta (entorno de pruebas)</label>
            <select id={`${id}-test-card`} value={card} onChange={(event) => setCard(event.target.value)}>
              <Options items={TEST_CARDS} value={(option) => option.token} label={(option) => option.label} />
            </select>
          </div>
        )}
        <PaymentOption id={`${id}-cash`} method="CASH_ON_DELIVERY" state={state} dispatch={dispatch}>
          Pago contra entrega
          <span className={choices.hint}>Paga en efectivo o con tarjeta al recibir tu pedido.</span>
        </PaymentOption>
        {errors.paymentMethod && <p className="field-error">{errors.paymentMethod}</p>}
      </fieldset>
      <button type="submit" className={`${buttons.button} ${buttons.block}`} disabled={busy} data-testid="place-order">
        {busy ? 'Procesando tu pedido…' : newTotal !== null ? 'Confirmar con el nuevo total' : 'Realizar pedido'}
      </button>
    </form>
  );
}

/** One way to pay, a radio of the "Forma de pago" group; the label may carry a hint. */
function PaymentOption({
  id,
  method,
  state,
  dispatch,
  children,
}: {
  id: string;
  method: 'CARD' | 'CASH_ON_DELIVERY';
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  children: ReactNode;
}) {
  return (
    <div className={choices.option}>
      <input
        type="radio"
        id={id}
        name="formaPago"
        checked={state.paymentMethod === method}
        onChange={() => dispatch({ type: 'setPaymentMethod', method })}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
