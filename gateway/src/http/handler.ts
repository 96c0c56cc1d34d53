import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config';
import { metricsAnswer, readinessAnswer } from '../observability/endpoints';
import type { Readiness } from '../observability/health';
import type { LogFn } from '../observability/logger';
import type { GatewayMetrics, MetricsSource } from '../observability/metrics';
import type { RawBodyContext } from '../plugins/answer-replay';
import { requestIdFrom } from '../plugins/request-scope';
import { readBody, TOO_LARGE } from './request-body';
import { send, sendJson, writeResponse } from './send';
import { serveWebhook, type Webhooks } from './webhooks';

/**
 * The gateway's HTTP layer, which speaks HTTP only: /healthz (the process is up), the commerce webhooks, request
 * bodies read within REQUEST_BODY_LIMIT_BYTES (413 before they are read in full; Yoga's own limit, a web stream around
 * every body, is off) and answers written back to Node; graceful close is http/graceful-close.ts. Everything else a
 * request goes through (request id and scope, rate limit, the public /readyz and /metrics, the replay of cached
 * answers, metrics) is a Yoga plugin (plugins/index.ts), so it runs once, in one order, for every request Yoga sees.
 *
 * The one thing done here for a plugin: the body's bytes as they came are handed to Yoga in the server context
 * (`rawBody`), since the replay of cached answers (plugins/answer-replay.ts) keys on them and reading them back out of
 * the Request would copy them again.
 */

/** What the HTTP layer uses of a gateway instance (gateway.ts builds them). */
export interface HttpParts {
  log: LogFn;
  metrics: GatewayMetrics;
  readiness: Readiness;
  metricsSource: MetricsSource;
}

/** What the handler needs of Yoga: its Node listener, and its fetch-style entry for bodies read here. */
export interface YogaEntry {
  (req: IncomingMessage, res: ServerResponse): unknown;
  handleRequest(request: Request, serverContext: Record<PropertyKey, unknown>): Promise<Response> | Response;
  fetchAPI: { Request: typeof Request };
}

export interface HandlerOptions {
  /** Largest request body (REQUEST_BODY_LIMIT_BYTES): larger ones get 413 before they are read in full. */
  bodyLimitBytes: number;
  /** The commerce API's calls on the gateway as its app (http/webhooks.ts). */
  webhooks?: Webhooks;
}

export function handlerOptionsFor(config: Pick<GatewayConfig, 'limits'>, webhooks?: Webhooks): HandlerOptions {
  return { bodyLimitBytes: config.limits.bodyLimitBytes, ...(webhooks ? { webhooks } : {}) };
}

/**
 * The internal listener (GATEWAY_INTERNAL_PORT, for the internal network only): /healthz, /readyz with every detail
 * and /metrics, without keys or rate limits; nothing else (404).
 */
export function createInternalHandler(parts: HttpParts): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/healthz') sendJson(res, 200, { status: 'ok' });
    else if (path === '/readyz') void readinessAnswer(parts.readiness, true).then((answer) => send(res, answer));
    else if (path === '/metrics')
      void metricsAnswer(parts.metricsSource, parts.log).then((answer) => send(res, answer));
    else sendJson(res, 404, { status: 'not found' });
  };
}

/** The gateway's public HTTP entry point: /healthz and the webhooks here, everything else through Yoga. */
export function createRequestHandler(
  yoga: YogaEntry,
  parts: HttpParts,
  options: HandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  /** An answer the HTTP layer gives itself: with a request id, and counted like Yoga's (plugins/request-scope.ts). */
  function answerError(req: IncomingMessage, res: ServerResponse, status: number, message: string, code: string) {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    parts.metrics.httpResponses.inc({ status: String(status) });
    sendJson(res, status, { errors: [{ message, extensions: { code, requestId } }] });
  }

  /** A request with a body: read here within the limit, then to Yoga with its bytes. */
  async function serveBody(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, options.bodyLimitBytes);
    if (body === TOO_LARGE) {
      res.setHeader('connection', 'close');
      answerError(req, res, 413, 'Request body too large', 'REQUEST_ENTITY_TOO_LARGE');
      return;
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
    const context: Record<PropertyKey, unknown> & RawBodyContext = { req, res, rawBody: body };
    await writeResponse(res, await yoga.handleRequest(request, context));
  }

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/healthz') {
      res.setHeader('x-request-id', requestIdFrom(req.headers['x-request-id']));
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    const webhook = req.method === 'POST' ? options.webhooks?.[path] : undefined;
    if (webhook) {
      serveWebhook(webhook, req, res, options.bodyLimitBytes).catch((error: unknown) => {
        parts.log({ level: 'error', msg: `webhook ${path} failed`, error: String(error) });
        if (!res.headersSent) sendJson(res, 502, { error: 'The webhook could not be answered.' });
      });
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      void yoga(req, res);
      return;
    }
    serveBody(req, res).catch((error: unknown) => {
      // The client went away (while sending its body, or before the answer): nobody to answer.
      if (res.destroyed) return;
      parts.log({
        level: 'error',
        msg: 'unexpected error while serving a request',
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      if (!res.headersSent) answerError(req, res, 500, 'Unexpected error.', 'INTERNAL_SERVER_ERROR');
      else res.destroy();
    });
  };
}
