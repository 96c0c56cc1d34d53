import { z } from 'zod';

/**
 * Where the storefront's customers sign in: the user pool, the storefront's app client and, for the sandbox (or a
 * proxy in front of Cognito), the provider's public address, which names the tokens' issuer. Read on the server at
 * request time (only the storefront's server talks to the pool), so one build runs against the sandbox or the real
 * Cognito by configuration alone.
 */
export interface IdentityConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** The provider's public address (it speaks Cognito's API); null means Cognito's own regional endpoint. */
  endpoint: string | null;
  /** The tokens' issuer (`iss`): COGNITO_ISSUER, else `<endpoint>/<pool>`, else Cognito's regional issuer. */
  issuer: string;
}

const Env = z.object({
  COGNITO_USER_POOL_ID: z
    .string()
    .regex(/^[\w-]+_[0-9A-Za-z]+$/, 'COGNITO_USER_POOL_ID debe tener la forma <región>_<id>')
    .default('us-east-1_cuidaLocal'),
  COGNITO_WEB_CLIENT_ID: z.string().min(1).default('cuida-web-client'),
  IDENTITY_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  COGNITO_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** Where servers read the issuer's keys when not at `<issuer>/.well-known/jwks.json` (a sandbox in a container). */
  COGNITO_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** The variables this configuration reads (the .env.example test lists them). */
export const IDENTITY_ENV_VARIABLES = Object.keys(Env.shape);

export function identityConfigFromEnv(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const parsed = Env.parse(env);
  // IDENTITY_PUBLIC_URL is the provider's public address; IDENTITY_URL (the gateway's) when both are the same machine.
  const raw = parsed.IDENTITY_PUBLIC_URL ?? parsed.IDENTITY_URL ?? null;
  const endpoint = raw ? raw.replace(/\/+$/, '') : null;
  const pool = parsed.COGNITO_USER_POOL_ID;
  const region = pool.split('_')[0];
  return {
    userPoolId: pool,
    userPoolClientId: parsed.COGNITO_WEB_CLIENT_ID,
    endpoint,
    issuer:
      parsed.COGNITO_ISSUER?.replace(/\/+$/, '') ??
      (endpoint ? `${endpoint}/${pool}` : `https://cognito-idp.${region}.amazonaws.com/${pool}`),
  };
}

/** What the storefront's server needs beyond the browser's view: where it reaches the provider and its keys. */
export interface ServerIdentityConfig extends IdentityConfig {
  jwksUrl: string;
}

/**
 * The server's view: the same pool, client and issuer, but the endpoint servers reach (IDENTITY_URL, which differs
 * from the browser's IDENTITY_PUBLIC_URL when the provider is a container beside the storefront) and the keys' URL.
 */
export function serverIdentityConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): ServerIdentityConfig {
  const browser = identityConfigFromEnv(env);
  const parsed = Env.parse(env);
  return {
    ...browser,
    endpoint: parsed.IDENTITY_URL?.replace(/\/+$/, '') ?? browser.endpoint,
    jwksUrl: parsed.COGNITO_JWKS_URL ?? `${browser.issuer}/.well-known/jwks.json`,
  };
}
