/**
 * `npm run bench`: throughput, latency and memory of this gateway against the commerce sandbox it fronts, Hive
 * Gateway over the same source, and itself with a warm response cache; then a CPU profile of the gateway under the
 * listing. Writes bench/RESULTS.md and bench/results.svg. Not part of `npm test` (it takes minutes and its numbers
 * depend on the machine).
 *
 * Environment: BENCH_DURATION (seconds measured per cell, default 5), BENCH_WARMUP (default 1), BENCH_CONNECTIONS
 * (default 1,16,64), BENCH_TARGETS (default direct,relay,gateway,hive,hive-router,gateway-cache; relay is a bare
 * Node.js HTTP relay to the sandbox, the floor of one Node.js process in the path; hive-router is Hive Gateway with
 * Hive Router's Rust query planner), BENCH_PROFILE=0 (skip the profile),
 * BENCH_QUIET_CORES / BENCH_QUIET_WAIT / BENCH_QUIET_BUDGET (before each cell, wait up to 15 s, 90 s in all, until
 * other jobs on the machine use at most 0.5 cores; BENCH_QUIET_WAIT=0 never waits),
 * BENCH_NODE_ENV (the targets' NODE_ENV, default production),
 * BENCH_HIVE_OPENAPI=0 (compose only the commerce source into Hive's supergraph, not the REST ones),
 * BENCH_PLACE_ORDERS / BENCH_PLACE_WARMUP (orders placed per placeOrder cell, and before it unmeasured: 200, 20),
 * BENCH_MIX=0 (skip the mixed workload), BENCH_MIX_RUNS (runs of each mixed-workload cell, default 3: the goals on
 * the mix show their median and range). Mixed-workload cells last BENCH_DURATION after BENCH_WARMUP, like the others. The results in docs/benchmark.md were run with BENCH_QUIET_WAIT=3 BENCH_QUIET_BUDGET=20.
 */
import { readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { REST_SERVICES } from '../gateway/src/config/upstreams';
import { failuresOf, type LoadOptions, type LoadResult, measure, waitForQuiet, warmUp } from './load';
import { buildMix, checkedMixAnswers, type Mix, mixCellOptions } from './mixed';
import { buildOperations, type Form, type Operation, type OperationId, postGraphQL, requestBody } from './operations';
import { type CpuProfile, summariseProfile } from './profile-summary';
import { type Cell, type RunReport, TARGET_LABELS, type TargetId, writeReport } from './report';
import {
  BENCH_DIR,
  type ChildTarget,
  composeSupergraph,
  counter,
  killChildren,
  ROOT_DIR,
  type SandboxTarget,
  startGatewayChild,
  startHiveChild,
  startRelayChild,
  startSandboxChild,
} from './targets';

function versionOf(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT_DIR, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '?';
  }
}

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds`);
  return value;
};
const DURATION = numberFrom('BENCH_DURATION', 5);
const WARMUP = numberFrom('BENCH_WARMUP', 1);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map((value) => Number(value.trim()));
const TARGETS = (process.env.BENCH_TARGETS ?? 'direct,relay,gateway,hive,hive-router,gateway-cache')
  .split(',')
  .map((value) => value.trim());
const PROFILE = process.env.BENCH_PROFILE !== '0';
/** placeOrder cells send a fixed number of requests (each places an order on its own checkout), after a warm-up. */
const PLACE_ORDERS = numberFrom('BENCH_PLACE_ORDERS', 200);
const PLACE_WARMUP = numberFrom('BENCH_PLACE_WARMUP', 20);
/** Before each cell, wait (up to BENCH_QUIET_WAIT s, BENCH_QUIET_BUDGET s in all) for other jobs to use ≤ BENCH_QUIET_CORES. */
const QUIET_CORES = numberFrom('BENCH_QUIET_CORES', 0.5);
const QUIET_WAIT = numberFrom('BENCH_QUIET_WAIT', 15);
let quietBudget = numberFrom('BENCH_QUIET_BUDGET', 90);
const PROFILE_FILE = join(BENCH_DIR, 'gateway-listing.cpuprofile');

const started = Date.now();
const loadAtStart = loadavg();
const say = (text: string) => console.log(`[bench] ${text}`);
const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${Math.round(bytes / 1024 / 1024)} MB`);

/** Mixed-workload cells: timed like the others (every answer checked), each run MIX_RUNS times. */
const MIX = process.env.BENCH_MIX !== '0';
const MIX_RUNS = Math.max(1, Math.round(numberFrom('BENCH_MIX_RUNS', 3)));
const MIX_PLAN: Record<TargetId, ['mix' | 'mix-orders', Form][]> = {
  direct: [['mix', 'commerce']],
  relay: [['mix', 'commerce']],
  gateway: [
    ['mix', 'full'],
    ['mix', 'commerce'],
    ['mix-orders', 'full'],
  ],
  hive: [['mix', 'commerce']],
  'hive-router': [['mix', 'commerce']],
  'gateway-cache': [],
};

/** A gateway worker is ready this soon after it starts (a replica joins, a crashed worker is replaced). */
const STARTUP_GOAL_SECONDS = 3;

/** What each target runs: operation and form. */
const PLAN: Record<TargetId, [OperationId, Form][]> = {
  direct: [
    ['listing', 'commerce'],
    ['detail', 'commerce'],
  ],
  relay: [
    ['listing', 'commerce'],
    ['detail', 'commerce'],
  ],
  gateway: [
    ['listing', 'full'],
    ['listing', 'commerce'],
    ['detail', 'full'],
    ['detail', 'commerce'],
    ['evaluate', 'full'],
    ['place', 'full'],
  ],
  hive: [
    ['listing', 'commerce'],
    ['detail', 'commerce'],
  ],
  'hive-router': [
    ['listing', 'commerce'],
    ['detail', 'commerce'],
  ],
  'gateway-cache': [
    ['listing', 'full'],
    ['listing', 'commerce'],
    ['detail', 'full'],
    ['detail', 'commerce'],
  ],
};

interface Serving {
  url: string;
  pid: number;
  /** Gateway children: /metrics and the warnings they logged. */
  child?: ChildTarget;
  metricsUrl?: string;
  stop(): Promise<void>;
}

/** One answer, checked: 200, no errors, complete; and the same bytes twice (what every answer must then equal). */
async function checkedAnswer(target: TargetId, serving: Serving, operation: Operation, form: Form): Promise<string> {
  const query = operation.forms[form] as string;
  const first = await postGraphQL(serving.url, query, operation.variables);
  const problem =
    first.status !== 200
      ? `status ${first.status}`
      : first.answer.errors?.length
        ? `errors ${JSON.stringify(first.answer.errors).slice(0, 400)}`
        : !first.answer.data
          ? 'no data'
          : '';
  if (problem) throw new Error(`${target} · ${operation.id} (${form}): ${problem}`);
  operation.check(first.answer.data as Record<string, unknown>);
  const second = await postGraphQL(serving.url, query, operation.variables);
  if (second.text !== first.text) {
    throw new Error(
      `${target} · ${operation.id} (${form}): two answers differ, so answers cannot be checked byte for byte`,
    );
  }
  return second.text;
}

async function startTarget(target: TargetId, sandbox: SandboxTarget, notes: string[]): Promise<Serving> {
  if (target === 'direct') return { url: sandbox.url, pid: sandbox.pid, stop: async () => {} };
  if (target === 'relay') {
    const relay = await startRelayChild(sandbox);
    notes.push(
      'The bare Node.js relay (bench/serve/relay.ts) reads each request whole, sends it to the sandbox over a kept-alive connection and writes the answer back: no GraphQL. What it adds over direct is the floor of any gateway running on Node on this machine.',
    );
    return { url: relay.url, pid: relay.pid, child: relay, stop: () => relay.stop() };
  }
  if (target === 'hive' || target === 'hive-router') {
    say('composing the supergraph with mesh-compose (bench/hive/mesh.config.ts) …');
    const supergraph = await composeSupergraph(sandbox);
    say(`composed in ${supergraph.seconds.toFixed(1)} s; starting ${TARGET_LABELS[target]} …`);
    notes.push(
      target === 'hive'
        ? `Hive Gateway ${versionOf('@graphql-hive/gateway')} (\`createGatewayRuntime\`, one process, default plugins) over a supergraph composed by @graphql-mesh/compose-cli ${versionOf('@graphql-mesh/compose-cli')} from bench/hive/mesh.config.ts: commerce (schema/commerce.graphql at the sandbox's endpoint)${process.env.BENCH_HIVE_OPENAPI === '0' ? '' : ` and the ${REST_SERVICES.join(', ')} OpenAPI documents (prefixed; no bench operation uses them)`}; composed in ${supergraph.seconds.toFixed(1)} s.`
        : `Hive Gateway with Hive Router's Rust query planner: the same runtime and supergraph, with \`unifiedGraphHandler\` from @graphql-hive/router-runtime ${versionOf('@graphql-hive/router-runtime')} (native planner from @graphql-hive/router-query-planner ${versionOf('@graphql-hive/router-query-planner')}).`,
    );
    const hive = await startHiveChild(supergraph.path, target === 'hive' ? 'javascript' : 'rust').catch(
      (error: unknown) => {
        rmSync(supergraph.path, { force: true });
        throw error;
      },
    );
    return {
      url: hive.url,
      pid: hive.pid,
      child: hive,
      stop: async () => {
        await hive.stop();
        rmSync(supergraph.path, { force: true });
      },
    };
  }
  const cache = target === 'gateway-cache';
  const gateway = await startGatewayChild(target, sandbox, cache);
  for (const note of gateway.notes) if (!notes.includes(note)) notes.push(note);
  const startup = gateway.startupMs / 1000;
  notes.push(
    `${TARGET_LABELS[target]} started in ${startup.toFixed(2)} s, from spawning the process to ready (schema built, port listening; goal ≤ ${STARTUP_GOAL_SECONDS} s: ${startup <= STARTUP_GOAL_SECONDS ? 'met' : 'not met'}).`,
  );
  return {
    url: gateway.url,
    pid: gateway.pid,
    child: gateway,
    metricsUrl: gateway.url.replace(/\/graphql$/, '/metrics'),
    stop: () => gateway.stop(),
  };
}

async function runTarget(
  target: TargetId,
  sandbox: SandboxTarget,
  operations: Operation[],
  cells: Cell[],
  notes: string[],
  mix: Mix | undefined,
): Promise<void> {
  say(`starting ${TARGET_LABELS[target]} …`);
  let serving: Serving;
  try {
    serving = await startTarget(target, sandbox, notes);
  } catch (error) {
    // Hive Gateway is a comparison, not the product: without it the rest of the run still says something.
    if (target !== 'hive' && target !== 'hive-router') throw error;
    const message = error instanceof Error ? error.message : String(error);
    say(`${TARGET_LABELS[target]} could not be started, going on without it: ${message.slice(0, 2000)}`);
    notes.push(`${TARGET_LABELS[target]} could not be started in this run: ${message.split('\n')[0]}`);
    return;
  }
  try {
    for (const [operationId, form] of PLAN[target]) {
      const operation = operations.find((item) => item.id === operationId);
      if (!operation?.forms[form]) continue;
      for (const connections of CONNECTIONS) {
        const label = `${target} · ${operation.id}${form === 'commerce' ? ' (commerce-only)' : ''} · ${connections} conns`;
        const common = {
          url: serving.url,
          connections,
          durationSeconds: DURATION,
          warmupSeconds: WARMUP,
          servingPid: serving.pid,
          ...(serving.pid !== sandbox.pid ? { upstreamPid: sandbox.pid } : {}),
        };
        let options: LoadOptions;
        if (operation.unique) {
          // Every request places another order: checkouts made beforehand, every answer checked on its own.
          const unique = operation.unique;
          // autocannon sends at least one request per connection.
          const amount = Math.max(PLACE_ORDERS, connections);
          const warmupAmount = PLACE_WARMUP > 0 ? Math.max(PLACE_WARMUP, connections) : 0;
          await unique.prepare(1 + warmupAmount + amount);
          const first = await fetch(serving.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: unique.nextBody(),
          });
          const problem = unique.check(first.status, await first.text());
          if (problem) throw new Error(`${target} · ${operation.id}: ${problem}`);
          options = {
            ...common,
            body: '{}',
            nextBody: () => unique.nextBody(),
            check: unique.check,
            amount,
            warmupAmount,
          };
        } else {
          // Checked before every cell: for the warm cache this also fills the entry again (60 s TTL).
          const expectBody = await checkedAnswer(target, serving, operation, form);
          options = { ...common, body: requestBody(operation, form), expectBody };
        }
        await runCell({ target, serving, sandbox, label, operation: operation.id, form, options, cells, notes });
      }
    }
    /** Answers per second of each mix cell without orders, to size the orders prepared for the cell with them. */
    const mixRate = new Map<string, number>();
    for (const [operationId, form] of mix ? MIX_PLAN[target] : []) {
      if (!mix) break;
      const withOrders = operationId === 'mix-orders';
      const place = operations.find((item) => item.id === 'place')?.unique;
      // Asked once per target and form (nothing changes the answers between these cells: orders come last).
      say(`checking the ${form} mix's answers …`);
      const expected = await checkedMixAnswers(serving.url, form, mix.sequence(withOrders));
      for (const connections of CONNECTIONS) {
        for (let run = 1; run <= MIX_RUNS; run += 1) {
          const label = `${target} · ${operationId}${form === 'commerce' ? ' (commerce-only)' : ''} · ${connections} conns${MIX_RUNS > 1 ? ` · run ${run}` : ''}`;
          // Orders to prepare for a timed cell with placeOrder: from the rate of the same cell without orders (or a
          // generous guess), with room to spare; running out fails the cell rather than measuring something else.
          const seen = mixRate.get(`${target}:${form}:${connections}`);
          const rate = seen ?? 400;
          const options = await mixCellOptions(
            {
              serving,
              ...(serving.pid !== sandbox.pid ? { upstream: sandbox } : {}),
              connections,
              durationSeconds: DURATION,
              warmupSeconds: WARMUP,
            },
            {
              form,
              expected,
              sequence: mix.sequence(withOrders),
              ...(place ? { place } : {}),
              total: Math.ceil(rate * (DURATION + WARMUP) * 1.5) + connections,
            },
          );
          const cell = await runCell({
            target,
            serving,
            sandbox,
            label,
            operation: operationId,
            form,
            options,
            cells,
            notes,
            ...(MIX_RUNS > 1 ? { run } : {}),
          });
          if (!withOrders) mixRate.set(`${target}:${form}:${connections}`, Math.max(seen ?? 0, cell.rps));
        }
      }
    }
  } finally {
    await serving.stop();
  }
}

/** One measured cell: waits for a quiet machine, warms up, measures, checks warnings and failures, records it. */
async function runCell(spec: {
  target: TargetId;
  serving: Serving;
  sandbox: SandboxTarget;
  label: string;
  operation: OperationId;
  form: Form;
  options: LoadOptions;
  cells: Cell[];
  notes: string[];
  run?: number;
}): Promise<Cell> {
  const { target, serving, sandbox, label, form, options, cells, notes } = spec;
  process.stdout.write(`[bench] ${label} …`);
  if (quietBudget > 0 && QUIET_WAIT > 0) {
    const quiet = await waitForQuiet({
      pids: [serving.pid, sandbox.pid],
      cores: QUIET_CORES,
      maxSeconds: Math.min(QUIET_WAIT, quietBudget),
    });
    if (quiet.waited > 1.5) {
      quietBudget -= quiet.waited;
      process.stdout.write(
        ` (waited ${quiet.waited.toFixed(0)} s for other jobs: they use ${quiet.others?.toFixed(2) ?? '?'} cores)`,
      );
    }
  }
  const warningsBefore = (await serving.child?.warnings())?.count ?? 0;
  const sandboxWarningsBefore = (await sandbox.warnings()).count;
  await warmUp(options);
  const upstreamBefore = await counter(serving.metricsUrl, 'cuida_gateway_upstream_requests_total');
  const hitsBefore = await counter(serving.metricsUrl, 'cuida_gateway_response_cache_hits_total');
  const result: LoadResult = await measure(options);
  const upstreamAfter = await counter(serving.metricsUrl, 'cuida_gateway_upstream_requests_total');
  const hitsAfter = await counter(serving.metricsUrl, 'cuida_gateway_response_cache_hits_total');
  const warnings = await serving.child?.warnings();
  const sandboxWarnings = await sandbox.warnings();
  console.log(
    ` ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, RSS ${mb(result.peakRss)}, ` +
      `CPU ${result.servingCpu?.toFixed(2) ?? '?'} + sandbox ${result.upstreamCpu?.toFixed(2) ?? '—'}, others ${result.otherCpu?.toFixed(2) ?? '?'}`,
  );
  const failures = [
    failuresOf(result),
    warnings && warnings.count > warningsBefore
      ? `${warnings.count - warningsBefore} warnings logged by the target, last: ${warnings.last}`
      : '',
    sandboxWarnings.count > sandboxWarningsBefore ? `sandbox logged failures, last: ${sandboxWarnings.last}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (failures) {
    const log = serving.child?.logFile ?? sandbox.logFile;
    throw new Error(`${label}: ${failures} (log: ${log})`);
  }
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before !== undefined && after !== undefined && result.requests > 0 ? (after - before) / result.requests : undefined;
  const hits = perRequest(hitsBefore, hitsAfter);
  if (target === 'gateway-cache' && hits !== undefined && hits < 0.99) {
    notes.push(`${label}: only ${(hits * 100).toFixed(0)} % of the requests were answered from the cache.`);
  }
  const cell: Cell = {
    target,
    operation: spec.operation,
    form,
    ...result,
    upstreamCallsPerRequest: perRequest(upstreamBefore, upstreamAfter),
    cacheHitsPerRequest: hits,
    heapUsed: warnings?.heapUsed,
    ...(spec.run ? { run: spec.run } : {}),
  };
  cells.push(cell);
  return cell;
}

/** The gateway again, under `node --cpu-prof`, serving the listing at 16 connections. */
async function profileGateway(
  sandbox: SandboxTarget,
  operations: Operation[],
): Promise<RunReport['profile'] | undefined> {
  const listing = operations.find((operation) => operation.id === 'listing');
  if (!listing) return undefined;
  say('profiling the gateway (node --cpu-prof) under the listing at 16 connections …');
  const stamp = Date.now();
  const gateway = await startGatewayChild('gateway-profile', sandbox, false, [
    '--cpu-prof',
    `--cpu-prof-dir=${BENCH_DIR}`,
  ]);
  const serving: Serving = { url: gateway.url, pid: gateway.pid, child: gateway, stop: () => gateway.stop() };
  let result: LoadResult;
  let window: { fromUs: number; toUs: number } | undefined;
  try {
    const expectBody = await checkedAnswer('gateway', serving, listing, 'full');
    const options = {
      url: gateway.url,
      body: requestBody(listing, 'full'),
      expectBody,
      connections: 16,
      durationSeconds: Math.max(DURATION, 5),
      warmupSeconds: WARMUP,
      servingPid: gateway.pid,
      upstreamPid: sandbox.pid,
    };
    await warmUp(options);
    const fromUs = await gateway.mark();
    result = await measure(options);
    const toUs = await gateway.mark();
    if (fromUs !== undefined && toUs !== undefined) window = { fromUs, toUs };
  } finally {
    await gateway.stop();
  }
  const failures = failuresOf(result);
  if (failures) throw new Error(`profiled gateway: ${failures}`);
  // One profile per thread of the child; the main thread's is the largest.
  const written = readdirSync(BENCH_DIR)
    .filter((name) => name.endsWith('.cpuprofile') && name.includes(`.${gateway.pid}.`))
    .map((name) => join(BENCH_DIR, name))
    .filter((path) => statSync(path).mtimeMs >= stamp - 1000)
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const main = written[0];
  if (!main) throw new Error('the profiled gateway wrote no .cpuprofile');
  renameSync(main, PROFILE_FILE);
  for (const other of written.slice(1)) unlinkSync(other);
  say(`profile: ${Math.round(result.rps)} req/s under the profiler; written to ${PROFILE_FILE}`);
  return {
    summary: summariseProfile(JSON.parse(readFileSync(PROFILE_FILE, 'utf8')) as CpuProfile, window),
    rps: result.rps,
    seconds: result.seconds,
    gatewayCpu: result.servingCpu,
    otherCpu: result.otherCpu,
  };
}

async function main() {
  for (const target of TARGETS) {
    if (!(target in PLAN))
      throw new Error(`unknown target ${target} in BENCH_TARGETS (${Object.keys(PLAN).join(', ')})`);
  }
  const cores = availableParallelism();
  if (loadAtStart[0] !== undefined && loadAtStart[0] > cores / 2) {
    say(`note: load average ${loadAtStart[0].toFixed(1)} on ${cores} cores: other work will skew the numbers`);
  }
  say(
    `${DURATION} s per cell after ${WARMUP} s of warm-up, connections ${CONNECTIONS.join('/')}, targets ${TARGETS.join(', ')}`,
  );
  say('starting the sandbox (in-memory PGlite, no faults) …');
  const sandbox = await startSandboxChild();
  const cells: Cell[] = [];
  const notes: string[] = [];
  let profile: RunReport['profile'];
  let fixtures: string[] = [];
  try {
    say(`sandbox at ${sandbox.baseUrl} (pid ${sandbox.pid}); reading fixtures …`);
    const built = await buildOperations(sandbox.url);
    fixtures = built.fixtures;
    for (const fixture of fixtures) say(`  ${fixture}`);
    notes.push(
      `autocannon ${versionOf('autocannon')} in the parent process; targets run by \`node --import tsx\` as \`npm start\` runs them. The gateway's commerce executor (@graphql-tools/executor-http) merges identical commerce queries in flight, so under concurrent identical requests it makes fewer upstream calls than it answers (column "upstream calls / req"); the REST calls for promotions are POSTs and are not merged.`,
    );
    const mix = MIX ? await buildMix(sandbox.url) : undefined;
    if (mix) {
      fixtures.push(mix.description);
      say(`  ${mix.description}`);
    }
    for (const target of TARGETS as TargetId[]) {
      await runTarget(target, sandbox, built.operations, cells, notes, mix);
    }
    if (PROFILE) profile = await profileGateway(sandbox, built.operations);
  } finally {
    await sandbox.stop();
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const written = writeReport({
    date: new Date(),
    machine: `${availableParallelism()} cores (${cpu}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${process.platform}`,
    settings: {
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      connections: CONNECTIONS,
      placeOrders: { amount: PLACE_ORDERS, warmup: PLACE_WARMUP },
      mixRuns: MIX_RUNS,
    },
    fixtures,
    cells,
    notes,
    profile,
    elapsedSeconds: (Date.now() - started) / 1000,
    loadAverage: { start: loadAtStart, end: loadavg() },
    nodeEnv: process.env.BENCH_NODE_ENV ?? 'production',
  });
  say(`wrote ${written.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
}

const interrupt = () => {
  killChildren();
  process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

main().catch((error: unknown) => {
  console.error(`\n[bench] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  killChildren();
  process.exit(1);
});
