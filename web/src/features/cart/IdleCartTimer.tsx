'use client';

import { useEffect, useRef } from 'react';
import { useSession } from '../account/session-context';
import { usePartnerFlags } from '../partners/FlagsProvider';
import { useCart } from './cart-context';
import {
  abandonedCartInput,
  evaluateIdle,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_LIMIT_MS,
  type IdleTimer,
  idleIdentity,
  observeCart,
  parseIdleIdentity,
  parseIdleTimer,
} from './idle-cart';
import { rememberedIdentity } from './remembered-client';

/** Local storage key of the timer: shared by the tabs, so that one idle period sends the cart once. */
export const IDLE_TIMER_KEY = 'cuida:idle-cart';

function readTimer(): IdleTimer | null {
  try {
    const raw = window.localStorage.getItem(IDLE_TIMER_KEY);
    return raw ? parseIdleTimer(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeTimer(timer: IdleTimer | null): void {
  try {
    if (timer) window.localStorage.setItem(IDLE_TIMER_KEY, JSON.stringify(timer));
    else window.localStorage.removeItem(IDLE_TIMER_KEY);
  } catch {
    // Storage refused (private mode): the timer still runs for this page.
  }
}

/**
 * The idle-cart timer (requirements: "Idle-cart timer"): follows the cart's changes, evaluates every 60 s and, after 5
 * idle minutes with a known identity, sends the abandoned cart through the gateway. Failures are only logged. Mounted
 * by the CartProvider once the saved cart was read; renders nothing. Tests shorten time with Playwright's clock
 * (`page.clock`), which drives this component's `setInterval` and `Date.now`: there is no test switch in the code.
 */
export default function IdleCartTimer({ endpoint }: { endpoint: string }) {
  const cart = useCart();
  const session = useSession();
  const flags = usePartnerFlags();
  const latest = useRef({ cart, session, flags });
  latest.current = { cart, session, flags };
  const timer = useRef<IdleTimer | null>(null);

  // Every change of the cart: a new idle period when the shopper's lines changed; none once it is empty.
  useEffect(() => {
    const next = observeCart(timer.current ?? readTimer(), cart.state, Date.now());
    if (next !== timer.current) writeTimer(next);
    timer.current = next;
  }, [cart.state]);

  useEffect(() => {
    const evaluate = () => {
      const { cart: current, session: currentSession, flags: currentFlags } = latest.current;
      // Another tab may have sent (or emptied) the cart meanwhile: storage is the shared truth.
      const observed = observeCart(readTimer() ?? timer.current, current.state, Date.now());
      const remembered = parseIdleIdentity(rememberedIdentity(current.state.checkoutToken));
      const identity = idleIdentity(currentSession.user, remembered);
      const { timer: next, send } = evaluateIdle(observed, identity, Date.now(), IDLE_LIMIT_MS);
      timer.current = next;
      writeTimer(next);
      if (!send || !identity) return;
      const input = abandonedCartInput(current.state, identity, Boolean(currentFlags.appRimac || currentFlags.appCI));
      void sendAbandonedCart(endpoint, input).catch((error: unknown) => {
        console.warn('No se pudo guardar el carrito abandonado:', error);
      });
    };
    const interval = window.setInterval(evaluate, IDLE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(interval);
  }, [endpoint]);

  return null;
}

async function sendAbandonedCart(endpoint: string, input: ReturnType<typeof abandonedCartInput>): Promise<void> {
  // Apollo and the operation arrive only when a cart is sent, not with every page.
  const [{ browserClient, registerDocument }, { SaveAbandonedCartDocument }] = await Promise.all([
    import('../../lib/apollo-browser'),
    import('../../gql/graphql'),
  ]);
  registerDocument(SaveAbandonedCartDocument);
  // A customer's cart goes with their session (the same-origin proxy attaches it from the HttpOnly cookies); without
  // one, the gateway checks the guest checkout (checkoutId).
  await browserClient(endpoint).mutate({
    mutation: SaveAbandonedCartDocument,
    variables: { input },
    fetchPolicy: 'no-cache',
  });
}
