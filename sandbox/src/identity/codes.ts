import { randomInt, timingSafeEqual } from 'node:crypto';
import { type CodePurpose, deleteCode, findCode, putCode, recordFailedAttempt } from './codes-repository';
import type { IdentityContext } from './context';
import { codeMismatch, expiredCode, limitExceeded } from './errors';
import type { UserRecord } from './users-repository';

/** Confirmation, password-reset and attribute-verification codes: 6 digits, valid 24 hours, 5 wrong tries. */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

/**
 * Creates (or replaces) the user's code for `purpose`. There is no e-mail in the sandbox: the code goes to the log
 * and to the loopback-only `GET /__admin/codes`.
 */
export async function issueCode(ctx: IdentityContext, user: UserRecord, purpose: CodePurpose): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const createdAt = ctx.clock();
  const expiresAt = new Date(createdAt.getTime() + CODE_LIFETIME_MS);
  await putCode(ctx.db, { sub: user.sub, purpose, code, createdAt, expiresAt });
  ctx.log(`[identity] ${purpose} code for ${user.email}: ${code} (valid until ${expiresAt.toISOString()})`);
}

/** Checks and uses up a code: CodeMismatchException, ExpiredCodeException or LimitExceededException otherwise. */
export async function consumeCode(
  ctx: IdentityContext,
  user: UserRecord,
  purpose: CodePurpose,
  given: string,
): Promise<void> {
  // Not inside a transaction: a wrong code must count even though the operation then fails.
  const { db } = ctx;
  const stored = await findCode(db, user.sub, purpose);
  if (!stored) throw codeMismatch();
  if (stored.failedAttempts >= MAX_FAILED_ATTEMPTS) throw limitExceeded();
  if (!sameCode(stored.code, given)) {
    await recordFailedAttempt(db, user.sub, purpose);
    throw codeMismatch();
  }
  if (stored.expiresAt.getTime() <= ctx.clock().getTime()) throw expiredCode();
  await deleteCode(db, user.sub, purpose);
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
