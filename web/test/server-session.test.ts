/**
 * The server's session: refresh of an expiring ID token (proxy.ts, route handlers), a refused refresh ending the
 * session, an outage keeping it, and Amplify's old cookies moved into the storefront's own before a page renders.
 */
import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { amplifySessionCookies } from '../src/features/account/amplify-migration';
import { IdentityApiError } from '../src/features/account/identity-api';
import {
  freshSession,
  PendingCookies,
  readRefresh,
  readTokens,
  type SessionServices,
  storeSession,
} from '../src/features/account/server-session';
import { cookieHeaderWith, sessionBeforePage } from '../src/features/account/session-proxy';

const NOW = Date.UTC(2026, 10, 27, 15, 0, 0);
const SUB = '07b0a086-cb6a-45b8-9265-d37d33f6c968';
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const token = (secondsLeft: number, use = 'id') =>
  jwt({ sub: SUB, token_use: use, exp: Math.floor(NOW / 1000) + secondsLeft, n: Math.random() });

function services(refresh: SessionServices['api']['refresh']): SessionServices {
  return {
    key: randomBytes(32),
    security: { secure: false },
    now: () => NOW,
    api: { refresh } as SessionServices['api'],
    verifier: { verify: async () => ({ sub: SUB }) },
  };
}

/** A browser's jar holding the session `s` wrote. */
function signedIn(s: SessionServices, idToken: string) {
  const written = new PendingCookies();
  storeSession(written, s, { idToken, accessToken: token(60, 'access') }, { refreshToken: 'refresh-1', username: SUB });
  const jar = new Map([...written.entries()].filter((entry): entry is [string, string] => entry[1] !== null));
  return { get: (name: string) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined), jar };
}

describe('freshSession', () => {
  it('uses a live ID token as it is, without calling the pool', async () => {
    const refresh = vi.fn();
    const s = services(refresh);
    const idToken = token(3600);
    const session = await freshSession(signedIn(s, idToken), new PendingCookies(), s);
    expect(session).toMatchObject({ kind: 'tokens', refreshed: false, tokens: { idToken } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an ID token about to expire (or gone) and writes the new cookies', async () => {
    const next = { IdToken: token(3600), AccessToken: token(3600, 'access') };
    const refresh = vi.fn(async () => next);
    const s = services(refresh);
    const written = new PendingCookies();
    const session = await freshSession(signedIn(s, token(30)), written, s);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(session).toMatchObject({ kind: 'tokens', refreshed: true, tokens: { idToken: next.IdToken } });
    const reader = written.over({ get: () => undefined });
    expect(readTokens(reader, s)).toEqual({ idToken: next.IdToken, accessToken: next.AccessToken });
    // The refresh token is kept when the pool does not rotate it.
    expect(readRefresh(reader, s)).toEqual({ refreshToken: 'refresh-1', username: SUB });
  });

  it('ends the session (cookies cleared) when the pool refuses the refresh token, keeps it on an outage', async () => {
    const refused = services(async () => {
      throw new IdentityApiError('NotAuthorizedException', 'Refresh Token has been revoked', true);
    });
    const cleared = new PendingCookies();
    expect(await freshSession(signedIn(refused, token(-10)), cleared, refused)).toEqual({ kind: 'ended' });
    expect([...cleared.entries().values()].every((value) => value === null)).toBe(true);

    const down = services(async () => {
      throw new IdentityApiError('NetworkError', 'fetch failed', false);
    });
    // About to expire: the pool cannot be asked, so the page uses what there is (an outage is no sign-out).
    const idToken = token(30);
    const kept = new PendingCookies();
    expect(await freshSession(signedIn(down, idToken), kept, down)).toMatchObject({
      kind: 'tokens',
      tokens: { idToken },
    });
    expect(kept.size).toBe(0);
  });
});

describe('sessionBeforePage (proxy.ts)', () => {
  it("moves Amplify's cookies into the storefront's own, expires them and hands the page the new session", async () => {
    vi.stubEnv('COGNITO_WEB_CLIENT_ID', 'cuida-web-client');
    const s = services(vi.fn());
    const legacy = { idToken: token(3600), accessToken: token(3600, 'access'), refreshToken: 'amplify-refresh' };
    const cookies = amplifySessionCookies('cuida-web-client', 'maria.quispe@cuida.pe', legacy);
    const request = new NextRequest('http://localhost:3000/mi-cuenta', {
      headers: {
        cookie: [...cookies, { name: 'cuida-flags', value: 'x' }].map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    const pending = await sessionBeforePage(request, s);
    if (!pending) throw new Error('nothing migrated');
    const entries = pending.entries();
    for (const { name } of cookies) expect(entries.get(name)).toBeNull();
    const reader = pending.over(request.cookies);
    expect(readTokens(reader, s)).toEqual({ idToken: legacy.idToken, accessToken: legacy.accessToken });
    expect(readRefresh(reader, s)).toEqual({ refreshToken: 'amplify-refresh', username: SUB });
    const header = cookieHeaderWith(request, pending);
    expect(header).not.toContain('CognitoIdentityServiceProvider');
    expect(header).toContain('cuida-flags=x');
    expect(header).toMatch(/cuida-identidad=v1\./);
    vi.unstubAllEnvs();
  });

  it('changes nothing for a visitor without a session', async () => {
    const refresh = vi.fn();
    const request = new NextRequest('http://localhost:3000/', { headers: { cookie: 'cuida-flags=x' } });
    expect(await sessionBeforePage(request, services(refresh))).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});
