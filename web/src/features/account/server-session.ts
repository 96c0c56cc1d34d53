import { decodeJwt } from 'jose';
import { z } from 'zod';
import { createIdentityApi, type IdentityApi, IdentityApiError } from './identity-api';
import { serverIdentityConfigFromEnv } from './identity-config';
import {
  CHALLENGE_MAX_AGE,
  type CookieOptions,
  type CookieSecurity,
  cookieSecurityFromEnv,
  markerCookieName,
  markerCookieOptions,
  open,
  type SealedCookie,
  seal,
  sealedCookieOptions,
  sessionCookieKey,
  sessionCookieName,
  sessionCookieOptions,
} from './session-cookies';
import { createTokenVerifier, type TokenVerifier } from './token-validator';

/**
 * The session as the storefront's server keeps it in its cookies (session-cookies.ts): written after a sign-in,
 * read (and refreshed when the ID token is about to expire) by proxy.ts, the route handlers and server components,
 * cleared on sign-out or when the provider refuses it.
 */

export interface SessionTokens {
  idToken: string;
  accessToken: string;
}

/** Reads request cookies: Next's `cookies()`, `NextRequest.cookies`. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** Writes response cookies: `NextResponse.cookies`, or `cookies()` inside a route handler. */
export interface CookieWriter {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export interface SessionServices {
  key: Buffer;
  security: CookieSecurity;
  api: IdentityApi;
  verifier: TokenVerifier;
  now: () => number;
}

let services: SessionServices | undefined;

/** The services configured from the environment, made once (the key check throws in production without a key). */
export function sessionServices(): SessionServices {
  if (!services) {
    const identity = serverIdentityConfigFromEnv();
    services = {
      key: sessionCookieKey(),
      security: cookieSecurityFromEnv(),
      api: createIdentityApi(identity),
      verifier: createTokenVerifier(identity),
      now: Date.now,
    };
  }
  return services;
}

const RefreshPayload = z.object({ r: z.string().min(1), u: z.string().min(1).max(254) });
const ChallengePayload = z.object({
  s: z.string().min(1),
  u: z.string().min(1).max(254),
  c: z.string().min(1).max(64),
});
export type PendingChallenge = { session: string; username: string; name: string };

function read(reader: CookieReader, s: SessionServices, cookie: SealedCookie): string | null {
  return open(s.key, cookie, reader.get(sessionCookieName(cookie, s.security))?.value);
}

function parsed<T>(shape: z.ZodType<T>, text: string | null): T | null {
  if (!text) return null;
  try {
    const result = shape.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Seconds until the token's `exp` (negative once expired; -1 when unreadable). */
export function secondsLeft(token: string, nowMs: number): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp - Math.floor(nowMs / 1000) : -1;
  } catch {
    return -1;
  }
}

/** An ID token expiring within this margin is refreshed before it is used (a request takes a while). */
const REFRESH_MARGIN_SECONDS = 60;

/** The ID and access tokens in the cookies (not verified), or null. */
export function readTokens(reader: CookieReader, s: SessionServices): SessionTokens | null {
  const idToken = read(reader, s, 'id');
  const accessToken = read(reader, s, 'access');
  return idToken && accessToken ? { idToken, accessToken } : null;
}

export function readRefresh(
  reader: CookieReader,
  s: SessionServices,
): { refreshToken: string; username: string } | null {
  const payload = parsed(RefreshPayload, read(reader, s, 'session'));
  return payload ? { refreshToken: payload.r, username: payload.u } : null;
}

export function hasSessionCookies(reader: CookieReader, s: SessionServices): boolean {
  return (['session', 'id', 'access'] as const).some((cookie) => reader.get(sessionCookieName(cookie, s.security)));
}

/**
 * Writes a session: the ID and access tokens until the ID token expires, the refresh token (with the sign-in name)
 * for the session's 365 days when the provider issued one, and the readable marker.
 */
export function storeSession(
  writer: CookieWriter,
  s: SessionServices,
  tokens: SessionTokens,
  refresh: { refreshToken: string; username: string } | null,
): void {
  const life = secondsLeft(tokens.idToken, s.now());
  const options = sealedCookieOptions(s.security, life);
  writer.set(sessionCookieName('id', s.security), seal(s.key, 'id', tokens.idToken), options);
  writer.set(sessionCookieName('access', s.security), seal(s.key, 'access', tokens.accessToken), options);
  if (refresh) {
    const payload = JSON.stringify({ r: refresh.refreshToken, u: refresh.username });
    writer.set(
      sessionCookieName('session', s.security),
      seal(s.key, 'session', payload),
      sessionCookieOptions(s.security),
    );
  }
  writer.set(markerCookieName(s.security), '1', markerCookieOptions(s.security));
}

/** Expires every session cookie (and a pending challenge). */
export function clearSession(writer: CookieWriter, s: SessionServices): void {
  const gone = sealedCookieOptions(s.security, 0);
  for (const cookie of ['session', 'id', 'access', 'challenge'] as const) {
    writer.set(sessionCookieName(cookie, s.security), '', gone);
  }
  writer.set(markerCookieName(s.security), '', { ...markerCookieOptions(s.security), maxAge: 0 });
}

export function storeChallenge(writer: CookieWriter, s: SessionServices, challenge: PendingChallenge): void {
  const payload = JSON.stringify({ s: challenge.session, u: challenge.username, c: challenge.name });
  writer.set(
    sessionCookieName('challenge', s.security),
    seal(s.key, 'challenge', payload),
    sealedCookieOptions(s.security, CHALLENGE_MAX_AGE),
  );
}

export function readChallenge(reader: CookieReader, s: SessionServices): PendingChallenge | null {
  const payload = parsed(ChallengePayload, read(reader, s, 'challenge'));
  return payload ? { session: payload.s, username: payload.u, name: payload.c } : null;
}

export function clearChallenge(writer: CookieWriter, s: SessionServices): void {
  writer.set(sessionCookieName('challenge', s.security), '', sealedCookieOptions(s.security, 0));
}

export type FreshSession =
  | { kind: 'tokens'; tokens: SessionTokens; refreshed: boolean }
  | { kind: 'none' }
  /** The provider refused the refresh token (revoked, expired, user disabled): the cookies were cleared. */
  | { kind: 'ended' };

/**
 * The session's tokens, refreshed with the refresh token when the ID token is missing or about to expire. `writer`
 * receives the new cookies (null where cookies cannot be written: server components, which only read). A provider
 * outage keeps what there is: an outage is no sign-out.
 */
export async function freshSession(
  reader: CookieReader,
  writer: CookieWriter | null,
  s: SessionServices,
): Promise<FreshSession> {
  const tokens = readTokens(reader, s);
  if (tokens && secondsLeft(tokens.idToken, s.now()) > REFRESH_MARGIN_SECONDS) {
    return { kind: 'tokens', tokens, refreshed: false };
  }
  const refresh = readRefresh(reader, s);
  if (!refresh) return tokens ? { kind: 'tokens', tokens, refreshed: false } : { kind: 'none' };
  try {
    const result = await s.api.refresh(refresh.refreshToken);
    const next = { idToken: result.IdToken, accessToken: result.AccessToken };
    if (writer) {
      storeSession(writer, s, next, {
        refreshToken: result.RefreshToken ?? refresh.refreshToken,
        username: refresh.username,
      });
    }
    return { kind: 'tokens', tokens: next, refreshed: true };
  } catch (error) {
    if (error instanceof IdentityApiError && error.refusal) {
      if (writer) clearSession(writer, s);
      return { kind: 'ended' };
    }
    console.warn(`[session] refresh failed: ${error instanceof Error ? error.name : String(error)}`);
    return tokens ? { kind: 'tokens', tokens, refreshed: false } : { kind: 'none' };
  }
}

/** Cookies decided before the answer is: a handler collects them, then puts them on whatever it answers. */
export class PendingCookies implements CookieWriter {
  private readonly cookies: { name: string; value: string; options: CookieOptions }[] = [];

  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.push({ name, value, options });
  }

  /** The cookies as the browser will hold them: set ones with their value, expired ones gone. */
  entries(): Map<string, string | null> {
    const result = new Map<string, string | null>();
    for (const { name, value, options } of this.cookies) result.set(name, options.maxAge > 0 ? value : null);
    return result;
  }

  get size(): number {
    return this.cookies.length;
  }

  /** A reader of `request`'s cookies as they will be once these are applied. */
  over(request: CookieReader): CookieReader {
    const entries = this.entries();
    return {
      get: (name) => {
        if (!entries.has(name)) return request.get(name);
        const value = entries.get(name);
        return value ? { value } : undefined;
      },
    };
  }

  on<T extends { cookies: { set: (name: string, value: string, options: CookieOptions) => unknown } }>(answer: T): T {
    for (const { name, value, options } of this.cookies) answer.cookies.set(name, value, options);
    return answer;
  }
}
