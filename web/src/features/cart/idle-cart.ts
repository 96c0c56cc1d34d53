/**
 * The idle-cart timer's rule (requirements: "Idle-cart timer": 5 idle minutes, checked every 60 s). Pure: the clock,
 * the cart and the shopper's identity come in, the next timer and whether to send come out.
 *
 * - The timer exists while the cart has items (gifts do not count: promotions add them, not the shopper); an emptied
 *   cart removes it.
 * - Idleness counts from the cart's last change: a change of the lines or their quantities starts a new idle period.
 * - At each evaluation, a timer idle for the limit or longer sends the cart once, and only when a client identity with
 *   a document (not '-', valid for its type) is known; the timer is then marked sent until the cart changes again.
 */
import { type DocumentType, parseDocumentType, validateDocument, validateEmail, validatePhone } from '@cuida/domain';
import { either, INVALID, nullable, number, object, text } from '../../lib/stored-shape';
import type { SessionUser } from '../account/session-context';
import { allLines, type CartLineItem, type CartState } from './cart-state';

/** Evaluation every 60 s. */
export const IDLE_CHECK_INTERVAL_MS = 60_000;
/** The cart is abandoned after 5 minutes without a change. */
export const IDLE_LIMIT_MS = 5 * 60_000;

export interface IdleTimer {
  /** The shopper's lines and quantities when the period started ({@link cartFingerprint}). */
  fingerprint: string;
  /** When the cart last changed (ms since the epoch). */
  lastChangeAt: number;
  /** When this idle period's cart was sent; null until then. */
  sentAt: number | null;
}

/** Who the cart belongs to, as the abandoned-cart payload needs it. */
export interface IdleIdentity {
  documentType: DocumentType;
  documentNumber: string;
  name: string;
  phone: string;
  email: string;
  /** Without a session: the guest checkout the shopper holds, on which this document was written. */
  checkoutId: string | null;
}

/** Idle tracking ignores a document of '-'. */
export const NO_DOCUMENT = '-';

const shopperLines = (cart: CartState): CartLineItem[] => allLines(cart).filter((line) => !line.isGift);

/** The lines the shopper chose and their quantities, in a stable order: equal text, same cart. */
export function cartFingerprint(cart: CartState): string {
  return shopperLines(cart)
    .map((line) => `${line.id}×${line.quantity}`)
    .sort()
    .join('|');
}

/**
 * The timer after looking at the cart: null for an empty cart; unchanged for the same lines; a new idle period when
 * they changed. A timer seen for the first time on this page counts from the newest line's `addedHour` (the cart
 * kept its age across reloads), never from the future.
 */
export function observeCart(timer: IdleTimer | null, cart: CartState, now: number): IdleTimer | null {
  const lines = shopperLines(cart);
  if (lines.length === 0) return null;
  const fingerprint = cartFingerprint(cart);
  if (timer && timer.fingerprint === fingerprint) return timer;
  const newest = Math.max(...lines.map((line) => line.addedHour));
  const lastChangeAt = timer ? now : Math.min(now, Number.isFinite(newest) && newest > 0 ? newest : now);
  return { fingerprint, lastChangeAt, sentAt: null };
}

/** Whether an identity may go with an abandoned cart: a real document for its type, a name, a mobile, an e-mail. */
export function usableIdentity(identity: IdleIdentity | null): identity is IdleIdentity {
  if (!identity) return false;
  const number = identity.documentNumber.trim();
  if (number === '' || number === NO_DOCUMENT) return false;
  return (
    validateDocument(identity.documentType, number) === null &&
    identity.name.trim() !== '' &&
    validatePhone(identity.phone) === null &&
    validateEmail(identity.email) === null
  );
}

/**
 * Who the cart belongs to. A signed-in customer is their account's document (the gateway accepts only that one), with
 * the checkout's name and phone when the account lacks them and the document is the same; without a session, the
 * client the guest wrote on the checkout they hold (`remembered`). No document: no identity.
 */
export function idleIdentity(user: SessionUser | null, remembered: IdleIdentity | null): IdleIdentity | null {
  if (!user) return remembered;
  const documentType = parseDocumentType(user.documentType);
  const documentNumber = user.documentNumber?.trim() ?? '';
  if (documentType === null || documentNumber === '') return null;
  const same =
    remembered !== null &&
    remembered.documentType === documentType &&
    remembered.documentNumber.trim().toUpperCase() === documentNumber.toUpperCase();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    documentType,
    documentNumber,
    name: name || (same ? remembered.name : ''),
    phone: user.phone || (same ? remembered.phone : ''),
    email: user.email,
    checkoutId: null,
  };
}

export interface IdleEvaluation {
  timer: IdleTimer | null;
  /** Send the cart now (then `timer` is already marked sent). */
  send: boolean;
}

/** One evaluation (every {@link IDLE_CHECK_INTERVAL_MS}). */
export function evaluateIdle(
  timer: IdleTimer | null,
  identity: IdleIdentity | null,
  now: number,
  limitMs: number = IDLE_LIMIT_MS,
): IdleEvaluation {
  if (!timer || timer.sentAt !== null) return { timer, send: false };
  if (now - timer.lastChangeAt < limitMs || !usableIdentity(identity)) return { timer, send: false };
  return { timer: { ...timer, sentAt: now }, send: true };
}

const readIdleTimer = object({
  fingerprint: text(20_000),
  lastChangeAt: number(),
  sentAt: nullable(number()),
});

const readIdleIdentity = object({
  documentType: either(number(), text(Number.MAX_SAFE_INTEGER)),
  documentNumber: text(20),
  name: text(200),
  phone: text(20),
  email: text(254),
  checkoutId: nullable(text(200)),
});

/** The timer from storage (kept across pages so that a cart is sent once per idle period); anything else is none. */
export function parseIdleTimer(raw: unknown): IdleTimer | null {
  const parsed = readIdleTimer(raw);
  return parsed === INVALID ? null : parsed;
}

/** The identity from untrusted stored data (the checkout's client in session storage), or null. */
export function parseIdleIdentity(raw: unknown): IdleIdentity | null {
  const parsed = readIdleIdentity(raw);
  if (parsed === INVALID) return null;
  const documentType = parseDocumentType(parsed.documentType);
  return documentType === null ? null : { ...parsed, documentType };
}

/** The `AbandonedCartInput` of the gateway (requirements: "Abandoned-cart payload") for this cart and identity. */
export function abandonedCartInput(cart: CartState, identity: IdleIdentity, embedded: boolean) {
  const lines = shopperLines(cart);
  const times = lines.map((line) => line.addedHour).filter((time) => Number.isFinite(time) && time > 0);
  const first = times.length > 0 ? Math.min(...times) : Date.now();
  const last = times.length > 0 ? Math.max(...times) : first;
  return {
    documentType: identity.documentType,
    documentNumber: identity.documentNumber.trim().toUpperCase(),
    name: identity.name.trim().slice(0, 200),
    phone: identity.phone,
    email: identity.email.trim().toLowerCase(),
    entryPoint: embedded ? ('EMBEDDED' as const) : ('WEB' as const),
    products: lines.map((line) => ({
      sku: line.sku[0] ?? line.variantId,
      name: line.name.slice(0, 300),
      quantity: line.quantity,
      unitPrice: line.priceUnit,
    })),
    firstProductAddedAt: new Date(first).toISOString(),
    lastProductAddedAt: new Date(last).toISOString(),
    ...(identity.checkoutId ? { checkoutId: identity.checkoutId } : {}),
  };
}
