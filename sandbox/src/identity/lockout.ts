import type { Queryable } from '../store/db';
import { notAuthorized } from './errors';

/**
 * Cognito's temporary lockout of a user after failed sign-ins: from the fifth failure in a row the user is locked
 * out for 1 s, and each failure after a lockout doubles it, up to 15 minutes. Attempts during a lockout are answered
 * "Password attempts exceeded" and not counted (not even checked); 15 minutes without a failure start the count
 * again; a successful sign-in clears it.
 */
export const FREE_FAILURES = 4;
export const MAX_LOCKOUT_MS = 15 * 60 * 1000;
export const FAILURES_FORGOTTEN_AFTER_MS = 15 * 60 * 1000;

export const passwordAttemptsExceeded = () => notAuthorized('Password attempts exceeded');

/** How long the n-th failure in a row locks the user out (0 for the first four). */
export function lockoutAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES - 1), MAX_LOCKOUT_MS);
}

/** Throws "Password attempts exceeded" while the user is locked out. */
export async function assertNotLockedOut(db: Queryable, sub: string, now: Date): Promise<void> {
  const [row] = await db.query<{ locked_until: Date | string | null }>(
    'SELECT locked_until FROM identity_user WHERE sub = $1',
    [sub],
  );
  if (row?.locked_until && new Date(row.locked_until).getTime() > now.getTime()) throw passwordAttemptsExceeded();
}

/** Counts a failed sign-in (atomically) and starts the lockout it earns. */
export async function recordFailedSignIn(db: Queryable, sub: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  const [row] = await db.query<{ failed_sign_ins: number }>(
    `UPDATE identity_user
     SET failed_sign_ins = CASE WHEN last_failed_sign_in_at IS NULL OR last_failed_sign_in_at < $3
                                THEN 1 ELSE failed_sign_ins + 1 END,
         last_failed_sign_in_at = $2
     WHERE sub = $1 RETURNING failed_sign_ins`,
    [sub, now, forgetBefore],
  );
  const lockout = lockoutAfter(row?.failed_sign_ins ?? 0);
  if (lockout > 0) {
    await db.query('UPDATE identity_user SET locked_until = $2 WHERE sub = $1', [
      sub,
      new Date(now.getTime() + lockout),
    ]);
  }
}

export async function clearFailedSignIns(db: Queryable, sub: string): Promise<void> {
  await db.query(
    `UPDATE identity_user SET failed_sign_ins = 0, last_failed_sign_in_at = NULL, locked_until = NULL
     WHERE sub = $1 AND failed_sign_ins > 0`,
    [sub],
  );
}
