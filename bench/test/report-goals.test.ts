import { describe, expect, it } from 'vitest';
import { type Cell, type RunReport, resultsMarkdown, type TargetId } from '../report';

const cell = (target: TargetId, run: number, rps: number, p99: number, meanLatency = 10): Cell => ({
  target,
  operation: 'mix',
  form: 'commerce',
  run,
  connections: 16,
  requests: rps * 5,
  seconds: 5,
  rps,
  p50: p99 / 2,
  p90: p99,
  p99,
  meanLatency,
  maxLatency: p99 * 2,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  mismatches: 0,
  peakRss: 150 * 1024 * 1024,
  servingCpu: rps / 1000,
  upstreamCpu: 0.2,
  loadGeneratorCpu: 0.1,
  otherCpu: 0,
  bytesPerRequest: 2048,
  upstreamCallsPerRequest: 1,
  cacheHitsPerRequest: 0,
  heapUsed: undefined,
});

const report = (cells: Cell[]): RunReport => ({
  date: new Date('2026-11-27T12:00:00Z'),
  machine: 'test',
  settings: { durationSeconds: 5, warmupSeconds: 1, connections: [16], mixRuns: 3 },
  fixtures: [],
  cells,
  notes: [],
  profile: undefined,
  elapsedSeconds: 1,
  nodeEnv: 'production',
  loadAverage: { start: [0, 0, 0], end: [0, 0, 0] },
});

const goalLine = (markdown: string, start: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${start}`)) ?? '';

describe('the goals on the mixed workload', () => {
  it('pair run k with run k and show the median ratio with its range, against both Hive planners', () => {
    const markdown = resultsMarkdown(
      report([
        cell('gateway', 1, 900, 20),
        cell('gateway', 2, 1000, 20),
        cell('gateway', 3, 600, 20),
        cell('hive', 1, 300, 80),
        cell('hive', 2, 400, 50),
        cell('hive', 3, 300, 40),
        cell('hive-router', 1, 450, 40),
        cell('hive-router', 2, 500, 40),
        cell('hive-router', 3, 600, 40),
      ]),
    );
    // Runs: 900/300 = 3, 1000/400 = 2.5, 600/300 = 2 → median 2.5, range 2.00–3.00.
    const hive = goalLine(markdown, 'Gateway ÷ Hive Gateway throughput, mixed');
    expect(hive).toContain('2.50× (2.00–3.00, 3 runs)');
    expect(hive).toContain('**met**');
    // 900/450 = 2, 1000/500 = 2, 600/600 = 1 → median 2.00, range 1.00–2.00.
    const rust = goalLine(markdown, 'Gateway ÷ Hive Gateway, Rust query planner throughput, mixed');
    expect(rust).toContain('2.00× (1.00–2.00, 3 runs)');
    // p99: 20/80, 20/50, 20/40 → median 0.40.
    expect(goalLine(markdown, 'Gateway ÷ Hive Gateway p99 latency, mixed')).toContain('0.40× (0.25–0.50, 3 runs)');
    // Every run is its own row in the mix table.
    expect(markdown).toContain('Hive Gateway, Rust query planner (run 3)');
  });

  it('judge a goal by the median, not by the best run', () => {
    const markdown = resultsMarkdown(
      report([
        cell('gateway', 1, 1000, 20),
        cell('gateway', 2, 500, 20),
        cell('gateway', 3, 500, 20),
        cell('hive', 1, 300, 40),
        cell('hive', 2, 300, 40),
        cell('hive', 3, 300, 40),
      ]),
    );
    const hive = goalLine(markdown, 'Gateway ÷ Hive Gateway throughput, mixed');
    expect(hive).toContain('1.67× (1.67–3.33, 3 runs)');
    expect(hive).toContain('**not met**');
  });

  it('show what a bare Node.js relay adds over direct beside the gateway, judged on the gateway alone', () => {
    const oneConnection = (target: TargetId, run: number, meanLatency: number): Cell => ({
      ...cell(target, run, 300, 5, meanLatency),
      connections: 1,
    });
    const markdown = resultsMarkdown({
      ...report([
        oneConnection('direct', 1, 0.4),
        oneConnection('direct', 2, 0.5),
        oneConnection('direct', 3, 0.4),
        oneConnection('relay', 1, 0.7),
        oneConnection('relay', 2, 0.9),
        oneConnection('relay', 3, 0.8),
        oneConnection('gateway', 1, 0.8),
        oneConnection('gateway', 2, 0.9),
        oneConnection('gateway', 3, 1.0),
      ]),
      settings: { durationSeconds: 5, warmupSeconds: 1, connections: [1], mixRuns: 3 },
    });
    const line = goalLine(markdown, "Gateway's mean latency over direct at 1 connection, mixed");
    // Gateway: +0.4, +0.4, +0.6 → +0.40 ms; relay: +0.3, +0.4, +0.4 → +0.40 ms.
    expect(line).toContain(
      '✅ +0.40 ms (+0.40…+0.60, 3 runs) (0.90 vs 0.40); a bare Node.js relay +0.40 ms (+0.30…+0.40, 3 runs)',
    );
    expect(line).toContain('**met**');
    expect(markdown).toContain('| bare Node.js relay (no GraphQL) (run 1) |');
  });
});
