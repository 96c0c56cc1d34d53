import type { RunningSandbox } from '../../../sandbox/src/app';
import { startTestSandbox } from '../../../sandbox/test/support/sandbox';
import { IdentityClient } from '../../src/auth/identity-client';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';
import type { GatewayOptions } from '../../src/gateway';
import { type RunningGateway, startGateway } from '../../src/server';
import { type CountingProxy, startCountingProxy } from './counting-proxy';

export interface TestStack {
  sandbox: RunningSandbox;
  /** Sits between the gateway and the sandbox, counting upstream calls per path. */
  proxy: CountingProxy;
  gateway: RunningGateway;
  close(): Promise<void>;
}

/**
 * Sandbox (in-memory store) → counting proxy → gateway, all on ephemeral ports, over real HTTP. `overrides` may be
 * made from the stack's own configuration (e.g. to add to `identity`, whose URL is the sandbox's).
 */
export async function startTestStack(
  overrides: Partial<GatewayConfig> | ((base: GatewayConfig) => Partial<GatewayConfig>) = {},
  options: Pick<GatewayOptions, 'promotionsClock'> = {},
): Promise<TestStack> {
  const sandbox = await startTestSandbox();
  const proxy = await startCountingProxy(sandbox.url);
  // Every upstream the sandbox serves, through the proxy, at its path under it (the upstream table).
  const base = loadGatewayConfig({ IDENTITY_URL: sandbox.identityUrl, SANDBOX_URL: proxy.url });
  const gateway = await startGateway(
    {
      ...base,
      port: 0,
      upstreamTimeoutMs: 3_000,
      // Decorations keep production's short budget in the reliability tests that set it; elsewhere a loaded test
      // machine must not drop the promotions a test checks.
      upstreams: { ...base.upstreams, decorationBudgetMs: 2_000 },
      // Every anonymous request of a test file comes from 127.0.0.1: production's burst of 120 is spent by a file
      // of many cases on a fast machine. The tests of the limiter set their own.
      rateLimit: { ...base.rateLimit, burst: 100_000 },
      ...(typeof overrides === 'function' ? overrides(base) : overrides),
    },
    // Quiet by default; GATEWAY_TEST_LOGS=1 shows the gateway's log lines (unexpected errors included).
    {
      log: (entry) => (process.env.GATEWAY_TEST_LOGS ? console.log(JSON.stringify(entry)) : undefined),
      ...options,
    },
  );
  // The gateway is the commerce API's shipping app, as in every deployment (delivery methods priced by coverage).
  sandbox.useShippingApp(new URL('/webhooks/commerce/shipping-methods', gateway.url).toString());
  return {
    sandbox,
    proxy,
    gateway,
    close: async () => {
      await gateway.close();
      await proxy.close();
      await sandbox.close();
    },
  };
}

export interface Session {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/** Signs a seeded user in at the sandbox's identity provider, as the storefront's Amplify would. */
export async function signIn(stack: TestStack, email: string, password = 'Cuida2026!'): Promise<Session> {
  const result = await new IdentityClient(stack.sandbox.identityUrl, 5_000).signIn('cuida-web-client', email, password);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
  };
}

export function authHeaders(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.idToken}`, 'x-access-token': session.accessToken };
}

export interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

export async function gql<T = Record<string, unknown>>(
  stack: TestStack,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

export const codesOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.map((error) => error.extensions?.code) ?? [];
