import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { ZodError } from 'zod';
import type { GatewayConfig } from '../config';
import type { Readiness } from '../observability/health';
import type { LogFn } from '../observability/logger';
import type { GatewayMetrics, MetricsSource } from '../observability/metrics';
import type { GatewayTracing } from '../observability/tracing';
import { AnswerReplay, isReplayable, replayKey } from '../plugins/answer-replay';
import type { PartnerKeys } from '../plugins/partner-keys';
import { ADMITTED, type Admission, type ClientRequest, createAdmission, type RateLimiter } from '../plugins/rate-limit';
import { currentRequestScope, runInRequestScope } from '../scope/request-scope';
import { readBody, TOO_LARGE } from './request-body';

/** What the HTTP layer uses of a gateway instance (gateway.ts builds them). */
export interface HttpParts {
  log: LogFn;
  metrics: GatewayMetrics;
  tracing: GatewayTracing | undefined;
  partners: PartnerKeys;
  rateLimiter: RateLimiter | undefined;
  responseCacheStore: Cache;
  readiness: Readiness;
  metricsSource: MetricsSource;
}

/** A caller's X-Request-Id is kept when it is short and plain; otherwise the gateway makes one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** What the handler needs of Yoga: its Node listener, and its fetch-style entry for bodies read here. */
export interface YogaEntry {
  (req: IncomingMessage, res: ServerResponse): unknown;
  handleRequest(request: Request, serverContext: Record<PropertyKey, unknown>): Promise<Response> | Response;
  fetchAPI: { Request: typeof Request };
}

export interface HandlerOptions {
  graphqlPath: string;
  /** Largest request body (REQUEST_BODY_LIMIT_BYTES): larger ones get 413 before they are read in full. */
  bodyLimitBytes: number;
  /** API key and rate limit, run here for replayed answers (Yoga's plugin runs it for the others). */
  admit: Admission;
  /** Replays of cached answers; undefined when the response cache is off. */
  replay: AnswerReplay | undefined;
  /**
   * Webhooks the commerce API calls on the gateway as its app, by path: JSON in, JSON out (200), 400 for a body
   * they refuse. Not GraphQL: no rate limit of shoppers applies to the commerce API's own calls.
   */
  webhooks?: Readonly<Record<string, (body: unknown) => Promise<unknown>>>;
}

/** A gateway instance's handler options: its admission (API keys, rate limits) and replays from its cache store. */
export function handlerOptionsFor(
  parts: HttpParts,
  config: Pick<GatewayConfig, 'rateLimit' | 'limits' | 'responseCache'>,
): HandlerOptions {
  return {
    graphqlPath: '/graphql',
    bodyLimitBytes: config.limits.bodyLimitBytes,
    admit: createAdmission({
      limiter: parts.rateLimiter,
      settings: config.rateLimit,
      partners: parts.partners,
      metrics: parts.metrics,
    }),
    replay: config.responseCache.enabled ? new AnswerReplay(parts.responseCacheStore) : undefined,
  };
}

const STREAMED = /text\/event-stream|multipart\/mixed/;

/** Writes a fetch Response to Node's response; returns the body it sent when it was text. */
async function writeResponse(res: ServerResponse, response: Response): Promise<string | undefined> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (!response.body || STREAMED.test(response.headers.get('content-type') ?? '')) {
    res.writeHead(response.status, headers);
    if (!response.body) {
      res.end();
      return undefined;
    }
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (res.destroyed) break;
      res.write(chunk);
    }
    res.end();
    return undefined;
  }
  const body = await response.text();
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(response.status, headers);
  res.end(body);
  return body;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/** What admission reads of a Node request: its headers and the socket's address. */
function nodeClient(req: IncomingMessage): ClientRequest {
  return {
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    socketAddress: req.socket.remoteAddress,
  };
}

/**
 * /readyz: 200 or 503; with `details`, each check (upstream addresses, errors), the circuits and the optional stores,
 * else only whether the instance is ready.
 */
function serveReadiness(parts: HttpParts, res: ServerResponse, details: boolean): void {
  parts.readiness.check().then(
    (report) => {
      const status = report.ready ? 'ready' : 'not ready';
      sendJson(res, report.ready ? 200 : 503, details ? { status, ...report } : { status });
    },
    (error: unknown) =>
      sendJson(res, 503, details ? { status: 'not ready', error: String(error) } : { status: 'not ready' }),
  );
}

function serveMetrics(parts: HttpParts, res: ServerResponse): void {
  parts.metricsSource().then(
    ({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
    (error: unknown) => {
      parts.log({ level: 'error', msg: 'could not render the metrics', error: String(error) });
      sendJson(res, 500, { error: 'metrics unavailable' });
    },
  );
}

/**
 * /readyz and /metrics on the public port: admitted like any request (rate limit; an unknown X-Api-Key is refused
 * and spends the address's budget). /readyz says ready or not, with the details only for a partner key; /metrics
 * answers only a partner key (403 otherwise). The internal port (createInternalHandler) answers both in full.
 */
async function servePublicObservability(
  parts: HttpParts,
  options: HandlerOptions,
  req: IncomingMessage,
  res: ServerResponse,
  path: '/readyz' | '/metrics',
  requestId: string,
): Promise<void> {
  const client = nodeClient(req);
  const refused = await options.admit(client);
  if (refused) {
    send(res, refused.status, { ...refused.headers, 'cache-control': 'no-store' }, refused.body);
    return;
  }
  const partner = parts.partners.identifyKey(client.header('x-api-key')).kind === 'partner';
  if (path === '/readyz') {
    serveReadiness(parts, res, partner);
    return;
  }
  if (!partner) {
    sendJson(res, 403, {
      errors: [
        {
          message: 'The metrics need a partner key (X-Api-Key) or the internal port.',
          extensions: { code: 'FORBIDDEN', requestId },
        },
      ],
    });
    return;
  }
  serveMetrics(parts, res);
}

/**
 * The internal listener (GATEWAY_INTERNAL_PORT, for the internal network only): /healthz, /readyz with every detail
 * and /metrics, without keys or rate limits; nothing else (404).
 */
export function createInternalHandler(parts: HttpParts): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/healthz') sendJson(res, 200, { status: 'ok' });
    else if (path === '/readyz') serveReadiness(parts, res, true);
    else if (path === '/metrics') serveMetrics(parts, res);
    else sendJson(res, 404, { status: 'not found' });
  };
}

/**
 * The gateway's HTTP entry point: /healthz (the process is up), /readyz (every upstream answers: 200, else 503; the
 * details only for a partner key), /metrics (Prometheus, for a partner key; both in full on the internal port), and
 * GraphQL, inside a request scope that carries the request id (X-Request-Id,
 * accepted from the caller or made here, and echoed), the trace span and the upstream failures. Bodies are read
 * here, within the body limit (Yoga's own limit, a web stream around every body, is off), so that a cached answer
 * can be replayed without Yoga (plugins/answer-replay.ts); requests without a body (GET, HEAD, preflight) go to Yoga's own
 * Node listener.
 */
export function createRequestHandler(
  yoga: YogaEntry,
  parts: HttpParts,
  options: HandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { metrics } = parts;

  /** A request with a body: read here within the limit, replayed from the cache when it can be, else to Yoga. */
  async function serveBody(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const body = await readBody(req, options.bodyLimitBytes);
    if (body === TOO_LARGE) {
      res.setHeader('connection', 'close');
      sendJson(res, 413, {
        errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', requestId } }],
      });
      return;
    }
    const graphqlJson =
      req.method === 'POST' &&
      (req.url ?? '/').split('?')[0] === options.graphqlPath &&
      /json/i.test(req.headers['content-type'] ?? '');
    const replay = graphqlJson && options.replay && isReplayable(req.headers) ? options.replay : undefined;
    const context: Record<PropertyKey, unknown> = { req, res };
    let key: string | undefined;
    if (replay) {
      const refused = await options.admit(nodeClient(req));
      if (refused) {
        send(res, refused.status, refused.headers, refused.body);
        return;
      }
      context[ADMITTED] = true;
      key = replayKey(body, req.headers);
      const started = performance.now();
      const hit = await replay.get(key);
      if (hit) {
        send(res, hit.status, hit.headers, hit.body);
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
        return;
      }
    }

    const abort = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const request = new yoga.fetchAPI.Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method ?? 'POST',
      headers: req.headers as Record<string, string>,
      body: body as unknown as BodyInit,
      signal: abort.signal,
    });
    const response = await yoga.handleRequest(request, context);
    const sent = await writeResponse(res, response);
    const write = currentRequestScope()?.cacheWrite;
    if (replay && key && write && sent !== undefined && response.status === 200) {
      await replay.save(key, write, {
        status: response.status,
        headers: response.headers,
        body: sent,
        operation: currentRequestScope()?.operation ?? 'anonymous',
      });
    }
  }

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);

    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    const webhook = req.method === 'POST' ? options.webhooks?.[path] : undefined;
    if (webhook) {
      serveWebhook(webhook, req, res, options.bodyLimitBytes).catch((error: unknown) => {
        parts.log({ level: 'error', msg: `webhook ${path} failed`, requestId, error: String(error) });
        if (!res.headersSent) sendJson(res, 502, { error: 'The webhook could not be answered.' });
      });
      return;
    }
    if (path === '/readyz' || path === '/metrics') {
      servePublicObservability(parts, options, req, res, path, requestId).catch((error: unknown) => {
        parts.log({ level: 'error', msg: `unexpected error while serving ${path}`, error: String(error) });
        if (!res.headersSent) sendJson(res, 500, { status: 'error' });
      });
      return;
    }

    const span = parts.tracing?.startRequest(req.method ?? 'GET', path, req.headers);
    span?.setAttribute('http.request.id', requestId);
    res.once('finish', () => {
      metrics.httpResponses.inc({ status: String(res.statusCode) });
      span?.setAttribute('http.response.status_code', res.statusCode);
      span?.end();
    });
    res.once('close', () => {
      if (!res.writableFinished) span?.end();
    });
    const bodyless = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    runInRequestScope({ requestId, failedUpstreams: new Set(), ...(span ? { span } : {}) }, () => {
      if (bodyless) {
        void yoga(req, res);
        return;
      }
      serveBody(req, res, requestId).catch((error: unknown) => {
        // The client went away (while sending its body, or before the answer): nobody to answer.
        if (res.destroyed) return;
        parts.log({
          level: 'error',
          msg: 'unexpected error while serving a request',
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        if (!res.headersSent) {
          sendJson(res, 500, {
            errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }],
          });
        } else res.destroy();
      });
    });
  };
}

/** A commerce webhook: its JSON body, validated by the webhook (a ZodError is the caller's fault: 400). */
async function serveWebhook(
  webhook: (body: unknown) => Promise<unknown>,
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<void> {
  const body = await readBody(req, limit);
  if (body === TOO_LARGE) {
    sendJson(res, 413, { error: 'Request body too large' });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    sendJson(res, 400, { error: 'The body is not JSON.' });
    return;
  }
  try {
    sendJson(res, 200, await webhook(parsed));
  } catch (error) {
    if (error instanceof ZodError) {
      sendJson(res, 400, { error: 'The body is not the payload this webhook expects.', issues: error.issues.length });
      return;
    }
    throw error;
  }
}
