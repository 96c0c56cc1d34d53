import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { getHeapStatistics } from 'node:v8';
import { AggregatorRegistry } from 'prom-client';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './context';
import { MemorySingleUse, PrimarySingleUse } from './http/single-use';
import { WorkerLeases } from './http/worker-leases';
import { gatewayLogger, type LogFn } from './observability/logger';
import type { MetricsSource } from './observability/metrics';

/**
 * Runs the gateway as GATEWAY_WORKERS processes behind one port with node:cluster (1: a single process, no cluster).
 * The primary only supervises: it forks the workers, restarts one that dies (waiting longer each time a worker dies
 * right after starting), stops them all on SIGTERM/SIGINT (SIGKILL for those still running after the grace period),
 * and aggregates their Prometheus metrics, which any worker's /metrics answers with. Each worker has its own
 * in-memory response cache and rate limits; with REDIS_URL they share Redis instead. Without Redis the primary also
 * keeps the single-use claims (verification codes, auto-login links) for all its workers, so that a second use on
 * another worker is refused.
 */

const METRICS_REQUEST = 'cuida:metrics-request';
const METRICS_ANSWER = 'cuida:metrics-answer';
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 10_000;

interface Options {
  log?: LogFn;
  /** Grace period for the workers on shutdown (default: GATEWAY_SHUTDOWN_TIMEOUT_MS + 2 s). */
  shutdownTimeoutMs?: number;
}

/**
 * The Node flags a worker runs with: its V8 heap limits (GATEWAY_WORKER_HEAP_MB, GATEWAY_WORKER_SEMI_SPACE_MB). V8
 * sizes its heap when the process starts, so they are given to each forked worker (and by the bench to the process
 * it measures); a single process (GATEWAY_WORKERS=1) runs with the flags node was started with.
 */
export function workerNodeFlags(config: Pick<GatewayConfig, 'workerHeap'>): string[] {
  const flags: string[] = [];
  if (config.workerHeap.oldSpaceMb > 0) flags.push(`--max-old-space-size=${config.workerHeap.oldSpaceMb}`);
  if (config.workerHeap.semiSpaceMb > 0) flags.push(`--max-semi-space-size=${config.workerHeap.semiSpaceMb}`);
  return flags;
}

const HEAP_FLAG = /^--max-(old|semi)-space-size(=|$)/;

export async function runGateway(config: GatewayConfig, options: Options = {}): Promise<void> {
  const log = options.log ?? gatewayLogger(config);
  if (config.workers <= 1) {
    await runSingle(config, log);
    return;
  }
  if (cluster.isPrimary) {
    // Outside production the auto-login key may be unset: one key for the whole cluster, so that a link sealed by
    // one worker opens on another (workers read it from the environment they inherit).
    process.env.AUTO_LOGIN_KEY ??= randomBytes(32).toString('base64');
    runPrimary(config, log, options.shutdownTimeoutMs ?? config.shutdownTimeoutMs + 2000);
  } else await runWorker(config, log);
}

/** Orders a process that died left pending (features/place-order/resume-at-start.ts), until the gateway closes. */
async function resumeOrders(services: GatewayServices, stopped: () => boolean): Promise<void> {
  const { resumeOrdersAtStart } = await import('./features/place-order/resume-at-start');
  await resumeOrdersAtStart(services, services.placeOrders.retries, { stopped });
}

async function runSingle(config: GatewayConfig, log: LogFn): Promise<void> {
  const { startGateway } = await import('./server');
  const gateway = await startGateway(config, { log });
  log({ level: 'info', msg: `Gateway ready at ${gateway.url}`, workers: 1 });
  let closed = false;
  void resumeOrders(gateway.services, () => closed).catch(() => undefined);
  stopOnSignals(log, () => {
    closed = true;
    return gateway.close();
  });
}

function stopOnSignals(log: LogFn, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ level: 'info', msg: `${signal}: stopping` });
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log({ level: 'error', msg: 'could not stop cleanly', error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function runPrimary(config: GatewayConfig, log: LogFn, shutdownTimeoutMs: number): void {
  const aggregator = new AggregatorRegistry();
  // Outlives any worker: a worker restarted after a crash still sees the claims made before.
  const claims = new WorkerLeases(new MemorySingleUse());
  const startedAt = new Map<number, number>();
  let stopping = false;
  let restartDelay = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: { type?: string; id?: number }) => {
      const claimed = claims.handle(worker.id, message);
      if (claimed) {
        if (claimed !== 'released') worker.send(claimed);
        return;
      }
      if (message?.type !== METRICS_REQUEST) return;
      aggregator.clusterMetrics().then(
        (body) => worker.send({ type: METRICS_ANSWER, id: message.id, body, contentType: aggregator.contentType }),
        (error: unknown) => worker.send({ type: METRICS_ANSWER, id: message.id, error: String(error) }),
      );
    });
    worker.once('online', () =>
      log({ level: 'info', msg: `worker ${worker.process.pid} started`, worker: worker.process.pid }),
    );
    return worker;
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    // Checkout locks it held (an order being placed when it died) are free at once for the other workers.
    const freed = claims.releaseAll(worker.id);
    if (freed.length > 0)
      log({ level: 'warn', msg: 'leases of a dead worker released', worker: worker.process.pid, leases: freed });
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log({ level: 'info', msg: 'all workers stopped' });
        process.exit(0);
      }
      return;
    }
    // A worker that dies right after starting would otherwise be restarted in a tight loop.
    restartDelay = lived < STABLE_AFTER_MS ? Math.min(MAX_RESTART_DELAY_MS, Math.max(250, restartDelay * 2)) : 0;
    log({
      level: 'error',
      msg: `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); restarting in ${restartDelay} ms`,
      worker: worker.process.pid,
      code,
      signal,
    });
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    log({ level: 'info', msg: `${signal}: stopping ${workers.length} workers` });
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      log({ level: 'error', msg: `workers still running after ${shutdownTimeoutMs} ms: killed` });
      process.exit(1);
    }, shutdownTimeoutMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  cluster.setupPrimary({
    execArgv: [...process.execArgv.filter((flag) => !HEAP_FLAG.test(flag)), ...workerNodeFlags(config)],
  });
  log({ level: 'info', msg: `starting ${config.workers} workers on port ${config.port}` });
  for (let i = 0; i < config.workers; i++) fork();
}

async function runWorker(config: GatewayConfig, log: LogFn): Promise<void> {
  const { startGateway } = await import('./server');
  const pending = new Map<number, (answer: { body?: string; contentType?: string; error?: string }) => void>();
  let next = 0;
  process.on(
    'message',
    (message: { type?: string; id?: number; body?: string; contentType?: string; error?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id === undefined) return;
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    },
  );
  let local: MetricsSource | undefined;
  // /metrics on any worker answers with every worker's metrics, aggregated by the primary.
  const clusterMetrics: MetricsSource = () =>
    new Promise((resolve) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        void local?.().then(resolve);
      }, 5000);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.error || answer.body === undefined) void local?.().then(resolve);
        else resolve({ contentType: answer.contentType ?? 'text/plain', body: answer.body });
      });
      process.send?.({ type: METRICS_REQUEST, id });
    });
  const gateway = await startGateway(config, {
    log,
    metricsSource: clusterMetrics,
    ...(config.redis ? {} : { singleUse: new PrimarySingleUse(process) }),
  });
  const { metrics } = gateway.services;
  local = async () => ({ contentType: metrics.contentType, body: await metrics.render() });
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry();
  log({
    level: 'info',
    msg: `Gateway worker ready at ${gateway.url}`,
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024),
  });
  let closing: Promise<void> | undefined;
  void resumeOrders(gateway.services, () => closing !== undefined).catch(() => undefined);
  const close = () => {
    closing ??= gateway.close();
    return closing;
  };
  stopOnSignals(log, close);
  // The primary is gone (it crashed or was killed): do not outlive it.
  process.on('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
}
