import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The storefront's /api/graphql proxy calls the gateway from its own address for every shopper. So that the gateway
 * can count each shopper's requests apart (requirements: "Rate limits per shopper"), the proxy states the
 * shopper's address in its own header and signs it with a secret it shares with the gateway (SHOPPER_PROXY_SECRET):
 *
 *   X-Cuida-Shopper-IP: 203.0.113.7
 *   X-Cuida-Shopper-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "cuida-shopper-v1\n<t>\n<address>")>
 *
 * The gateway uses the address for the rate-limit bucket only when the signature verifies (compared in constant
 * time) and is at most five minutes old; otherwise both headers are ignored and the request counts against the
 * connection's address. A browser cannot sign, and the proxy never forwards a browser's copy of these headers
 * (web/src/lib/shopper-address.ts implements the same format on the proxy's side).
 *
 * When the proxy does not know the shopper's address (no trusted proxy in front of it, outside production) it signs
 * the word `unknown` instead: the gateway then knows the request is a shopper's through the storefront, not the
 * storefront's own, and its strict allowances (fileComplaint) count per filed document rather than one allowance for
 * every shopper behind the storefront.
 */
export const SHOPPER_IP_HEADER = 'x-cuida-shopper-ip';
export const SHOPPER_SIGNATURE_HEADER = 'x-cuida-shopper-signature';
/** How old a signature may be (either way, for clocks a little apart). */
export const SHOPPER_SIGNATURE_MAX_AGE_SECONDS = 300;
/** Both sides' secret outside production when SHOPPER_PROXY_SECRET is unset; refused in production (config/). */
export { DEVELOPMENT_SHOPPER_PROXY_SECRET } from '../config/settings';

/** What the proxy signs when it does not know the shopper's address. */
export const UNKNOWN_SHOPPER = 'unknown';

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/** The hex HMAC the proxy sends for this address at this time. */
export function shopperSignature(secret: string, address: string, seconds: number): string {
  return createHmac('sha256', secret).update(`cuida-shopper-v1\n${seconds}\n${address}`).digest('hex');
}

/** The headers the proxy sends (tests; the storefront has its own implementation). */
export function signShopperAddress(secret: string, address: string, nowMs = Date.now()): Record<string, string> {
  const seconds = Math.floor(nowMs / 1000);
  return {
    [SHOPPER_IP_HEADER]: address,
    [SHOPPER_SIGNATURE_HEADER]: `t=${seconds},v1=${shopperSignature(secret, address, seconds)}`,
  };
}

/** A shopper the storefront's proxy vouched for: with the address it saw, or without one. */
export type VerifiedShopper = { kind: 'address'; address: string } | { kind: 'unknown' };

/**
 * The shopper the request carries a valid, fresh signature for, made with `secret`; otherwise undefined (no secret
 * configured, no header, a malformed or stale signature, a wrong secret, or neither an IP address nor `unknown`).
 */
export function verifiedShopper(
  header: (name: string) => string | undefined,
  secret: string | undefined,
  nowMs = Date.now(),
): VerifiedShopper | undefined {
  if (!secret) return undefined;
  const address = header(SHOPPER_IP_HEADER)?.trim();
  const signature = SIGNATURE.exec(header(SHOPPER_SIGNATURE_HEADER)?.trim() ?? '');
  if (!address || address.length > 64 || !signature?.[1] || !signature[2]) return undefined;
  if (address !== UNKNOWN_SHOPPER && isIP(address) === 0) return undefined;
  const seconds = Number(signature[1]);
  if (Math.abs(nowMs / 1000 - seconds) > SHOPPER_SIGNATURE_MAX_AGE_SECONDS) return undefined;
  const expected = Buffer.from(shopperSignature(secret, address, seconds), 'hex');
  const given = Buffer.from(signature[2], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return address === UNKNOWN_SHOPPER ? { kind: 'unknown' } : { kind: 'address', address };
}

/** The shopper's address when the request carries a valid signature of one (see verifiedShopper); else undefined. */
export function verifiedShopperAddress(
  header: (name: string) => string | undefined,
  secret: string | undefined,
  nowMs = Date.now(),
): string | undefined {
  const shopper = verifiedShopper(header, secret, nowMs);
  return shopper?.kind === 'address' ? shopper.address : undefined;
}
