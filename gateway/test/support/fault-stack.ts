import type { RunningSandbox } from '../../../sandbox/src/app';
import { startTestSandbox } from '../../../sandbox/test/support/sandbox';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';
import { type RunningGateway, startGateway } from '../../src/server';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import type { GraphQLAnswer } from './stack';

/**
 * Sandbox (with its fault injection, /__admin/faults) → counting proxy → several gateway instances, each with its own
 * circuit breakers as the cluster's workers have: the reliability tests play a quiet shop whose requests alternate
 * between workers.
 */
export interface FaultStack {
  sandbox: RunningSandbox;
  proxy: CountingProxy;
  gateways: RunningGateway[];
  /** PUT /__admin/faults: the sandbox's faults, replaced as a whole (`{}` clears them). */
  setFaults(faults: Record<string, unknown>): Promise<void>;
  /** How many requests each upstream's faults matched since they were set. */
  faultCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function startFaultStack(
  options: { gateways?: number; config?: (base: GatewayConfig) => Partial<GatewayConfig> } = {},
): Promise<FaultStack> {
  const sandbox = await startTestSandbox();
  const proxy = await startCountingProxy(sandbox.url);
  // Every upstream the sandbox serves, through the proxy, at its path under it (the upstream table).
  const base = loadGatewayConfig({ IDENTITY_URL: sandbox.identityUrl, SANDBOX_URL: proxy.url });
  const config: GatewayConfig = {
    ...base,
    port: 0,
    ...options.config?.(base),
  };
  const gateways = await Promise.all(
    Array.from({ length: options.gateways ?? 1 }, () =>
      startGateway(config, {
        log: (entry) => (process.env.GATEWAY_TEST_LOGS ? console.log(JSON.stringify(entry)) : undefined),
      }),
    ),
  );
  const admin = `${sandbox.url}/__admin/faults`;
  return {
    sandbox,
    proxy,
    gateways,
    setFaults: async (faults) => {
      const response = await fetch(admin, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(faults),
      });
      if (response.status !== 200) throw new Error(`faults refused: ${await response.text()}`);
    },
    faultCounts: async () => ((await (await fetch(admin)).json()) as { requests: Record<string, number> }).requests,
    close: async () => {
      await fetch(admin, { method: 'DELETE' }).catch(() => undefined);
      await Promise.all(gateways.map((gateway) => gateway.close()));
      await proxy.close();
      await sandbox.close();
    },
  };
}

export interface Timed<T> {
  answer: GraphQLAnswer<T> & { extensions?: { degraded?: { upstream: string; reason: string; fields: string[] }[] } };
  status: number;
  ms: number;
}

/** One GraphQL request to a gateway, timed as the shopper's client sees it. */
export async function timedQuery<T = Record<string, unknown>>(
  gateway: RunningGateway,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Timed<T>> {
  const started = performance.now();
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as Timed<T>['answer'];
  return { answer, status: response.status, ms: performance.now() - started };
}

/** The ids of `count` categories that have products in the sales channel. */
export async function categoriesWithProducts(gateway: RunningGateway, count: number): Promise<string[]> {
  const { answer } = await timedQuery<{ products: { edges: { node: { category: { id: string } | null } }[] } }>(
    gateway,
    '{ products(first: 100, channel: "feria-cuida") { edges { node { category { id } } } } }',
  );
  const ids = [
    ...new Set((answer.data?.products.edges ?? []).flatMap(({ node }) => (node.category ? [node.category.id] : []))),
  ];
  if (ids.length < count) throw new Error(`only ${ids.length} categories with products`);
  return ids.slice(0, count);
}

/** A category listing with its promotion badges, as partners and the product grid ask it. */
export const CATEGORY_LISTING = /* GraphQL */ `
  query ($category: ID!) {
    products(first: 12, channel: "feria-cuida", filter: { categories: [$category] }) {
      edges { node { name promotions { id } } }
    }
  }
`;

/** The hung voucher evaluations: the promotion calls of the sales service get no answer at all. */
export const HUNG_VOUCHER = {
  sales: { timeout: true, paths: ['/voucherify/promociones', '/voucherify/validaciones'] },
};
