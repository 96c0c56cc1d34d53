/**
 * Writes what a bench run measured: bench/RESULTS.md (a table per operation, the benchmark's goals as ratios marked
 * met / not met, the profile's summary), bench/results.svg (throughput per target and operation at 16 connections,
 * a hand-written bar chart) and bench/results.json (the raw cells, not committed; `npx tsx bench/report.ts` renders
 * the first two again from it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadResult } from './load';
import type { Form, OperationId } from './operations';
import { type ProfileSummary, profileMarkdown } from './profile-summary';
import { storefrontSectionOf, withStorefrontSection } from './storefront-report';
import { BENCH_DIR } from './targets';

export type TargetId = 'direct' | 'relay' | 'gateway' | 'hive' | 'hive-router' | 'gateway-cache';

export const TARGET_LABELS: Record<TargetId, string> = {
  direct: 'commerce sandbox, direct',
  relay: 'bare Node.js relay (no GraphQL)',
  gateway: 'Cuida gateway (cache off)',
  hive: 'Hive Gateway',
  'hive-router': 'Hive Gateway, Rust query planner',
  'gateway-cache': 'Cuida gateway, warm response cache',
};

export const OPERATION_LABELS: Record<OperationId, string> = {
  listing: 'Category listing (24 products), one body per cell',
  detail: 'Product detail, one body per cell',
  evaluate: 'Promotion evaluation (5-line cart), one body per cell',
  place: 'Place an order (placeOrder)',
  mix: 'Mixed workload (shopper sessions: listings, details, category pages, carts)',
  'mix-orders': 'Mixed workload with orders (1 placeOrder per 40 requests)',
};

export interface Cell extends LoadResult {
  target: TargetId;
  operation: OperationId;
  form: Form;
  /** Gateway only, from its /metrics: upstream HTTP calls and response-cache hits per request. */
  upstreamCallsPerRequest: number | undefined;
  cacheHitsPerRequest: number | undefined;
  /** V8 heap in use right after the cell (targets that report it), bytes. */
  heapUsed: number | undefined;
  /** Mixed-workload cells are run several times (BENCH_MIX_RUNS): which run this is, from 1. */
  run?: number;
}

export interface RunReport {
  date: Date;
  machine: string;
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number[];
    /** placeOrder cells: orders placed per cell, and before it unmeasured. */
    placeOrders?: { amount: number; warmup: number };
    /** Runs of each mixed-workload cell (the goals on the mix show their median and range). */
    mixRuns?: number;
  };
  fixtures: string[];
  cells: Cell[];
  notes: string[];
  profile:
    | {
        summary: ProfileSummary;
        rps: number;
        seconds: number;
        gatewayCpu: number | undefined;
        otherCpu: number | undefined;
      }
    | undefined;
  elapsedSeconds: number;
  nodeEnv: string;
  /** os.loadavg() when the run started and ended: other work on the machine. */
  loadAverage: { start: number[]; end: number[] };
}

/** The benchmark's targets. */
export const GOALS = {
  hiveThroughput: 2,
  hiveP99: 0.5,
  /** CPU per answer of the full form ÷ the commerce-only form (gateway). */
  fullVsCommerceCpu: 1.5,
  /** Mean latency over direct at one connection, ms. */
  overheadMs: 0.5,
  passThroughCost: 0.25,
  cacheVsDirect: 5,
  rssPerWorkerMb: 250,
};

const MIX_NOTE =
  'for the same duration, request after request in a shopper-session sequence (bench/mixed.ts: many different listings, details, category pages and carts, placeOrder in the mix-orders cells), each cell run several times (the goals show the median and the range of the runs),';

const formLabel = (form: Form) => (form === 'full' ? 'full (with gateway extensions)' : 'commerce-only');
const fixed = (value: number | undefined, digits = 0) => (value === undefined ? '—' : value.toFixed(digits));
/** autocannon records whole milliseconds: 0 means under one. */
const ms = (value: number) => (value === 0 ? '<1' : value >= 10 ? value.toFixed(0) : value.toFixed(1));
const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 1024 / 1024).toFixed(0));
/** CPU time of the serving process per answer: steadier than req/s when other jobs share the machine. */
const cpuPerRequest = (cell: Cell) =>
  cell.servingCpu !== undefined && cell.rps > 0 ? ((cell.servingCpu / cell.rps) * 1000).toFixed(2) : '—';
const mark = (ok: boolean) => (ok ? '✅' : '❌');
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

function find(cells: Cell[], target: TargetId, operation: OperationId, form: Form, connections: number) {
  return cells.find(
    (cell) =>
      cell.target === target && cell.operation === operation && cell.form === form && cell.connections === connections,
  );
}

/** Every run of a cell (mixed-workload cells run several times), in run order. */
function runsOf(cells: Cell[], target: TargetId, operation: OperationId, form: Form, connections: number): Cell[] {
  return cells
    .filter(
      (cell) =>
        cell.target === target &&
        cell.operation === operation &&
        cell.form === form &&
        cell.connections === connections,
    )
    .sort((a, b) => (a.run ?? 1) - (b.run ?? 1));
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * A ratio between two targets' runs of the same cell, run k against run k (the runs of one target come one after
 * another, so pairing them in order compares what ran closest in time): the median and, with several runs, the range.
 */
function pairedRatio(
  a: Cell[],
  b: Cell[],
  value: (cell: Cell) => number | undefined,
): { median: number; min: number; max: number; runs: number } | undefined {
  const ratios: number[] = [];
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const top = value(a[index] as Cell);
    const bottom = value(b[index] as Cell);
    if (top !== undefined && bottom !== undefined && bottom > 0) ratios.push(top / bottom);
  }
  if (ratios.length === 0) return undefined;
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), runs: ratios.length };
}

/** Mean latency of each run of `cells` over the run of `direct` made in the same position, ms. */
const latencyOver = (cells: Cell[], direct: Cell[]) =>
  cells.slice(0, direct.length).map((cell, index) => cell.meanLatency - (direct[index] as Cell).meanLatency);

/** The range of several runs' latency differences, for the goals table. */
const range = (overheads: number[]) =>
  overheads.length > 1
    ? ` (${signed(Math.min(...overheads), 2)}…${signed(Math.max(...overheads), 2)}, ${overheads.length} runs)`
    : '';

const spread = (ratio: { min: number; max: number; runs: number }, digits = 2) =>
  ratio.runs > 1 ? ` (${ratio.min.toFixed(digits)}–${ratio.max.toFixed(digits)}, ${ratio.runs} runs)` : '';

function operationTable(cells: Cell[], operation: OperationId): string {
  const rows = cells.filter((cell) => cell.operation === operation);
  const order: TargetId[] = ['direct', 'relay', 'gateway', 'hive', 'hive-router', 'gateway-cache'];
  rows.sort(
    (a, b) =>
      order.indexOf(a.target) - order.indexOf(b.target) ||
      (a.form === b.form ? 0 : a.form === 'full' ? -1 : 1) ||
      a.connections - b.connections ||
      (a.run ?? 1) - (b.run ?? 1),
  );
  const lines = [
    '| target | form | conns | req/s | CPU ms / req | mean ms | p50 ms | p99 ms | errors | peak RSS MB (heap after) | CPU cores: target / sandbox / autocannon / others | upstream calls / req | KB / answer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const cell of rows) {
    const errors = cell.errors + cell.non2xx + cell.mismatches;
    const cpu = [
      fixed(cell.servingCpu, 2),
      cell.target === 'direct' ? '(same)' : fixed(cell.upstreamCpu, 2),
      fixed(cell.loadGeneratorCpu, 2),
      `${fixed(cell.otherCpu, 2)}${(cell.otherCpu ?? 0) > 0.5 ? ' ⚠' : ''}`,
    ].join(' / ');
    lines.push(
      `| ${TARGET_LABELS[cell.target]}${cell.run ? ` (run ${cell.run})` : ''} | ${formLabel(cell.form)} | ${cell.connections} | ${fixed(cell.rps)} | ${cpuPerRequest(cell)} | ${cell.meanLatency.toFixed(1)} | ${ms(cell.p50)} | ${ms(cell.p99)} | ${errors} | ${mb(cell.peakRss)}${cell.heapUsed !== undefined ? ` (${mb(cell.heapUsed)})` : ''} | ${cpu} | ${fixed(cell.upstreamCallsPerRequest, 2)} | ${(cell.bytesPerRequest / 1024).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

interface GoalRow {
  goal: string;
  perConnections: Map<number, { text: string; ok: boolean } | undefined>;
}

const cpuMs = (cell: Cell | undefined) =>
  cell?.servingCpu !== undefined && cell.rps > 0 ? (cell.servingCpu / cell.rps) * 1000 : undefined;

function goalRows(report: RunReport): GoalRow[] {
  const { cells } = report;
  const levels = report.settings.connections;
  const rows: GoalRow[] = [];
  const row = (goal: string, at: (connections: number) => { text: string; ok: boolean } | undefined) => {
    const perConnections = new Map(levels.map((connections) => [connections, at(connections)]));
    if ([...perConnections.values()].some(Boolean)) rows.push({ goal, perConnections });
  };
  // The full form's CPU close to the commerce-only form's, the mix first.
  for (const operation of ['mix', 'listing', 'detail'] as const) {
    const name = OPERATION_LABELS[operation].toLowerCase();
    row(`Full ÷ commerce-only CPU per answer (gateway), ${name} (≤ ${GOALS.fullVsCommerceCpu}×)`, (connections) => {
      const full = runsOf(cells, 'gateway', operation, 'full', connections);
      const commerce = runsOf(cells, 'gateway', operation, 'commerce', connections);
      const ratio = pairedRatio(full, commerce, cpuMs);
      if (!ratio) return undefined;
      const fullMs = median(full.map((cell) => cpuMs(cell) ?? 0));
      const commerceMs = median(commerce.map((cell) => cpuMs(cell) ?? 0));
      return {
        text: `${ratio.median.toFixed(2)}×${spread(ratio)} (${fullMs.toFixed(2)} vs ${commerceMs.toFixed(2)} ms)`,
        ok: ratio.median <= GOALS.fullVsCommerceCpu,
      };
    });
  }
  for (const operation of ['mix', 'listing', 'detail'] as const) {
    const name = OPERATION_LABELS[operation].toLowerCase();
    row(
      `Gateway's mean latency over direct at 1 connection, ${name}, commerce-only (≤ +${GOALS.overheadMs} ms)`,
      (connections) => {
        if (connections !== 1) return undefined;
        const gateway = runsOf(cells, 'gateway', operation, 'commerce', connections);
        const direct = runsOf(cells, 'direct', operation, 'commerce', connections);
        const overheads = latencyOver(gateway, direct);
        if (overheads.length === 0) return undefined;
        const overhead = median(overheads);
        // The floor beside it: what a bare Node.js relay in the same place adds (bench/serve/relay.ts).
        const relay = latencyOver(runsOf(cells, 'relay', operation, 'commerce', connections), direct);
        const floor = relay.length > 0 ? `; a bare Node.js relay ${signed(median(relay), 2)} ms${range(relay)}` : '';
        return {
          text: `${signed(overhead, 2)} ms${range(overheads)} (${median(gateway.map((cell) => cell.meanLatency)).toFixed(2)} vs ${median(direct.map((cell) => cell.meanLatency)).toFixed(2)})${floor}`,
          ok: overhead <= GOALS.overheadMs,
        };
      },
    );
  }
  for (const peer of ['hive', 'hive-router'] as const) {
    for (const operation of ['mix', 'listing', 'detail'] as const) {
      const name = OPERATION_LABELS[operation].toLowerCase();
      row(
        `Gateway ÷ ${TARGET_LABELS[peer]} throughput, ${name}, commerce-only (≥ ${GOALS.hiveThroughput}×)`,
        (connections) => {
          // At one connection throughput is only the inverse of latency: the latency goals judge it.
          if (connections === 1 && operation === 'mix') return undefined;
          const ratio = pairedRatio(
            runsOf(cells, 'gateway', operation, 'commerce', connections),
            runsOf(cells, peer, operation, 'commerce', connections),
            (cell) => cell.rps,
          );
          if (!ratio) return undefined;
          return { text: `${ratio.median.toFixed(2)}×${spread(ratio)}`, ok: ratio.median >= GOALS.hiveThroughput };
        },
      );
      row(
        `Gateway ÷ ${TARGET_LABELS[peer]} p99 latency, ${name}, commerce-only (≤ ${GOALS.hiveP99}×)`,
        (connections) => {
          const gateway = runsOf(cells, 'gateway', operation, 'commerce', connections);
          const other = runsOf(cells, peer, operation, 'commerce', connections);
          // autocannon's percentiles are whole milliseconds: under one, 1 ms stands for the bound.
          const ratio = pairedRatio(gateway, other, (cell) => Math.max(cell.p99, 1));
          if (!ratio) return undefined;
          const p99 = (runs: Cell[]) => ms(median(runs.map((cell) => cell.p99)));
          return {
            text: `${ratio.median.toFixed(2)}×${spread(ratio)} (${p99(gateway)} vs ${p99(other)} ms)`,
            ok: ratio.median <= GOALS.hiveP99,
          };
        },
      );
    }
  }
  for (const operation of ['listing', 'detail'] as const) {
    const name = OPERATION_LABELS[operation].toLowerCase();
    row(
      `Pass-through cost, ${name}, commerce-only: direct ÷ gateway throughput; latency overhead (≤ ${GOALS.passThroughCost * 100} % each)`,
      (connections) => {
        const gateway = find(cells, 'gateway', operation, 'commerce', connections);
        const direct = find(cells, 'direct', operation, 'commerce', connections);
        if (!gateway || !direct) return undefined;
        const ratio = direct.rps / gateway.rps;
        const cost = 1 - gateway.rps / direct.rps;
        // Mean latency: autocannon's percentiles are whole milliseconds, too coarse for a few milliseconds of overhead.
        const overhead = gateway.meanLatency - direct.meanLatency;
        const relative = direct.meanLatency > 0 ? overhead / direct.meanLatency : 0;
        return {
          text: `${ratio.toFixed(2)}× (cost ${(cost * 100).toFixed(0)} %); mean latency ${signed(overhead, 1)} ms (${signed(relative * 100, 0)} %)`,
          ok: cost <= GOALS.passThroughCost && relative <= GOALS.passThroughCost,
        };
      },
    );
  }
  for (const operation of ['listing', 'detail'] as const) {
    const name = OPERATION_LABELS[operation].toLowerCase();
    row(`Warm cache ÷ direct throughput, ${name}, commerce-only (≥ ${GOALS.cacheVsDirect}×)`, (connections) => {
      const cached = find(cells, 'gateway-cache', operation, 'commerce', connections);
      const direct = find(cells, 'direct', operation, 'commerce', connections);
      if (!cached || !direct) return undefined;
      const ratio = cached.rps / direct.rps;
      return { text: `${ratio.toFixed(1)}×`, ok: ratio >= GOALS.cacheVsDirect };
    });
    row(
      `Warm cache (full form) ÷ direct (commerce-only) throughput, ${name} (≥ ${GOALS.cacheVsDirect}×)`,
      (connections) => {
        const cached = find(cells, 'gateway-cache', operation, 'full', connections);
        const direct = find(cells, 'direct', operation, 'commerce', connections);
        if (!cached || !direct) return undefined;
        const ratio = cached.rps / direct.rps;
        return { text: `${ratio.toFixed(1)}×`, ok: ratio >= GOALS.cacheVsDirect };
      },
    );
  }
  row(
    `Gateway peak RSS per worker under load, any operation, cache off or on (≤ ${GOALS.rssPerWorkerMb} MB)`,
    (connections) => {
      const peaks = cells
        .filter(
          (cell) => (cell.target === 'gateway' || cell.target === 'gateway-cache') && cell.connections === connections,
        )
        .map((cell) => cell.peakRss ?? 0);
      if (peaks.length === 0) return undefined;
      const peak = Math.max(...peaks) / 1024 / 1024;
      return { text: `${peak.toFixed(0)} MB`, ok: peak <= GOALS.rssPerWorkerMb };
    },
  );
  return rows;
}

function goalsTable(report: RunReport): string {
  const levels = report.settings.connections;
  const lines = [
    `| goal | ${levels.map((connections) => `${connections} conn${connections === 1 ? '' : 's'}`).join(' | ')} | verdict |`,
    `| --- | ${levels.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const row of goalRows(report)) {
    const measured = [...row.perConnections.values()].filter((value) => value !== undefined);
    const met = measured.filter((value) => value.ok).length;
    const verdict =
      met === measured.length
        ? 'met'
        : met === 0
          ? 'not met'
          : `not met (met at ${[...row.perConnections]
              .filter(([, value]) => value?.ok)
              .map(([connections]) => connections)
              .join(', ')} conns)`;
    lines.push(
      `| ${row.goal} | ${levels
        .map((connections) => {
          const value = row.perConnections.get(connections);
          return value ? `${mark(value.ok)} ${value.text}` : '—';
        })
        .join(' | ')} | **${verdict}** |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The chart: grouped bars, throughput at 16 connections (or the level nearest to it).

interface Series {
  target: TargetId;
  form: Form;
  label: string;
  color: string;
}

const SERIES: Series[] = [
  { target: 'direct', form: 'commerce', label: 'commerce sandbox, direct', color: '#7f8c8d' },
  { target: 'hive', form: 'commerce', label: 'Hive Gateway (commerce-only)', color: '#e67e22' },
  { target: 'hive-router', form: 'commerce', label: 'Hive Gateway, Rust planner (commerce-only)', color: '#c0392b' },
  { target: 'gateway', form: 'commerce', label: 'Cuida gateway (commerce-only)', color: '#5dade2' },
  { target: 'gateway', form: 'full', label: 'Cuida gateway (full: + promotions, extensions)', color: '#1f618d' },
  { target: 'gateway-cache', form: 'full', label: 'Cuida gateway, warm cache (full)', color: '#27ae60' },
];

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A round axis maximum at or above `value` (1, 2, 2.5 or 5 times a power of ten). */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function chartSvg(cells: Cell[], connectionLevels: number[]): string {
  const connections = connectionLevels.includes(16)
    ? 16
    : ([...connectionLevels].sort((a, b) => Math.abs(a - 16) - Math.abs(b - 16))[0] ?? 16);
  const operations: OperationId[] = ['mix', 'listing', 'detail', 'evaluate', 'place'];
  const value = (series: Series, operation: OperationId) =>
    find(cells, series.target, operation, series.form, connections)?.rps;
  const max = niceMax(
    Math.max(0, ...operations.flatMap((operation) => SERIES.map((series) => value(series, operation) ?? 0))),
  );
  const width = 760;
  const height = 400;
  const left = 64;
  const right = 16;
  const top = 44;
  const bottom = 150;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const groupWidth = plotWidth / operations.length;
  const barWidth = Math.min(34, (groupWidth - 30) / SERIES.length);
  const y = (rps: number) => top + plotHeight - (rps / max) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="12">`,
    `<title>Throughput per target and operation at ${connections} connections (requests per second)</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="22" font-size="15" font-weight="600" fill="#222">Throughput at ${connections} connections (req/s, higher is better)</text>`,
  ];
  for (let index = 0; index <= 5; index += 1) {
    const tick = (max / 5) * index;
    const ty = y(tick);
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${ty.toFixed(1)}" y2="${ty.toFixed(1)}" stroke="${index === 0 ? '#444' : '#e3e3e3'}"/>`,
      `<text x="${left - 6}" y="${(ty + 4).toFixed(1)}" text-anchor="end" fill="#555">${Math.round(tick)}</text>`,
    );
  }
  operations.forEach((operation, groupIndex) => {
    const present = SERIES.filter((series) => value(series, operation) !== undefined);
    const groupX = left + groupIndex * groupWidth;
    const start = groupX + (groupWidth - present.length * barWidth) / 2;
    present.forEach((series, index) => {
      const rps = value(series, operation) ?? 0;
      const x = start + index * barWidth;
      const barTop = y(rps);
      parts.push(
        `<rect x="${(x + 2).toFixed(1)}" y="${barTop.toFixed(1)}" width="${(barWidth - 4).toFixed(1)}" height="${(top + plotHeight - barTop).toFixed(1)}" fill="${series.color}"><title>${escapeXml(series.label)}: ${Math.round(rps)} req/s</title></rect>`,
        `<text x="${(x + barWidth / 2).toFixed(1)}" y="${(barTop - 4).toFixed(1)}" text-anchor="middle" font-size="10" fill="#333">${Math.round(rps)}</text>`,
      );
    });
    parts.push(
      `<text x="${(groupX + groupWidth / 2).toFixed(1)}" y="${top + plotHeight + 18}" text-anchor="middle" font-weight="600" fill="#222">${escapeXml(OPERATION_LABELS[operation])}</text>`,
    );
  });
  SERIES.forEach((series, index) => {
    const column = index % 2;
    const line = Math.floor(index / 2);
    const lx = left + column * 340;
    const ly = top + plotHeight + 44 + line * 20;
    parts.push(
      `<rect x="${lx}" y="${ly - 10}" width="12" height="12" fill="${series.color}"/>`,
      `<text x="${lx + 18}" y="${ly}" fill="#222">${escapeXml(series.label)}</text>`,
    );
  });
  parts.push(
    `<text x="${left}" y="${height - 10}" font-size="11" fill="#777">2-core shared machine; load generator, sandbox and target share it. See bench/RESULTS.md.</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------

export function resultsMarkdown(report: RunReport): string {
  const { settings } = report;
  const operations = (['mix', 'mix-orders', 'listing', 'detail', 'evaluate', 'place'] as const).filter((operation) =>
    report.cells.some((cell) => cell.operation === operation),
  );
  const sections = [
    '# Benchmark results',
    '',
    `Generated by \`npm run bench\` on ${report.date.toISOString().replace('T', ' ').slice(0, 16)} UTC in ${Math.round(report.elapsedSeconds)} s. How it works, what limits the gateway and what to do next: [docs/benchmark.md](../docs/benchmark.md).`,
    '',
    `**Machine:** ${report.machine}. A shared, noisy 2-core machine: autocannon, the sandbox (every upstream) and the target run on the same two cores, so a gateway competes with its own upstream for CPU, and numbers move by 10–20 % between runs. Read ratios and CPU per request (steadier than req/s when other jobs take cores), not absolute numbers. Load average (1, 5, 15 min) at the start ${report.loadAverage.start.map((value) => value.toFixed(1)).join(', ')}, at the end ${report.loadAverage.end.map((value) => value.toFixed(1)).join(', ')}; the "others" CPU column is what processes outside the bench used during each cell (⚠: over half a core, the cell is unreliable).`,
    '',
    `**Method:** each target in its own process (RSS sampled from /proc every 100 ms, CPU time from /proc); one sandbox (in-memory PGlite, no faults) for the whole run; autocannon POSTs one GraphQL request body per cell for ${settings.durationSeconds} s after ${settings.warmupSeconds} s of warm-up, at ${settings.connections.join(', ')} connections. Every answer must equal, byte for byte, the one checked before the cell (200, no errors, complete: promotions present, evaluation complete); mixed-workload cells instead send ${MIX_NOTE} every distinct body asked and checked before the cell, and every answer compared with the checked answer to its own body; the run fails on any error, non-2xx, timeout, differing answer or warning logged by the target. The gateway runs as one worker (\`GATEWAY_WORKERS=1\`), rate limits off (one client IP sends everything), a decoration budget of 10 s instead of 200 ms (at 64 connections the shared cores queue the sandbox past 200 ms, and listings would then come without their promotions, by design), everything else as configured by default (GraphQL Armor, CSRF prevention, metrics, circuit breakers, retries). "Full" forms carry the gateway's extensions (promotions from the voucher service, purchase options, prescription, brand); "commerce-only" forms are what the sandbox and Hive Gateway can answer, with the same single commerce call.${settings.placeOrders ? ` placeOrder cells instead send ${settings.placeOrders.amount} requests after ${settings.placeOrders.warmup} unmeasured ones, each placing the order of its own checkout (made at the sandbox before the cell), and every answer is checked on its own: an order, paid, its promotion redeemed, never an order answered twice.` : ''}`,
    '',
    `**Fixtures:** ${report.fixtures.join('; ')}.`,
    '',
    '![Throughput per target and operation at 16 connections](results.svg)',
    '',
    "## The benchmark's goals",
    '',
    goalsTable(report),
    '',
    ...operations.flatMap((operation) => [
      `## ${OPERATION_LABELS[operation]}`,
      '',
      operationTable(report.cells, operation),
      '',
    ]),
  ];
  if (report.profile) {
    sections.push(
      '## Where the gateway spends its CPU (listing, 16 connections, `node --cpu-prof`)',
      '',
      `Under the profiler the gateway answered ${report.profile.rps.toFixed(0)} req/s using ${report.profile.gatewayCpu?.toFixed(2) ?? '?'} cores (other jobs: ${report.profile.otherCpu?.toFixed(2) ?? '?'} cores). Samples are taken on wall-clock time: while the process waits for a core, time is charged to what it was doing. \`npx tsx bench/profile-summary.ts bench/gateway-listing.cpuprofile --last ${report.profile.seconds} --callers <function>\` shows where a function is called from.`,
      '',
      profileMarkdown(report.profile.summary, 20),
      '',
    );
  }
  if (report.notes.length > 0) sections.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  return `${sections.join('\n')}`;
}

export function writeReport(report: RunReport): string[] {
  const markdown = join(BENCH_DIR, 'RESULTS.md');
  const svg = join(BENCH_DIR, 'results.svg');
  const json = join(BENCH_DIR, 'results.json');
  // The storefront cell's section (storefront-report.ts) is carried over: it runs on its own.
  const previous = existsSync(markdown) ? readFileSync(markdown, 'utf8') : '';
  writeFileSync(markdown, withStorefrontSection(resultsMarkdown(report), storefrontSectionOf(previous)));
  writeFileSync(svg, chartSvg(report.cells, report.settings.connections));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return [markdown, svg, json];
}

// `npx tsx bench/report.ts` renders RESULTS.md and results.svg again from the last run's results.json.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const saved = JSON.parse(readFileSync(join(BENCH_DIR, 'results.json'), 'utf8')) as RunReport & { date: string };
  console.log(writeReport({ ...saved, date: new Date(saved.date) }).join('\n'));
}
