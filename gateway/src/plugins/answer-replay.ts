import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { type CacheWrite, currentRequestScope } from '../scope/request-scope';

/**
 * The response cache, replayed at the HTTP layer. When Yoga's response cache stores an answer, the gateway also
 * stores the bytes it sent, under a key made of the request's body and the headers that change the answer or the
 * decisions taken before it (partner flags, API key, origin, accept). The same request again is answered with those
 * bytes before Yoga parses anything: no Request object, no parsing, no serialisation. Admission (API key, rate
 * limits) still runs for every request; the entry lives in the same store as Yoga's, with the same TTL and entities,
 * so that a mutation that invalidates one invalidates the other, in memory or in Redis.
 */
export interface ReplayedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Metrics label of the operation it answers. */
  operation: string;
}

/** Headers that change the answer or what is decided before it. */
const KEY_HEADERS = [
  'content-type',
  'accept',
  'origin',
  'x-api-key',
  'x-app-rimac',
  'x-app-ci',
  'x-zona-no-clientes',
] as const;

/** Response headers that belong to one exchange, not to the answer. */
const EXCHANGE_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

const KEY_PREFIX = 'replay:';

/**
 * Whether a request may be answered from, or stored as, a replayed answer: an anonymous JSON POST (customers send
 * Authorization and are never cached) that does not ask for a conditional answer or a stream.
 */
export function isReplayable(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined || headers['if-none-match'] !== undefined) return false;
  const accept = headers.accept ?? '';
  return !accept.includes('text/event-stream') && !accept.includes('multipart/mixed');
}

export function replayKey(body: Buffer, headers: IncomingHttpHeaders): string {
  let varying = '';
  for (const name of KEY_HEADERS) {
    const value = headers[name];
    varying += `\n${name}:${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
  }
  // One-shot hashes: no Hash object per request.
  return `${KEY_PREFIX}${hash('sha256', body, 'base64url')}${hash('sha256', varying, 'base64url')}`;
}

export class AnswerReplay {
  /** `store`: the response cache's store (memory or Redis), shared with Yoga's entries. */
  constructor(private readonly store: Cache) {}

  async get(key: string): Promise<ReplayedAnswer | undefined> {
    const entry = (await this.store.get(key)) as unknown as ReplayedAnswer | null | undefined;
    return entry && typeof entry.body === 'string' ? entry : undefined;
  }

  /** Stores an answer that Yoga's response cache just stored for the same request (same entities and TTL). */
  async save(key: string, write: CacheWrite, answer: Omit<ReplayedAnswer, 'headers'> & { headers: Headers }) {
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!EXCHANGE_HEADERS.has(name)) headers[name] = value;
    });
    const entry: ReplayedAnswer = { status: answer.status, headers, body: answer.body, operation: answer.operation };
    // The store's API is typed for execution results; it keeps any JSON value (memory: as is; Redis: as JSON).
    await this.store.set(key, entry as unknown as ExecutionResult, write.entities, write.ttl);
  }
}

/** What the store keeps beside each of Yoga's entries, so that a hit can be replayed too: its entities and expiry. */
interface EntryMeta {
  entities: CacheWrite['entities'];
  /** Epoch milliseconds; null: no expiry. */
  expiresAt: number | null;
}

const META_PREFIX = 'replay-meta:';

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * Wraps the response cache's store so that the request an entry belongs to learns its entities and TTL, whether the
 * answer was just stored or read from the cache (the HTTP layer then stores the replay entry with them). Beside each
 * entry it keeps that metadata under its own key, with the same entities and TTL, so that it lives and goes with it
 * (in Redis too, across replicas).
 */
export function recordingCache(store: Cache): Cache {
  const learn = (meta: EntryMeta | null | undefined) => {
    const scope = currentRequestScope();
    if (!scope || !meta || !Array.isArray(meta.entities)) return;
    const ttl = meta.expiresAt === null ? Number.POSITIVE_INFINITY : meta.expiresAt - Date.now();
    if (ttl > 0) scope.cacheWrite = { entities: meta.entities, ttl };
  };
  return {
    get(key) {
      const found = store.get(key);
      const withMeta = (result: ExecutionResult | null | undefined) => {
        if (!result || !currentRequestScope()) return result;
        const meta = store.get(META_PREFIX + key) as unknown as EntryMeta | null | Promise<EntryMeta | null>;
        if (!isPromise(meta)) {
          learn(meta);
          return result;
        }
        return meta.then((value) => {
          learn(value);
          return result;
        });
      };
      return isPromise(found) ? found.then(withMeta) : withMeta(found);
    },
    invalidate: (entities) => store.invalidate(entities),
    set(key, result, entities, ttl) {
      const list = [...entities];
      const scope = currentRequestScope();
      if (scope) scope.cacheWrite = { entities: list, ttl };
      const meta: EntryMeta = { entities: list, expiresAt: Number.isFinite(ttl) ? Date.now() + ttl : null };
      const stored = store.set(key, result, list, ttl);
      const storedMeta = store.set(META_PREFIX + key, meta as unknown as ExecutionResult, list, ttl);
      return isPromise(stored) || isPromise(storedMeta) ? Promise.all([stored, storedMeta]).then(() => {}) : undefined;
    },
  };
}
