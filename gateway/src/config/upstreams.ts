import { repoPath } from '../repo-paths';

/**
 * The upstreams the gateway calls, one row each. What differs between them is written here once: the variables of
 * their address, timeout and pooled connections, their name in metrics and in the sandbox's fault settings, their
 * contract in `schema/`, which of their calls may be retried and how their circuits are cut. The loader
 * (`config/index.ts`), the resilient fetch, the REST client and the readiness probe read this table; adding an
 * upstream is adding a row (and its variables to the settings schema).
 */
export const UPSTREAM_NAMES = ['commerce', 'sales', 'sales2', 'pharmacy', 'agreements', 'identity'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

export interface UpstreamRow {
  /** The variable holding its base URL (its default, the sandbox's, is in the settings schema). */
  urlVariable: string;
  /** Per-attempt timeout; unset, UPSTREAM_TIMEOUT_MS. */
  timeoutVariable: string;
  /** Idle time of its pooled connections; unset, UPSTREAM_KEEPALIVE_IDLE_MS. None: not called through the pool. */
  keepAliveVariable?: string;
  /** Its name in metrics (`upstream` label). */
  label: string;
  /** Its name in the sandbox's fault settings (SANDBOX_FAULTS, `/__admin/faults/<name>`). */
  fault: string;
  /**
   * Where the sandbox serves it: a path under SANDBOX_URL, which is also its URL variable's default (so local runs,
   * tests, the bench and the container stack set SANDBOX_URL once); null, a listener of its own (identity).
   */
  sandboxPath: string | null;
  /** Its contract, from the repository's root: the GraphQL SDL, an OpenAPI document, or none kept here. */
  contract: { kind: 'graphql'; path: string } | { kind: 'openapi'; path: string } | { kind: 'none' };
  /**
   * Which calls may be retried (network errors, 429, 5xx): `queries`, GraphQL queries and never mutations;
   * `contract`, the operations its OpenAPI document marks `x-idempotent: true`; `none`.
   */
  retry: 'queries' | 'contract' | 'none';
  /**
   * Its circuit breakers: `per-operation` (one per operationId, a decoration's apart), `one` for all its calls.
   * `own-client`: not called through the resilient fetch; its clients share the one circuit (auth/).
   */
  circuits: 'per-operation' | 'one' | 'own-client';
}

export const UPSTREAMS = {
  commerce: {
    urlVariable: 'COMMERCE_URL',
    timeoutVariable: 'COMMERCE_TIMEOUT_MS',
    keepAliveVariable: 'COMMERCE_KEEPALIVE_IDLE_MS',
    label: 'commerce',
    fault: 'commerce',
    sandboxPath: '/graphql',
    contract: { kind: 'graphql', path: 'schema/commerce.graphql' },
    retry: 'queries',
    circuits: 'one',
  },
  sales: {
    urlVariable: 'SALES_URL',
    timeoutVariable: 'SALES_TIMEOUT_MS',
    keepAliveVariable: 'SALES_KEEPALIVE_IDLE_MS',
    label: 'sales',
    fault: 'sales',
    sandboxPath: '/sales',
    contract: { kind: 'openapi', path: 'schema/openapi/sales.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
  sales2: {
    urlVariable: 'SALES2_URL',
    timeoutVariable: 'SALES2_TIMEOUT_MS',
    keepAliveVariable: 'SALES2_KEEPALIVE_IDLE_MS',
    label: 'sales-2',
    fault: 'sales2',
    sandboxPath: '/sales2',
    contract: { kind: 'openapi', path: 'schema/openapi/sales2.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
  pharmacy: {
    urlVariable: 'PHARMACY_URL',
    timeoutVariable: 'PHARMACY_TIMEOUT_MS',
    keepAliveVariable: 'PHARMACY_KEEPALIVE_IDLE_MS',
    label: 'pharmacy',
    fault: 'pharmacy',
    sandboxPath: '/pharmacy',
    contract: { kind: 'openapi', path: 'schema/openapi/pharmacy.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
  agreements: {
    urlVariable: 'AGREEMENTS_URL',
    timeoutVariable: 'AGREEMENTS_TIMEOUT_MS',
    keepAliveVariable: 'AGREEMENTS_KEEPALIVE_IDLE_MS',
    label: 'agreements',
    fault: 'agreements',
    sandboxPath: '/agreements',
    contract: { kind: 'openapi', path: 'schema/openapi/agreements.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
  identity: {
    urlVariable: 'IDENTITY_URL',
    timeoutVariable: 'IDENTITY_TIMEOUT_MS',
    label: 'identity',
    fault: 'identity',
    sandboxPath: null,
    contract: { kind: 'none' },
    retry: 'none',
    circuits: 'own-client',
  },
} as const satisfies Record<UpstreamName, UpstreamRow>;

type Rows = typeof UPSTREAMS;

/** The upstreams the sandbox serves under SANDBOX_URL. */
export type SandboxServed = {
  [K in UpstreamName]: Rows[K]['sandboxPath'] extends string ? K : never;
}[UpstreamName];
export const SANDBOX_SERVED = UPSTREAM_NAMES.filter(
  (name): name is SandboxServed => typeof UPSTREAMS[name].sandboxPath === 'string',
);

/** The per-upstream variables, each read from the table (the settings schema is made from these lists). */
export type UpstreamUrlVariable = Rows[SandboxServed]['urlVariable'];
export type UpstreamTimeoutVariable = Rows[UpstreamName]['timeoutVariable'];
export type UpstreamKeepAliveVariable = {
  [K in UpstreamName]: Rows[K] extends { keepAliveVariable: infer V extends string } ? V : never;
}[UpstreamName];
export const UPSTREAM_URL_VARIABLES = SANDBOX_SERVED.map((name) => UPSTREAMS[name].urlVariable);
export const UPSTREAM_TIMEOUT_VARIABLES = UPSTREAM_NAMES.map((name) => UPSTREAMS[name].timeoutVariable);
export const UPSTREAM_KEEPALIVE_VARIABLES = UPSTREAM_NAMES.flatMap((name): UpstreamKeepAliveVariable[] => {
  const row: UpstreamRow = UPSTREAMS[name];
  return row.keepAliveVariable ? [row.keepAliveVariable as UpstreamKeepAliveVariable] : [];
});

/** Where the sandbox serves the upstreams when SANDBOX_URL is unset. */
export const DEFAULT_SANDBOX_URL = 'http://localhost:4010';

/** An upstream's base URL: its own variable, else its path under the sandbox's address. */
export function sandboxServedUrl(name: SandboxServed, own: string | undefined, sandboxUrl: string): string {
  return own ?? `${sandboxUrl.replace(/\/+$/, '')}${UPSTREAMS[name].sandboxPath}`;
}

/** The upstreams described by an OpenAPI document: the REST services, reached through `RestClient`. */
export type RestService = {
  [K in UpstreamName]: Rows[K]['contract']['kind'] extends 'openapi' ? K : never;
}[UpstreamName];
export const REST_SERVICES = UPSTREAM_NAMES.filter(
  (name): name is RestService => UPSTREAMS[name].contract.kind === 'openapi',
);

/** The upstreams whose calls go through the resilient fetch (identity's clients keep their own circuit). */
export type ResilientUpstream = {
  [K in UpstreamName]: Rows[K]['circuits'] extends 'own-client' ? never : K;
}[UpstreamName];
export const RESILIENT_UPSTREAMS = UPSTREAM_NAMES.filter(
  (name): name is ResilientUpstream => UPSTREAMS[name].circuits !== 'own-client',
);

/** The OpenAPI document of a REST service, as a path on this machine. */
export function openApiDocumentPath(service: RestService): string {
  return repoPath(UPSTREAMS[service].contract.path);
}
