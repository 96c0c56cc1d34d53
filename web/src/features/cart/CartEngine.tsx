'use client';

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  CartVariantPricesDocument,
  EvaluateCartPromotionsDocument,
  ValidateCartCouponDocument,
} from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import { GatewayApollo } from '../../lib/GatewayApollo';
import { usePartnerFlags } from '../partners/FlagsProvider';
import { CartSidebar } from './CartSidebar';
import { useCart } from './cart-context';
import { allLines, linesLosingPrice } from './cart-state';
import { latestRequest } from './latest-request';
import {
  clearedPromotions,
  couponLines,
  promotionKey,
  promotionLines,
  promotionsAction,
  shoppingContext,
} from './promotions';

for (const document of [CartVariantPricesDocument, EvaluateCartPromotionsDocument, ValidateCartCouponDocument]) {
  registerDocument(document);
}

/**
 * The cart's work with the gateway, loaded on first use: the price refresh of the saved cart (once per page load),
 * the promotion flow on every change of the bought lines (only the newest answer is applied), the coupon kept valid
 * for the cart it is on, and the sidebar.
 */
export default function CartEngine({ endpoint }: { endpoint: string }) {
  return (
    <GatewayApollo endpoint={endpoint}>
      <PriceRefresh />
      <Promotions />
      <CouponCheck />
      <CartSidebar />
    </GatewayApollo>
  );
}

function PriceRefresh() {
  const client = useApolloClient();
  const { state, dispatch, notify } = useCart();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const ids = [
      ...new Set(
        allLines(state)
          .filter((line) => !line.isGift)
          .map((line) => line.variantId),
      ),
    ];
    if (ids.length === 0) return;
    client
      .query({ query: CartVariantPricesDocument, variables: { ids }, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        if (!data) return;
        const prices = new Map<string, number | null>(
          data.variantPrices.map((price) => [price.variantId, price.available ? (price.unitPrice ?? null) : null]),
        );
        const removed = linesLosingPrice(state, prices);
        dispatch({ type: 'refreshPrices', prices, at: Date.now() });
        for (const name of removed) {
          notify(`Retiramos «${name}» de tu carrito porque ya no está disponible a la venta.`);
        }
      })
      .catch(() => {
        // A failed price refresh is only logged (requirements: "Silent failures"); the saved prices stay until the next
        // visit.
        console.warn('cart: price refresh failed');
      });
    // The saved cart as restored, once: later changes are the shopper's own, at current prices.
  }, [client, state, dispatch, notify]);
  return null;
}

function Promotions() {
  const client = useApolloClient();
  const flags = usePartnerFlags();
  const { state, dispatch } = useCart();
  const gate = useRef(latestRequest());
  const lines = useMemo(() => promotionLines(state, new Date()), [state]);
  const key = promotionKey(lines, flags);
  const hasPromotions =
    state.appliedVouchers.length > 0 || state.promoDiscount > 0 || state.cartOnce.some((l) => l.isGift);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const hasPromotionsRef = useRef(hasPromotions);
  hasPromotionsRef.current = hasPromotions;
  const flagsRef = useRef(flags);
  flagsRef.current = flags;

  // `key` says when the bought lines or the partner context changed; gifts and totals moving do not re-evaluate.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the lines and flags read through refs
  useEffect(() => {
    const ticket = gate.current.begin();
    const current = linesRef.current;
    if (current.length === 0) {
      if (hasPromotionsRef.current) dispatch(clearedPromotions(Date.now()));
      else dispatch({ type: 'setPromoLoading', loading: false });
      return;
    }
    dispatch({ type: 'setPromoLoading', loading: true });
    client
      .query({
        query: EvaluateCartPromotionsDocument,
        variables: { lines: current, context: shoppingContext(flagsRef.current) },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (gate.current.isCurrent(ticket)) dispatch(promotionsAction(data?.evaluatePromotions ?? null, Date.now()));
      })
      .catch(() => {
        if (gate.current.isCurrent(ticket)) dispatch(clearedPromotions(Date.now()));
      });
  }, [key, client, dispatch]);
  return null;
}

/**
 * A coupon on the cart is checked again when the bought lines or the partner context change; one that stopped applying
 * is removed. Only `key` re-runs the check (the callbacks it uses are stable): an answer applied to the cart never
 * sends the same question again.
 */
function CouponCheck() {
  const client = useApolloClient();
  const flags = usePartnerFlags();
  const { state, dispatch, notify } = useCart();
  const gate = useRef(latestRequest());
  const lines = useMemo(() => couponLines(state), [state]);
  // The partner context is part of the key: a coupon's channel decides whether it applies.
  const key = JSON.stringify([
    state.couponCode,
    lines.map((line) => [line.variantId, line.quantity]),
    shoppingContext(flags),
  ]);
  const first = useRef(true);
  const stateRef = useRef({ code: state.couponCode, lines, flags });
  stateRef.current = { code: state.couponCode, lines, flags };

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the code and the lines read through a ref
  useEffect(() => {
    // The coupon was validated when applied; check again only after a change.
    if (first.current) {
      first.current = false;
      return;
    }
    const { code, lines: current, flags: currentFlags } = stateRef.current;
    if (!code) return;
    const ticket = gate.current.begin();
    if (current.length === 0) {
      dispatch({ type: 'setDiscount', amount: 0 });
      return;
    }
    client
      .query({
        query: ValidateCartCouponDocument,
        variables: { code, lines: current, context: shoppingContext(currentFlags) },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (!gate.current.isCurrent(ticket) || !data) return;
        const answer = data.validateCoupon;
        if (answer.valid) {
          dispatch({ type: 'setDiscount', amount: answer.discount });
        } else {
          dispatch({ type: 'setCouponCode', code: null });
          dispatch({ type: 'setDiscount', amount: 0 });
          notify(`El cupón ${code} ya no aplica a tu carrito: ${answer.message}`);
        }
      })
      .catch(() => {
        // Keep the coupon: the gateway validates it again when the order is placed.
      });
  }, [key, client, dispatch, notify]);
  return null;
}
