import { createHash } from 'node:crypto';

/**
 * When the provider last confirmed a session (GetUser answered for its access token): `GET /api/sesion` asks again at
 * most every 30 s per session, as the gateway does (ADR 3), so a revoked session ends within 30 s without a provider
 * call per page. Per process, bounded; keyed by a hash, so no token is kept here.
 */
export const LIVENESS_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

const confirmed = new Map<string, number>();

const keyOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

export function confirmedRecently(accessToken: string, now: number): boolean {
  const at = confirmed.get(keyOf(accessToken));
  return at !== undefined && now - at < LIVENESS_TTL_MS;
}

export function rememberConfirmed(accessToken: string, now: number): void {
  if (confirmed.size >= MAX_ENTRIES) {
    for (const [key, at] of confirmed) if (now - at >= LIVENESS_TTL_MS) confirmed.delete(key);
    if (confirmed.size >= MAX_ENTRIES) confirmed.clear();
  }
  confirmed.set(keyOf(accessToken), now);
}

export function forgetConfirmed(accessToken: string): void {
  confirmed.delete(keyOf(accessToken));
}
