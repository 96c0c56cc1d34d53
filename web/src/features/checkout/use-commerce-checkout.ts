'use client';

import { useApolloClient } from '@apollo/client/react';
import { DEFAULT_CHANNEL as CHANNEL } from '@cuida/domain';
import { useEffect, useRef, useState } from 'react';
import {
  CheckoutRestoreDocument,
  type CheckoutRestoreQuery,
  CheckoutStartDocument,
  CheckoutSyncLinesDocument,
} from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import { useSession } from '../account/session-context';
import { useCart } from '../cart/cart-context';
import type { CheckoutError } from './checkout-state';
import { checkoutIdOfToken, checkoutStartInput, isInSync, linesSync } from './commerce-sync';

for (const document of [CheckoutRestoreDocument, CheckoutStartDocument, CheckoutSyncLinesDocument]) {
  registerDocument(document);
}

export type RestoredCheckout = NonNullable<CheckoutRestoreQuery['restoreCheckout']>;

export type CommerceCheckoutStatus =
  | { kind: 'starting' }
  | { kind: 'ready'; checkout: RestoredCheckout }
  | { kind: 'failed'; errors: CheckoutError[] };

/** The codes that mean "this checkout is not usable any more": start a new one. */
const GONE = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']);

const codeOf = (error: unknown): string | null => {
  const errors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * The commerce checkout behind the page (requirements: "Checkout creation"): read back with the token kept in the cart,
 * or created when checkout starts (channel, lines, the placeholder Lima address), its lines brought in step with the
 * cart. A checkout that is gone (completed, expired, another session's) is replaced by a new one.
 */
export function useCommerceCheckout(): { status: CommerceCheckoutStatus; reload: () => Promise<void> } {
  const client = useApolloClient();
  const cart = useCart();
  // A signed-in customer's checkout is created with their tokens (its owner is recorded): wait for the session.
  const session = useSession();
  const sessionReady = session.ready;
  const emailRef = useRef<string | null>(null);
  emailRef.current = session.user?.email ?? null;
  const [status, setStatus] = useState<CommerceCheckoutStatus>({ kind: 'starting' });
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const started = useRef(false);

  const restore = async (token: string) => {
    const { data } = await client.query({
      query: CheckoutRestoreDocument,
      variables: { id: checkoutIdOfToken(token) },
      fetchPolicy: 'no-cache',
    });
    return data?.restoreCheckout ?? null;
  };

  const create = async (): Promise<string | { errors: CheckoutError[] }> => {
    const current = cartRef.current.state;
    const lines = [...current.cartOnce, ...current.cartSubscription]
      .filter((line) => !line.isGift)
      .map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
    const { data } = await client.mutate({
      mutation: CheckoutStartDocument,
      variables: { input: checkoutStartInput({ channel: CHANNEL, lines, email: emailRef.current }) },
    });
    const result = data?.checkoutCreate;
    if (!result?.checkout) {
      return {
        errors: (result?.errors ?? []).map((error) => ({
          code: error.code,
          field: error.field ?? null,
          variants: error.variants ?? [],
        })),
      };
    }
    cartRef.current.dispatch({ type: 'setCheckoutToken', token: result.checkout.token });
    return result.checkout.token;
  };

  const load = async () => {
    setStatus({ kind: 'starting' });
    try {
      let token = cartRef.current.state.checkoutToken;
      let checkout: RestoredCheckout | null = null;
      if (token) {
        try {
          checkout = await restore(token);
        } catch (error) {
          if (!GONE.has(codeOf(error) ?? '')) throw error;
        }
      }
      if (!checkout) {
        const created = await create();
        if (typeof created !== 'string') {
          setStatus({ kind: 'failed', errors: created.errors });
          return;
        }
        token = created;
        checkout = await restore(token);
      } else {
        const sync = linesSync(cartRef.current.state, checkout.checkout.lines);
        if (!isInSync(sync)) {
          const { data } = await client.mutate({
            mutation: CheckoutSyncLinesDocument,
            variables: {
              id: checkout.checkout.id,
              add: sync.add,
              update: sync.update,
              remove: sync.remove,
              hasAdd: sync.add.length > 0,
              hasUpdate: sync.update.length > 0,
              hasRemove: sync.remove.length > 0,
            },
          });
          const errors = [
            ...(data?.checkoutLinesDelete?.errors ?? []),
            ...(data?.checkoutLinesUpdate?.errors ?? []),
            ...(data?.checkoutLinesAdd?.errors ?? []),
          ];
          if (errors.length > 0) {
            setStatus({
              kind: 'failed',
              errors: errors.map((error) => ({
                code: error.code,
                field: error.field ?? null,
                variants: 'variants' in error ? (error.variants ?? []) : [],
              })),
            });
            return;
          }
          checkout = token ? await restore(token) : checkout;
        }
      }
      if (!checkout) throw new Error('checkout');
      setStatus({ kind: 'ready', checkout });
    } catch (error) {
      setStatus({ kind: 'failed', errors: [{ code: codeOf(error) ?? 'UPSTREAM_UNAVAILABLE', field: null }] });
    }
  };

  // Started once per page, when the saved cart is known; load reads the latest cart through a ref.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is stable in effect (refs), not a dependency
  useEffect(() => {
    if (!cart.ready || !sessionReady || started.current) return;
    if (cart.state.cartOnce.length + cart.state.cartSubscription.length === 0) return;
    started.current = true;
    void load();
  }, [cart.ready, sessionReady, cart.state.cartOnce.length, cart.state.cartSubscription.length]);

  return { status, reload: load };
}
