import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { GatewayContext } from '../../../context';
import type { LogFn } from '../../../observability/logger';
import {
  addressKey,
  type BucketLimit,
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
} from '../../../plugins/rate-limit';
import { verifiedShopper } from '../../../plugins/shopper-proxy';
import { accountError } from './account-errors';

/**
 * The allowance of the account mutations that guess or send something: sign-ins (`tokenCreate`), password resets and
 * confirmation e-mails asked for, codes tried (`setPassword`, `confirmAccount`). Every call reaches the identity
 * provider from the gateway's address, so the provider's own per-address protections no longer see clients apart:
 * this allowance does, per client (the partner's X-Api-Key, else the shopper's address as the gateway's admission
 * reads it). The provider still locks an account out after repeated wrong passwords, whoever tries them.
 * In Redis when the gateway has it (shared by workers and replicas), else in memory.
 */
export function createAccountAttempts(redis?: { client: Redis; prefix: string; log: LogFn }): RateLimiter {
  return redis ? new RedisRateLimiter(redis.client, `${redis.prefix}account:`, redis.log) : new MemoryRateLimiter();
}

declare module '../../../context' {
  interface GatewayServices {
    /** The account mutations' own allowance per client (gateway.ts builds it). */
    accountAttempts: RateLimiter;
  }
}

export type AttemptKind = 'sign-in' | 'code' | 'e-mail';

/** Ten tries in five minutes for a shopper (a partner's server signs many customers in: ten times more). */
const LIMITS: Record<AttemptKind, BucketLimit> = {
  'sign-in': { capacity: 10, perMinute: 2 },
  code: { capacity: 10, perMinute: 2 },
  // Each sends an e-mail.
  'e-mail': { capacity: 5, perMinute: 1 / 3 },
};
const PARTNER_FACTOR = 10;

/** Sign-ins per e-mail, whoever tries them: the same for an e-mail with an account and one without. */
const PER_EMAIL: BucketLimit = { capacity: 10, perMinute: 10 / 15 };

const emailKey = (email: string) => `email:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;

/**
 * Takes one sign-in from the e-mail's own allowance (ten per fifteen minutes, from any client), or refuses with
 * LOGIN_ATTEMPT_DELAYED. The identity provider locks an account out after five wrong passwords in a row, which only an
 * e-mail with an account gets; the gateway answers that lockout as a wrong password (account-errors.ts), and this
 * allowance, the same for every e-mail, is what delays a guesser: the answers never tell whether the e-mail has an
 * account.
 */
export async function takeEmailAttempt(context: GatewayContext, email: string): Promise<void> {
  const decision = await context.services.accountAttempts.consume(`sign-in:${emailKey(email)}`, PER_EMAIL);
  if (decision.allowed) return;
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  throw accountError(
    'LOGIN_ATTEMPT_DELAYED',
    `Demasiados intentos para este correo. Vuelve a intentarlo en ${seconds} s.`,
    'email',
    { retryAfter: seconds },
  );
}

/**
 * A shopper's bucket: their address as the gateway's admission reads it; for a shopper the storefront's proxy vouches
 * for without an address, the e-mail tried (hashed), so that one visitor's tries never hold back the others.
 */
function shopperKey(context: GatewayContext, email: string | undefined): string {
  const settings = context.services.config.rateLimit;
  const shopper = verifiedShopper((name) => context.client.header(name), settings.shopperProxySecret);
  if (shopper?.kind === 'unknown' && email) return emailKey(email);
  return addressKey(context.client, settings);
}

/**
 * Takes one try from the client's allowance; when it is empty, Saleor's own refusal: an AccountError with the seconds
 * to wait (thrown as AccountRefusal, which the mutation answers in its `errors`).
 */
export async function takeAttempt(context: GatewayContext, kind: AttemptKind, email?: string): Promise<void> {
  const { services, client } = context;
  const caller = services.partners.identifyKey(client.header('x-api-key'));
  const partner = caller.kind === 'partner';
  const base = LIMITS[kind];
  const limit = partner
    ? { capacity: base.capacity * PARTNER_FACTOR, perMinute: base.perMinute * PARTNER_FACTOR }
    : base;
  const key = `${kind}:${partner ? `partner:${caller.name}` : shopperKey(context, email)}`;
  const decision = await services.accountAttempts.consume(key, limit);
  if (decision.allowed) return;
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  throw accountError(
    'LOGIN_ATTEMPT_DELAYED',
    `Demasiados intentos desde este dispositivo. Vuelve a intentarlo en ${seconds} s.`,
    null,
    { retryAfter: seconds },
  );
}
