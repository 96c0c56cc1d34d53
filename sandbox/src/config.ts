import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type AdminKey, parseAdminKeys } from './identity/signature';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

const EnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(9229),
  /** Address the sandbox's absolute URLs (images) are built from, as browsers reach it. */
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /**
   * Where browsers reach the identity provider when that is not http://localhost:<IDENTITY_PORT> (a published port of
   * a container): the base of its tokens' issuer. Services beside it still reach it by its own address.
   */
  IDENTITY_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The IAM keys the identity provider's Admin* operations accept (SigV4), as `accessKeyId:secret` pairs separated by
   * commas: the gateway's COGNITO_ADMIN_ACCESS_KEY_ID and COGNITO_ADMIN_SECRET_ACCESS_KEY (`npm start` makes one per
   * run). Unset: the development key, answered to local callers only.
   */
  IDENTITY_ADMIN_KEYS: z
    .string()
    .regex(
      /^\s*[A-Z0-9]{16,128}:\S{16,128}\s*(,\s*[A-Z0-9]{16,128}:\S{16,128}\s*)*$/,
      'accessKeyId:secret pairs separated by commas (key id: 16 to 128 upper-case letters and digits; secret: 16 to 128 characters)',
    )
    .optional(),
  /** When set, the sandbox keeps its state in PostgreSQL instead of the embedded PGlite store. */
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  SANDBOX_PG_SCHEMA: z.string().optional(),
  SANDBOX_DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** The token the gateway presents to the commerce API as a Saleor app (private metadata, owners of checkouts). */
  COMMERCE_APP_TOKEN: z.string().min(16).optional(),
  /**
   * The app that lists and prices delivery methods (Saleor's SHIPPING_LIST_METHODS_FOR_CHECKOUT webhook): the
   * gateway's `/webhooks/commerce/shipping-methods`. Unset: the channel's own seeded methods.
   */
  COMMERCE_SHIPPING_APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The storefront's address as shoppers reach it: the links of the e-mails the services would send (the outbox). */
  SANDBOX_STOREFRONT_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Every variable the sandbox reads (.env.example and the compose file are checked against it). */
export const SANDBOX_ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export interface SandboxConfig {
  port: number;
  identityPort: number;
  publicUrl: string | undefined;
  /** Base of the identity provider's issuer; default http://localhost:<identityPort>. */
  identityPublicUrl?: string | undefined;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  dataDir: string;
  /** Defaults to SANDBOX_COMMERCE_APP_TOKEN. */
  commerceAppToken?: string | undefined;
  shippingAppUrl?: string | undefined;
  /** Base of the outbox's links (verification, order); default http://localhost:3000. */
  storefrontUrl?: string | undefined;
  /** The identity provider's administrator keys; unset: the development key (local callers only). */
  identityAdminKeys?: AdminKey[] | undefined;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid sandbox configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    identityPort: e.IDENTITY_PORT,
    publicUrl: e.SANDBOX_PUBLIC_URL,
    identityPublicUrl: e.IDENTITY_PUBLIC_URL?.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    pgSchema: e.SANDBOX_PG_SCHEMA,
    dataDir: e.SANDBOX_DATA_DIR,
    commerceAppToken: e.COMMERCE_APP_TOKEN,
    shippingAppUrl: e.COMMERCE_SHIPPING_APP_URL,
    storefrontUrl: e.SANDBOX_STOREFRONT_URL?.replace(/\/+$/, ''),
    identityAdminKeys: e.IDENTITY_ADMIN_KEYS ? parseAdminKeys(e.IDENTITY_ADMIN_KEYS) : undefined,
  };
}
