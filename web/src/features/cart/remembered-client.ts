/**
 * The checkout's client, remembered for the tab (session storage) once step 1 was saved on the commerce checkout, so
 * that the idle-cart timer (this feature's) knows who an anonymous shopper is (requirements: "Idle-cart timer": a document known from
 * the account or from the client saved at checkout). It is kept with the checkout's token: the gateway accepts a
 * guest's abandoned cart only for the checkout the shopper holds, with this document written on it.
 */
import { type ClientData, normalizeDocumentNumber, normalizeName } from '@cuida/domain';
import { readSession, type SessionStore, saveSession } from '../../lib/session-storage';

/** What the timer needs of the checkout's client (the checkout hands its client over; cart never imports it). */
export type ClientToRemember = Pick<
  ClientData,
  'documentNumber' | 'firstName' | 'paternalLastName' | 'maternalLastName' | 'phone' | 'email'
> & { documentType: number };

/** The commerce checkout the client was written on: its token, as the cart holds it, and its id. */
export interface RememberedCheckout {
  token: string;
  id: string;
}

export const CHECKOUT_CLIENT_KEY = 'cuida:checkout-client';

export interface RememberedClient {
  checkoutToken: string;
  checkoutId: string;
  documentType: number;
  documentNumber: string;
  name: string;
  phone: string;
  email: string;
}

/** Saves the client written on `checkout` (after step 1 was accepted). */
export function rememberCheckoutClient(
  client: ClientToRemember,
  checkout: RememberedCheckout,
  store?: SessionStore | null,
) {
  const remembered: RememberedClient = {
    checkoutToken: checkout.token,
    checkoutId: checkout.id,
    documentType: client.documentType,
    documentNumber: normalizeDocumentNumber(client.documentType, client.documentNumber),
    name: normalizeName([client.firstName, client.paternalLastName, client.maternalLastName].join(' ')),
    phone: client.phone,
    email: client.email.trim(),
  };
  saveSession(CHECKOUT_CLIENT_KEY, remembered, store);
}

/**
 * The remembered client as an identity for the idle-cart timer, only while the cart still holds the same checkout
 * (a new checkout has no client written on it yet). Untrusted: the caller validates it (`parseIdleIdentity`).
 */
export function rememberedIdentity(cartCheckoutToken: string | null, store?: SessionStore | null): unknown {
  const remembered = readSession<Partial<RememberedClient>>(CHECKOUT_CLIENT_KEY, store);
  if (!remembered || !cartCheckoutToken || remembered.checkoutToken !== cartCheckoutToken) return null;
  return {
    documentType: remembered.documentType,
    documentNumber: remembered.documentNumber,
    name: remembered.name,
    phone: remembered.phone,
    email: remembered.email,
    checkoutId: remembered.checkoutId,
  };
}
