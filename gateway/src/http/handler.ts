import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runInRequestScope } from './request-scope';
import type { GatewayRuntime } from './runtime';

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

/**
 * The gateway's HTTP entry point: /healthz (the process is up), /readyz (every upstream answers: 200, else 503 with
 * the details), /metrics (Prometheus), and everything else to Yoga, inside a request scope that carries the request
 * id (X-Request-Id, accepted from the caller or made here, and echoed), the trace span and the upstream failures.
 */
export function createRequestHandler(
  yoga: (req: IncomingMessage, res: ServerResponse) => unknown,
  runtime: GatewayRuntime,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);

    if (path === '/healthz') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (path === '/readyz') {
      void runtime.readiness.check().then(
        (report) =>
          sendJson(res, report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', ...report }),
        (error: unknown) => sendJson(res, 503, { status: 'not ready', error: String(error) }),
      );
      return;
    }
    if (path === '/metrics') {
      void runtime.metricsSource().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          res.end(body);
        },
        (error: unknown) => sendJson(res, 500, { error: String(error) }),
      );
      return;
    }

    const span = runtime.tracing?.startRequest(req.method ?? 'GET', path, req.headers);
    span?.setAttribute('http.request.id', requestId);
    res.once('finish', () => {
      runtime.metrics.httpResponses.inc({ status: String(res.statusCode) });
      span?.setAttribute('http.response.status_code', res.statusCode);
      span?.end();
    });
    res.once('close', () => {
      if (!res.writableFinished) span?.end();
    });
    runInRequestScope({ requestId, failedUpstreams: new Set(), ...(span ? { span } : {}) }, () => {
      void yoga(req, res);
    });
  };
}
