import { z } from 'zod';
import { assertGatewaySecrets } from './production-secrets';
import { type HardeningConfig, HardeningEnvShape, hardeningFromEnv, sameFor } from './settings';
import {
  DEFAULT_SANDBOX_URL,
  REST_SERVICES,
  type RestService,
  sandboxServedUrl,
  UPSTREAM_KEEPALIVE_VARIABLES,
  UPSTREAM_TIMEOUT_VARIABLES,
  UPSTREAM_URL_VARIABLES,
  UPSTREAMS,
} from './upstreams';

/**
 * The gateway's configuration: every variable it reads, validated with zod (the settings schema below and the
 * hardening part in `settings.ts`), loaded once into `GatewayConfig`. Per upstream, the variables come from the
 * upstream table (`upstreams.ts`); retryable REST operations from their contracts (`contracts.ts`).
 */

const url = z.url();

const EnvSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Where the sandbox serves the upstreams (local runs, tests, the bench, the container stack): an upstream whose URL
   * variable is unset is reached at its path under it (the upstream table's `sandboxPath`).
   */
  SANDBOX_URL: url.default(DEFAULT_SANDBOX_URL),
  /** Each upstream's base URL (`<UPSTREAM>_URL`, from the table: COMMERCE_URL is the commerce GraphQL endpoint). */
  ...sameFor(UPSTREAM_URL_VARIABLES, url.optional()),
  /** Milliseconds before an upstream call is abandoned. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Cognito user-pool API (the sandbox's by default; https://cognito-idp.<region>.amazonaws.com/ in production). */
  IDENTITY_URL: url.default('http://localhost:9229'),
  COGNITO_USER_POOL_ID: z.string().min(1).default('us-east-1_cuidaLocal'),
  /** Token issuer; defaults to <IDENTITY_URL>/<pool id>, which is also Cognito's form. */
  COGNITO_ISSUER: url.optional(),
  /** The issuer's keys; default <issuer>/.well-known/jwks.json. Set when the issuer names an address for browsers. */
  COGNITO_JWKS_URL: url.optional(),
  /** App clients whose ID tokens are accepted (comma-separated): the storefront's and partners'. */
  COGNITO_CLIENT_IDS: z.string().default('cuida-web-client'),
  /** The gateway's own app client and service account (requirements: "Service identity"). */
  GATEWAY_CLIENT_ID: z.string().default('cuida-gateway-service'),
  SERVICE_ACCOUNT_USERNAME: z.string().optional(),
  SERVICE_ACCOUNT_PASSWORD: z.string().optional(),
  /**
   * IAM credentials allowed `cognito-idp:AdminDeleteUser` on the pool alone: with them, a Saleor client deletes its
   * account with the ID token alone (features/account/saleor/deletion.ts). Both or neither; unset: the access token
   * is needed. The region defaults to the pool id's (`us-east-1_…`).
   */
  COGNITO_ADMIN_ACCESS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{16,128}$/, 'an AWS access key id: 16 to 128 upper-case letters and digits')
    .optional(),
  COGNITO_ADMIN_SECRET_ACCESS_KEY: z
    .string()
    .regex(/^\S{16,128}$/, 'an AWS secret access key: 16 to 128 characters, no spaces')
    .optional(),
  COGNITO_ADMIN_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, 'an AWS region, e.g. us-east-1')
    .optional(),
  /** 32-byte key (base64) sealing the auto-login password (requirements: "Auto-login"). Generated per process when unset outside production. */
  AUTO_LOGIN_KEY: z.string().optional(),
  /** The gateway's Saleor app token (MANAGE_CHECKOUTS, HANDLE_CHECKOUTS, MANAGE_ORDERS): records and reads owners. */
  COMMERCE_APP_TOKEN: z.string().min(16).optional(),
  /** 32-byte key (base64) signing guest orders' access tokens, issued when the order is placed. */
  ORDER_ACCESS_KEY: z.string().optional(),
  /** The payment app placeOrder charges cards with (Saleor's transactionInitialize paymentGateway.id). */
  PAYMENT_APP_ID: z.string().min(1).max(200).default('saleor.io.dummy-payment-app'),
  /** Background retries of a voucher redemption that failed after its order was placed, and the first delay. */
  REDEMPTION_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(20).default(6),
  REDEMPTION_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2_000),
  /** A fixed time for the delivery rules (the express window), e.g. 2026-11-25T10:00:00-05:00: tests only, refused in production. */
  GATEWAY_TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  /** A file naming a placeOrder step at which a worker kills itself (features/place-order/crash-points.ts): tests only, refused in production. */
  GATEWAY_TEST_CRASH_FILE: z.string().min(1).optional(),
  /** The verification code accepted without a call (requirements: "Verification bypass code"); unset by default, refused in production. */
  VERIFICATION_BYPASS_CODE: z.string().min(1).optional(),
  /** Libro de Reclamaciones: sheets a client (address) may file per hour, and a partner key; 0 turns a limit off. */
  COMPLAINTS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(5),
  COMPLAINTS_PARTNER_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Cache, trusted documents, limits, rate limits, CORS, upstream resilience, telemetry, workers (settings.ts). */
  ...HardeningEnvShape,
});

/** Every variable the gateway reads (.env.example and the compose file are checked against it). */
export const GATEWAY_ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/**
 * The variables made from the upstream table, one per upstream (`<UPSTREAM>_URL`, `_TIMEOUT_MS`, `_KEEPALIVE_IDLE_MS`):
 * documented once each by their pattern, not one by one, so that adding an upstream adds no line to an env file.
 */
export const UPSTREAM_ENV_VARIABLES: readonly string[] = [
  ...UPSTREAM_URL_VARIABLES,
  ...UPSTREAM_TIMEOUT_VARIABLES,
  ...UPSTREAM_KEEPALIVE_VARIABLES,
];

export interface GatewayConfig extends HardeningConfig {
  port: number;
  production: boolean;
  commerceUrl: string;
  /** The gateway's Saleor app token: sent on the calls it makes as the app, never on a client's (commerce-principal.ts). */
  commerceAppToken: string;
  /** Signs guest order access tokens (features/checkout/order-access.ts). */
  orderAccessKey: Buffer;
  /** placeOrder (features/place-order/): the card payment app and the redemption retries. */
  placeOrder: {
    paymentAppId: string;
    redemptionRetry: { attempts: number; baseDelayMs: number };
  };
  /** The REST services' base URLs, by the upstream table's variables. */
  restEndpoints: Record<RestService, string>;
  upstreamTimeoutMs: number;
  identity: {
    url: string;
    issuer: string;
    jwksUri: string;
    clientIds: string[];
    gatewayClientId: string;
    serviceAccount: { username: string; password: string };
    /** The pool's administrator credentials (AdminDeleteUser only); undefined: none configured. */
    admin?: IdentityAdmin | undefined;
  };
  autoLoginKey: string | undefined;
  verificationBypassCode: string | undefined;
  /** fileComplaint's own allowance per client (features/complaints/filing-limit.ts). */
  complaints: { perHour: number; partnerPerHour: number };
  /** GATEWAY_TEST_NOW: the time the delivery rules read instead of the clock (never in production). */
  testNow: string | undefined;
  /** GATEWAY_TEST_CRASH_FILE: placeOrder's test-only crash points (never in production). */
  testCrashFile: string | undefined;
}

/** IAM credentials signing the pool's administrator calls (auth/identity-client.ts), with the pool they act on. */
export interface IdentityAdmin {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  userPoolId: string;
}

/** Both credentials or neither; the region from the setting, else the pool id's prefix (`us-east-1_…`). */
function identityAdmin(e: {
  COGNITO_ADMIN_ACCESS_KEY_ID?: string | undefined;
  COGNITO_ADMIN_SECRET_ACCESS_KEY?: string | undefined;
  COGNITO_ADMIN_REGION?: string | undefined;
  COGNITO_USER_POOL_ID: string;
}): IdentityAdmin | undefined {
  const { COGNITO_ADMIN_ACCESS_KEY_ID: accessKeyId, COGNITO_ADMIN_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'COGNITO_ADMIN_ACCESS_KEY_ID and COGNITO_ADMIN_SECRET_ACCESS_KEY go together: set both or neither.',
    );
  }
  const region = e.COGNITO_ADMIN_REGION ?? /^([a-z]{2}(?:-[a-z]+)+-\d{1,2})_/.exec(e.COGNITO_USER_POOL_ID)?.[1];
  if (!region) {
    throw new Error('COGNITO_ADMIN_REGION is needed: the pool id does not start with a region (us-east-1_…).');
  }
  return { accessKeyId, secretAccessKey, region, userPoolId: e.COGNITO_USER_POOL_ID };
}

/** The sandbox's commerce app token and a fixed order-access key: development defaults only, refused in production. */
const SANDBOX_COMMERCE_APP_TOKEN = 'cuida-sandbox-commerce-app-token';
const DEVELOPMENT_ORDER_ACCESS_KEY = Buffer.alloc(32, 'cuida-development-order-access');

function orderAccessKey(value: string | undefined): Buffer {
  if (value === undefined) return DEVELOPMENT_ORDER_ACCESS_KEY;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('ORDER_ACCESS_KEY must be 32 bytes, base64-encoded.');
  return key;
}

/** The sandbox's service account: a development default only, never used in production. */
const SANDBOX_SERVICE_ACCOUNT = { username: 'servicio.gateway@cuida.pe', password: 'Servicio2026!' };

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid gateway configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.GATEWAY_TEST_NOW) {
    throw new Error('GATEWAY_TEST_NOW must not be set in production.');
  }
  if (production && e.GATEWAY_TEST_CRASH_FILE) {
    throw new Error('GATEWAY_TEST_CRASH_FILE must not be set in production.');
  }
  if (production && e.VERIFICATION_BYPASS_CODE) {
    throw new Error('VERIFICATION_BYPASS_CODE must not be set in production: it accepts codes unchecked.');
  }
  if (production && (!e.SERVICE_ACCOUNT_USERNAME || !e.SERVICE_ACCOUNT_PASSWORD || !e.AUTO_LOGIN_KEY)) {
    throw new Error('Production needs SERVICE_ACCOUNT_USERNAME, SERVICE_ACCOUNT_PASSWORD and AUTO_LOGIN_KEY.');
  }
  if (production && (!e.COMMERCE_APP_TOKEN || !e.ORDER_ACCESS_KEY)) {
    throw new Error('Production needs COMMERCE_APP_TOKEN and ORDER_ACCESS_KEY.');
  }
  // Known (the repository's), weak or shared between kinds: refused, each named with how to generate one.
  if (production) assertGatewaySecrets(e);
  const identityUrl = e[UPSTREAMS.identity.urlVariable];
  const issuer = e.COGNITO_ISSUER ?? `${identityUrl.replace(/\/+$/, '')}/${e.COGNITO_USER_POOL_ID}`;
  return {
    port: e.GATEWAY_PORT,
    production,
    commerceUrl: sandboxServedUrl('commerce', e[UPSTREAMS.commerce.urlVariable], e.SANDBOX_URL),
    commerceAppToken: e.COMMERCE_APP_TOKEN ?? SANDBOX_COMMERCE_APP_TOKEN,
    orderAccessKey: orderAccessKey(e.ORDER_ACCESS_KEY),
    placeOrder: {
      paymentAppId: e.PAYMENT_APP_ID,
      redemptionRetry: { attempts: e.REDEMPTION_RETRY_ATTEMPTS, baseDelayMs: e.REDEMPTION_RETRY_BASE_MS },
    },
    restEndpoints: Object.fromEntries(
      REST_SERVICES.map((service) => [
        service,
        sandboxServedUrl(service, e[UPSTREAMS[service].urlVariable], e.SANDBOX_URL),
      ]),
    ) as Record<RestService, string>,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    identity: {
      url: identityUrl,
      issuer,
      jwksUri: e.COGNITO_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
      clientIds: e.COGNITO_CLIENT_IDS.split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      gatewayClientId: e.GATEWAY_CLIENT_ID,
      serviceAccount:
        e.SERVICE_ACCOUNT_USERNAME && e.SERVICE_ACCOUNT_PASSWORD
          ? { username: e.SERVICE_ACCOUNT_USERNAME, password: e.SERVICE_ACCOUNT_PASSWORD }
          : SANDBOX_SERVICE_ACCOUNT,
      admin: identityAdmin(e),
    },
    autoLoginKey: e.AUTO_LOGIN_KEY,
    verificationBypassCode: e.VERIFICATION_BYPASS_CODE,
    testNow: e.GATEWAY_TEST_NOW,
    testCrashFile: e.GATEWAY_TEST_CRASH_FILE,
    complaints: { perHour: e.COMPLAINTS_PER_HOUR, partnerPerHour: e.COMPLAINTS_PARTNER_PER_HOUR },
    ...hardeningFromEnv(e, production),
  };
}
