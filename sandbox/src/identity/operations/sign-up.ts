import { z } from 'zod';
import { applyAttributeUpdates, emailDelivery, isEmail } from '../attributes';
import { appClient, assertClientMayWrite } from '../clients';
import { consumeCode, issueCode } from '../codes';
import { assertClient, defineOperation } from '../context';
import { invalidParameter, notAuthorized, usernameExists } from '../errors';
import { hashPassword } from '../passwords';
import { confirmUser, findUserByEmail, insertUser } from '../users-repository';
import {
  AttributeList,
  ClientId,
  ClientMetadata,
  ConfirmationCode,
  Password,
  SecretHash,
  Session,
  Telemetry,
  Username,
} from './schemas';
import { assertPasswordPolicy, requireUser } from './shared';

export const signUp = defineOperation(
  z.object({
    ClientId,
    Username,
    Password,
    SecretHash,
    UserAttributes: AttributeList.optional(),
    ValidationData: AttributeList.optional(),
    ClientMetadata,
    ...Telemetry,
  }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    // AllowAdminCreateUserOnly: accounts are created by registration on the server side, never by a client alone.
    if (!ctx.selfSignUp) throw notAuthorized('SignUp is not permitted for this user pool');
    // The pool signs in with the e-mail (UsernameAttributes: email): the username must be one.
    if (!isEmail(input.Username)) throw invalidParameter('Username should be an email.');
    const email = input.Username.toLowerCase();
    const given = input.UserAttributes ?? [];
    assertClientMayWrite(
      appClient(input.ClientId),
      given.map((attribute) => attribute.Name),
    );
    const emailAttribute = given.find((attribute) => attribute.Name === 'email');
    if (emailAttribute && emailAttribute.Value?.toLowerCase() !== email) {
      throw invalidParameter('The email attribute must match the username.');
    }
    const { attributes } = applyAttributeUpdates(
      {},
      given.filter((attribute) => attribute.Name !== 'email'),
    );
    assertPasswordPolicy(input.Password);
    if (await findUserByEmail(ctx.db, email)) throw usernameExists();
    const user = await insertUser(
      ctx.db,
      { email, passwordHash: await hashPassword(input.Password), status: 'UNCONFIRMED', attributes },
      ctx.clock(),
    );
    if (!user) throw usernameExists();
    await issueCode(ctx, user, 'SIGN_UP');
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: emailDelivery(user.email) };
  },
);

export const confirmSignUp = defineOperation(
  z.object({
    ClientId,
    Username,
    ConfirmationCode,
    SecretHash,
    ForceAliasCreation: z.boolean().optional(),
    ClientMetadata,
    Session: Session.optional(),
    ...Telemetry,
  }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    const user = await requireUser(ctx, input.Username);
    if (user.status !== 'UNCONFIRMED') {
      throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
    }
    await consumeCode(ctx, user, 'SIGN_UP', input.ConfirmationCode);
    await confirmUser(ctx.db, user.sub, ctx.clock());
    return {};
  },
);

export const resendConfirmationCode = defineOperation(
  z.object({ ClientId, Username, SecretHash, ClientMetadata, ...Telemetry }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    const user = await requireUser(ctx, input.Username);
    if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
    await issueCode(ctx, user, 'SIGN_UP');
    return { CodeDeliveryDetails: emailDelivery(user.email) };
  },
);
