import type { IdentityContext } from '../context';
import { invalidPassword, userNotFound } from '../errors';
import { passwordPolicyViolation } from '../passwords';
import { findUserByUsername, type UserRecord } from '../users-repository';

/** The user a Username (e-mail or sub) names, or UserNotFoundException: this pool does not hide who exists. */
export async function requireUser(ctx: IdentityContext, username: string): Promise<UserRecord> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw userNotFound();
  return user;
}

export function assertPasswordPolicy(password: string): void {
  const violation = passwordPolicyViolation(password);
  if (violation) throw invalidPassword(violation);
}
