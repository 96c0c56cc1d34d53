import { z } from 'zod';
import { applyAttributeUpdates, attributeList, emailDelivery } from '../attributes';
import { appClient, assertClientMayWrite } from '../clients';
import { consumeCode, issueCode } from '../codes';
import { defineOperation } from '../context';
import { aliasExists, invalidParameter } from '../errors';
import { readMfa } from '../mfa-repository';
import { authenticate } from '../sessions';
import { deleteUser, findUserBySub, setEmailVerified, updateAttributes, updateEmail } from '../users-repository';
import { mfaOnGetUser } from './mfa';
import { AttributeList, ClientMetadata, ConfirmationCode, Token } from './schemas';

const AccessTokenOnly = z.object({ AccessToken: Token });
const VerifiableAttribute = z.string().min(1).max(32);

function assertVerifiable(attributeName: string): void {
  if (attributeName !== 'email') {
    throw invalidParameter(`Attribute ${attributeName} cannot be verified: this pool only verifies email.`);
  }
}

export const getUser = defineOperation(AccessTokenOnly, async (ctx, input) => {
  const { user, claims } = await authenticate(ctx, input.AccessToken);
  return {
    Username: user.sub,
    UserAttributes: attributeList(user, appClient(claims.client_id)),
    ...mfaOnGetUser(await readMfa(ctx.db, user.sub)),
  };
});

export const updateUserAttributes = defineOperation(
  z.object({ UserAttributes: AttributeList, AccessToken: Token, ClientMetadata }),
  async (ctx, input) => {
    const { user, claims } = await authenticate(ctx, input.AccessToken);
    // The access token's client decides what may be written (its WriteAttributes), before anything changes.
    assertClientMayWrite(
      appClient(claims.client_id),
      input.UserAttributes.map((attribute) => attribute.Name),
    );
    const changes = applyAttributeUpdates(user.attributes, input.UserAttributes);
    const emailChanged = changes.email !== undefined && changes.email !== user.email;
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await updateAttributes(tx, user.sub, changes.attributes, now);
      // A new e-mail is the new sign-in name; it stays unverified until VerifyUserAttribute.
      if (emailChanged && changes.email && !(await updateEmail(tx, user.sub, changes.email, false, now))) {
        throw aliasExists();
      }
    });
    if (!emailChanged) return {};
    const updated = await findUserBySub(ctx.db, user.sub);
    if (!updated) return {};
    await issueCode(ctx, updated, 'VERIFY_EMAIL');
    return { CodeDeliveryDetailsList: [emailDelivery(updated.email)] };
  },
);

export const getUserAttributeVerificationCode = defineOperation(
  z.object({ AccessToken: Token, AttributeName: VerifiableAttribute, ClientMetadata }),
  async (ctx, input) => {
    const { user } = await authenticate(ctx, input.AccessToken);
    assertVerifiable(input.AttributeName);
    await issueCode(ctx, user, 'VERIFY_EMAIL');
    return { CodeDeliveryDetails: emailDelivery(user.email) };
  },
);

export const verifyUserAttribute = defineOperation(
  z.object({ AccessToken: Token, AttributeName: VerifiableAttribute, Code: ConfirmationCode }),
  async (ctx, input) => {
    const { user } = await authenticate(ctx, input.AccessToken);
    assertVerifiable(input.AttributeName);
    await consumeCode(ctx, user, 'VERIFY_EMAIL', input.Code);
    await setEmailVerified(ctx.db, user.sub, true, ctx.clock());
    return {};
  },
);

export const deleteUserOperation = defineOperation(AccessTokenOnly, async (ctx, input) => {
  const { user } = await authenticate(ctx, input.AccessToken);
  await deleteUser(ctx.db, user.sub);
  return {};
});
