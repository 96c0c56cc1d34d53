import { repoPath } from '../repo-paths';

/**
 * The upstreams the gateway calls, one row each. What differs between them is written here once: the variables of
 * their address, timeout and pooled connections, their name in metrics and in the sandbox's fault settings, their
 * contract in `schema/`, which of their calls may be retried and how their circuits are cut. The loader
 * (`config/index.ts`), the resilient fetch, the REST client and the readiness probe read this table; adding an
 * upstream is adding a row (and its variables to the settings schema).
 */
export const UPSTREAM_NAMES = ['commerce', 'sales', 'sales2', 'pharmacy', 'identity'] as const;
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
    contract: { kind: 'openapi', path: 'schema/openapi/pharmacy.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
  identity: {
    urlVariable: 'IDENTITY_URL',
    timeoutVariable: 'IDENTITY_TIMEOUT_MS',
    label: 'identity',
    fault: 'identity',
    contract: { kind: 'none' },
    retry: 'none',
    circuits: 'own-client',
  },
} as const satisfies Record<UpstreamName, UpstreamRow>;

type Rows = typeof UPSTREAMS;

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
