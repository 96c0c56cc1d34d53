'use client';

import { createContext, use } from 'react';

/**
 * Session status: initial, pending, success, onError; signing out returns to initial (requirements: "Session status").
 */
export type SessionStatus = 'initial' | 'pending' | 'success' | 'onError';

/**
 * The signed-in customer as the ID token describes them (the gateway's `me` has the pharmacy's full record), as
 * `GET /api/sesion` answers it: the customer's own profile for the header, the checkout's prefill and the idle cart;
 * never a token.
 */
export interface SessionUser {
  /** The identity provider's subject. */
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** 2 DNI, 4 CE, 3 Pasaporte (custom:documentType), when the account carries one. */
  documentType: number | null;
  documentNumber: string | null;
  /** Identity-provider groups (cognito:groups); `pharmacy-staff` marks staff. */
  groups: string[];
}

export interface SessionApi {
  status: SessionStatus;
  /** The first reading of this page is done (until then `initial` may still turn into a signed-in session). */
  ready: boolean;
  user: SessionUser | null;
  /** A Spanish notice for the shopper (for example after an invalid session signed them out), or null. */
  notice: string | null;
  dismissNotice: () => void;
  /** Reads the session again (after a sign-in, or when the gateway refused the tokens). */
  refresh: () => Promise<void>;
  /** Ends the session; the cart is kept. `notice` explains why when the session was ended for the shopper. */
  signOut: (notice?: string) => Promise<void>;
}

const SIGNED_OUT: SessionApi = {
  status: 'initial',
  ready: true,
  user: null,
  notice: null,
  dismissNotice: () => {},
  refresh: async () => {},
  signOut: async () => {},
};

export const SessionContext = createContext<SessionApi>(SIGNED_OUT);

/** The current session; outside a SessionProvider, a signed-out one. */
export function useSession(): SessionApi {
  return use(SessionContext);
}
