/**
 * The browser's side of the session, loaded on demand by SessionProvider: Amplify reads the tokens from the cookies,
 * refreshes them, and asks the provider once in a while whether the session is still alive (a signed token outlives
 * a global sign-out, a revoked refresh token or a disabled user).
 */
import { fetchAuthSession, fetchUserAttributes, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { setSessionTokenSource } from '@/lib/apollo-browser';
import { configureAmplify } from './amplify-browser';
import type { IdentityConfig } from './identity-config';
import type { SessionTokens, SessionUser } from './session-context';
import { isInvalidSessionError } from './session-state';
import { sessionUserFromClaims } from './session-user';

export type SessionReading =
  | { kind: 'signedIn'; user: SessionUser }
  | { kind: 'signedOut' }
  | { kind: 'invalid' }
  | { kind: 'failed'; user: SessionUser | null };

/** How long a confirmed session is trusted before the provider is asked again (per tab). */
const LIVENESS_TTL_MS = 5 * 60_000;
const LIVENESS_KEY = 'cuida:session-confirmed';

function confirmedRecently(sub: string, now: number): boolean {
  try {
    const [who, at] = (sessionStorage.getItem(LIVENESS_KEY) ?? '').split('|');
    return who === sub && now - Number(at) < LIVENESS_TTL_MS;
  } catch {
    return false;
  }
}

function rememberConfirmed(sub: string | null, now: number): void {
  try {
    if (sub) sessionStorage.setItem(LIVENESS_KEY, `${sub}|${now}`);
    else sessionStorage.removeItem(LIVENESS_KEY);
  } catch {}
}

export async function currentTokens(): Promise<SessionTokens | null> {
  const session = await fetchAuthSession();
  const idToken = session.tokens?.idToken?.toString();
  const accessToken = session.tokens?.accessToken?.toString();
  return idToken && accessToken ? { idToken, accessToken } : null;
}

/** Starts the engine: Amplify configured, the gateway calls carry the tokens, refresh failures reported. */
export function startSessionEngine(config: IdentityConfig, onRefreshFailure: () => void): () => void {
  configureAmplify(config);
  setSessionTokenSource(() => currentTokens().catch(() => null));
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh_failure') onRefreshFailure();
  });
}

/** Reads the session; `force` asks the provider even if it confirmed the session a moment ago. */
export async function readSession(force = false): Promise<SessionReading> {
  let user: SessionUser | null = null;
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    user = claims ? sessionUserFromClaims(claims as Record<string, unknown>) : null;
    if (!user) return { kind: 'signedOut' };
    const now = Date.now();
    if (force || !confirmedRecently(user.sub, now)) {
      await fetchUserAttributes(); // GetUser with the access token: refused once the session is over.
      rememberConfirmed(user.sub, now);
    }
    return { kind: 'signedIn', user };
  } catch (error) {
    if (isInvalidSessionError(error)) {
      await endSession();
      return { kind: 'invalid' };
    }
    console.warn(`[session] no se pudo leer la sesión: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'failed', user };
  }
}

/** Signs out (revoking the refresh token when the provider answers) and forgets the session locally either way. */
export async function endSession(): Promise<void> {
  rememberConfirmed(null, 0);
  try {
    await signOut();
  } catch (error) {
    console.warn(`[session] cierre de sesión incompleto: ${error instanceof Error ? error.message : String(error)}`);
  }
}
