import { z } from 'zod';
import { IdentityError } from '../../../auth/identity-client';
import type { Customer } from '../../../auth/viewer';
import type { GatewayContext } from '../../../context';
import { ErrorCode, gatewayError } from '../../../errors/codes';
import { cleanText } from '../../../errors/validation';
import { accountError, answer } from './account-errors';
import { takeAttempt } from './attempts';
import type { DeletionTokens } from './deletion-token';
import { parseArgs, requireSignedIn, Token } from './mutations';
import { type AccountUser, accountUser } from './user';

/** The sales-2 service's operation that e-mails the deletion link (schema/openapi/sales2.yaml). */
export const DELETION_EMAIL_OPERATION = 'enviarEliminacionCuenta';

/** Where the link leads: the partner's own page, over http(s) (the same bound as requestPasswordReset's). */
const RedirectUrl = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * As Saleor allows only its ALLOWED_CLIENT_HOSTS: the link's origin must be one the gateway already trusts as a
 * client, one of CORS_ORIGINS (`*` allows any, as Saleor's `*`). Otherwise anyone holding a session could have Cuida
 * e-mail its customer a link to any site.
 */
function checkRedirectOrigin(redirectUrl: string, allowed: readonly string[]): void {
  if (allowed.includes('*') || allowed.includes(new URL(redirectUrl).origin)) return;
  throw accountError('INVALID', 'Esta dirección no está autorizada para el enlace de la cuenta.', 'redirectUrl');
}

const INVALID_LINK = 'El enlace para eliminar tu cuenta no es válido.';

/**
 * The identity provider deletes an account only with the session's own access token (DeleteUser, the call the
 * storefront's security page makes); the gateway holds no administrator's rights over the user pool. A Saleor client
 * sends it as X-Access-Token beside the ID token; without it nothing is sent or deleted.
 */
function accessTokenOf(customer: Customer): string {
  if (customer.accessToken) return customer.accessToken;
  throw accountError(
    'JWT_MISSING_TOKEN',
    'Para eliminar tu cuenta se necesita el token de acceso de tu sesión (X-Access-Token). También puedes eliminarla en Mi cuenta › Seguridad.',
    null,
  );
}

/** The partner's page with Saleor's query parameters: `email` and the one-time `token`. */
function deletionLink(redirectUrl: string, email: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Saleor's e-mailed account deletion: `accountRequestDeletion` e-mails the signed-in customer a link to the partner's
 * page carrying a one-time token (an hour, bound to the account); `accountDelete(token)`, by the same customer, deletes
 * the account at the identity provider, as the store's security page does, and ends every token of it at the gateway.
 */
export function deletionMutations(tokens: DeletionTokens) {
  return {
    accountRequestDeletion: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({}, async () => {
        const customer = await requireSignedIn(context);
        const { redirectUrl } = parseArgs(
          z.object({ redirectUrl: RedirectUrl, channel: cleanText().max(255).nullish() }),
          args,
        );
        checkRedirectOrigin(redirectUrl, context.services.config.corsOrigins);
        accessTokenOf(customer);
        const email = customer.claims.email;
        if (!email) throw accountError('INVALID', 'La cuenta no tiene correo electrónico.', null);
        await takeAttempt(context, 'e-mail', email);
        const link = deletionLink(redirectUrl, email, tokens.issue(customer.claims.sub));
        await context.services.rest.call(DELETION_EMAIL_OPERATION, { enlace: link }, context.restAs(customer));
        context.services.log({ level: 'info', msg: 'account deletion link sent', requestId: context.requestId });
        return {};
      }),

    accountDelete: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null }, async () => {
        const customer = await requireSignedIn(context);
        if (args.token === undefined || args.token === null || args.token === '') {
          throw accountError('REQUIRED', 'Falta el token del enlace que te enviamos por correo.', 'token');
        }
        const { token } = parseArgs(z.object({ token: Token }), args);
        await takeAttempt(context, 'code', customer.claims.email ?? undefined);
        const opened = tokens.open(token);
        // Someone else's token is as good as a forged one here: it tells nothing about the other account.
        if (opened.status === 'invalid' || opened.claim.sub !== customer.claims.sub) {
          throw accountError('INVALID', INVALID_LINK, 'token');
        }
        if (opened.status === 'expired') {
          throw accountError('INVALID', 'El enlace para eliminar tu cuenta venció: pide uno nuevo.', 'token');
        }
        const accessToken = accessTokenOf(customer);
        const { id, expiresAt } = opened.claim;
        if (!(await context.services.singleUse.claim(`account-deletion:${id}`, expiresAt))) {
          throw accountError('INVALID', 'Este enlace ya se usó: pide uno nuevo si tu cuenta sigue activa.', 'token');
        }
        try {
          await context.services.identity.deleteUser(accessToken);
        } catch (error) {
          if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
          if (error.name === 'UserNotFoundException') throw accountError('NOT_FOUND', 'La cuenta ya no existe.', null);
          throw gatewayError(ErrorCode.UNAUTHENTICATED, 'The session has ended. Sign in again.');
        }
        // Every token of the account ends now at the gateway too (the ID token would otherwise live its hour).
        await context.services.signOuts.record(customer.claims.sub, Math.floor(Date.now() / 1000));
        context.services.log({ level: 'info', msg: 'account deleted', requestId: context.requestId });
        return { user: accountUser(customer) as AccountUser | null };
      }),
  };
}
