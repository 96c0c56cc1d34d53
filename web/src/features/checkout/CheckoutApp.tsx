'use client';

import { useApolloClient } from '@apollo/client/react';
import { DELIVERY_TYPE_LABELS } from '@cuida/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import buttons from '@/ui/button.module.css';
import notices from '@/ui/notice.module.css';
import { CheckoutPrefillDocument, CheckoutSaveClientDocument, CheckoutSaveDeliveryDocument } from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import { GatewayApollo } from '../../lib/GatewayApollo';
import { useSession } from '../account/session-context';
import { useCart } from '../cart/cart-context';
import { allLines } from '../cart/cart-state';
import { rememberCheckoutClient } from '../cart/remembered-client';
import { usePartnerFlags } from '../partners/FlagsProvider';
import { clientFromAccount } from './account-prefill';
import styles from './CheckoutApp.module.css';
import { CheckoutEmpty } from './CheckoutEmpty';
import { ClientStep } from './ClientStep';
import { type CheckoutError, checkoutReducer, initialCheckout } from './checkout-state';
import { checkoutIdOfToken, commerceAddress, shippingMethodFor } from './commerce-sync';
import { DeliveryStep } from './DeliveryStep';
import { checkoutErrorMessage, messagesAt } from './error-messages';
import { cartMetadata, clientMetadata, deliveryMetadata, restoreFromCheckout } from './metadata';
import { ReviewStep } from './ReviewStep';
import { CHECKOUT_STEPS, type CheckoutStepId, resolveStep, stepErrors, stepFromQuery, stepHref } from './steps';
import { stockIssues } from './stock-issues';
import { useCommerceCheckout } from './use-commerce-checkout';

registerDocument(CheckoutSaveClientDocument);
registerDocument(CheckoutSaveDeliveryDocument);

/**
 * `/checkout?step=N`: the three steps over one commerce checkout, the step in the URL (back and reload keep it).
 * Loaded by `CheckoutView` once the cart has lines, with Apollo Client and the steps.
 */
export default function CheckoutApp({ endpoint }: { endpoint: string }) {
  return (
    <GatewayApollo endpoint={endpoint}>
      <Checkout />
    </GatewayApollo>
  );
}

const errorsOf = (list: readonly { code: string; field?: string | null }[]): CheckoutError[] =>
  list.map((error) => ({ code: error.code, field: error.field ?? null }));

function codeOfFailure(error: unknown): string {
  const code = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'UPSTREAM_UNAVAILABLE';
}

function Checkout() {
  const apollo = useApolloClient();
  const cart = useCart();
  const flags = usePartnerFlags();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => initialCheckout());
  const cartRef = useRef(cart.state);
  cartRef.current = cart.state;
  const { status } = useCommerceCheckout();
  const session = useSession();
  const [shown, setShown] = useState<Partial<Record<string, string>>>({});
  const [fee, setFee] = useState<number | null>(null);
  // State, not a ref: the redirect below must see the restored form in the same render as this flag.
  const [restored, setRestored] = useState(false);
  const view = useRef<HTMLDivElement>(null);
  const now = useMemo(() => new Date(), []);
  const context = useMemo(() => ({ now, appRimac: flags.appRimac === true }), [now, flags.appRimac]);

  const requested = stepFromQuery(search);
  const ready = status.kind === 'ready';
  const step: CheckoutStepId = ready && restored ? resolveStep(requested, state, context) : requested;

  // The commerce checkout's metafields refill the form once (requirements: "Checkout restore").
  useEffect(() => {
    if (status.kind !== 'ready' || restored) return;
    setRestored(true);
    const { checkout, client } = status.checkout;
    dispatch({
      type: 'restore',
      restored: restoreFromCheckout({
        client,
        metadata: checkout.metadata,
        email: checkout.email,
        shippingAddress: checkout.shippingAddress,
      }),
    });
  }, [status, restored]);

  // The sold-out and low-stock lists, from the units the commerce checkout has left for each line.
  useEffect(() => {
    if (status.kind !== 'ready') return;
    const names = new Map(allLines(cartRef.current).map((line) => [line.variantId, line.name]));
    const { emptyProducts, lowStock } = stockIssues(status.checkout.checkout.lines, names);
    dispatch({ type: 'setEmptyProducts', products: emptyProducts });
    dispatch({ type: 'setLowStock', products: lowStock });
  }, [status]);

  // A signed-in customer's account fills the client fields still empty (after the restore, never over typed text).
  const prefilledFor = useRef<string | null>(null);
  const signedInSub = session.status === 'success' ? (session.user?.sub ?? null) : null;
  useEffect(() => {
    if (!restored || !signedInSub || prefilledFor.current === signedInSub) return;
    prefilledFor.current = signedInSub;
    registerDocument(CheckoutPrefillDocument);
    apollo
      .query({ query: CheckoutPrefillDocument })
      .then(({ data }) => {
        if (data?.me) dispatch({ type: 'prefillClient', client: clientFromAccount(data.me) });
      })
      .catch((error: unknown) => {
        console.warn(`[checkout] datos de la cuenta: ${error instanceof Error ? error.message : String(error)}`);
      });
  }, [restored, signedInSub, apollo]);

  // A step that may not open yet sends the shopper to the first incomplete one (the URL follows).
  useEffect(() => {
    if (!ready || !restored || step === requested) return;
    // Not once the cart is empty (an order was just placed: the page is on its way to the confirmation).
    if (allLines(cart.state).length > 0) router.replace(stepHref(step, search));
  }, [ready, restored, step, requested, router, search, cart.state]);

  // Each step's heading takes the focus when the step changes (keyboard and screen-reader users land on it).
  const focusedStep = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || focusedStep.current === step) return;
    if (focusedStep.current !== null) view.current?.querySelector<HTMLElement>('[data-checkout-step] h2')?.focus();
    focusedStep.current = step;
  }, [ready, step]);

  // After a submit the step refused, its first invalid field takes the focus (as in the complaint form).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) view.current?.querySelector<HTMLElement>('[data-checkout-step] [aria-invalid="true"]')?.focus();
  }, [refusals]);

  const onFee = useCallback((value: number | null) => setFee(value), []);
  const goTo = (next: CheckoutStepId) => router.push(stepHref(next, search));

  if (!cart.ready) return <p className="muted">Cargando tu carrito…</p>;
  if (allLines(cart.state).length === 0) {
    return <CheckoutEmpty />;
  }
  if (status.kind === 'failed') {
    const messages = status.errors.map((error) => checkoutErrorMessage(error, 1).message);
    const variants = new Set(status.errors.flatMap((error) => error.variants ?? []));
    const named = allLines(cart.state).filter((line) => variants.has(line.variantId));
    return (
      <div className={`${notices.notice} ${notices.warning}`} role="alert" data-testid="checkout-start-error">
        {[...new Set(messages)].map((message) => (
          <p key={message}>{message}</p>
        ))}
        {named.length > 0 && (
          <ul>
            {named.map((line) => (
              <li key={line.id}>{line.name}</li>
            ))}
          </ul>
        )}
        <a href="/carrito" className={buttons.secondary}>
          Volver al carrito
        </a>
      </div>
    );
  }
  if (status.kind === 'starting' || !restored) return <p className="muted">Preparando tu compra…</p>;

  const checkoutId = status.checkout.checkout.id;
  const gatewayMessages = messagesAt(step, state.errors, step);
  const setLoading = (loading: boolean) => dispatch({ type: 'setLoading', step, loading });
  const failed = (codes: CheckoutError[]) => {
    dispatch({ type: 'clearErrors' });
    for (const error of codes) dispatch({ type: 'addError', error });
  };

  /** Shows a step's field errors; true when there are some (the first invalid field then takes the focus). */
  const refused = (errors: ReturnType<typeof stepErrors>) => {
    setShown(errors);
    const some = Object.keys(errors).length > 0;
    if (some) setRefusals((count) => count + 1);
    return some;
  };

  const saveClient = async () => {
    if (refused(stepErrors(1, state, context))) return;
    setLoading(true);
    try {
      const oneTimeSkus = cart.state.cartOnce.filter((line) => !line.isGift).map((line) => line.sku[0] ?? '');
      const { data } = await apollo.mutate({
        mutation: CheckoutSaveClientDocument,
        variables: {
          id: checkoutId,
          email: state.client.email.trim(),
          metadata: [
            ...clientMetadata(state.client),
            ...cartMetadata({ oneTimeSkus, couponCode: cart.state.couponCode }),
          ],
        },
      });
      const errors = errorsOf([...(data?.checkoutEmailUpdate?.errors ?? []), ...(data?.updateMetadata?.errors ?? [])]);
      if (errors.length > 0) return failed(errors);
      dispatch({ type: 'clearErrors' });
      // The idle-cart timer's identity for a shopper without a session (the document is now on this checkout).
      const token = cart.state.checkoutToken;
      if (token) rememberCheckoutClient(state.client, { token, id: checkoutIdOfToken(token) });
      goTo(2);
    } catch (error) {
      failed([{ code: codeOfFailure(error), field: null }]);
    } finally {
      setLoading(false);
    }
  };

  const saveDelivery = async () => {
    if (refused(stepErrors(2, state, context))) return;
    setLoading(true);
    try {
      const address = state.address.districtId
        ? commerceAddress({
            ...state.client,
            districtName: state.address.districtName,
            street: state.address.street || 'Recojo en tienda',
            reference: state.address.reference,
            callao: state.address.districtId.startsWith('0701'),
          })
        : commerceAddress({
            ...state.client,
            districtName: 'Cercado de Lima',
            street: 'Recojo en tienda',
            reference: '',
            callao: false,
          });
      const { data } = await apollo.mutate({
        mutation: CheckoutSaveDeliveryDocument,
        variables: {
          id: checkoutId,
          address,
          methodId: shippingMethodFor(state.deliveryType),
          metadata: deliveryMetadata(state),
        },
      });
      const errors = errorsOf([
        ...(data?.checkoutShippingAddressUpdate?.errors ?? []),
        ...(data?.checkoutBillingAddressUpdate?.errors ?? []),
        ...(data?.checkoutDeliveryMethodUpdate?.errors ?? []),
        ...(data?.updateMetadata?.errors ?? []),
      ]);
      if (errors.length > 0) return failed(errors);
      dispatch({ type: 'clearErrors' });
      cart.dispatch({ type: 'setDelivery', amount: fee ?? 0 });
      goTo(3);
    } catch (error) {
      failed([{ code: codeOfFailure(error), field: null }]);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="checkout" data-step={step} ref={view}>
      <ol className={styles.checkoutSteps} aria-label="Pasos de la compra">
        {CHECKOUT_STEPS.map((item) => (
          <li key={item.id} aria-current={item.id === step ? 'step' : undefined}>
            {item.id < step ? <a href={stepHref(item.id, search)}>{item.title}</a> : <span>{item.title}</span>}
          </li>
        ))}
      </ol>
      {gatewayMessages.length > 0 && (
        <div className={`${notices.notice} ${notices.warning}`} role="alert" data-testid="checkout-errors">
          {gatewayMessages.map((shownError) => (
            <p key={shownError.code}>{shownError.message}</p>
          ))}
        </div>
      )}
      {step === 1 && (
        <ClientStep state={state} dispatch={dispatch} errors={shown} busy={state.loading[1]} onSubmit={saveClient} />
      )}
      {step === 2 && (
        <DeliveryStep
          state={state}
          dispatch={dispatch}
          errors={shown}
          busy={state.loading[2]}
          subtotal={cart.state.subTotalCart}
          appRimac={context.appRimac}
          now={now}
          onFee={onFee}
          onSubmit={saveDelivery}
        />
      )}
      {step === 3 && (
        <ReviewStep
          state={state}
          dispatch={dispatch}
          checkoutId={checkoutId}
          deliveryLabel={DELIVERY_TYPE_LABELS[state.deliveryType]}
          pathname={pathname}
          onErrors={failed}
          errors={shown}
          setErrors={setShown}
          context={context}
        />
      )}
    </div>
  );
}
