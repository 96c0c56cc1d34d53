/**
 * One cell of the bench: autocannon (in this process) POSTing one GraphQL request body at a fixed number of
 * connections for a fixed time, after a warm-up, while the serving process's RSS is sampled from /proc every 100 ms
 * and its CPU time (and the sandbox's) is read before and after. Every answer must be byte-identical to the one
 * checked before the cell (`expectBody`): an error, a degraded answer (promotions missing during a voucher outage)
 * or a non-2xx status counts as a failure.
 */
import autocannon from 'autocannon';
import { cpuSecondsOf, machineBusySeconds, memoryOf } from './targets';

export interface LoadOptions {
  url: string;
  body: string;
  /** Every answer must equal it byte for byte; unset when `check` judges each answer instead. */
  expectBody?: string;
  /**
   * For operations whose every request must differ (placing an order per checkout): the body of each request, and a
   * check of each answer (a failure reason, or null). Failures count as `mismatches`.
   */
  nextBody?: () => string;
  /** `sent`: the body of the request this answers (mixed cells compare with the checked answer to that body). */
  check?: (status: number, body: string, sent?: string) => string | null;
  /** A fixed number of requests instead of a duration (measured and warm-up). */
  amount?: number;
  warmupAmount?: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The process serving `url`: its RSS is sampled, its CPU measured. */
  servingPid: number;
  /** Other processes whose CPU use is reported (the sandbox behind a gateway). */
  upstreamPid?: number;
}

export interface LoadResult {
  connections: number;
  requests: number;
  seconds: number;
  /** Completed requests per second over the measured period. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  meanLatency: number;
  maxLatency: number;
  /** Connection errors, timeouts, non-2xx answers and answers that differ from the checked one. */
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  /** Largest RSS of the serving process seen during the measured period, bytes. */
  peakRss: number | undefined;
  /** CPU use of the serving process and of the upstream process, in cores (1 = one core busy). */
  servingCpu: number | undefined;
  upstreamCpu: number | undefined;
  /** The load generator's CPU (this process), and what every other process on the machine used, in cores. */
  loadGeneratorCpu: number;
  otherCpu: number | undefined;
  bytesPerRequest: number;
  /** The first answer `check` refused, when one was. */
  firstFailure?: string;
}

function fire(
  options: LoadOptions,
  seconds: number,
  amount?: number,
): Promise<autocannon.Result & { checkFailures: number; firstFailure?: string }> {
  let checkFailures = 0;
  let firstFailure: string | undefined;
  const { nextBody, check } = options;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: options.body,
        ...(options.expectBody !== undefined ? { expectBody: options.expectBody } : {}),
        ...(nextBody
          ? {
              requests: [
                {
                  // One request in flight per connection (pipelining 1): its context pairs the answer with its body.
                  setupRequest: (request: autocannon.Request, context: { sent?: string }) => {
                    context.sent = nextBody();
                    return { ...request, body: context.sent };
                  },
                  onResponse: (status: number, body: string, context: { sent?: string }) => {
                    const problem = check?.(status, body, context.sent) ?? null;
                    if (problem) {
                      checkFailures += 1;
                      firstFailure ??= problem;
                    }
                  },
                },
              ],
            }
          : {}),
        connections: options.connections,
        pipelining: 1,
        ...(amount !== undefined ? { amount } : { duration: seconds }),
        timeout: 30,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve(Object.assign(result, { checkFailures, ...(firstFailure ? { firstFailure } : {}) })),
    );
  });
}

/** Load that is not measured: lets the JIT, connection pools and caches settle. */
export async function warmUp(options: LoadOptions): Promise<void> {
  if (options.warmupAmount !== undefined) {
    if (options.warmupAmount > 0) await fire(options, 0, options.warmupAmount);
    return;
  }
  if (options.warmupSeconds > 0) await fire(options, options.warmupSeconds);
}

/** The measured period of a cell. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  let peakRss: number | undefined;
  const sample = () => {
    const memory = memoryOf(options.servingPid);
    if (memory) peakRss = Math.max(peakRss ?? 0, memory.rss);
  };
  sample();
  const sampler = setInterval(sample, 100);
  const cpuBefore = cpuSecondsOf(options.servingPid);
  const upstreamBefore = options.upstreamPid ? cpuSecondsOf(options.upstreamPid) : undefined;
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  let result: Awaited<ReturnType<typeof fire>>;
  try {
    result = await fire(options, options.durationSeconds, options.amount);
  } finally {
    clearInterval(sampler);
  }
  const wall = (performance.now() - started) / 1000;
  sample();
  const cpuAfter = cpuSecondsOf(options.servingPid);
  const upstreamAfter = options.upstreamPid ? cpuSecondsOf(options.upstreamPid) : undefined;
  const machineAfter = machineBusySeconds();
  const self = process.cpuUsage(selfBefore);
  const loadGeneratorCpu = (self.user + self.system) / 1e6 / wall;
  const servingCpu = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / wall : undefined;
  const upstreamCpu =
    upstreamBefore !== undefined && upstreamAfter !== undefined ? (upstreamAfter - upstreamBefore) / wall : undefined;
  const otherCpu =
    machineBefore !== undefined && machineAfter !== undefined && servingCpu !== undefined
      ? Math.max(0, (machineAfter - machineBefore) / wall - servingCpu - (upstreamCpu ?? 0) - loadGeneratorCpu)
      : undefined;

  const completed = result['2xx'] + result.non2xx;
  // autocannon reports whole seconds; the measured wall time is exact, and the same clock for every target.
  const seconds = wall;
  return {
    connections: options.connections,
    requests: completed,
    seconds,
    rps: completed / seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    meanLatency: result.latency.average,
    maxLatency: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches + result.checkFailures,
    ...(result.firstFailure ? { firstFailure: result.firstFailure } : {}),
    peakRss,
    servingCpu,
    upstreamCpu,
    loadGeneratorCpu,
    otherCpu,
    bytesPerRequest: completed > 0 ? result.throughput.total / completed : 0,
  };
}

/** Everything that went wrong in a cell, or an empty string. */
export function failuresOf(result: LoadResult): string {
  const parts = [
    result.errors > 0 ? `${result.errors} connection errors` : '',
    result.timeouts > 0 ? `${result.timeouts} timeouts` : '',
    result.non2xx > 0 ? `${result.non2xx} non-2xx answers` : '',
    result.mismatches > 0
      ? `${result.mismatches} answers differing from the checked one${result.firstFailure ? ` (first: ${result.firstFailure})` : ''}`
      : '',
    result.requests === 0 ? 'no request completed' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Waits, up to `maxSeconds`, until processes outside the bench use at most `cores` of CPU (measured over one second),
 * so that a cell does not start while another job saturates the machine. Returns the seconds waited and the last
 * reading.
 */
export async function waitForQuiet(options: {
  pids: number[];
  cores: number;
  maxSeconds: number;
}): Promise<{ waited: number; others: number | undefined }> {
  const started = performance.now();
  let others: number | undefined;
  for (;;) {
    const machineBefore = machineBusySeconds();
    const oursBefore = options.pids.map((pid) => cpuSecondsOf(pid) ?? 0);
    const selfBefore = process.cpuUsage();
    const from = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const wall = (performance.now() - from) / 1000;
    const machineAfter = machineBusySeconds();
    if (machineBefore === undefined || machineAfter === undefined) return { waited: 0, others: undefined };
    const ours =
      options.pids.reduce((sum, pid, index) => sum + ((cpuSecondsOf(pid) ?? 0) - (oursBefore[index] ?? 0)), 0) +
      (process.cpuUsage(selfBefore).user + process.cpuUsage(selfBefore).system) / 1e6;
    others = Math.max(0, (machineAfter - machineBefore - ours) / wall);
    const waited = (performance.now() - started) / 1000;
    if (others <= options.cores || waited >= options.maxSeconds) return { waited, others };
  }
}
