import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  HSTS_VALUE,
  parsePartnerFrameOrigins,
  type SecurityConfig,
  securityConfigFromEnv,
  securityHeaders,
  staticSecurityHeaders,
} from '../src/lib/security-headers';

const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U=';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const production = securityConfigFromEnv({
  NODE_ENV: 'production',
  SANDBOX_PUBLIC_URL: 'http://localhost:4110',
});

describe('parsePartnerFrameOrigins', () => {
  it('reads comma-separated origins, trimmed, normalised and without duplicates', () => {
    expect(parsePartnerFrameOrigins(undefined)).toEqual([]);
    expect(parsePartnerFrameOrigins('  ')).toEqual([]);
    expect(
      parsePartnerFrameOrigins(' https://app.rimac.com.pe, HTTPS://Club.CI.pe/ ,,https://app.rimac.com.pe:443'),
    ).toEqual(['https://app.rimac.com.pe', 'https://club.ci.pe']);
    expect(parsePartnerFrameOrigins('https://partner.pe:8443,http://localhost:3999,http://127.0.0.1:3999')).toEqual([
      'https://partner.pe:8443',
      'http://localhost:3999',
      'http://127.0.0.1:3999',
    ]);
  });

  it.each([
    ['a path', 'https://app.rimac.com.pe/tienda'],
    ['a normalised-away path', 'https://app.rimac.com.pe/.'],
    ['a query', 'https://app.rimac.com.pe?x=1'],
    ['an empty query', 'https://app.rimac.com.pe?'],
    ['a fragment', 'https://app.rimac.com.pe#x'],
    ['credentials', 'https://user:pw@app.rimac.com.pe'],
    ['plain http off loopback', 'http://app.rimac.com.pe'],
    ['another scheme', 'ftp://app.rimac.com.pe'],
    ['a wildcard', 'https://*.rimac.com.pe'],
    ['a bare wildcard', '*'],
    ['a CSP keyword', "'none'"],
    ['a directive smuggled in', 'https://a.pe; script-src *'],
    ['two origins without a comma', 'https://a.pe https://b.pe'],
    ['a host without a scheme', 'app.rimac.com.pe'],
  ])('refuses %s, naming the variable and the entry', (_, value) => {
    expect(() => parsePartnerFrameOrigins(`https://ok.pe,${value}`)).toThrow(
      /^PARTNER_FRAME_ORIGINS: ".+" is not an origin/,
    );
  });
});

describe('securityConfigFromEnv', () => {
  it('defaults: no partner, the sandbox as media host, same-origin connections', () => {
    expect(securityConfigFromEnv({ NODE_ENV: 'production' })).toEqual({
      production: true,
      development: false,
      frameAncestors: [],
      imageOrigins: ['http://localhost:4010'],
      connectOrigins: [],
      upgradeInsecureRequests: false,
    });
  });

  it('takes the media hosts, the public gateway and an https site from the environment', () => {
    const config = securityConfigFromEnv({
      NODE_ENV: 'production',
      PARTNER_FRAME_ORIGINS: 'https://app.rimac.com.pe',
      MEDIA_PUBLIC_URL: 'https://media.cuida.pe/base/',
      SANDBOX_PUBLIC_URL: 'https://media.cuida.pe',
      GATEWAY_PUBLIC_URL: 'https://api.cuida.pe/graphql',
      SITE_URL: 'https://www.cuida.pe',
    });
    expect(config).toEqual({
      production: true,
      development: false,
      frameAncestors: ['https://app.rimac.com.pe'],
      imageOrigins: ['https://media.cuida.pe'],
      connectOrigins: ['https://api.cuida.pe'],
      upgradeInsecureRequests: true,
    });
  });

  it('adds nothing for a relative gateway endpoint or an invalid address', () => {
    const config = securityConfigFromEnv({ GATEWAY_PUBLIC_URL: '/api/graphql', MEDIA_PUBLIC_URL: 'not a url' });
    expect(config.connectOrigins).toEqual([]);
    expect(config.imageOrigins).toEqual([]);
  });

  it('never lets the browser reach the user pool: the storefront server holds the session (ADR 12)', () => {
    const env = { IDENTITY_PUBLIC_URL: 'http://localhost:9229/', IDENTITY_URL: 'http://localhost:9229' };
    expect(securityConfigFromEnv(env as never).connectOrigins).toEqual([]);
    expect(securityConfigFromEnv({ NODE_ENV: 'production' }).connectOrigins).toEqual([]);
  });

  it('refuses an invalid PARTNER_FRAME_ORIGINS', () => {
    expect(() => securityConfigFromEnv({ PARTNER_FRAME_ORIGINS: 'https://a.pe/x' })).toThrow(/PARTNER_FRAME_ORIGINS/);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts and styles by nonce only, images from the media host, connections to itself', () => {
    const policy = directives(contentSecurityPolicy(production, NONCE));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"],
      'style-src': ["'self'", `'nonce-${NONCE}'`],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'http://localhost:4110'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('is the policy Next reads the nonce from (its own parser)', () => {
    expect(getScriptNonceFromHeader(contentSecurityPolicy(production, NONCE))).toBe(NONCE);
    const nonce = createNonce();
    expect(getScriptNonceFromHeader(contentSecurityPolicy(production, nonce))).toBe(nonce);
  });

  it('lets only the configured partners frame the store', () => {
    const config = securityConfigFromEnv({ PARTNER_FRAME_ORIGINS: 'https://app.rimac.com.pe,https://club.ci.pe' });
    expect(directives(contentSecurityPolicy(config, NONCE)).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.rimac.com.pe',
      'https://club.ci.pe',
    ]);
  });

  it('allows the public gateway and upgrades http subresources on an https site', () => {
    const config = securityConfigFromEnv({
      GATEWAY_PUBLIC_URL: 'https://api.cuida.pe/graphql',
      SITE_URL: 'https://www.cuida.pe',
    });
    const policy = contentSecurityPolicy(config, NONCE);
    expect(directives(policy).get('connect-src')).toEqual(["'self'", 'https://api.cuida.pe']);
    expect(policy.endsWith('; upgrade-insecure-requests')).toBe(true);
    expect(contentSecurityPolicy(production, NONCE)).not.toContain('upgrade-insecure-requests');
  });

  it("adds what next dev needs, and only there: 'unsafe-eval' and inline styles", () => {
    const dev = directives(contentSecurityPolicy(securityConfigFromEnv({ NODE_ENV: 'development' }), NONCE));
    expect(dev.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'", "'unsafe-eval'"]);
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('refuses a nonce that could break out of its source expression', () => {
    expect(() => contentSecurityPolicy(production, "abc'; script-src *")).toThrow(/base64/);
    expect(() => contentSecurityPolicy(production, '')).toThrow(/base64/);
  });
});

describe('createNonce', () => {
  it('is 16 random bytes in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('securityHeaders', () => {
  it('production: CSP, nosniff, referrer policy and HSTS, and never X-Frame-Options or X-Powered-By', () => {
    const headers = securityHeaders(production, NONCE);
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(production, NONCE),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': HSTS_VALUE,
    });
    expect(HSTS_VALUE).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(HSTS_VALUE)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('HSTS in a production build, whatever its NODE_ENV, and never under next dev', () => {
    expect(securityConfigFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(securityConfigFromEnv({ NODE_ENV: 'test' }).production).toBe(true);
    const local: SecurityConfig = securityConfigFromEnv({ NODE_ENV: 'development' });
    expect(Object.keys(securityHeaders(local, NONCE)).sort()).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
    ]);
    expect(staticSecurityHeaders({ production: false })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
