import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens for guest orders: issued once, when the order is placed, to whoever placed it. The token names the
 * order and carries an HMAC of it, so the gateway keeps no state and an order id or number alone never opens one.
 * Form: `<order uuid>.<base64url HMAC-SHA256(key, "order-access:v1:" + uuid)>`.
 */
export class OrderAccessTokens {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The order access key must be 32 bytes.');
  }

  issue(orderUuid: string): string {
    return `${orderUuid}.${this.mac(orderUuid)}`;
  }

  /** The order uuid the token opens, or null for anything forged, altered or malformed. */
  open(token: string): string | null {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
    if (!match?.[1] || !match[2]) return null;
    const expected = Buffer.from(this.mac(match[1]));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
  }

  private mac(orderUuid: string): string {
    return createHmac('sha256', this.key).update(`order-access:v1:${orderUuid}`).digest('base64url');
  }
}
