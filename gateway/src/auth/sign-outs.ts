import type { Redis } from 'ioredis';
import type { LogFn } from '../observability/logger';

/**
 * When each user last signed out everywhere through the gateway (`tokensDeactivateAll`, a password changed or reset).
 *
 * A client that sends only `Authorization: Bearer <ID token>` (a Saleor client: `@saleor/auth-sdk` sends nothing
 * else) gives the gateway no access token to ask the identity provider whether the session is still alive, and an ID
 * token stays valid until it expires. The gateway therefore refuses an ID token whose sign-in (`auth_time`, which the
 * tokens a refresh issues keep) is not after the user's last sign-out recorded here. Kept for the ID tokens' longest
 * lifetime; in Redis when the gateway has it (every worker and replica sees it), else in this process's memory.
 */
export interface SignOutRecord {
  /** Records that `sub` signed out everywhere at `atSeconds` (seconds since the epoch). */
  record(sub: string, atSeconds: number): Promise<void>;
  /** The last recorded sign-out of `sub`, in seconds since the epoch, or null. */
  signedOutAt(sub: string): Promise<number | null>;
}

/** The longest an ID token lives (Cognito allows up to a day): a sign-out older than that refuses nothing. */
export const SIGN_OUT_KEPT_MS = 24 * 60 * 60 * 1000;

export class MemorySignOuts implements SignOutRecord {
  private readonly times = new Map<string, { at: number; until: number }>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  async record(sub: string, atSeconds: number): Promise<void> {
    if (this.times.size >= this.maxEntries) this.times.delete(this.times.keys().next().value ?? '');
    this.times.delete(sub);
    this.times.set(sub, { at: atSeconds, until: this.clock() + SIGN_OUT_KEPT_MS });
  }

  async signedOutAt(sub: string): Promise<number | null> {
    const entry = this.times.get(sub);
    if (!entry) return null;
    if (entry.until <= this.clock()) {
      this.times.delete(sub);
      return null;
    }
    return entry.at;
  }
}

export class RedisSignOuts implements SignOutRecord {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: LogFn = () => {},
    private readonly fallback = new MemorySignOuts(),
  ) {}

  private key(sub: string): string {
    return `${this.prefix}signed-out:${sub}`;
  }

  async record(sub: string, atSeconds: number): Promise<void> {
    // This process refuses the tokens at once even if Redis is not reachable.
    await this.fallback.record(sub, atSeconds);
    try {
      await this.redis.set(this.key(sub), String(atSeconds), 'PX', SIGN_OUT_KEPT_MS);
    } catch (error) {
      this.log({ level: 'warn', msg: 'sign-out not recorded in Redis', error: String(error) });
    }
  }

  async signedOutAt(sub: string): Promise<number | null> {
    const local = await this.fallback.signedOutAt(sub);
    try {
      const value = await this.redis.get(this.key(sub));
      const shared = value === null ? null : Number(value);
      if (shared === null || !Number.isFinite(shared)) return local;
      return local === null ? shared : Math.max(local, shared);
    } catch (error) {
      this.log({ level: 'warn', msg: 'sign-out record not read from Redis', error: String(error) });
      return local;
    }
  }
}

declare module '../context' {
  interface GatewayServices {
    /** Sign-outs made through the gateway (gateway.ts builds it; SessionChecker reads it). */
    signOuts: SignOutRecord;
  }
}
