/**
 * Whether a POST to `/api/*` comes from another site. The session's cookies are `SameSite=Lax`, so a cross-site POST
 * does not carry them; this check refuses such posts anyway (a sibling subdomain is "same site" to a browser, and a
 * sign-in or sign-out forced from another page is an attack of its own).
 *
 * Browsers send `Origin` on every POST, and `Sec-Fetch-Site`: a request with neither is not a browser's (a server or
 * a test), and carries no shopper's cookies unless it has them already. Accepted origins: the address the browser
 * used (the `Host` header, which the front proxy and nginx pass on) and the configured `SITE_URL`.
 */
export function isCrossSiteRequest(
  headers: Headers,
  siteUrl: string = process.env.SITE_URL ?? 'http://localhost:3000',
): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true; // `null` (sandboxed frames, some redirects) and anything unreadable.
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return true;
  if (from.host === headers.get('host')) return false;
  try {
    return new URL(siteUrl).origin !== from.origin;
  } catch {
    return true;
  }
}
