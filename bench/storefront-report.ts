/**
 * The storefront cell's section of bench/RESULTS.md. The gateway's report (report.ts) rewrites RESULTS.md whole
 * from results.json; the storefront cell runs on its own (`npm run bench:storefront`), so its section sits between
 * two markers that each writer keeps: the storefront cell replaces only its section, the gateway's report carries
 * the section over.
 */

export const STOREFRONT_START = '<!-- storefront cell -->';
export const STOREFRONT_END = '<!-- /storefront cell -->';

export interface StorefrontCell {
  /** Which build of the storefront served the cell (e.g. `before`, `after`). */
  variant: string;
  connections: number;
  seconds: number;
  views: number;
  rps: number;
  /**
   * Time to the first byte of the answer (its status line and headers), ms: seen from each connection's second request
   * on (NaN, shown `?`, when no connection completed two).
   */
  ttfbP50: number;
  ttfbP99: number;
  /** Time to the whole page, ms (autocannon's latency). */
  fullP50: number;
  fullP99: number;
  /** CPU of the Next server's processes per page view, ms. */
  nextCpuMsPerView: number | undefined;
  gatewayCpuMsPerView: number | undefined;
  sandboxCpuMsPerView: number | undefined;
  /** What every other process on the machine used during the cell, in cores. */
  otherCores: number | undefined;
  failures: string;
  bytesPerView: number;
}

export interface StorefrontRun {
  date: string;
  machine: string;
  urls: string[];
  durationSeconds: number;
  warmupSeconds: number;
  cells: StorefrontCell[];
  notes: string[];
}

const fixed = (value: number | null | undefined, digits: number) =>
  value === undefined || value === null || Number.isNaN(value) ? '?' : value.toFixed(digits);

/** The section: a table of the cells, the ratios of the first variant to the others, the URLs measured. */
export function storefrontMarkdown(run: StorefrontRun): string {
  const rows = run.cells.map(
    (cell) =>
      `| ${cell.variant} | ${cell.connections} | ${cell.rps.toFixed(1)} | ${fixed(cell.ttfbP50, 1)} / ${fixed(cell.ttfbP99, 1)} | ${cell.fullP50.toFixed(1)} / ${cell.fullP99.toFixed(1)} | ${fixed(cell.nextCpuMsPerView, 2)} | ${fixed(cell.gatewayCpuMsPerView, 2)} | ${fixed(cell.sandboxCpuMsPerView, 2)} | ${(cell.bytesPerView / 1024).toFixed(1)} | ${fixed(cell.otherCores, 2)} | ${cell.failures || 'none'} |`,
  );
  const lines = [
    STOREFRONT_START,
    '## Storefront: what a catalogue page view costs the Next server',
    '',
    `${run.date} · ${run.machine} · ${run.durationSeconds} s measured after ${run.warmupSeconds} s of warm-up per cell · \`npm run bench:storefront\`. autocannon GETs the production storefront (\`next start\` behind the front proxy, gateway and sandbox as \`npm start\` runs them) round-robin over the ${run.urls.length} catalogue addresses below; every answer must be a 200 HTML page carrying the page's main element and its closing tag. CPU is read from /proc for each process group (the Next server's includes its workers).`,
    '',
    '| build | conns | views/s | TTFB p50 / p99 ms | whole page p50 / p99 ms | Next CPU ms / view | gateway CPU ms / view | sandbox CPU ms / view | KiB / view | others (cores) | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
  const pooled = poolByBuild(run.cells);
  const [first, ...rest] = pooled;
  if (first && rest.length > 0) {
    lines.push(
      `Ratios to \`${first.variant}\` (same run; each build's cells pooled: views over seconds, CPU over views, TTFB the mean of its cells' percentiles):`,
      '',
    );
    for (const cell of rest) {
      const cpu =
        first.nextCpuMsPerView !== undefined && cell.nextCpuMsPerView !== undefined && cell.nextCpuMsPerView > 0
          ? `${(first.nextCpuMsPerView / cell.nextCpuMsPerView).toFixed(2)}× less Next CPU per view (${fixed(first.nextCpuMsPerView, 1)} → ${fixed(cell.nextCpuMsPerView, 1)} ms)`
          : 'Next CPU per view not measured';
      const gateway =
        first.gatewayCpuMsPerView !== undefined && cell.gatewayCpuMsPerView !== undefined
          ? `gateway CPU per view ${fixed(first.gatewayCpuMsPerView, 1)} → ${fixed(cell.gatewayCpuMsPerView, 1)} ms`
          : 'gateway CPU not measured';
      lines.push(
        `- \`${cell.variant}\`: ${(cell.rps / first.rps).toFixed(2)}× the views/s, ${cpu}, ${gateway}, TTFB p50 ${fixed(cell.ttfbP50 / first.ttfbP50, 2)}× and p99 ${fixed(cell.ttfbP99 / first.ttfbP99, 2)}×.`,
      );
    }
    lines.push('');
  }
  lines.push('Addresses:', '', run.urls.map((url) => `\`${url}\``).join(' · '), '');
  if (run.notes.length > 0) lines.push(...run.notes.map((note) => `- ${note}`), '');
  lines.push(STOREFRONT_END);
  return lines.join('\n');
}

/** The storefront section of a RESULTS.md, markers included, or undefined. */
export function storefrontSectionOf(markdown: string): string | undefined {
  const start = markdown.indexOf(STOREFRONT_START);
  const end = markdown.indexOf(STOREFRONT_END);
  if (start < 0 || end < start) return undefined;
  return markdown.slice(start, end + STOREFRONT_END.length);
}

/** `markdown` with its storefront section replaced by `section` (appended when it had none). */
export function withStorefrontSection(markdown: string, section: string | undefined): string {
  if (!section) return markdown;
  const existing = storefrontSectionOf(markdown);
  if (existing) return markdown.replace(existing, () => section);
  return `${markdown.trimEnd()}\n\n${section}\n`;
}

/** One row per build, in order of first appearance: its cells pooled (a build may be measured more than once). */
export function poolByBuild(cells: StorefrontCell[]): StorefrontCell[] {
  const builds = [...new Set(cells.map((cell) => cell.variant))];
  return builds.map((variant) => {
    const own = cells.filter((cell) => cell.variant === variant);
    const views = own.reduce((sum, cell) => sum + cell.views, 0);
    const seconds = own.reduce((sum, cell) => sum + cell.seconds, 0);
    const perView = (pick: (cell: StorefrontCell) => number | undefined) =>
      own.some((cell) => pick(cell) === undefined) || views === 0
        ? undefined
        : own.reduce((sum, cell) => sum + (pick(cell) ?? 0) * cell.views, 0) / views;
    const mean = (pick: (cell: StorefrontCell) => number) =>
      own.reduce((sum, cell) => sum + pick(cell), 0) / own.length;
    const [head] = own as [StorefrontCell, ...StorefrontCell[]];
    return {
      ...head,
      seconds,
      views,
      rps: views / seconds,
      ttfbP50: mean((cell) => cell.ttfbP50),
      ttfbP99: mean((cell) => cell.ttfbP99),
      fullP50: mean((cell) => cell.fullP50),
      fullP99: mean((cell) => cell.fullP99),
      nextCpuMsPerView: perView((cell) => cell.nextCpuMsPerView),
      gatewayCpuMsPerView: perView((cell) => cell.gatewayCpuMsPerView),
      sandboxCpuMsPerView: perView((cell) => cell.sandboxCpuMsPerView),
      failures: own
        .map((cell) => cell.failures)
        .filter(Boolean)
        .join('; '),
    };
  });
}
