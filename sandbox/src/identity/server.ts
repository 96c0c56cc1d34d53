import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../store/db';
import { handleAdminCodes } from './admin-routes';
import { GATEWAY_CLIENT_ID, WEB_CLIENT_ID } from './clients';
import type { IdentityContext } from './context';
import { CognitoError, internalError, serializationError, unknownOperation } from './errors';
import { AMZ_JSON, BodyTooLarge, ClientAborted, readBody, sendCognitoError, sendJson, setCors } from './http';
import { type KeyRing, loadOrCreateKeyRing } from './keys';
import { OPERATIONS } from './operations/index';
import { type AdminKey, DEVELOPMENT_ADMIN_KEY } from './signature';
import { createTokenService } from './tokens';

export const DEFAULT_USER_POOL_ID = 'us-east-1_cuidaLocal';
export { GATEWAY_CLIENT_ID, WEB_CLIENT_ID };
export const DEFAULT_CLIENT_IDS: readonly string[] = [WEB_CLIENT_ID, GATEWAY_CLIENT_ID];

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface IdentityHandlerOptions {
  db: Db;
  /** Where clients reach this server, e.g. http://localhost:9229; the issuer is `<base>/<userPoolId>`. */
  issuerBaseUrl: string;
  userPoolId?: string;
  clientIds?: string[];
  /**
   * Opens SignUp to clients (default false, as a real deployment must be: AllowAdminCreateUserOnly). Accounts are
   * created by registration on the server side, which checks the document, age and duplicates first.
   */
  selfSignUp?: boolean;
  /**
   * The IAM keys whose SigV4 signatures the Admin* operations accept (IDENTITY_ADMIN_KEYS). Unset: the development key
   * (DEVELOPMENT_ADMIN_KEY), answered to local callers only since the repository shows it.
   */
  adminKeys?: readonly AdminKey[] | undefined;
  clock?: () => Date;
  log?: (line: string) => void;
}

export type IdentityHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The issuer (`iss`) of the tokens a handler with these options signs. */
export function identityIssuer(issuerBaseUrl: string, userPoolId = DEFAULT_USER_POOL_ID): string {
  return `${issuerBaseUrl.replace(/\/+$/, '')}/${userPoolId}`;
}

/**
 * A local Cognito user pool: the JSON 1.1 API on `POST /` (X-Amz-Target: AWSCognitoIdentityProviderService.*), the
 * JWKS at `/.well-known/jwks.json` and `/<userPoolId>/.well-known/jwks.json`, `GET /healthz` and the loopback-only
 * `GET /__admin/codes?email=`. The migrations must have run. Loads (or, on first start, generates and stores) the
 * installation's signing key; everything else lives in the store, so instances are independent.
 */
export async function createIdentityHandler(options: IdentityHandlerOptions): Promise<IdentityHandler> {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const userPoolId = options.userPoolId ?? DEFAULT_USER_POOL_ID;
  const issuer = identityIssuer(options.issuerBaseUrl, userPoolId);
  const keys = await loadOrCreateKeyRing(options.db, clock());
  const ctx: IdentityContext = {
    db: options.db,
    userPoolId,
    issuer,
    clientIds: [...(options.clientIds ?? DEFAULT_CLIENT_IDS)],
    selfSignUp: options.selfSignUp ?? false,
    clock,
    log,
    tokens: createTokenService({ keys, issuer, clock }),
    admin: options.adminKeys?.length
      ? { keys: options.adminKeys, localOnly: false }
      : { keys: [DEVELOPMENT_ADMIN_KEY], localOnly: true },
    region: userPoolId.split('_')[0] ?? userPoolId,
  };

  return (req, res) => {
    route(ctx, keys, req, res).catch((error: unknown) => {
      log(
        `[identity] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendCognitoError(res, internalError());
      else res.destroy();
    });
  };
}

async function route(ctx: IdentityContext, keys: KeyRing, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://identity.local');
  const path = url.pathname;
  res.setHeader('x-amzn-RequestId', randomUUID());

  if (path === '/__admin/codes' && req.method === 'GET') return handleAdminCodes(ctx, req, res, url);

  setCors(req, res);
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (path === '/healthz') {
      return sendJson(res, 200, {
        status: 'ok',
        service: 'identity',
        userPoolId: ctx.userPoolId,
        issuer: ctx.issuer,
        clientIds: ctx.clientIds,
        signingKeyId: keys.signing.kid,
      });
    }
    if (path === '/.well-known/jwks.json' || path === `/${ctx.userPoolId}/.well-known/jwks.json`) {
      res.setHeader('Cache-Control', 'public, max-age=300');
      return sendJson(res, 200, keys.jwks);
    }
    if (path === `/${ctx.userPoolId}/.well-known/openid-configuration`) {
      return sendJson(res, 200, {
        issuer: ctx.issuer,
        jwks_uri: `${ctx.issuer}/.well-known/jwks.json`,
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
      });
    }
  }
  if (path === '/' && req.method === 'POST') return handleOperation(ctx, req, res);
  if (path === '/') return sendJson(res, 405, { message: `Method ${req.method} not allowed.` });
  return sendJson(res, 404, { message: `No route for ${req.method} ${path}.` });
}

async function handleOperation(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const raw = await readBody(req);
    const target = req.headers['x-amz-target'];
    const name =
      typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const operation = OPERATIONS.get(name);
    if (!operation) throw unknownOperation();
    const result = await operation.execute(ctx, parseJson(raw), {
      remoteAddress: req.socket.remoteAddress,
      authorization: req.headers.authorization,
      method: req.method ?? 'POST',
      url: req.url ?? '/',
      headers: req.headers,
      body: raw,
    });
    sendJson(res, 200, result, AMZ_JSON);
  } catch (error) {
    if (error instanceof ClientAborted) return;
    if (error instanceof BodyTooLarge) {
      if (error.closeConnection) res.setHeader('Connection', 'close');
      return sendCognitoError(res, error.error);
    }
    if (error instanceof CognitoError) return sendCognitoError(res, error);
    throw error;
  }
}

function parseJson(raw: Buffer): unknown {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw serializationError('Request body is not valid JSON.');
  }
}
