import { z } from 'zod';
import { attributeList } from '../attributes';
import { defineOperation, type IdentityContext, type RequestInfo } from '../context';
import { accessDenied, resourceNotFound } from '../errors';
import { isLoopbackAddress } from '../loopback';
import { verifySignature } from '../signature';
import { deleteUser } from '../users-repository';
import { Username } from './schemas';
import { requireUser } from './shared';

/**
 * Admin* operations need IAM credentials, as on the real pool: a request signed with Signature Version 4 by a key the
 * pool knows (signature.ts checks it as Cognito does). The development key, which the repository shows, is answered to
 * callers on the local machine only, so a browser on the network cannot use it.
 */
function assertAdminCaller(ctx: IdentityContext, request: RequestInfo, userPoolId: string): void {
  verifySignature(request, ctx.admin.keys, ctx.region, ctx.clock());
  if (ctx.admin.localOnly && !isLoopbackAddress(request.remoteAddress)) {
    throw accessDenied('Admin operations are answered to local callers only.');
  }
  if (userPoolId !== ctx.userPoolId) throw resourceNotFound(`User pool ${userPoolId} does not exist.`);
}

const AdminUser = z.object({ UserPoolId: z.string().min(1).max(55), Username });

const epochSeconds = (date: Date) => date.getTime() / 1000;

export const adminGetUser = defineOperation(AdminUser, async (ctx, input, request) => {
  assertAdminCaller(ctx, request, input.UserPoolId);
  const user = await requireUser(ctx, input.Username);
  return {
    Username: user.sub,
    UserAttributes: attributeList(user),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
});

/** Deletes a user by its username or sub, with its sessions, devices and codes (as DeleteUser does). */
export const adminDeleteUser = defineOperation(AdminUser, async (ctx, input, request) => {
  assertAdminCaller(ctx, request, input.UserPoolId);
  const user = await requireUser(ctx, input.Username);
  await deleteUser(ctx.db, user.sub);
  return {};
});
