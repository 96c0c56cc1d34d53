/**
 * Analytics id of a signed-in shopper: the SHA-256 hex of the trimmed, lower-cased e-mail (requirements:
 * "Analytics user id"), so the data layer never receives the address itself. Uses Web Crypto, present in Node 20 and
 * every browser, which keeps this module free of `node:` imports. Null for a blank e-mail: such a shopper is identified
 * by the analytics client id instead.
 */
export async function analyticsUserId(email: string): Promise<string | null> {
  const normalised = email.trim().toLowerCase();
  if (normalised === '') return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
