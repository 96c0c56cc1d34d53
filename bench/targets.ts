/**
 * Starts each thing the bench measures in its own child process (bench/serve/*.ts run by `node --import tsx`), so
 * that its RSS and CPU are its own and the load generator (autocannon, in the parent) does not share its event loop:
 * the sandbox once per run (also the "direct" target), this gateway (response cache off, or on and warmed), and Hive
 * Gateway over a supergraph composed by mesh-compose. Also reads a child's memory and CPU from /proc.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerNodeFlags } from '../gateway/src/cluster';
import { GATEWAY_ENV_VARIABLES, loadGatewayConfig } from '../gateway/src/config';
import { bundleGateway, GATEWAY_NODE_FLAGS } from '../scripts/gateway-bundle';
import type { ChildMessage, ParentMessage, StartupTimings } from './serve/ipc';

export const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
const LOG_DIR = join(BENCH_DIR, '.logs');
const BUILD_DIR = join(BENCH_DIR, '.build');

export interface ChildTarget {
  name: string;
  pid: number;
  url: string;
  info: Record<string, string>;
  /** From spawning the process (the bundle already built) to its `ready` message: schema built, port listening. */
  startupMs: number;
  /** The child's own account of its start-up (bench/serve/ipc.ts), when it gave one. */
  timings: StartupTimings | undefined;
  logFile: string;
  /** Warnings the child logged since it started (upstream failures, degraded answers). */
  warnings(): Promise<{ count: number; last: string | undefined; heapUsed?: number; external?: number }>;
  /** The child's monotonic clock (µs), which its --cpu-prof profile uses. */
  mark(): Promise<number | undefined>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Environment for a child: the parent's, minus every setting that would change what is measured. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(GATEWAY_|RESPONSE_CACHE_|REDIS_|RATE_LIMIT|PARTNER_|SANDBOX_|DATABASE_URL|NODE_OPTIONS|OTEL_)/.test(key))
      continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Bundles bench/serve/<script>.ts the way the gateway's production build is (scripts/gateway-bundle.ts). */
export async function bundleServeScript(script: string): Promise<string> {
  const bundled = join(BUILD_DIR, `${script}.mjs`);
  await bundleGateway(join(BENCH_DIR, 'serve', `${script}.ts`), bundled);
  return bundled;
}

/**
 * Spawns `node [nodeArgs] --import tsx bench/serve/<script>.ts`, or with `bundle` the script bundled the way the
 * gateway's production build is (scripts/gateway-bundle.ts) and run by plain node (`bundled`: one built already),
 * and waits for it to listen.
 */
export async function startChild(
  name: string,
  script: string,
  options: {
    env?: Record<string, string>;
    nodeArgs?: string[];
    timeoutMs?: number;
    bundle?: boolean;
    /** A bundle of the serve script built already (bundleServeScript; bench/startup.ts: another revision's). */
    bundled?: string;
    /** A program bundled in another commit's own tree (bench/baseline.ts), run from that tree. */
    built?: { file: string; cwd: string };
  } = {},
): Promise<ChildTarget> {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `${name}.log`);
  const entry = join(BENCH_DIR, 'serve', `${script}.ts`);
  let program = ['--import', 'tsx', entry];
  if (options.built) {
    program = [...GATEWAY_NODE_FLAGS, options.built.file];
  } else if (options.bundled || options.bundle) {
    program = [...GATEWAY_NODE_FLAGS, options.bundled ?? (await bundleServeScript(script))];
  }
  const out = openSync(logFile, 'w');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...program], {
    cwd: options.built?.cwd ?? ROOT_DIR,
    env: cleanEnv(options.env ?? {}),
    stdio: ['ignore', out, out, 'ipc'],
  });
  closeSync(out);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => running.delete(child));

  const ready = await new Promise<{
    url: string;
    info: Record<string, string>;
    startupMs: number;
    timings: StartupTimings | undefined;
  }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${options.timeoutMs ?? 90_000} ms:\n${tail(logFile)}`)),
      options.timeoutMs ?? 90_000,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve({
          url: message.url,
          info: message.info ?? {},
          startupMs: performance.now() - spawnedAt,
          timings: message.timings,
        });
      }
      if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`${name} failed to start: ${message.error}\n${tail(logFile)}`));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready:\n${tail(logFile)}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });

  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} has no pid`);
  return {
    name,
    pid,
    url: ready.url,
    info: ready.info,
    startupMs: ready.startupMs,
    timings: ready.timings,
    logFile,
    warnings: async () => {
      const answer = await ask(child, 'stats');
      return answer?.type === 'stats'
        ? { count: answer.warnings, last: answer.lastWarning, heapUsed: answer.heapUsed, external: answer.external }
        : { count: 0, last: 'no answer to stats' };
    },
    mark: async () => {
      const answer = await ask(child, 'mark');
      return answer?.type === 'mark' ? answer.monotonicUs : undefined;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'stop' } satisfies ParentMessage);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Sends a question to a child and waits (2 s at most) for the answer of the same type. */
function ask(child: ChildProcess, type: 'stats' | 'mark'): Promise<ChildMessage | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(undefined);
    }, 2_000);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type } satisfies ParentMessage);
  });
}

/** Kills (by pid) every child still running: used when the bench fails or is interrupted. */
export function killChildren(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The sandbox, this gateway, Hive Gateway.

export interface SandboxTarget extends ChildTarget {
  identityUrl: string;
  /** Base URL (REST bases under it); commerce GraphQL at `${url}/graphql`. */
  baseUrl: string;
}

export async function startSandboxChild(): Promise<SandboxTarget> {
  const child = await startChild('sandbox', 'sandbox');
  const identityUrl = child.info.identityUrl;
  if (!identityUrl) throw new Error('the sandbox did not report its identity URL');
  return { ...child, baseUrl: child.url, url: `${child.url}/graphql`, identityUrl };
}

/**
 * The gateway's environment variable names, as its settings schema declares them (gateway/src/config/), so that the
 * bench follows renames instead of setting variables nobody reads.
 */
export function gatewaySettingNames(): Set<string> {
  return new Set(GATEWAY_ENV_VARIABLES);
}

/** The partner key the bench reads the gateway's /metrics with. */
export const BENCH_METRICS_KEY = 'bench-metrics-key-not-a-secret';

export interface GatewaySettings {
  env: Record<string, string>;
  /** Config fields forced after parsing (dot paths), for settings whose variable is unknown. */
  patch: Record<string, boolean | number>;
  notes: string[];
}

/**
 * What the gateway runs with: the sandbox's addresses, one process (GATEWAY_WORKERS=1: the bench measures a worker),
 * no rate limits (one client IP sends everything), response cache on or off (in memory: no REDIS_URL), a decoration
 * budget of 10 s (below), defaults for the rest (GraphQL Armor limits, CSRF prevention, metrics, circuit breakers, retries all on).
 */
export function gatewaySettings(sandbox: SandboxTarget, cache: boolean): GatewaySettings {
  const known = gatewaySettingNames();
  const wanted: [string, string, string | undefined, boolean | number | undefined][] = [
    ['GATEWAY_PORT', '0', 'port', 0],
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    ['SANDBOX_URL', sandbox.baseUrl, undefined, undefined],
    ['IDENTITY_URL', sandbox.identityUrl, undefined, undefined],
    ['GATEWAY_WORKERS', '1', 'workers', 1],
    ['LOG_LEVEL', 'warn', undefined, undefined],
    ['RESPONSE_CACHE_ENABLED', String(cache), 'responseCache.enabled', cache],
    ['RATE_LIMIT_PER_MINUTE', '0', 'rateLimit.perMinute', 0],
    ['PARTNER_RATE_LIMIT_PER_MINUTE', '0', 'rateLimit.partnerPerMinute', 0],
    // The full form is measured whole. At 64 connections the two shared cores queue the sandbox's promotion calls
    // past production's 200 ms budget for decorations, and the gateway then answers listings without promotions
    // (by design: an optional decoration must not hold a page), which the bench would count as differing answers.
    ['DECORATION_BUDGET_MS', '10000', 'upstreams.decorationBudgetMs', 10_000],
    // The bench reads /metrics (upstream calls per request) with this key; no load request sends it.
    ['PARTNER_API_KEYS', `bench:${BENCH_METRICS_KEY}`, undefined, undefined],
  ];
  const settings: GatewaySettings = { env: {}, patch: {}, notes: [] };
  for (const [name, value, path, patchValue] of wanted) {
    if (known.has(name)) settings.env[name] = value;
    else settings.notes.push(`${name} is not a gateway setting (config.ts)`);
    // Forced as well: the config object is what startGateway reads, whatever the variables are called.
    if (path && patchValue !== undefined) settings.patch[path] = patchValue;
  }
  return settings;
}

export async function startGatewayChild(
  name: string,
  sandbox: SandboxTarget,
  cache: boolean,
  nodeArgs: string[] = [],
  /** A bundle of bench/serve/gateway.ts built already (bundleServeScript; bench/startup.ts: another revision's). */
  bundled?: string,
  /** Another commit's bundled gateway, with the settings that commit's bench gives it (bench/baseline.ts). */
  built?: { file: string; cwd: string; settings: GatewaySettings },
): Promise<ChildTarget & { notes: string[] }> {
  const settings = built?.settings ?? gatewaySettings(sandbox, cache);
  // The Node flags a production worker gets from the primary (cluster.ts): its V8 heap limits.
  const workerFlags = workerNodeFlags(loadGatewayConfig(settings.env));
  const child = await startChild(name, 'gateway', {
    env: { BENCH_GATEWAY_ENV: JSON.stringify(settings.env), BENCH_GATEWAY_PATCH: JSON.stringify(settings.patch) },
    nodeArgs: [...workerFlags, ...nodeArgs],
    // As `npm start` runs it: the production build under plain node.
    bundle: true,
    ...(bundled ? { bundled } : {}),
    ...(built ? { built: { file: built.file, cwd: built.cwd } } : {}),
  });
  if (child.info.responseCache !== String(cache)) {
    await child.stop();
    throw new Error(`${name}: asked for response cache ${cache}, the gateway reports ${child.info.responseCache}`);
  }
  return {
    ...child,
    notes: [
      ...settings.notes,
      `The gateway runs with a production worker's Node flags (cluster.ts): ${workerFlags.join(' ') || 'none'}.`,
    ],
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: ROOT_DIR, env, timeout: timeoutMs, maxBuffer: 20_000_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stderr}\n${stdout}`));
        else resolve(stdout);
      },
    );
  });
}

/** Composes the supergraph with mesh-compose (bench/hive/mesh.config.ts) against the running sandbox. */
export async function composeSupergraph(sandbox: SandboxTarget): Promise<{ path: string; seconds: number }> {
  const path = join(tmpdir(), `cuida-bench-supergraph-${process.pid}.graphql`);
  const started = performance.now();
  await run(
    process.execPath,
    [
      join(ROOT_DIR, 'node_modules/@graphql-mesh/compose-cli/esm/bin.js'),
      '-c',
      'bench/hive/mesh.config.ts',
      '-o',
      path,
    ],
    cleanEnv({
      SANDBOX_URL: sandbox.baseUrl,
      ...(process.env.BENCH_HIVE_OPENAPI ? { BENCH_HIVE_OPENAPI: process.env.BENCH_HIVE_OPENAPI } : {}),
    }),
    120_000,
  );
  if (!existsSync(path)) throw new Error(`mesh-compose wrote no supergraph at ${path}`);
  return { path, seconds: (performance.now() - started) / 1000 };
}

/** Hive Gateway over the supergraph, with its JavaScript planner or Hive Router's Rust one. */
/** The bench's floor: a bare Node.js HTTP relay to the sandbox's commerce endpoint (bench/serve/relay.ts). */
export async function startRelayChild(sandbox: SandboxTarget): Promise<ChildTarget> {
  return startChild('relay', 'relay', { env: { BENCH_RELAY_UPSTREAM: sandbox.url } });
}

export async function startHiveChild(supergraph: string, planner: 'javascript' | 'rust'): Promise<ChildTarget> {
  return startChild(planner === 'rust' ? 'hive-gateway-rust' : 'hive-gateway', 'hive', {
    env: { BENCH_SUPERGRAPH: supergraph, BENCH_HIVE_PLANNER: planner },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// /proc readings (Linux): resident memory and CPU time of a process.

/** VmRSS and VmHWM of a process in bytes, or undefined where /proc is not available. */
export function memoryOf(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** User + system CPU time of a process in seconds (clock ticks of 1/100 s on Linux). */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state, field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Busy CPU time of the whole machine in seconds (every core; /proc/stat), to tell how much other processes used. */
export function machineBusySeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

/** Sum of every series of a Prometheus counter, or undefined when the gateway does not export it. */
export async function counter(metricsUrl: string | undefined, name: string): Promise<number | undefined> {
  if (!metricsUrl) return undefined;
  try {
    const text = await (await fetch(metricsUrl, { headers: { 'x-api-key': BENCH_METRICS_KEY } })).text();
    let total: number | undefined;
    for (const line of text.split('\n')) {
      if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) {
        total = (total ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
    return total;
  } catch {
    return undefined;
  }
}
