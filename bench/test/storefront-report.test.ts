import { describe, expect, it } from 'vitest';
import {
  poolByBuild,
  STOREFRONT_END,
  STOREFRONT_START,
  type StorefrontCell,
  type StorefrontRun,
  storefrontMarkdown,
  storefrontSectionOf,
  withStorefrontSection,
} from '../storefront-report';

const cell = (variant: string, rps: number, cpu: number, ttfb: number): StorefrontCell => ({
  variant,
  connections: 16,
  seconds: 10,
  views: rps * 10,
  rps,
  ttfbP50: ttfb,
  ttfbP99: ttfb * 3,
  fullP50: ttfb + 1,
  fullP99: ttfb * 3 + 1,
  nextCpuMsPerView: cpu,
  gatewayCpuMsPerView: 0.1,
  sandboxCpuMsPerView: 0,
  otherCores: 0.2,
  failures: '',
  bytesPerView: 40_960,
});

const run = (cells: StorefrontCell[]): StorefrontRun => ({
  date: '2026-11-28 00:00',
  machine: '2 cores',
  urls: ['/', '/producto/a'],
  durationSeconds: 10,
  warmupSeconds: 3,
  cells,
  notes: [],
});

describe('storefront section of RESULTS.md', () => {
  it('tables every build and gives the ratios to the first', () => {
    const markdown = storefrontMarkdown(run([cell('before', 20, 80, 400), cell('after', 60, 20, 100)]));
    expect(markdown.startsWith(STOREFRONT_START)).toBe(true);
    expect(markdown.endsWith(STOREFRONT_END)).toBe(true);
    expect(markdown).toContain('| before | 16 | 20.0 | 400.0 / 1200.0 |');
    expect(markdown).toContain('| after | 16 | 60.0 | 100.0 / 300.0 |');
    expect(markdown).toContain(
      '`after`: 3.00× the views/s, 4.00× less Next CPU per view (80.0 → 20.0 ms), gateway CPU per view 0.1 → 0.1 ms, TTFB p50 0.25× and p99 0.25×.',
    );
    expect(markdown).toContain('`/` · `/producto/a`');
  });

  it('pools the cells of a build measured more than once', () => {
    const [before, after] = poolByBuild([
      cell('before', 20, 80, 400),
      cell('after', 60, 20, 100),
      cell('before', 10, 110, 600),
    ]);
    expect(before).toMatchObject({ variant: 'before', views: 300, seconds: 20, rps: 15, ttfbP50: 500 });
    // (80 × 200 + 110 × 100) / 300 views
    expect(before?.nextCpuMsPerView).toBeCloseTo(90);
    expect(after).toMatchObject({ variant: 'after', views: 600, rps: 60, nextCpuMsPerView: 20 });
  });

  it('replaces its own section and keeps the rest of the file', () => {
    const first = storefrontMarkdown(run([cell('current', 20, 80, 400)]));
    const file = withStorefrontSection('# Results\n\ngateway tables\n', first);
    expect(file).toBe(`# Results\n\ngateway tables\n\n${first}\n`);
    const second = storefrontMarkdown(run([cell('current', 30, 50, 200)]));
    const again = withStorefrontSection(file, second);
    expect(again).toBe(`# Results\n\ngateway tables\n\n${second}\n`);
    expect(storefrontSectionOf(again)).toBe(second);
  });

  it('leaves a file without a section to carry over unchanged', () => {
    expect(withStorefrontSection('# Results\n', undefined)).toBe('# Results\n');
    expect(storefrontSectionOf('# Results\n')).toBeUndefined();
  });
});
