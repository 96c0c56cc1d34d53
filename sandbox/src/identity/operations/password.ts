import { z } from 'zod';
import { emailDelivery } from '../attributes';
import { consumeCode, issueCode } from '../codes';
import { assertClient, defineOperation } from '../context';
import { invalidParameter, notAuthorized, userDisabled } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { authenticate } from '../sessions';
import { updatePassword } from '../users-repository';
import {
  ClientId,
  ClientMetadata,
  ConfirmationCode,
  Password,
  SecretHash,
  Telemetry,
  Token,
  Username,
} from './schemas';
import { assertPasswordPolicy, requireUser } from './shared';

export const forgotPassword = defineOperation(
  z.object({ ClientId, Username, SecretHash, ClientMetadata, ...Telemetry }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    const user = await requireUser(ctx, input.Username);
    if (!user.enabled) throw userDisabled();
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      throw notAuthorized('User password cannot be reset in the current state.');
    }
    if (!user.emailVerified) {
      throw invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    await issueCode(ctx, user, 'FORGOT_PASSWORD');
    return { CodeDeliveryDetails: emailDelivery(user.email) };
  },
);

export const confirmForgotPassword = defineOperation(
  z.object({ ClientId, Username, ConfirmationCode, Password, SecretHash, ClientMetadata, ...Telemetry }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    const user = await requireUser(ctx, input.Username);
    if (!user.enabled) throw userDisabled();
    // Policy before the code, so a weak password does not use the code up.
    assertPasswordPolicy(input.Password);
    await consumeCode(ctx, user, 'FORGOT_PASSWORD', input.ConfirmationCode);
    await updatePassword(ctx.db, user.sub, await hashPassword(input.Password), 'CONFIRMED', ctx.clock());
    return {};
  },
);

export const changePassword = defineOperation(
  z.object({ PreviousPassword: Password.optional(), ProposedPassword: Password, AccessToken: Token }),
  async (ctx, input) => {
    const { user } = await authenticate(ctx, input.AccessToken);
    if (input.PreviousPassword === undefined) throw invalidParameter('Missing required parameter PreviousPassword');
    if (!(await verifyPassword(input.PreviousPassword, user.passwordHash))) throw notAuthorized();
    assertPasswordPolicy(input.ProposedPassword);
    await updatePassword(ctx.db, user.sub, await hashPassword(input.ProposedPassword), user.status, ctx.clock());
    return {};
  },
);
