import type { SessionStatus, SessionUser } from './session-context';

/**
 * The session as the storefront shows it (initial, pending, success, onError; sign-out → initial; requirements:
 * "Session status").
 */
export interface SessionState {
  status: SessionStatus;
  /** A first reading has ended (signed in, out, invalid or failed). */
  ready: boolean;
  user: SessionUser | null;
  notice: string | null;
}

export type SessionEvent =
  /** The session is being read (start of the page, after a sign-in). */
  | { type: 'check' }
  | { type: 'signedIn'; user: SessionUser }
  /** No session: nobody signed in, or the shopper signed out. */
  | { type: 'signedOut' }
  /** The session could not be read (network, provider outage): the tokens are kept, the state says so. */
  | { type: 'failed' }
  /** The provider refused the session (revoked, disabled, missing user, expired refresh, reset required). */
  | { type: 'invalidated'; notice: string }
  | { type: 'dismissNotice' };

export const initialSession: SessionState = { status: 'initial', ready: false, user: null, notice: null };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'check':
      return { ...state, status: 'pending' };
    case 'signedIn':
      return { status: 'success', ready: true, user: event.user, notice: null };
    case 'signedOut':
      return { ...initialSession, ready: true, notice: state.notice };
    case 'failed':
      // A known user stays known: an outage is not a sign-out.
      return { ...state, status: 'onError', ready: true };
    case 'invalidated':
      return { status: 'initial', ready: true, user: null, notice: event.notice };
    case 'dismissNotice':
      return { ...state, notice: null };
  }
}

/** These refusals mean the session is over (requirements: "Invalid sessions"), and the customer is signed out. */
const INVALID_SESSION_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

export function isInvalidSessionError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && INVALID_SESSION_ERRORS.has(name);
}

export const SESSION_ENDED_NOTICE = 'Tu sesión terminó. Vuelve a ingresar; tu carrito sigue guardado.';
