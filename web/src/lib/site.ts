/** Site-wide constants and address helpers (server side). */
import { DEFAULT_CHANNEL } from '@cuida/domain';

export const SITE_NAME = 'Cuida';
export const CHANNEL = DEFAULT_CHANNEL;

/** The storefront's public origin, for canonical addresses, Open Graph and the sitemap (`SITE_URL`). */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL ?? 'http://localhost:3000';
  try {
    return new URL(raw);
  } catch {
    return new URL('http://localhost:3000');
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/**
 * The GraphQL endpoint the browser calls (load-more), read at request time: the gateway's public address when it is
 * reachable from browsers (`GATEWAY_PUBLIC_URL`, the gateway must then allow the storefront's origin), otherwise the
 * storefront's own same-origin proxy, `/api/graphql`, which forwards to `GATEWAY_URL`.
 */
export function browserGatewayEndpoint(): string {
  return process.env.GATEWAY_PUBLIC_URL ?? SESSION_GATEWAY_ENDPOINT;
}

/**
 * The endpoint of every browser call that may carry the customer's session (the cart, the checkout, the account's
 * subscriptions, the idle cart): always the same-origin proxy, which attaches the tokens from the session's HttpOnly
 * cookies. A gateway reached directly (`GATEWAY_PUBLIC_URL`) never sees those cookies.
 */
export const SESSION_GATEWAY_ENDPOINT = '/api/graphql';
