import type { Readiness } from './health';
import type { LogFn } from './logger';
import type { MetricsSource } from './metrics';

/**
 * The answers of /readyz and /metrics as plain status, headers and body, so that the public port (a Yoga plugin,
 * plugins/observability-endpoints.ts) and the internal port (http/handler.ts) send the same bytes each their own way.
 */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const NO_STORE_JSON = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonAnswer(status: number, body: unknown): PlainAnswer {
  return { status, headers: { ...NO_STORE_JSON }, body: JSON.stringify(body) };
}

/**
 * /readyz: 200 or 503; with `details`, each check (upstream addresses, errors), the circuits and the optional stores,
 * else only whether the instance is ready.
 */
export async function readinessAnswer(readiness: Readiness, details: boolean): Promise<PlainAnswer> {
  try {
    const report = await readiness.check();
    const status = report.ready ? 'ready' : 'not ready';
    return jsonAnswer(report.ready ? 200 : 503, details ? { status, ...report } : { status });
  } catch (error) {
    return jsonAnswer(503, details ? { status: 'not ready', error: String(error) } : { status: 'not ready' });
  }
}

/** /metrics: the Prometheus text of `source`; 500 (logged) when it cannot be rendered. */
export async function metricsAnswer(source: MetricsSource, log: LogFn): Promise<PlainAnswer> {
  try {
    const { contentType, body } = await source();
    return { status: 200, headers: { 'content-type': contentType, 'cache-control': 'no-store' }, body };
  } catch (error) {
    log({ level: 'error', msg: 'could not render the metrics', error: String(error) });
    return jsonAnswer(500, { error: 'metrics unavailable' });
  }
}
