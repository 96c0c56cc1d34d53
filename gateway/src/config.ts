import { z } from 'zod';

const EnvSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The commerce (Saleor-compatible) GraphQL endpoint. */
  COMMERCE_URL: z.url().default('http://localhost:4010/graphql'),
  /** Milliseconds before an upstream call is abandoned. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export interface GatewayConfig {
  port: number;
  commerceUrl: string;
  upstreamTimeoutMs: number;
  production: boolean;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid gateway configuration:\n${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  return {
    port: e.GATEWAY_PORT,
    commerceUrl: e.COMMERCE_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    production: e.NODE_ENV === 'production',
  };
}
