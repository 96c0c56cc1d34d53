import { hash } from 'node:crypto';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/metrics';
import { type CacheWrite, currentRequestScope } from '../scope/request-scope';

/**
 * The response cache, replayed byte for byte. When Yoga's response cache stores an answer, the gateway also stores the
 * bytes it sent, under a key made of the request's body and the headers that change the answer or the decisions taken
 * before it (partner flags, API key, origin, accept). The same request again is answered with those bytes in Yoga's
 * `onRequest`, before anything is parsed: no parsing, no validation, no execution, no serialisation. It runs after the
 * request scope and the rate limit (plugins/index.ts), so admission (API key, rate limits) runs once for every
 * request, replayed or not; the entry lives in the same store as Yoga's, with the same TTL and entities, so that a
 * mutation that invalidates one invalidates the other, in memory or in Redis.
 *
 * The key is made of the body's bytes as they came, which the HTTP layer read within the body limit (http/handler.ts)
 * and hands over in the server context (`rawBody`): reading them back out of the Request would copy them again.
 * Which entities and TTL an answer was stored with is learnt from the store itself (recordingCache, below), through the
 * request scope: Yoga's response cache hands its store no request.
 */
export interface ReplayedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Metrics label of the operation it answers. */
  operation: string;
}

/** What the HTTP layer adds to Yoga's server context: the request's body as it was read. */
export interface RawBodyContext {
  rawBody?: Buffer;
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
 * Whether a request may be answered from, or stored as, a replayed answer: an anonymous JSON POST to the GraphQL
 * endpoint (customers send Authorization and are never cached) that does not ask for a conditional answer or a stream.
 */
export function isReplayable(request: Request, graphqlPath = '/graphql'): boolean {
  const { headers } = request;
  if (request.method !== 'POST' || !/json/i.test(headers.get('content-type') ?? '')) return false;
  if (headers.has('authorization') || headers.has('if-none-match')) return false;
  const accept = headers.get('accept') ?? '';
  if (accept.includes('text/event-stream') || accept.includes('multipart/mixed')) return false;
  return new URL(request.url, 'http://gateway').pathname === graphqlPath;
}

export function replayKey(body: Buffer, headers: Headers): string {
  let varying = '';
  for (const name of KEY_HEADERS) varying += `\n${name}:${headers.get(name) ?? ''}`;
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

const STREAMED = /text\/event-stream|multipart\/mixed/;

/**
 * The replay as a plugin: a hit ends the request in `onRequest` (counted as a cache hit of its operation); a miss
 * whose answer Yoga's response cache stored or read is saved in `onResponse`.
 */
export function answerReplayPlugin(options: { store: Cache; metrics: GatewayMetrics; graphqlPath?: string }): Plugin {
  const { metrics } = options;
  const replay = new AnswerReplay(options.store);
  const keys = new WeakMap<Request, string>();
  return {
    async onRequest({ request, serverContext, fetchAPI, endResponse }) {
      const body = (serverContext as RawBodyContext | undefined)?.rawBody;
      if (!body || !isReplayable(request, options.graphqlPath)) return;
      const key = replayKey(body, request.headers);
      keys.set(request, key);
      const started = performance.now();
      const hit = await replay.get(key);
      if (!hit) return;
      metrics.operations.inc({ operation: hit.operation, type: 'query', outcome: 'cache_hit' });
      metrics.operationDuration.observe(
        { operation: hit.operation, type: 'query' },
        (performance.now() - started) / 1000,
      );
      metrics.cacheHits.inc();
      currentRequestScope()?.span?.setAttributes({
        'graphql.operation.name': hit.operation,
        'graphql.operation.type': 'query',
        'graphql.response.outcome': 'cache_hit',
      });
      endResponse(new fetchAPI.Response(hit.body, { status: hit.status, headers: hit.headers }));
    },
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const key = keys.get(request);
      const scope = currentRequestScope();
      const write = scope?.cacheWrite;
      if (!key || !write || response.status !== 200 || !response.body) return;
      if (STREAMED.test(response.headers.get('content-type') ?? '')) return;
      // The answer's text is read once here and sent as it was read.
      const body = await response.text();
      setResponse(new fetchAPI.Response(body, { status: response.status, headers: response.headers }));
      await replay.save(key, write, {
        status: response.status,
        headers: response.headers,
        body,
        operation: scope.operation ?? 'anonymous',
      });
    },
  };
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
