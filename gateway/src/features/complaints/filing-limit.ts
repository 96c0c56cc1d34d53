import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import type { GatewayServices } from '../../context';
import type { LogFn } from '../../observability/logger';
import { HardeningErrorCode } from '../../plugins/codes';
import {
  addressKey,
  type BucketLimit,
  type ClientRequest,
  MemoryRateLimiter,
  type RateLimiter,
  RedisRateLimiter,
} from '../../plugins/rate-limit';
import { verifiedShopper } from '../../plugins/shopper-proxy';

/**
 * Complaints have their own, much smaller allowance than the gateway's per-request rate limit: a sheet is a legal
 * record someone must answer, so a flood of them is abuse even at a request rate the shop would accept. One bucket
 * per client — the partner's X-Api-Key, else the shopper's address (as the gateway's admission reads it) — in Redis
 * when the gateway has it (shared by workers and replicas), else in memory. Never one bucket for every shopper: a
 * shopper the storefront's proxy vouches for without an address (plugins/shopper-proxy.ts) counts per filed
 * document instead, so that one visitor's flood cannot close the book to the others.
 */
export function createComplaintFilings(redis?: { client: Redis; prefix: string; log: LogFn }): RateLimiter {
  return redis ? new RedisRateLimiter(redis.client, `${redis.prefix}complaints:`, redis.log) : new MemoryRateLimiter();
}

declare module '../../context' {
  interface GatewayServices {
    /** fileComplaint's own allowance per client (gateway.ts builds it). */
    complaintFilings: RateLimiter;
  }
}

/** The consumer's document as filed (type and number), hashed: the bucket's name holds no personal data. */
export interface FiledDocument {
  documentType: number;
  documentNumber: string;
}

function documentKey(document: FiledDocument): string {
  const normalized = `${document.documentType}:${document.documentNumber.trim().toUpperCase()}`;
  return `document:${createHash('sha256').update(normalized).digest('base64url').slice(0, 22)}`;
}

/**
 * The bucket of a filing: `partner:<name>` for a valid partner key; the filed document's for a shopper the
 * storefront's proxy vouches for without an address; else the client's address (the shopper's, as signed by the
 * proxy, or the connection's).
 */
export function filingClientKey(
  services: GatewayServices,
  client: ClientRequest,
  document: FiledDocument,
): { key: string; partner: boolean } {
  const caller = services.partners.identifyKey(client.header('x-api-key'));
  if (caller.kind === 'partner') return { key: `partner:${caller.name}`, partner: true };
  const settings = services.config.rateLimit;
  const shopper = verifiedShopper((name) => client.header(name), settings.shopperProxySecret);
  if (shopper?.kind === 'unknown') return { key: documentKey(document), partner: false };
  return { key: addressKey(client, settings), partner: false };
}

/** A shopper may file a few at once (a sheet per order), a partner more (it files for many consumers). */
function bucket(perHour: number, partner: boolean): BucketLimit {
  return { capacity: Math.max(1, Math.min(perHour, partner ? 50 : 5)), perMinute: perHour / 60 };
}

/** Takes one filing from the client's allowance, or throws RATE_LIMITED with the seconds to wait. */
export async function takeFiling(
  services: GatewayServices,
  client: ClientRequest,
  document: FiledDocument,
): Promise<void> {
  const { perHour, partnerPerHour } = services.config.complaints;
  const { key, partner } = filingClientKey(services, client, document);
  const allowance = partner ? partnerPerHour : perHour;
  if (allowance <= 0) return;
  const decision = await services.complaintFilings.consume(key, bucket(allowance, partner));
  if (decision.allowed) return;
  const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  throw new GraphQLError(`Too many complaints from this client: try again in ${retryAfter} s.`, {
    extensions: { code: HardeningErrorCode.RATE_LIMITED, retryAfter },
  });
}
