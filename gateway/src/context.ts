import { randomUUID } from 'node:crypto';
import type { SessionContext } from '@cuida/domain';
import DataLoader from 'dataloader';
import type { IdentityClient } from './auth/identity-client';
import type { ServiceIdentity } from './auth/service-identity';
import type { IdTokenClaims } from './auth/token-verifier';
import { type Customer, type SessionChecker, type Viewer, viewerFromHeaders } from './auth/viewer';
import type { GatewayConfig } from './config';
import { DegradedMarks } from './degraded';
import type { SingleUseClaims } from './http/single-use';
import type { GatewayMetrics } from './observability/metrics';
import { partnerContextFromHeaders } from './partner-context';
import type { PartnerKeys } from './plugins/partner-keys';
import type { ClientRequest } from './plugins/rate-limit';
import { currentRequestScope } from './scope/request-scope';
import type { CommerceClient } from './upstreams/commerce-client';
import type { RestCallOptions, RestClient } from './upstreams/rest/client';

/**
 * What the features reach of their gateway instance through `context.services`, all built by `createGateway`
 * (gateway.ts). A feature that keeps state per instance (the checkout locks, the complaints' allowance, the orders
 * being placed) declares its field here from its own file (`declare module '../../context'`), so that this contract
 * names no feature and the composition root must build every field.
 */
export interface GatewayServices {
  config: GatewayConfig;
  commerce: CommerceClient;
  rest: RestClient;
  identity: IdentityClient;
  sessions: SessionChecker;
  serviceIdentity: ServiceIdentity;
  verifyIdToken: (token: string) => Promise<IdTokenClaims>;
  log: (entry: Record<string, unknown>) => void;
  /** The time the delivery rules read: the clock, or GATEWAY_TEST_NOW in tests. */
  clock?: () => Date;
  metrics: GatewayMetrics;
  /** Partner API keys (X-Api-Key). */
  partners: PartnerKeys;
  /** Single-use codes and links: Redis when configured, else the cluster primary's store, else this process's. */
  singleUse: SingleUseClaims;
}

/** Per-request context: who is calling, from which partner app, and this request's loaders. */
export interface GatewayContext {
  services: GatewayServices;
  viewer: Viewer;
  partner: SessionContext;
  requestId: string;
  /** The request's headers and socket address, as the rate limits read them (features with their own allowance). */
  client: ClientRequest;
  /** Decorations this operation answered without (`extensions.degraded`, degraded.ts). */
  degraded: DegradedMarks;
  /** Request-scoped DataLoaders, created on first use: nothing cached here outlives the request. */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>): DataLoader<K, V>;
  /** The signed-in customer, after checking the session is alive; throws UNAUTHENTICATED otherwise. */
  requireCustomer(): Promise<Customer>;
  /** Options for a REST call made for this request: as the customer, or with the gateway's service identity. */
  restAs(customer?: Customer): RestCallOptions;
}

const PARTNER_TRACE_CHANNEL = (partner: SessionContext) =>
  partner.appRimac ? 'RIMAC' : partner.appCI ? 'APPCI' : 'WEB';

export async function createContext(
  services: GatewayServices,
  request: Request,
  socketAddress?: string,
): Promise<GatewayContext> {
  const viewer = await viewerFromHeaders(request.headers, services.verifyIdToken);
  const partner = partnerContextFromHeaders(request.headers);
  const requestId = currentRequestScope()?.requestId ?? randomUUID();
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  let customer: Promise<Customer> | undefined;
  return {
    services,
    viewer,
    partner,
    requestId,
    client: { header: (name) => request.headers.get(name) ?? undefined, socketAddress },
    degraded: new DegradedMarks(),
    loader<K, V>(name: string, batch: (keys: readonly K[]) => Promise<(V | Error)[]>) {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>(batch, { maxBatchSize: 100 });
        loaders.set(name, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
    requireCustomer() {
      customer ??= services.sessions.requireCustomer(viewer);
      return customer;
    },
    restAs(asCustomer?: Customer): RestCallOptions {
      const channelId = PARTNER_TRACE_CHANNEL(partner);
      if (asCustomer) {
        return { traceId: requestId, channelId, auth: { isCustomer: true, bearer: async () => asCustomer.idToken } };
      }
      return {
        traceId: requestId,
        channelId,
        auth: {
          isCustomer: false,
          bearer: () => services.serviceIdentity.idToken(),
          onRejected: () => services.serviceIdentity.invalidate(),
        },
      };
    },
  };
}
