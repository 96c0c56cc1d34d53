/**
 * The order just placed, kept for its confirmation page in this tab's session storage (never in the address: the
 * access token opens the order, and addresses end up in history, logs and Referer headers).
 */
import { readSession, removeSession, type SessionStore, saveSession } from '../../lib/session-storage';

export const LAST_ORDER_KEY = 'cuida:last-order';

export interface LastOrder {
  accessToken: string;
  number: string;
}

export function saveLastOrder(order: LastOrder, store?: SessionStore | null): void {
  saveSession(LAST_ORDER_KEY, order, store);
}

export function readLastOrder(store?: SessionStore | null): LastOrder | null {
  const value = readSession<unknown>(LAST_ORDER_KEY, store);
  if (!value || typeof value !== 'object') return null;
  const { accessToken, number } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken.length < 200 && typeof number === 'string'
    ? { accessToken, number }
    : null;
}

export const forgetLastOrder = (store?: SessionStore | null) => removeSession(LAST_ORDER_KEY, store);
