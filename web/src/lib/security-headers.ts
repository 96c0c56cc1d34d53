/**
 * The storefront's security headers, built by pure functions so they can be unit-tested; `web/proxy.ts` sets them on
 * every page response with a fresh nonce, and `web/next.config.ts` sets the static ones on the paths the proxy skips.
 *
 * Why a nonce, and why every page renders per request: the App Router streams its data to the browser in inline
 * `<script>self.__next_f.push(…)</script>` elements. A policy without `'unsafe-inline'` blocks them unless they carry
 * the request's nonce (Next reads it from the request's `Content-Security-Policy` header and stamps it on its scripts
 * and React's). Hashes cannot replace it: those scripts differ per page and per render, and `experimental.sri` only
 * covers external files. A nonce only protects when it is unpredictable and used once, so HTML carrying one must not
 * be cached: a page prerendered or kept by ISR would carry no nonce, or another visitor's, and never hydrate. The root
 * layout therefore renders every page per request (`connection()`), while the catalogue *data* stays in Next's data
 * cache with the same lifetimes and tags (`cache-manifest.ts`, `POST /api/revalidate`): a visit costs a render, not a
 * gateway call. The other way — `'unsafe-inline'` on the ISR catalogue pages — was refused: every page shares one
 * origin (and its storage), so the weakest page's policy is the storefront's policy. docs/storefront.md has the
 * measurements.
 */

/** Hosts allowed with plain http (local stacks and tests); any other origin must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sandbox's media host when neither `MEDIA_PUBLIC_URL` nor `SANDBOX_PUBLIC_URL` is set (see partners/media.ts). */
const DEFAULT_MEDIA_URL = 'http://localhost:4010';

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

export interface SecurityConfig {
  /**
   * A production build (`next start`): HSTS is sent. The storefront runs either under `next dev`
   * (`NODE_ENV=development`) or as a production build, whose `NODE_ENV` is `production` — or `test`, when the
   * end-to-end tests start it — so anything but `development` counts as production.
   */
  production: boolean;
  /** `next dev`: React needs `eval` for its error overlay and the dev tools inject inline styles. */
  development: boolean;
  /** Origins (besides the storefront's own) allowed to frame the store: `PARTNER_FRAME_ORIGINS`. */
  frameAncestors: string[];
  /** Origins images may come from besides the storefront's own (the media host). */
  imageOrigins: string[];
  /** Origins the browser may call besides its own (`GATEWAY_PUBLIC_URL` when the gateway is reached directly). */
  connectOrigins: string[];
  /** The site is served over https (`SITE_URL`): subresource addresses written with http are upgraded. */
  upgradeInsecureRequests: boolean;
}

export type SecurityEnv = Partial<
  Record<
    | 'NODE_ENV'
    | 'PARTNER_FRAME_ORIGINS'
    | 'MEDIA_PUBLIC_URL'
    | 'SANDBOX_PUBLIC_URL'
    | 'GATEWAY_PUBLIC_URL'
    | 'SITE_URL',
    string | undefined
  >
>;

/**
 * `PARTNER_FRAME_ORIGINS`: comma-separated origins of the partner apps that embed the store, e.g.
 * `https://app.rimac.com.pe,https://club.ci.pe`. Each must be a bare origin — scheme, host and optional port, no
 * path, query, credentials or wildcard — over https (plain http only for localhost, 127.0.0.1 and [::1]). Throws an
 * error naming the variable and the bad entry, so a typo stops the server instead of silently refusing a partner or,
 * worse, allowing a wider source than intended. Unset or empty: no partner.
 */
export function parsePartnerFrameOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  const origins: string[] = [];
  for (const entry of raw.split(',')) {
    const value = entry.trim();
    if (!value) continue;
    const origin = bareOrigin(value);
    if (!origin) {
      throw new Error(
        `PARTNER_FRAME_ORIGINS: ${JSON.stringify(value)} is not an origin; list each partner as https://host[:port] ` +
          '(http only for localhost), separated by commas, with no path and no wildcard',
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The origin when `value` is exactly one (a trailing slash is tolerated), otherwise null. */
function bareOrigin(value: string): string | null {
  if (/[\s;'"*,]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `https://a.pe/`, `HTTPS://A.pe` and `https://a.pe:443` are the origin; `https://a.pe/.`, `https://a.pe?` or
  // `https://a.pe#` (which URL parsing would quietly normalise) are not.
  const written = value
    .toLowerCase()
    .replace(/\/$/, '')
    .replace(url.protocol === 'https:' ? /:443$/ : /:80$/, '');
  return written === url.origin ? url.origin : null;
}

/** The http(s) origin of an absolute address, or null (unset, relative or invalid). */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The configuration read from the environment. Throws on an invalid `PARTNER_FRAME_ORIGINS` (next.config.ts calls
 * this, so `next build` and `next start` refuse to run with it). Media and gateway addresses that are not absolute
 * http(s) URLs add nothing (the sandbox checks its own address; a relative gateway endpoint is the same origin).
 */
export function securityConfigFromEnv(env: SecurityEnv): SecurityConfig {
  const media = [env.MEDIA_PUBLIC_URL, env.SANDBOX_PUBLIC_URL];
  if (!env.MEDIA_PUBLIC_URL && !env.SANDBOX_PUBLIC_URL) media.push(DEFAULT_MEDIA_URL);
  const imageOrigins = [...new Set(media.map(originOf).filter((origin): origin is string => origin !== null))];
  // The user pool is not here: the storefront's server talks to it, never the browser (ADR 12).
  const gateway = originOf(env.GATEWAY_PUBLIC_URL);
  return {
    production: env.NODE_ENV !== 'development',
    development: env.NODE_ENV === 'development',
    frameAncestors: parsePartnerFrameOrigins(env.PARTNER_FRAME_ORIGINS),
    imageOrigins,
    connectOrigins: gateway ? [gateway] : [],
    upgradeInsecureRequests: originOf(env.SITE_URL)?.startsWith('https:') ?? false,
  };
}

/** A fresh nonce: 16 random bytes in base64 (128 bits; the characters Next's nonce parser accepts). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const NONCE_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The Content-Security-Policy of a page rendered with `nonce`.
 *
 * - scripts: only those carrying the nonce, and what they load (`'strict-dynamic'`: Next's chunks and Apollo, loaded
 *   on demand); `'self'` is a fallback for browsers without CSP 3. JSON-LD (`type="application/ld+json"`) is data,
 *   never executed, so it needs no nonce.
 * - styles: the storefront's stylesheets, and `<style>` elements only with the nonce; style *attributes* are allowed
 *   (`style-src-attr`), because next/image writes `style="color:transparent"` on every picture and a nonce cannot be
 *   put on an attribute. An attribute can neither run script nor load anything `img-src` does not allow.
 * - images: the storefront (the image optimizer), `data:`/`blob:`, and the media host.
 * - connections: the storefront only (`/api/graphql`), plus the gateway when browsers call it directly.
 * - framing: the storefront itself and the partner apps that embed it (`frame-ancestors`, no `X-Frame-Options`,
 *   which cannot list origins and would contradict it).
 */
export function contentSecurityPolicy(config: SecurityConfig, nonce: string): string {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('contentSecurityPolicy: the nonce must be base64');
  const source = (...values: (string | false)[]) => values.filter(Boolean).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // Keep script-src before any other script-* directive: Next reads the nonce from the first one it finds.
    ['script-src', source("'self'", `'nonce-${nonce}'`, "'strict-dynamic'", config.development && "'unsafe-eval'")],
    // In development the error overlay injects <style> elements without the nonce.
    ['style-src', source("'self'", config.development ? "'unsafe-inline'" : `'nonce-${nonce}'`)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', source("'self'", 'data:', 'blob:', ...config.imageOrigins)],
    ['font-src', "'self'"],
    ['connect-src', source("'self'", ...config.connectOrigins)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', source("'self'", ...config.frameAncestors)],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (config.upgradeInsecureRequests) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Headers that do not depend on the request: for every response, including the files and API routes the proxy does
 * not run on. `X-Powered-By` is not among them because Next does not send it (`poweredByHeader: false`).
 */
export function staticSecurityHeaders(config: Pick<SecurityConfig, 'production'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Only in production: a developer's http://localhost must not be pinned to https (browsers ignore it over http).
  if (config.production) headers['Strict-Transport-Security'] = HSTS_VALUE;
  return headers;
}

/** Every security header of a page response rendered with `nonce`. */
export function securityHeaders(
  config: SecurityConfig,
  nonce: string,
): { 'Content-Security-Policy': string } & Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, nonce),
    ...staticSecurityHeaders(config),
  };
}
