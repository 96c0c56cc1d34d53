import { z } from 'zod';
import { applyAttributeUpdates, attributeMap, maskEmail } from '../attributes';
import { appClient, assertClientMayWrite } from '../clients';
import { consumeCode, issueCode } from '../codes';
import { assertClient, defineOperation, type IdentityContext } from '../context';
import {
  CognitoError,
  invalidParameter,
  notAuthorized,
  passwordResetRequired,
  userDisabled,
  userNotConfirmed,
  userNotFound,
} from '../errors';
import { assertNotLockedOut, clearFailedSignIns, recordFailedSignIn } from '../lockout';
import { readMfa, signInFactor } from '../mfa-repository';
import { hashPassword, verifyPassword, verifyPasswordOfNobody } from '../passwords';
import { refreshSession, startSession } from '../sessions';
import { verifyTotp } from '../totp';
import {
  findUserBySub,
  findUserByUsername,
  type UserRecord,
  updateAttributes,
  updatePassword,
} from '../users-repository';
import { ClientId, ClientMetadata, Password, Session, Telemetry, Token } from './schemas';
import { assertPasswordPolicy, requireUser } from './shared';

const AUTH_FLOWS = [
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
] as const;

const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';
const EMAIL_OTP = 'EMAIL_OTP';
const SOFTWARE_TOKEN_MFA = 'SOFTWARE_TOKEN_MFA';
const ATTRIBUTE_PREFIX = 'userAttributes.';

function requiredParameter(parameters: Record<string, string> | undefined, name: string): string {
  const value = parameters?.[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function signInWithPassword(ctx: IdentityContext, clientId: string, username: string, password: string) {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) {
    // As slow as a wrong password (the answer itself names the unknown user: docs/adr, sign-in messages).
    await verifyPasswordOfNobody(password);
    throw userNotFound();
  }
  if (!user.enabled) throw userDisabled();
  const now = ctx.clock();
  await assertNotLockedOut(ctx.db, user.sub, now);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailedSignIn(ctx.db, user.sub, now);
    throw notAuthorized();
  }
  await clearFailedSignIns(ctx.db, user.sub);
  switch (user.status) {
    case 'UNCONFIRMED':
      throw userNotConfirmed();
    case 'RESET_REQUIRED':
      throw passwordResetRequired();
    case 'FORCE_CHANGE_PASSWORD':
      return newPasswordChallenge(ctx, user, clientId);
    case 'CONFIRMED': {
      const factor = signInFactor(await readMfa(ctx.db, user.sub));
      if (factor === EMAIL_OTP) return emailOtpChallenge(ctx, user, clientId);
      if (factor === SOFTWARE_TOKEN_MFA) return softwareTokenChallenge(ctx, user, clientId);
      return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx, user, clientId) };
    }
  }
}

/** Users with an authenticator app give its current code before their tokens. */
async function softwareTokenChallenge(ctx: IdentityContext, user: UserRecord, clientId: string) {
  return {
    ChallengeName: SOFTWARE_TOKEN_MFA,
    Session: await ctx.tokens.signChallengeSession({ sub: user.sub, clientId, challenge: SOFTWARE_TOKEN_MFA }),
    ChallengeParameters: { USER_ID_FOR_SRP: user.sub },
  };
}

/** The answer to SOFTWARE_TOKEN_MFA: the app's code for the user's verified secret. */
async function answerSoftwareToken(
  ctx: IdentityContext,
  clientId: string,
  sessionSub: string,
  responses: Record<string, string>,
) {
  const user = await requireUser(ctx, requiredParameter(responses, 'USERNAME'));
  const settings = await readMfa(ctx.db, user.sub);
  if (user.sub !== sessionSub || !settings.totpSecret || !settings.enabled.includes(SOFTWARE_TOKEN_MFA)) {
    throw notAuthorized('Invalid session for the user.');
  }
  if (!user.enabled) throw userDisabled();
  if (!verifyTotp(settings.totpSecret, requiredParameter(responses, 'SOFTWARE_TOKEN_MFA_CODE').trim(), ctx.clock())) {
    throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
  }
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx, user, clientId) };
}

/** Users with a second factor get a code by e-mail (here: the log and GET /__admin/codes) before their tokens. */
async function emailOtpChallenge(ctx: IdentityContext, user: UserRecord, clientId: string) {
  await issueCode(ctx, user, 'SIGN_IN');
  return {
    ChallengeName: EMAIL_OTP,
    Session: await ctx.tokens.signChallengeSession({ sub: user.sub, clientId, challenge: EMAIL_OTP }),
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.sub,
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: maskEmail(user.email),
    },
  };
}

/** The answer to EMAIL_OTP: the code sent for this sign-in (wrong codes count; five end it). */
async function answerEmailOtp(
  ctx: IdentityContext,
  clientId: string,
  sessionSub: string,
  responses: Record<string, string>,
) {
  const user = await requireUser(ctx, requiredParameter(responses, 'USERNAME'));
  const factors = (await readMfa(ctx.db, user.sub)).enabled;
  if (user.sub !== sessionSub || !factors.includes(EMAIL_OTP)) throw notAuthorized('Invalid session for the user.');
  if (!user.enabled) throw userDisabled();
  await consumeCode(ctx, user, 'SIGN_IN', requiredParameter(responses, 'EMAIL_OTP_CODE').trim());
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx, user, clientId) };
}

/** Users created with a temporary password must choose their own before they get tokens. */
async function newPasswordChallenge(ctx: IdentityContext, user: UserRecord, clientId: string) {
  const { sub: _sub, ...userAttributes } = attributeMap(user);
  return {
    ChallengeName: NEW_PASSWORD_REQUIRED,
    Session: await ctx.tokens.signChallengeSession({ sub: user.sub, clientId, challenge: NEW_PASSWORD_REQUIRED }),
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.sub,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(userAttributes),
    },
  };
}

export const initiateAuth = defineOperation(
  z.object({
    AuthFlow: z.enum(AUTH_FLOWS),
    AuthParameters: z.record(z.string(), z.string()).optional(),
    ClientId,
    ClientMetadata,
    Session: Session.optional(),
    ...Telemetry,
  }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    const parameters = input.AuthParameters;
    switch (input.AuthFlow) {
      case 'USER_PASSWORD_AUTH':
        return signInWithPassword(
          ctx,
          input.ClientId,
          requiredParameter(parameters, 'USERNAME'),
          requiredParameter(parameters, 'PASSWORD'),
        );
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN':
        return {
          ChallengeParameters: {},
          AuthenticationResult: await refreshSession(
            ctx,
            input.ClientId,
            requiredParameter(parameters, 'REFRESH_TOKEN'),
          ),
        };
      default:
        // SRP, custom and choice-based flows need client-side machinery the local pool does not offer.
        throw invalidParameter(`${input.AuthFlow} flow not enabled for this client`);
    }
  },
);

export const getTokensFromRefreshToken = defineOperation(
  z.object({
    RefreshToken: Token,
    ClientId,
    ClientSecret: z.string().max(64).optional(),
    DeviceKey: z.string().max(55).optional(),
    ClientMetadata,
  }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    return { AuthenticationResult: await refreshSession(ctx, input.ClientId, input.RefreshToken) };
  },
);

export const respondToAuthChallenge = defineOperation(
  z.object({
    ClientId,
    ChallengeName: z.string().min(1).max(64),
    Session: Session.optional(),
    ChallengeResponses: z.record(z.string(), z.string()).optional(),
    ClientMetadata,
    ...Telemetry,
  }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    if (![NEW_PASSWORD_REQUIRED, EMAIL_OTP, SOFTWARE_TOKEN_MFA].includes(input.ChallengeName)) {
      throw invalidParameter(`Challenge ${input.ChallengeName} is not supported by this user pool.`);
    }
    if (!input.Session) throw invalidParameter('Missing required parameter Session');
    const session = await ctx.tokens.verifyChallengeSession(input.Session);
    if (session.clientId !== input.ClientId || session.challenge !== input.ChallengeName) {
      throw notAuthorized('Invalid session for the user.');
    }
    const responses = input.ChallengeResponses ?? {};
    if (input.ChallengeName === EMAIL_OTP) return answerEmailOtp(ctx, input.ClientId, session.sub, responses);
    if (input.ChallengeName === SOFTWARE_TOKEN_MFA) {
      return answerSoftwareToken(ctx, input.ClientId, session.sub, responses);
    }
    const user = await requireUser(ctx, requiredParameter(responses, 'USERNAME'));
    const newPassword = Password.safeParse(requiredParameter(responses, 'NEW_PASSWORD'));
    if (!newPassword.success) throw invalidParameter('Invalid NEW_PASSWORD.');
    if (user.sub !== session.sub || user.status !== 'FORCE_CHANGE_PASSWORD') {
      throw notAuthorized('Invalid session for the user.');
    }
    if (!user.enabled) throw userDisabled();

    const attributeUpdates = Object.entries(responses)
      .filter(([name]) => name.startsWith(ATTRIBUTE_PREFIX))
      .map(([name, value]) => ({ Name: name.slice(ATTRIBUTE_PREFIX.length), Value: value }));
    assertClientMayWrite(
      appClient(input.ClientId),
      attributeUpdates.map((attribute) => attribute.Name),
    );
    const changes = applyAttributeUpdates(user.attributes, attributeUpdates);
    if (changes.email && changes.email !== user.email) {
      throw invalidParameter('The email cannot be changed while answering NEW_PASSWORD_REQUIRED.');
    }
    assertPasswordPolicy(newPassword.data);
    const passwordHash = await hashPassword(newPassword.data);
    const now = ctx.clock();
    await ctx.db.transaction(async (tx) => {
      await updatePassword(tx, user.sub, passwordHash, 'CONFIRMED', now);
      await updateAttributes(tx, user.sub, changes.attributes, now);
    });
    const updated = await findUserBySub(ctx.db, user.sub);
    if (!updated) throw notAuthorized('Invalid session for the user.');
    return { ChallengeParameters: {}, AuthenticationResult: await startSession(ctx, updated, input.ClientId) };
  },
);
