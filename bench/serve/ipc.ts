/**
 * The child side of the bench's process protocol (targets.ts is the parent side): a target announces its URL once
 * it listens, answers `stats` with what only it can count (warnings it logged) and `mark` with its clock, and shuts down cleanly on `stop`,
 * which lets `--cpu-prof` write its profile.
 */

export type ParentMessage = { type: 'stop' } | { type: 'stats' } | { type: 'mark' };
export type ChildMessage =
  | { type: 'ready'; url: string; info?: Record<string, string>; timings?: StartupTimings }
  | { type: 'stats'; warnings: number; lastWarning: string | undefined; heapUsed: number; external: number }
  | { type: 'failed'; error: string }
  /** The child's monotonic clock in µs: the clock of V8's CPU profiles, to cut a profile to the measured period. */
  | { type: 'mark'; monotonicUs: number };

/**
 * When the child reached its phases, in ms since its process started (`performance.now()`), and the same instants on
 * the monotonic clock of `--cpu-prof` (µs), to cut a start-up profile into its phases.
 */
export interface StartupTimings {
  /** Every module loaded and evaluated (node_modules and the bundle's own top-level code): `serveTarget` called. */
  loadedMs: number;
  /** `start()` resolved: the target built and listening. */
  readyMs: number;
  loadedUs: number;
  readyUs: number;
  /** CPU time (user + system, every thread) the process had used by then, in ms: less shaken by a busy machine. */
  loadedCpuMs: number;
  readyCpuMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

let warnings = 0;
let lastWarning: string | undefined;

/** Counts a warning (or worse) the target logged: the bench fails a cell during which any was logged. */
export function recordWarning(text: string): void {
  warnings += 1;
  lastWarning = text.slice(0, 500);
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

/** Runs `start`, reports its URL, and serves stats and stop requests until told to stop. */
export async function serveTarget(
  start: () => Promise<{ url: string; info?: Record<string, string>; close(): Promise<void> }>,
): Promise<void> {
  const loadedMs = performance.now();
  const loadedUs = monotonicUs();
  const loadedCpuMs = cpuMs();
  if (!process.send) throw new Error('bench/serve/* run as children of bench/run.ts (they need an IPC channel).');
  let running: Awaited<ReturnType<typeof start>>;
  try {
    running = await start();
  } catch (error) {
    send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  const timings: StartupTimings = {
    loadedMs,
    readyMs: performance.now(),
    loadedUs,
    readyUs: monotonicUs(),
    loadedCpuMs,
    readyCpuMs: cpuMs(),
  };
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(0), 5_000);
    timer.unref();
    await running.close().catch(() => {});
    process.exit(0);
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') void stop();
    if (message.type === 'stats') {
      const { heapUsed, external } = process.memoryUsage();
      send({ type: 'stats', warnings, lastWarning, heapUsed, external });
    }
    if (message.type === 'mark') send({ type: 'mark', monotonicUs: monotonicUs() });
  });
  // The parent died: do not linger.
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  send({ type: 'ready', url: running.url, timings, ...(running.info ? { info: running.info } : {}) });
}
