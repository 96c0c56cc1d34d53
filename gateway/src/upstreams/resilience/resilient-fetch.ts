import { Response as LightResponse } from '@whatwg-node/fetch';
import type { GraphQLError } from 'graphql';
import type { RetrySettings } from '../../config/settings';
import { UPSTREAMS, type UpstreamName } from '../../config/upstreams';
import { ErrorCode, gatewayError } from '../../errors/codes';
import type { LogFn } from '../../observability/logger';
import type { GatewayMetrics } from '../../observability/metrics';
import type { UpstreamTracer } from '../../observability/tracing';
import { markUpstreamFailure } from '../../scope/request-scope';
import {
  abortPhase,
  createHttpTransport,
  neverSent,
  transportFromFetch,
  type UpstreamAnswer,
  type UpstreamTransport,
} from '../http-transport';
import { type CallImportance, currentCallImportance } from './call-importance';
import type { CircuitBreaker, CircuitPermit } from './circuit-breaker';
import { backoffDelay, MAX_RETRIES, parseRetryAfter, RETRYABLE_STATUSES, sleep } from './policy';

/**
 * The `fetch` the upstream clients are given (`buildHTTPExecutor({ fetch })`, `loadGraphQLSchemaFromOpenAPI(…, { fetch
 * })`): both call it as `fetch(url, init, context, info)`.
 */
export type UpstreamFetch = (
  input: string | URL | Request,
  init?: RequestInit,
  context?: unknown,
  info?: unknown,
) => Promise<Response>;

export type { UpstreamSpan, UpstreamTracer } from '../../observability/tracing';

export type FailureReason = 'network' | 'timeout' | 'http_429' | 'http_5xx' | 'malformed';

export interface ResilientFetchOptions {
  upstream: UpstreamName;
  /** Per-attempt timeout. */
  timeoutMs: number;
  /**
   * A new connection not established in this time (lookup included) ends the attempt; as nothing was sent, it is
   * retried even when the call is not idempotent (UPSTREAM_CONNECT_TIMEOUT_MS).
   */
  connectTimeoutMs?: number;
  /** Pooled connections idle this long are closed, below the upstream's own keep-alive timeout (http-transport.ts). */
  keepAliveIdleMs?: number;
  /**
   * Time one call may take, retries and back-off included (UPSTREAM_TIMEOUT_MS): an attempt is cut short, and no
   * retry starts, past it. Running out of it is UPSTREAM_TIMEOUT. The first attempt had the whole budget (or its whole
   * timeout), so its running out is the upstream's timeout, counted against its circuit; a retry cut short by what
   * was left of the budget is not counted.
   */
  budgetMs?: number;
  /**
   * Budget of a decoration (call-importance.ts), retries included (DECORATION_BUDGET_MS): the same rules as `budgetMs`,
   * so a decoration's first attempt cut short by it is a timeout counted against the decoration's circuit.
   */
  decorationBudgetMs?: number;
  retry: RetrySettings;
  /** The upstream's circuit breaker, for calls `breakerFor` does not place. */
  breaker: CircuitBreaker;
  /**
   * The circuit breaker of one call, by its operation (a REST operationId; undefined for GraphQL) and importance: an
   * operation that fails opens its own circuit, not its service's other operations'.
   */
  breakerFor?: (operation: string | undefined, importance: CallImportance) => CircuitBreaker;
  /** The operation a call is (the REST operationId from the loader's resolve info), for `breakerFor`. */
  operationOf?: (url: string, init: RequestInit | undefined, context: unknown, info: unknown) => string | undefined;
  /** Whether this request may be repeated (see idempotency.ts). */
  isIdempotent: (url: string, init: RequestInit | undefined, context: unknown, info: unknown) => boolean;
  /**
   * GraphQL upstreams: a final 429/5xx becomes an UPSTREAM_UNAVAILABLE error instead of the response. REST upstreams
   * get the response, whose envelope their client reads.
   */
  throwOnHttpError: boolean;
  metrics?: GatewayMetrics;
  tracer?: UpstreamTracer;
  log?: LogFn;
  /** Replaces the node:http transport (upstreams/http-transport.ts): tests play an upstream with their own `fetch`. */
  baseFetch?: typeof fetch;
  /** The node:http transport to send through (its pool closed by whoever made it); one of its own if absent. */
  transport?: UpstreamTransport;
  random?: () => number;
}

function urlOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function isJson(answer: UpstreamAnswer): boolean {
  return /json/i.test(answer.headers['content-type'] ?? '');
}

/**
 * JSON bodies the resilient fetch parsed to check them, by the Response it handed out: a client that reads the
 * Response through `parsedBodyOf` gets that value instead of parsing the body a second time.
 */
const parsedBodies = new WeakMap<Response, unknown>();

/** The body the resilient fetch already parsed for this Response, if it did. */
export function parsedBodyOf(response: Response): { found: true; value: unknown } | { found: false } {
  return parsedBodies.has(response) ? { found: true, value: parsedBodies.get(response) } : { found: false };
}

/** Statuses whose responses carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The answer as a fetch Response for the upstream's client (executor-http, Mesh's REST transport). @whatwg-node's
 * Response keeps a text body as a string: reading it again costs nothing, where the global one builds a stream.
 */
function toResponse(answer: UpstreamAnswer): Response {
  const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = answer.headers;
  const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
  return new LightResponse(NULL_BODY_STATUSES.has(status) ? null : answer.body, {
    status,
    statusText: answer.statusText,
    headers,
  }) as unknown as Response;
}

/** Request headers as a plain record, whatever form the client gave them in. */
function headerRecord(input: string | URL | Request, init: RequestInit | undefined): Record<string, string> {
  const source = init?.headers ?? (input instanceof Request ? input.headers : undefined);
  const record: Record<string, string> = {};
  if (!source) return record;
  if (Array.isArray(source)) {
    for (const [name, value] of source) if (name && value !== undefined) record[name.toLowerCase()] = value;
  } else if (typeof (source as Headers).forEach === 'function') {
    (source as Headers).forEach((value, name) => {
      record[name.toLowerCase()] = value;
    });
  } else {
    for (const [name, value] of Object.entries(source)) record[name.toLowerCase()] = value;
  }
  return record;
}

export function circuitOpenError(upstream: UpstreamName, retryInMs: number): GraphQLError {
  return gatewayError(
    ErrorCode.UPSTREAM_UNAVAILABLE,
    `The ${UPSTREAMS[upstream].label} service is unavailable (failing fast while it recovers).`,
    { upstream, circuit: 'open', retryAfterMs: Math.max(0, Math.round(retryInMs)) },
  );
}

/**
 * Wraps `fetch` for one upstream: a timeout per attempt, retries with capped exponential back-off and jitter for
 * idempotent calls only (network errors, 429, 500/502/503/504), a circuit breaker that fails fast with
 * UPSTREAM_UNAVAILABLE (`extensions.circuit: 'open'`), malformed JSON bodies treated as failures, metrics, trace
 * spans with `traceparent` propagation, and the current request marked degraded when the upstream failed for it.
 */
export function createResilientFetch(options: ResilientFetchOptions): UpstreamFetch {
  const transport = options.baseFetch
    ? transportFromFetch(options.baseFetch)
    : (options.transport ??
      createHttpTransport({
        ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
        ...(options.keepAliveIdleMs ? { idleTimeoutMs: options.keepAliveIdleMs } : {}),
      }));
  // Bodies other than text or bytes (streams, forms: no upstream client sends them today) go through fetch.
  const fetchTransport = transportFromFetch(options.baseFetch ?? fetch);
  const { upstream, metrics } = options;
  const retries = Math.min(MAX_RETRIES, Math.max(0, options.retry.retries));

  return async (input, init, context, info) => {
    const url = urlOf(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const callerSignal = init?.signal ?? undefined;
    const replayable = init?.body === undefined || init.body === null || typeof init.body === 'string';
    const idempotent = replayable && options.isIdempotent(url, init, context, info);

    const importance = currentCallImportance();
    const breaker =
      options.breakerFor?.(options.operationOf?.(url, init, context, info), importance) ?? options.breaker;
    const budgetMs =
      importance === 'decoration' && options.decorationBudgetMs
        ? Math.min(options.decorationBudgetMs, options.budgetMs ?? Number.POSITIVE_INFINITY)
        : options.budgetMs;

    let lastFailure: { reason: FailureReason; status?: number; message: string } | undefined;
    let lastResponse: Response | undefined;
    const deadline = budgetMs ? performance.now() + budgetMs : Number.POSITIVE_INFINITY;
    const outOfTime = () => {
      markUpstreamFailure(upstream);
      return gatewayError(
        ErrorCode.UPSTREAM_TIMEOUT,
        `The ${UPSTREAMS[upstream].label} service did not answer in time.`,
        {
          upstream,
        },
      );
    };

    for (let attempt = 0; attempt <= retries; attempt++) {
      const remaining = deadline - performance.now();
      if (remaining <= 0) throw outOfTime();
      const permit: CircuitPermit = breaker.tryAcquire();
      if (!permit.allowed) {
        metrics?.upstreamRequests.inc({ upstream, outcome: 'circuit_open' });
        metrics?.upstreamErrors.inc({ upstream, reason: 'circuit_open' });
        markUpstreamFailure(upstream);
        throw circuitOpenError(upstream, permit.retryInMs);
      }

      const controller = new AbortController();
      const attemptMs = Math.min(options.timeoutMs, remaining);
      // The upstream is judged on an attempt given its whole timeout, or on the call's first attempt, given the whole
      // budget: no answer in that time is its timeout (a failure for its circuit). UPSTREAM_TIMEOUT_MS is both the
      // default per-attempt timeout and the budget, so the first attempt is always a little short of its timeout:
      // judged by "shorter than the timeout" alone, a hung upstream was never counted and its circuit never opened.
      const judged = attempt === 0 || attemptMs >= options.timeoutMs;
      let timedOut = false;
      let budgetSpent = false;
      const timer = setTimeout(() => {
        if (judged) timedOut = true;
        else budgetSpent = true;
        controller.abort(new DOMException(`${upstream} did not answer in ${attemptMs} ms`, 'TimeoutError'));
      }, attemptMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal;
      const span = options.tracer?.startUpstream(upstream, method, url, attempt);
      const headers = headerRecord(input, init);
      for (const [name, value] of Object.entries(span?.headers ?? {})) headers[name] = value;
      const rawBody = init?.body ?? undefined;
      const plainBody = rawBody === undefined || typeof rawBody === 'string' || rawBody instanceof Uint8Array;
      const started = performance.now();

      let failure: { reason: FailureReason; status?: number; message: string; unsent?: boolean } | undefined;
      let response: Response | undefined;
      try {
        const answer = plainBody
          ? await transport(url, { method, headers, body: rawBody, signal })
          : await fetchTransport(url, { method, headers, body: rawBody as unknown as string, signal });
        if (RETRYABLE_STATUSES.has(answer.status)) {
          failure = {
            reason: answer.status === 429 ? 'http_429' : 'http_5xx',
            status: answer.status,
            message: `HTTP ${answer.status}`,
          };
          response = toResponse(answer);
        } else if (isJson(answer)) {
          try {
            const parsed: unknown = answer.body !== '' ? JSON.parse(answer.body) : undefined;
            response = toResponse(answer);
            // Kept for the clients, which read it (parsedBodyOf) instead of parsing the body again: the REST client
            // and the GraphQL executor (graphql-json-executor.ts).
            if (answer.body !== '') parsedBodies.set(response, parsed);
          } catch {
            failure = { reason: 'malformed', status: answer.status, message: 'malformed JSON answer' };
          }
        } else {
          response = toResponse(answer);
        }
      } catch (error) {
        if (budgetSpent || (callerSignal?.aborted && !timedOut)) {
          // The call's budget ran out, or the caller gave up (the client went away): nothing learned about the
          // upstream itself.
          clearTimeout(timer);
          breaker.release(permit);
          span?.end({ error: budgetSpent ? 'call budget spent' : 'aborted by caller' });
          metrics?.upstreamRequests.inc({ upstream, outcome: 'aborted' });
          throw outOfTime();
        }
        const phase = abortPhase(error);
        failure = timedOut
          ? { reason: 'timeout', message: `no answer in ${Math.round(attemptMs)} ms${phase ? ` (${phase})` : ''}` }
          : {
              reason: 'network',
              message: error instanceof Error ? error.message : String(error),
              unsent: neverSent(error),
            };
      } finally {
        clearTimeout(timer);
      }
      metrics?.upstreamDuration.observe({ upstream }, (performance.now() - started) / 1000);

      if (!failure) {
        breaker.onSuccess(permit);
        metrics?.upstreamRequests.inc({ upstream, outcome: 'success' });
        span?.end({ status: response?.status });
        return response as Response;
      }

      breaker.onFailure(permit);
      metrics?.upstreamRequests.inc({ upstream, outcome: 'failure' });
      metrics?.upstreamErrors.inc({ upstream, reason: failure.reason });
      span?.end({ ...(failure.status ? { status: failure.status } : {}), error: failure.reason });
      lastFailure = failure;
      lastResponse = response;

      // Retried: network errors, 429, 500/502/503/504. Not retried: malformed answers, and timeouts (a hung upstream
      // would cost the caller several timeouts; the circuit breaker deals with it instead).
      const retryable = failure.reason === 'network' || failure.reason === 'http_429' || failure.reason === 'http_5xx';
      const delay = backoffDelay(
        attempt + 1,
        options.retry,
        options.random,
        parseRetryAfter(response?.headers.get('retry-after')),
      );
      // A request that never left (no connection) may be sent again whatever it does: only the call's replayability
      // (its body) matters then.
      const repeatable = idempotent || (replayable && failure.unsent === true);
      const canRetry =
        repeatable && retryable && attempt < retries && !callerSignal?.aborted && performance.now() + delay < deadline;
      options.log?.({
        level: 'warn',
        msg: `upstream ${upstream} failed`,
        upstream,
        reason: failure.reason,
        status: failure.status,
        detail: failure.message,
        attempt: attempt + 1,
        willRetry: canRetry,
      });
      if (!canRetry) break;
      metrics?.upstreamRetries.inc({ upstream });
      try {
        await sleep(delay, callerSignal);
      } catch {
        break;
      }
    }

    markUpstreamFailure(upstream);
    const failure = lastFailure ?? { reason: 'network' as const, message: 'no answer' };
    const label = UPSTREAMS[upstream].label;
    if (failure.reason === 'timeout') {
      throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, `The ${label} service did not answer in time.`, { upstream });
    }
    if (failure.reason === 'network' || failure.reason === 'malformed') {
      throw gatewayError(
        ErrorCode.UPSTREAM_UNAVAILABLE,
        failure.reason === 'malformed'
          ? `The ${label} service sent a malformed answer.`
          : `The ${label} service could not be reached.`,
        { upstream },
      );
    }
    if (options.throwOnHttpError || !lastResponse) {
      throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${label} service failed.`, {
        upstream,
        httpStatus: failure.status,
      });
    }
    return lastResponse;
  };
}
