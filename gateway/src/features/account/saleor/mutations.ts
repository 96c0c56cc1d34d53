import { z } from 'zod';
import { type AuthenticationResult, IdentityError } from '../../../auth/identity-client';
import { tokenFailureReason } from '../../../auth/token-verifier';
import type { Customer } from '../../../auth/viewer';
import type { GatewayContext } from '../../../context';
import { ErrorCode, gatewayError } from '../../../errors/codes';
import { cleanText } from '../../../errors/validation';
import {
  type AccountRefusal,
  accountError,
  answer,
  codeRefusal,
  passwordPolicyRefusal,
  signInRefusal,
} from './account-errors';
import { takeAttempt, takeEmailAttempt } from './attempts';
import { type AccountUser, accountUser, fieldNotAvailable } from './user';

/** What a Saleor client sends: an e-mail (trimmed, lower case) and texts within the identity provider's bounds. */
const Email = z
  .string()
  .max(254)
  .transform((email) => email.trim().toLowerCase())
  .pipe(z.email());
const Password = cleanText().min(1).max(256);
const Code = cleanText().trim().min(1).max(2048);
export const Token = cleanText().trim().min(1).max(8192);

/** The first problem of a Saleor input, as its AccountError (INVALID or REQUIRED naming the argument). */
export function parseArgs<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || null;
  throw accountError('INVALID', `Dato no válido${field ? ` en ${field}` : ''}.`, field);
}

/** A verified JWT's claims, as Saleor's `tokenVerify` answers them in `payload`. */
function claimsOf(token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The app client the gateway signs customers in with (the storefront's). */
const clientIdOf = (context: GatewayContext) => context.services.config.identity.clientIds[0] ?? '';

/** The customer behind a freshly issued ID token, as Saleor's User. */
async function userOfTokens(context: GatewayContext, tokens: AuthenticationResult): Promise<AccountUser> {
  const claims = await context.services.verifyIdToken(tokens.IdToken);
  const customer: Customer = { claims, idToken: tokens.IdToken, accessToken: tokens.AccessToken };
  return accountUser(customer);
}

/** An ID token whose sign-in came before the user's last sign-out through the gateway is no longer good. */
async function signedOutSince(context: GatewayContext, sub: string, authTime: number | null): Promise<boolean> {
  const at = await context.services.signOuts.signedOutAt(sub);
  return at !== null && (authTime ?? 0) <= at;
}

const SESSION_ENDED = () => accountError('JWT_INVALID_TOKEN', 'La sesión terminó: vuelve a ingresar.', 'refreshToken');

/** Refuses a value given to an argument Saleor reserves for apps or the gateway cannot honour. */
function refuseArgument(args: Record<string, unknown>, name: string, why: string): void {
  if (args[name] !== undefined && args[name] !== null) throw accountError('INVALID', why, name);
}

async function signIn(context: GatewayContext, email: string, password: string): Promise<AuthenticationResult> {
  try {
    return await context.services.identity.signIn(clientIdOf(context), email, password);
  } catch (error) {
    throw signInRefusal(error);
  }
}

/** A refusal from the provider for a code (`setPassword`, `confirmAccount`) as its AccountError; outages rethrown. */
async function withCode<T>(work: () => Promise<T>, field = 'token'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw codeRefusal(error, field);
  }
}

/** The signed-in customer, or Saleor's JWT_MISSING_TOKEN for an anonymous caller. */
export const requireSignedIn = async (context: GatewayContext): Promise<Customer> => {
  if (context.viewer.kind === 'anonymous') {
    throw accountError('JWT_MISSING_TOKEN', 'Ingresa a tu cuenta para continuar.', null);
  }
  return context.requireCustomer();
};

/** Saleor's token and password mutations, answered from the identity provider. */
export function tokenMutations() {
  return {
    tokenCreate: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ token: null, refreshToken: null, csrfToken: null, user: null }, async () => {
        refuseArgument(args, 'audience', 'Este servicio no emite tokens con audiencias propias.');
        const { email, password } = parseArgs(z.object({ email: Email, password: Password }), args);
        await takeAttempt(context, 'sign-in', email);
        await takeEmailAttempt(context, email);
        const tokens = await signIn(context, email, password);
        const user = await userOfTokens(context, tokens);
        return { token: tokens.IdToken, refreshToken: tokens.RefreshToken ?? null, csrfToken: null, user };
      }),

    tokenRefresh: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ token: null, user: null }, async () => {
        if (args.refreshToken === undefined || args.refreshToken === null || args.refreshToken === '') {
          // Saleor also reads it from a cookie; the gateway sets none.
          throw accountError('JWT_MISSING_TOKEN', 'Falta el refreshToken.', 'refreshToken');
        }
        const { refreshToken } = parseArgs(z.object({ refreshToken: Token }), args);
        let tokens: AuthenticationResult;
        try {
          tokens = await context.services.identity.refresh(clientIdOf(context), refreshToken);
        } catch (error) {
          if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
          if (/expired/i.test(error.message)) {
            throw accountError('JWT_SIGNATURE_EXPIRED', 'La sesión venció: vuelve a ingresar.', 'refreshToken');
          }
          throw accountError('JWT_INVALID_TOKEN', 'El refreshToken no es válido.', 'refreshToken');
        }
        const user = await userOfTokens(context, tokens);
        const { sub, authTime } = user.customer.claims;
        if (await signedOutSince(context, sub, authTime)) throw SESSION_ENDED();
        return { token: tokens.IdToken, user };
      }),

    tokenVerify: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ isValid: false, payload: null, user: null }, async () => {
        const { token } = parseArgs(z.object({ token: Token }), args);
        let claims: Awaited<ReturnType<GatewayContext['services']['verifyIdToken']>>;
        try {
          claims = await context.services.verifyIdToken(token);
        } catch (error) {
          if (error instanceof IdentityError && error.failure !== 'refused') throw error;
          const reason = tokenFailureReason(error);
          if (reason === 'expired') throw accountError('JWT_SIGNATURE_EXPIRED', 'El token venció.', 'token');
          if (reason === 'malformed token')
            throw accountError('JWT_DECODE_ERROR', 'El token no se puede leer.', 'token');
          throw accountError('JWT_INVALID_TOKEN', 'El token no es válido.', 'token');
        }
        if (await signedOutSince(context, claims.sub, claims.authTime)) {
          throw accountError('JWT_INVALID_TOKEN', 'La sesión de este token terminó.', 'token');
        }
        return {
          isValid: true,
          payload: claimsOf(token),
          user: accountUser({ claims, idToken: token, accessToken: null }),
        };
      }),

    tokensDeactivateAll: (_: unknown, __: unknown, context: GatewayContext) =>
      answer({}, async () => {
        const customer = await requireSignedIn(context);
        // The identity provider's global sign-out needs the access token (sent as X-Access-Token by our storefront);
        // the gateway's own record refuses the customer's tokens either way, refreshed ones included.
        if (customer.accessToken) await context.services.identity.globalSignOut(customer.accessToken);
        await context.services.signOuts.record(customer.claims.sub, Math.floor(Date.now() / 1000));
        return {};
      }),

    requestPasswordReset: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({}, async () => {
        const { email } = parseArgs(
          z.object({ email: Email, redirectUrl: z.url().max(2048), channel: cleanText().max(255).nullish() }),
          args,
        );
        await takeAttempt(context, 'e-mail', email);
        try {
          await context.services.identity.forgotPassword(clientIdOf(context), email);
        } catch (error) {
          // Unknown, unconfirmed or disabled: the same empty answer, so that no one learns which e-mails have accounts.
          if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
          context.services.log({ level: 'info', msg: 'password reset not sent', requestId: context.requestId });
        }
        return {};
      }),

    setPassword: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ token: null, refreshToken: null, csrfToken: null, user: null }, async () => {
        const { email, password, token } = parseArgs(z.object({ email: Email, password: Password, token: Code }), args);
        await takeAttempt(context, 'code', email);
        await withCode(() =>
          context.services.identity.confirmForgotPassword(clientIdOf(context), email, token, password),
        );
        const tokens = await signIn(context, email, password);
        return {
          token: tokens.IdToken,
          refreshToken: tokens.RefreshToken ?? null,
          csrfToken: null,
          user: await userOfTokens(context, tokens),
        };
      }),

    passwordChange: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null }, async () => {
        const customer = await requireSignedIn(context);
        if (args.oldPassword === undefined || args.oldPassword === null) {
          throw accountError('REQUIRED', 'Ingresa tu contraseña actual.', 'oldPassword');
        }
        const { oldPassword, newPassword } = parseArgs(
          z.object({ oldPassword: Password, newPassword: Password }),
          args,
        );
        const email = customer.claims.email;
        if (!email) throw accountError('INVALID', 'La cuenta no tiene correo.', 'oldPassword');
        // The provider's ChangePassword needs the session's access token: a Saleor client sends only the ID token,
        // so the old password opens a short session for it (and is checked by that).
        let accessToken = customer.accessToken ?? null;
        if (!accessToken) {
          try {
            accessToken = (await context.services.identity.signIn(clientIdOf(context), email, oldPassword)).AccessToken;
          } catch (error) {
            const refusal: AccountRefusal = signInRefusal(error);
            if (refusal.error.code === 'INVALID_CREDENTIALS') {
              throw accountError('INVALID_CREDENTIALS', 'La contraseña actual no es correcta.', 'oldPassword');
            }
            throw refusal;
          }
        }
        try {
          await context.services.identity.changePassword(accessToken, oldPassword, newPassword);
        } catch (error) {
          if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
          if (error.name === 'InvalidPasswordException') throw passwordPolicyRefusal('newPassword');
          if (error.name === 'NotAuthorizedException' && /incorrect/i.test(error.message)) {
            throw accountError('INVALID_CREDENTIALS', 'La contraseña actual no es correcta.', 'oldPassword');
          }
          throw gatewayError(ErrorCode.UNAUTHENTICATED, 'The session has ended. Sign in again.');
        }
        return { user: accountUser(customer) };
      }),
  };
}

/** Mutations of Saleor's account API the gateway does not answer: a coded error naming each. */
export function unavailableMutations(names: readonly string[], why: string) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        throw fieldNotAvailable(`Mutation.${name}`, why);
      },
    ]),
  );
}
