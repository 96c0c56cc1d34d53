import { shopperAddress, shopperProxySettings } from '@/lib/shopper-address';

/**
 * How often one shopper may try to sign in or reset a password through the storefront's server. The identity
 * provider locks an account after repeated wrong passwords, but since every attempt now reaches it from this server's
 * address, its own per-address protections no longer see shoppers apart: this limit does, per shopper address (the
 * trusted proxies' X-Forwarded-For), or per e-mail where no address is known — never one allowance shared by all.
 * Kept in this process's memory: each storefront replica counts its own share.
 */
export interface AttemptRule {
  attempts: number;
  windowMs: number;
}

/** Failed sign-ins (a wrong password, an unknown e-mail, a wrong code): a shopper who signs in is never held back. */
export const FAILED_SIGN_INS: AttemptRule = { attempts: 10, windowMs: 5 * 60_000 };
/** Password-reset requests, each of which sends an e-mail. */
export const PASSWORD_RESETS: AttemptRule = { attempts: 10, windowMs: 15 * 60_000 };

/** Keys kept at most; past it the oldest are dropped (a flood of addresses cannot exhaust memory). */
const MAX_KEYS = 50_000;

export class AttemptLimit {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly rule: AttemptRule) {}

  /** Null when `key` may try now, else the seconds until it may. */
  wait(key: string, now = Date.now()): number | null {
    const recent = this.recent(key, now);
    if (recent.length < this.rule.attempts) return null;
    return Math.max(1, Math.ceil(((recent[0] ?? now) + this.rule.windowMs - now) / 1000));
  }

  /** Counts an attempt of `key`. */
  count(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > MAX_KEYS) {
      const oldest = this.attempts.keys().next().value;
      if (oldest !== undefined) this.attempts.delete(oldest);
    }
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }
}

/** Whom an attempt counts for: the shopper's address, else the e-mail it is about. */
export function attemptKey(
  headers: Headers,
  email: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const address = shopperAddress(headers, shopperProxySettings(env).trustProxyHops);
  return address ? `address:${address}` : `email:${email}`;
}
