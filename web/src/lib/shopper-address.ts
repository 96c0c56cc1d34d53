import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { assertProductionSecrets } from '@cuida/domain';

/**
 * What the storefront's /api/graphql proxy sends the gateway, so that the gateway's rate limit counts each shopper
 * apart and nothing a browser sends moves a request into another bucket (requirements: "Rate limits per shopper";
 * docs/operations.md, "The storefront proxy and rate limits").
 *
 * - The shopper's address comes from what this platform trusts: with TRUST_PROXY_HOPS = n ≥ 1 (load balancers or a
 *   CDN in front of Next.js, or the front proxy of scripts/front-proxy.ts, each appending the address it saw to
 *   X-Forwarded-For), the n-th entry from the right. With 0 (Next.js faces browsers itself), route handlers cannot
 *   see the socket's address: Next.js fills X-Forwarded-For from the socket only when the browser sent none, so the
 *   header may be the browser's own words. Production therefore refuses 0.
 * - When the address is unknown (0 hops outside production, a chain shorter than the hops), the proxy says so, signed
 *   like an address (`unknown`): the gateway's strict allowances (fileComplaint) then count per filed document instead
 *   of one allowance for every shopper behind this proxy.
 * - The address travels in `X-Cuida-Shopper-IP`, signed in `X-Cuida-Shopper-Signature` with SHOPPER_PROXY_SECRET,
 *   a secret shared with the gateway only (gateway/src/plugins/shopper-proxy.ts verifies it).
 * - Only an allowlist of the browser's headers is forwarded: never X-Forwarded-For, never a browser's own copy of the
 *   shopper headers, never an X-Api-Key (browsers get no partner privileges through this door).
 */
export const SHOPPER_IP_HEADER = 'x-cuida-shopper-ip';
export const SHOPPER_SIGNATURE_HEADER = 'x-cuida-shopper-signature';
/** The gateway's development default (SHOPPER_PROXY_SECRET unset outside production); refused in production. */
export const DEVELOPMENT_SHOPPER_PROXY_SECRET = 'cuida-development-shopper-proxy-secret-not-for-production';

/** What the proxy signs when it does not know the shopper's address (the gateway reads the same word). */
export const UNKNOWN_SHOPPER = 'unknown';

/**
 * The browser's headers the proxy passes on. Not `Authorization` nor `X-Access-Token`: the session's tokens come from
 * its HttpOnly cookies (ADR 12), and tokens a page script sends itself are dropped.
 */
export const FORWARDED_HEADERS = ['x-trace-id', 'accept'] as const;

export interface ShopperProxySettings {
  secret: string;
  /** Proxies in front of the storefront that append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
}

/**
 * The proxy's settings from the environment; throws in production without SHOPPER_PROXY_SECRET, with TRUST_PROXY_HOPS
 * 0 (every shopper would share the storefront's allowances at the gateway), or with a secret of the storefront's that
 * is known, weak or shared with another kind (the domain's secret policy; GATEWAY_API_KEY and REVALIDATE_SECRET too).
 */
export function shopperProxySettings(env: Record<string, string | undefined> = process.env): ShopperProxySettings {
  const production = env.NODE_ENV === 'production';
  const configured = env.SHOPPER_PROXY_SECRET?.trim();
  if (configured !== undefined && configured !== '' && configured.length < 32) {
    throw new Error('SHOPPER_PROXY_SECRET must have at least 32 characters.');
  }
  if (production && (!configured || configured === DEVELOPMENT_SHOPPER_PROXY_SECRET)) {
    throw new Error('Production needs SHOPPER_PROXY_SECRET (the one the gateway has), not the development default.');
  }
  if (production) {
    assertProductionSecrets(
      (
        [
          ['SHOPPER_PROXY_SECRET', 'shopperProxySecret', configured],
          ['GATEWAY_API_KEY', 'partnerKey', env.GATEWAY_API_KEY],
          ['REVALIDATE_SECRET', 'revalidateSecret', env.REVALIDATE_SECRET],
        ] as const
      ).flatMap(([variable, kind, value]) => (value ? [{ variable, kind, format: 'token' as const, value }] : [])),
    );
  }
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error('TRUST_PROXY_HOPS must be 0 to 10.');
  if (production && hops === 0) {
    throw new Error(
      "Production needs TRUST_PROXY_HOPS of 1 or more for the storefront: the load balancers (or `npm run start:prod`'s " +
        "front proxy) in front of it that append the shopper's address to X-Forwarded-For. With 0 every shopper " +
        'shares one allowance at the gateway.',
    );
  }
  return { secret: configured || DEVELOPMENT_SHOPPER_PROXY_SECRET, trustProxyHops: hops };
}

/**
 * The shopper's address as this platform's trusted proxies saw it: the `trustProxyHops`-th entry from the right of
 * X-Forwarded-For; undefined with no trusted proxy, too few entries, or an entry that is not an IP address.
 */
export function shopperAddress(headers: Headers, trustProxyHops: number): string | undefined {
  if (trustProxyHops < 1) return undefined;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = forwarded[forwarded.length - trustProxyHops];
  return address && address.length <= 64 && isIP(address) !== 0 ? address : undefined;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "cuida-shopper-v1\n<t>\n<address>")>`, as the gateway checks it. */
export function signShopperAddress(secret: string, address: string, nowMs = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000);
  const mac = createHmac('sha256', secret).update(`cuida-shopper-v1\n${seconds}\n${address}`).digest('hex');
  return `t=${seconds},v1=${mac}`;
}

/**
 * The headers the proxy sends the gateway for this browser request: JSON, the allowlisted browser headers, the
 * session's tokens from its cookies (when signed in) and the signed shopper headers — the shopper's address, or
 * `unknown`. Everything else the browser sent stays behind.
 */
export function gatewayRequestHeaders(
  incoming: Headers,
  settings: ShopperProxySettings,
  nowMs = Date.now(),
  session: { idToken: string; accessToken: string } | null = null,
): Headers {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  if (session) {
    headers.set('authorization', `Bearer ${session.idToken}`);
    headers.set('x-access-token', session.accessToken);
  }
  const address = shopperAddress(incoming, settings.trustProxyHops) ?? UNKNOWN_SHOPPER;
  headers.set(SHOPPER_IP_HEADER, address);
  headers.set(SHOPPER_SIGNATURE_HEADER, signShopperAddress(settings.secret, address, nowMs));
  return headers;
}
