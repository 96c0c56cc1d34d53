import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readRefresh,
  readTokens,
  type SessionServices,
  storeSession,
} from '../src/features/account/server-session';
import {
  type CookieOptions,
  cookieSecurityFromEnv,
  DEVELOPMENT_SESSION_COOKIE_KEY,
  markerCookieName,
  markerCookieOptions,
  open,
  seal,
  sessionCookieKey,
  sessionCookieName,
  sessionCookieOptions,
} from '../src/features/account/session-cookies';
import { hasSessionMarker } from '../src/features/account/session-marker';

const key = randomBytes(32);
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

/** A cookie jar playing the browser: what a response set, read back by the next request. */
function jar() {
  const cookies = new Map<string, { value: string; options: CookieOptions }>();
  return {
    cookies,
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAge > 0) cookies.set(name, { value, options });
      else cookies.delete(name);
    },
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)?.value ?? '' } : undefined),
  };
}

function services(secure: boolean, now = Date.now()): SessionServices {
  return { key, security: { secure }, now: () => now } as SessionServices;
}

describe('sealing', () => {
  it('opens what it sealed (round trip), with a fresh IV each time', () => {
    const token = jwt({ sub: 'a', email: 'maria.quispe@cuida.pe' });
    const first = seal(key, 'id', token);
    const second = seal(key, 'id', token);
    expect(first).not.toBe(second);
    expect(open(key, 'id', first)).toBe(token);
    expect(open(key, 'id', second)).toBe(token);
    // Nothing of the token shows through.
    expect(first).not.toContain(token.split('.')[1]);
  });

  it('refuses a tampered value, another key, another purpose and garbage', () => {
    const sealed = seal(key, 'session', 'refresh-token');
    const [version, iv, body] = sealed.split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(open(key, 'session', `${version}.${iv}.${flipped.toString('base64url')}`)).toBeNull();
    expect(open(key, 'session', `${version}.${Buffer.alloc(12).toString('base64url')}.${body}`)).toBeNull();
    expect(open(randomBytes(32), 'session', sealed)).toBeNull();
    // A sealed ID token moved into the refresh cookie does not open there.
    expect(open(key, 'id', sealed)).toBeNull();
    for (const bad of [undefined, '', 'refresh-token', 'v2.a.b', `${sealed}.x`, 'v1..']) {
      expect(open(key, 'session', bad)).toBeNull();
    }
  });
});

describe('cookie names and options', () => {
  it('carry no e-mail, username or client id, and the session names never change with the customer', () => {
    const s = services(false);
    const browser = jar();
    const idToken = jwt({ sub: 'b1f0', email: 'maria.quispe@cuida.pe', exp: Math.floor(Date.now() / 1000) + 3600 });
    storeSession(browser, s, { idToken, accessToken: jwt({ sub: 'b1f0' }) }, { refreshToken: 'r', username: 'b1f0' });
    const names = [...browser.cookies.keys()];
    expect(names.sort()).toEqual(['cuida-acceso', 'cuida-con-sesion', 'cuida-identidad', 'cuida-sesion']);
    for (const name of names) {
      expect(name).not.toMatch(/maria|@|cuida-web-client|b1f0|Cognito/i);
      expect(browser.cookies.get(name)?.value).not.toContain('maria');
    }
  });

  it('are HttpOnly and SameSite=Lax (the marker alone is readable, and holds no token)', () => {
    const s = services(false);
    const browser = jar();
    const idToken = jwt({ sub: 'b1f0', exp: Math.floor(Date.now() / 1000) + 3600 });
    storeSession(browser, s, { idToken, accessToken: 'access' }, { refreshToken: 'r', username: 'b1f0' });
    for (const [name, { value, options }] of browser.cookies) {
      expect(options.sameSite).toBe('lax');
      expect(options.path).toBe('/');
      if (name === 'cuida-con-sesion') {
        expect(options.httpOnly).toBe(false);
        expect(value).toBe('1');
      } else {
        expect(options.httpOnly).toBe(true);
      }
    }
    // The ID and access tokens last as long as the ID token; the refresh token the session's 365 days.
    expect(browser.cookies.get('cuida-identidad')?.options.maxAge).toBeGreaterThan(3590);
    expect(browser.cookies.get('cuida-identidad')?.options.maxAge).toBeLessThanOrEqual(3600);
    expect(browser.cookies.get('cuida-sesion')?.options.maxAge).toBe(365 * 24 * 60 * 60);
    expect(readTokens(browser, s)).toEqual({ idToken, accessToken: 'access' });
    expect(readRefresh(browser, s)).toEqual({ refreshToken: 'r', username: 'b1f0' });
    clearSession(browser, s);
    expect(browser.cookies.size).toBe(0);
  });

  it('are Secure with __Host- names in production, neither outside it', () => {
    const production = cookieSecurityFromEnv({ NODE_ENV: 'production' });
    expect(production).toEqual({ secure: true });
    expect(sessionCookieName('session', production)).toBe('__Host-cuida-sesion');
    expect(sessionCookieName('id', production)).toBe('__Host-cuida-identidad');
    expect(sessionCookieName('access', production)).toBe('__Host-cuida-acceso');
    expect(sessionCookieName('challenge', production)).toBe('__Host-cuida-desafio');
    expect(markerCookieName(production)).toBe('__Host-cuida-con-sesion');
    expect(sessionCookieOptions(production)).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(markerCookieOptions(production)).toMatchObject({ secure: true, httpOnly: false, path: '/' });
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, {}]) {
      const local = cookieSecurityFromEnv(env);
      expect(sessionCookieName('session', local)).toBe('cuida-sesion');
      expect(sessionCookieOptions(local).secure).toBe(false);
    }
    expect(hasSessionMarker('a=1; __Host-cuida-con-sesion=1')).toBe(true);
    expect(hasSessionMarker('cuida-con-sesion=1')).toBe(true);
    expect(hasSessionMarker('cuida-con-sesion=0; x-cuida-con-sesion=1')).toBe(false);
  });
});

describe('SESSION_COOKIE_KEY', () => {
  const good = randomBytes(32).toString('base64');

  it('defaults to the development key outside production, and takes a configured one', () => {
    expect(sessionCookieKey({}).toString('base64')).toBe(DEVELOPMENT_SESSION_COOKIE_KEY);
    expect(sessionCookieKey({ SESSION_COOKIE_KEY: good }).toString('base64')).toBe(good);
    expect(() => sessionCookieKey({ SESSION_COOKIE_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('is required in production, and refused when known, weak or shared with another secret', () => {
    expect(() => sessionCookieKey({ NODE_ENV: 'production' })).toThrow(/needs SESSION_COOKIE_KEY/);
    expect(() =>
      sessionCookieKey({ NODE_ENV: 'production', SESSION_COOKIE_KEY: DEVELOPMENT_SESSION_COOKIE_KEY }),
    ).toThrow(/SESSION_COOKIE_KEY is a development default/);
    expect(() =>
      sessionCookieKey({ NODE_ENV: 'production', SESSION_COOKIE_KEY: Buffer.alloc(32, 7).toString('base64') }),
    ).toThrow(/SESSION_COOKIE_KEY/);
    const ascending = Buffer.from(Array.from({ length: 32 }, (_, i) => i % 4)).toString('base64');
    expect(() => sessionCookieKey({ NODE_ENV: 'production', SESSION_COOKIE_KEY: ascending })).toThrow(
      /SESSION_COOKIE_KEY/,
    );
    expect(() =>
      sessionCookieKey({ NODE_ENV: 'production', SESSION_COOKIE_KEY: good, SHOPPER_PROXY_SECRET: good }),
    ).toThrow(/must differ/);
    expect(sessionCookieKey({ NODE_ENV: 'production', SESSION_COOKIE_KEY: good }).length).toBe(32);
  });
});
