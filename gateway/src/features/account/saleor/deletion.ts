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
 * How the account will be deleted at the identity provider, decided before anything is sent: with the session's own
 * access token when the client sends it (X-Access-Token, the call the storefront's security page makes, DeleteUser),
 * else with the pool's administrator right when the gateway holds it (AdminDeleteUser, IAM credentials limited to that
 * call on the pool), for a Saleor client that has only the ID token. With neither, nothing is sent or deleted.
 */
type Deleter = { kind: 'session'; accessToken: string } | { kind: 'admin' };

function deleterFor(customer: Customer, context: GatewayContext): Deleter {
  if (customer.accessToken) return { kind: 'session', accessToken: customer.accessToken };
  if (context.services.identity.canAdminDelete) return { kind: 'admin' };
  throw accountError(
    'JWT_MISSING_TOKEN',
    'Para eliminar tu cuenta se necesita el token de acceso de tu sesión (X-Access-Token). También puedes eliminarla en Mi cuenta › Seguridad.',
    null,
  );
}

/**
 * Deletes the account: the session's own DeleteUser, or AdminDeleteUser on the ID token's subject (verified by the
 * gateway, and the one the e-mailed token is bound to; never a name from the request).
 */
async function deleteAtProvider(deleter: Deleter, customer: Customer, context: GatewayContext): Promise<void> {
  try {
    if (deleter.kind === 'session') await context.services.identity.deleteUser(deleter.accessToken);
    else await context.services.identity.adminDeleteUser(customer.claims.sub);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    if (error.failure === 'refused' && error.name === 'UserNotFoundException') {
      throw accountError('NOT_FOUND', 'La cuenta ya no existe.', null);
    }
    if (deleter.kind === 'admin') {
      // Refused credentials or signature are the gateway's configuration, not the customer's session: an outage.
      context.services.log({
        level: 'error',
        msg: 'AdminDeleteUser failed',
        error: error.name,
        failure: error.failure,
        requestId: context.requestId,
      });
      throw error;
    }
    if (error.failure !== 'refused') throw error;
    throw gatewayError(ErrorCode.UNAUTHENTICATED, 'The session has ended. Sign in again.');
  }
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
 * the account at the identity provider (with the session's access token, or the ID token alone when the gateway holds
 * the pool's AdminDeleteUser right) and ends every token of it at the gateway.
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
        // A link that could not be used is never sent.
        deleterFor(customer, context);
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
        const deleter = deleterFor(customer, context);
        const { id, expiresAt } = opened.claim;
        if (!(await context.services.singleUse.claim(`account-deletion:${id}`, expiresAt))) {
          throw accountError('INVALID', 'Este enlace ya se usó: pide uno nuevo si tu cuenta sigue activa.', 'token');
        }
        await deleteAtProvider(deleter, customer, context);
        // Every token of the account ends now at the gateway too (the ID token would otherwise live its hour).
        await context.services.signOuts.record(customer.claims.sub, Math.floor(Date.now() / 1000));
        context.services.log({
          level: 'info',
          msg: 'account deleted',
          by: deleter.kind === 'admin' ? 'AdminDeleteUser' : 'DeleteUser',
          requestId: context.requestId,
        });
        return { user: accountUser(customer) as AccountUser | null };
      }),
  };
}
