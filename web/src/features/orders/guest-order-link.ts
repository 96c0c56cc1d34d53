/**
 * The guest's own order, kept for `/mi-pedido` in this tab's session storage. The confirmation e-mail's link carries
 * its access token in the fragment (`/mi-pedido#<token>`), which browsers never send to a server nor in a Referer;
 * the page takes it from there, keeps it here and removes it from the address.
 */
import { readSession, type SessionStore, saveSession } from '../../lib/session-storage';

export const GUEST_ORDER_KEY = 'cuida:guest-order';

const TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

/** The access token of a link's fragment ("#<token>"), or null. */
export function tokenOfFragment(hash: string): string | null {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return TOKEN.test(token) ? token : null;
}

export function saveGuestOrder(token: string, store?: SessionStore | null): void {
  saveSession(GUEST_ORDER_KEY, token, store);
}

export function readGuestOrder(store?: SessionStore | null): string | null {
  const value = readSession<unknown>(GUEST_ORDER_KEY, store);
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}
