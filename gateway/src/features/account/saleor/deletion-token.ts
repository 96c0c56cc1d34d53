import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long the e-mailed link of `accountRequestDeletion` is good for. */
export const DELETION_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What a deletion token says: whose account, until when, and the id its single use is claimed under. */
export interface DeletionClaim {
  sub: string;
  expiresAt: number;
  id: string;
}

export type OpenedDeletionToken =
  | { status: 'valid'; claim: DeletionClaim }
  | { status: 'expired'; claim: DeletionClaim }
  /** Forged, altered, truncated or not a deletion token at all. */
  | { status: 'invalid' };

interface Body {
  /** The account's subject at the identity provider. */
  s: string;
  /** Expiry, ms since the epoch. */
  x: number;
  /** Single-use id. */
  n: string;
}

const Body = {
  parse(value: unknown): Body | null {
    if (!value || typeof value !== 'object') return null;
    const { s, x, n } = value as Record<string, unknown>;
    if (typeof s !== 'string' || typeof x !== 'number' || typeof n !== 'string') return null;
    return { s, x, n };
  },
};

/**
 * The one-time token of Saleor's account deletion: `<base64url JSON body>.<base64url HMAC-SHA256>`, signed with a key
 * derived from the gateway's order-access key (its own label, so neither token can pass for the other). The gateway
 * keeps nothing until it is used: the body binds the account and the expiry, the single use is a claim of its id
 * (http/single-use.ts, shared by every worker and replica).
 */
export class DeletionTokens {
  private readonly key: Buffer;

  constructor(
    secret: Buffer,
    private readonly clock: () => number = Date.now,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'cuida-account-deletion-v1', 32));
  }

  issue(sub: string): string {
    const body: Body = { s: sub, x: this.clock() + DELETION_TOKEN_TTL_MS, n: randomUUID() };
    const encoded = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
    return `${encoded}.${this.mac(encoded)}`;
  }

  open(token: string): OpenedDeletionToken {
    const match = /^([A-Za-z0-9_-]{1,512})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
    if (!match?.[1] || !match[2]) return { status: 'invalid' };
    const expected = Buffer.from(this.mac(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
    let body: Body | null;
    try {
      body = Body.parse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
    } catch {
      body = null;
    }
    if (!body) return { status: 'invalid' };
    const claim = { sub: body.s, expiresAt: body.x, id: body.n };
    return body.x <= this.clock() ? { status: 'expired', claim } : { status: 'valid', claim };
  }

  private mac(encodedBody: string): string {
    return createHmac('sha256', this.key).update(`account-deletion:v1:${encodedBody}`).digest('base64url');
  }
}
