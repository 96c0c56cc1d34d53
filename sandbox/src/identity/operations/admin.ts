import { z } from 'zod';
import { attributeList } from '../attributes';
import { defineOperation, type IdentityContext, type RequestInfo } from '../context';
import { accessDenied, CognitoError, resourceNotFound } from '../errors';
import { isLoopbackAddress } from '../loopback';
import { Username } from './schemas';
import { requireUser } from './shared';

/**
 * Admin* operations need IAM credentials on the real pool. Locally they need a SigV4-signed request (any key: the
 * signature is not checked) from the local machine, so a browser on the network cannot call them.
 */
function assertAdminCaller(ctx: IdentityContext, request: RequestInfo, userPoolId: string): void {
  if (!request.authorization?.startsWith('AWS4-HMAC-SHA256')) {
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  if (!isLoopbackAddress(request.remoteAddress)) {
    throw accessDenied('Admin operations are answered to local callers only.');
  }
  if (userPoolId !== ctx.userPoolId) throw resourceNotFound(`User pool ${userPoolId} does not exist.`);
}

const epochSeconds = (date: Date) => date.getTime() / 1000;

export const adminGetUser = defineOperation(
  z.object({ UserPoolId: z.string().min(1).max(55), Username }),
  async (ctx, input, request) => {
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
  },
);
