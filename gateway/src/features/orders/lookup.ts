import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import type { GatewayContext, GatewayServices } from '../../context';
import type { LogFn } from '../../observability/logger';
import { HardeningErrorCode } from '../../plugins/codes';
import {
  addressKey,
  type ClientRequest,
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
} from '../../plugins/rate-limit';
import { verifiedShopper } from '../../plugins/shopper-proxy';
import { OWNER_INDEX_KEY } from '../checkout/access';

/** The buyer's document as the checkout's metadata keeps it (features/checkout/metadata-keys.ts). */
export const DOCUMENT_KEY = 'cliente.numeroDocumento';

/** Lookups a client may make: a few tries an hour (a typo or two), never enough to walk through order numbers. */
export const LOOKUPS_PER_HOUR = 10;

export function createOrderLookups(redis?: { client: Redis; prefix: string; log: LogFn }): RateLimiter {
  return redis
    ? new RedisRateLimiter(redis.client, `${redis.prefix}order-lookups:`, redis.log)
    : new MemoryRateLimiter();
}

declare module '../../context' {
  interface GatewayServices {
    /** findGuestOrder's, findComplaint's and verifyPartnerMembership's allowance per client, a bucket each (gateway.ts builds it). */
    orderLookups: RateLimiter;
  }
}

/** The client's bucket: a partner by its key, else the shopper's address (by the number asked for when unknown). */
function clientKey(services: GatewayServices, client: ClientRequest, number: string): string {
  const caller = services.partners.identifyKey(client.header('x-api-key'));
  if (caller.kind === 'partner') return `partner:${caller.name}`;
  const settings = services.config.rateLimit;
  const shopper = verifiedShopper((name) => client.header(name), settings.shopperProxySecret);
  if (shopper?.kind === 'unknown')
    return `order:${createHash('sha256').update(number).digest('base64url').slice(0, 22)}`;
  return addressKey(client, settings);
}

/**
 * Takes one lookup from the client's allowance, or throws RATE_LIMITED with the seconds to wait. `scope` keeps the
 * order lookups, the complaint-sheet lookups and the membership checks in buckets of their own.
 */
export async function takeLookup(
  services: GatewayServices,
  client: ClientRequest,
  number: string,
  scope: 'order' | 'complaint' | 'membership' = 'order',
): Promise<void> {
  const decision = await services.orderLookups.consume(`${scope}:${clientKey(services, client, number)}`, {
    capacity: LOOKUPS_PER_HOUR,
    perMinute: LOOKUPS_PER_HOUR / 60,
  });
  if (decision.allowed) return;
  const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  throw new GraphQLError(`Too many lookups from this client: try again in ${retryAfter} s.`, {
    extensions: { code: HardeningErrorCode.RATE_LIMITED, retryAfter },
  });
}

const GUEST_ORDERS_OF_DOCUMENT = /* GraphQL */ `
  query FindGuestOrder($where: OrderWhereInput) {
    orders(first: 100, where: $where) {
      edges { node { id number owner: metafield(key: "${OWNER_INDEX_KEY}") } }
    }
  }
`;

interface Answer {
  orders: { edges: { node: { id: string; number: string; owner: string | null } }[] } | null;
}

/**
 * The global id of the guest order with this number whose buyer gave this document, or null: no such order, another
 * document, or a customer's order (customers read theirs in their account) all answer null alike.
 */
export async function guestOrderId(context: GatewayContext, number: string, document: string): Promise<string | null> {
  const answer = await context.services.commerce.query<Answer>(GUEST_ORDERS_OF_DOCUMENT, {
    where: { metadata: { key: DOCUMENT_KEY, value: { eq: document } } },
  });
  const match = answer.orders?.edges.find(({ node }) => node.number === number && !node.owner);
  return match?.node.id ?? null;
}
