'use client';

import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '../../lib/idle';
import { CART_UPDATED_EVENT } from '../shell/cart-count';
import { cartChangeEvent, trackCartEvent } from './analytics';
import { type CartApi, CartContext } from './cart-context';
import {
  allLines,
  type CartAction,
  type CartLineItem,
  type CartState,
  cartReducer,
  emptyCart,
  lineId,
} from './cart-state';
import { CART_STORAGE_KEY, serializeCart } from './saved-cart-format';

// The saved cart's validator (zod) arrives only when there is a saved cart to read.
const loadParser = () => import('./saved-cart').then((module) => module.parseSavedCart);

type EnginePart = ComponentType<{ endpoint: string }>;

/**
 * How long after the page's first idle period a restored cart's idle-cart timer waits: the seconds in which a phone
 * finishes its start-up and takes the shopper's first taps. Nobody waits for the timer (it counts minutes).
 */
const SETTLE_MS = 5_000;

// Apollo Client, the promotion flow and the price refresh arrive with the first use of the cart (an add, the sidebar,
// `/carrito`, the checkout), not with every catalogue page: a saved cart no longer starts them (ADR 27). The idle-cart
// timer (requirements: "Idle-cart timer") needs no gateway until it sends: it comes with the engine, or once the page
// has settled when the restored cart has lines, and stays mounted (always first) so that it sees an emptied cart.
// Pages with an empty cart load neither. Plain import()s rather than next/dynamic: its loader (about 1 kB gzip) would
// come with every page.
const loadParts = (engine: boolean) =>
  Promise.all([import('./IdleCartTimer'), ...(engine ? [import('./CartEngine')] : [])]).then((modules) =>
    modules.map((module): EnginePart => module.default),
  );

const findLine = (state: CartState, id: string): CartLineItem | null =>
  allLines(state).find((line) => line.id === id) ?? null;

function readSaved(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The cart for the whole storefront: the reducer, the saved cart (restored at start, saved on every change, kept in
 * step across tabs by the storage event), analytics of what the shopper changed, and the live region.
 */
export function CartProvider({ endpoint, children }: { endpoint: string; children: ReactNode }) {
  const [state, dispatchRaw] = useReducer(cartReducer, undefined, emptyCart);
  const [ready, setReady] = useState(false);
  /** What this page runs: 0 nothing, 1 the idle-cart timer (settled with a saved cart), 2 it and the engine (used). */
  const [wanted, setWanted] = useState(0);
  const [parts, setParts] = useState<EnginePart[]>([]);
  const startEngine = useCallback(() => setWanted(2), []);
  const [notices, setNotices] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(state);
  latest.current = state;
  /** The value last read from or written to storage: not written back (no echo between tabs). */
  const stored = useRef<string | null>(null);
  /** Saving starts only after the saved cart was read: a failed read must never overwrite it. */
  const persist = useRef(false);

  const dispatch = useCallback((action: CartAction) => {
    // The line before and after, for analytics, from the same pure reducer the state uses.
    const id =
      action.type === 'add'
        ? lineId(action.line.variantId, action.line.isOnlySubscription ? 'subscription' : action.line.typePurchase)
        : action.type === 'update' || action.type === 'remove'
          ? action.id
          : null;
    if (id) {
      const before = findLine(latest.current, id);
      const after = findLine(cartReducer(latest.current, action), id);
      trackCartEvent(window as never, cartChangeEvent(before, after));
      if (after && (!before || after.quantity !== before.quantity)) {
        setAnnouncement(`${after.name}: ${after.quantity} en tu carrito.`);
      } else if (before && !after) {
        setAnnouncement(`${before.name} se retiró de tu carrito.`);
      }
    }
    dispatchRaw(action);
  }, []);

  useEffect(() => {
    let active = true;
    const restore = async (raw: string | null) => {
      // No saved cart: the empty cart is what storage holds (nothing to write until the shopper adds something).
      stored.current = raw ?? serializeCart(emptyCart());
      const saved = raw ? (await loadParser())(raw) : emptyCart();
      if (!active) return;
      dispatchRaw({ type: 'restore', state: saved });
      persist.current = true;
      setReady(true);
      // Not cancelled on unmount (the root layout's provider lives as long as the page); asking again is harmless.
      if (allLines(saved).length > 0) whenIdle(() => setTimeout(() => setWanted((current) => current || 1), SETTLE_MS));
    };
    restore(readSaved()).catch(() => {
      // The parser's chunk could not load (offline): the cart works for this page, and the saved one is kept.
      if (active) setReady(true);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      void restore(event.key === null ? null : event.newValue).catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!ready || parts.length >= wanted) return;
    let active = true;
    loadParts(wanted > 1).then(
      (loaded) => {
        if (active) setParts(loaded);
      },
      () => {
        // Offline: the cart works on this page without the gateway; the next use of the cart tries again.
        if (active) setWanted(parts.length);
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, ready, parts.length]);

  useEffect(() => {
    if (!ready || !persist.current) return;
    const raw = serializeCart(state);
    if (raw === stored.current) return;
    stored.current = raw;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      // Storage full or refused (private mode): the cart still works for this page.
    }
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  }, [state, ready]);

  // Stable callbacks: effects that list them (the coupon check, the price refresh) must not run again on every change
  // of the cart, or a dispatch inside them re-renders, re-runs and re-sends without end.
  const notify = useCallback(
    (message: string) => setNotices((current) => (current.includes(message) ? current : [...current, message])),
    [],
  );
  const dismissNotice = useCallback(
    (message: string) => setNotices((current) => current.filter((item) => item !== message)),
    [],
  );

  const api = useMemo<CartApi>(
    () => ({
      state,
      ready,
      dispatch,
      add: (line) => {
        startEngine();
        dispatch({ type: 'add', line, at: Date.now() });
        dispatchRaw({ type: 'setGlobal', global: { showSidebar: true } });
      },
      setQuantity: (id, quantity) => dispatch({ type: 'update', id, quantity, at: Date.now() }),
      remove: (id) => dispatch({ type: 'remove', id }),
      openSidebar: () => {
        startEngine();
        dispatchRaw({ type: 'setGlobal', global: { showSidebar: true } });
      },
      closeSidebar: () => dispatchRaw({ type: 'setGlobal', global: { showSidebar: false } }),
      notices,
      notify,
      dismissNotice,
      announcement,
      startEngine,
    }),
    [state, ready, dispatch, notices, notify, dismissNotice, announcement, startEngine],
  );

  return (
    <CartContext value={api}>
      {children}
      {parts.map((Part, index) => (
        // The timer is always first: it stays mounted when the engine joins it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, in a fixed order
        <Part key={index} endpoint={endpoint} />
      ))}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="cart-announcer">
        {announcement}
      </div>
    </CartContext>
  );
}
