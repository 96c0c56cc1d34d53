/**
 * Lighthouse on the storefront, as a phone sees it: `npm run lighthouse -w web`.
 *
 * Starts the production stack (scripts/stack.ts) on free ports with a throwaway sandbox store, warms the pages (the
 * first visit of a page fills Next's caches: ISR, data cache, image optimizer) and Chromium (one discarded run), then
 * runs Lighthouse's default mobile configuration (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) three
 * times per page (LIGHTHOUSE_RUNS) in Debian's Chromium and keeps the median run by performance score. Writes the JSON and HTML reports to web/lighthouse/ (not
 * committed) and the summary tables (scores, metrics, first-load JavaScript per route) into docs/storefront.md.
 *
 * `LIGHTHOUSE_BASE_URL=http://localhost:3000 npm run lighthouse -w web` measures a stack that is already running.
 * Exits with 1 when a page misses a target (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { firstLoadJs, replaceSection } from './first-load-js';
import { ROOT, type RunningStack, startStack } from './stack';

const REPORT_DIR = join(ROOT, 'web', 'lighthouse');
const DOC = join(ROOT, 'docs', 'storefront.md');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageRun {
  name: string;
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function firstProductSlug(gatewayUrl: string): Promise<string> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query { products(first: 1, channel: "feria-cuida", filter: { stockAvailability: IN_STOCK, search: "caja" }) { edges { node { slug } } } }',
    }),
  });
  const body = (await response.json()) as { data?: { products?: { edges: { node: { slug: string } }[] } } };
  const slug = body.data?.products?.edges[0]?.node.slug;
  if (!slug) throw new Error('No product found to measure');
  return slug;
}

/** Visits a page as a browser would (HTML, then its images through the optimizer) so caches are warm. */
async function warm(baseUrl: string, path: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(new URL(path, baseUrl))).text();
    const images = [...html.matchAll(/(?:src|href)="(\/_next\/image\?[^"]+)"/g)].map((m) =>
      m[1]?.replace(/&amp;/g, '&'),
    );
    await Promise.all(
      images.slice(0, 30).map((src) => (src ? fetch(new URL(src, baseUrl)).then((r) => r.arrayBuffer()) : null)),
    );
  }
}

function median<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

async function measure(port: number, baseUrl: string, name: string, path: string): Promise<PageRun> {
  const results: LighthouseResult[] = [];
  const reports: [string, string][] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(new URL(path, baseUrl).toString(), {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    results.push(result.lhr);
    const [json, html] = result.report as string[];
    reports.push([json ?? '', html ?? '']);
  }
  const best = median(results, (lhr) => lhr.categories.performance?.score ?? 0);
  const [json, html] = reports[results.indexOf(best)] ?? ['', ''];
  writeFileSync(join(REPORT_DIR, `${name}.report.json`), json);
  writeFileSync(join(REPORT_DIR, `${name}.report.html`), html);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((best.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, best.audits[id]?.displayValue ?? '–']));
  const failing = Object.values(best.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings')
    .map((audit) => audit.id);
  const perfRuns = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ');
  console.log(`${name} ${path}: ${JSON.stringify(scores)} (performance runs: ${perfRuns}) ${JSON.stringify(metrics)}`);
  if (failing.length) console.log(`  audits to look at: ${failing.join(', ')}`);
  return { name, path, scores, metrics, failing };
}

function summary(runs: PageRun[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const header = `_Lighthouse ${lighthouseVersion()}, mobile (default config), median of ${RUNS} runs, ${date}._`;
  const scoreRows = runs.map(
    (run) =>
      `| ${run.name} | \`${run.path}\` | ${CATEGORIES.map((category) => run.scores[category]).join(' | ')} | ${METRICS.map(([, label]) => run.metrics[label]).join(' | ')} |`,
  );
  return [
    header,
    '',
    `| page | path | performance | accessibility | best practices | SEO | ${METRICS.map(([, label]) => label).join(' | ')} |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ${METRICS.map(() => '---:').join(' | ')} |`,
    ...scoreRows,
  ].join('\n');
}

function lighthouseVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  mkdirSync(REPORT_DIR, { recursive: true });
  let stack: RunningStack | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.LIGHTHOUSE_BASE_URL;
  let gatewayUrl = process.env.LIGHTHOUSE_GATEWAY_URL ?? 'http://localhost:4000/graphql';
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (!baseUrl) {
      dataDir = mkdtempSync(join(tmpdir(), 'cuida-lighthouse-'));
      const [sandbox, identity, gateway, web] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      console.log(`Starting the production stack (web :${web}, gateway :${gateway}, sandbox :${sandbox})…`);
      stack = await startStack({
        mode: 'production',
        ports: { sandbox, identity, gateway, web },
        env: { SANDBOX_DATA_DIR: dataDir },
        log: (line) => {
          if (line.startsWith('[build]')) console.log(line);
        },
      });
      baseUrl = stack.urls.storefront;
      gatewayUrl = stack.urls.gateway;
    }
    // LIGHTHOUSE_PAGES="name=/path,other=/path2" measures other pages (the summary in the docs is left alone).
    const custom = process.env.LIGHTHOUSE_PAGES?.split(',').map((entry) => {
      const at = entry.indexOf('=');
      return [entry.slice(0, at), entry.slice(at + 1)] as [string, string];
    });
    const pages: [string, string][] = custom ?? [
      ['home', '/'],
      ['listing', '/productos?categoria=farmacia'],
      ['product', `/producto/${await firstProductSlug(gatewayUrl)}`],
    ];
    for (const [, path] of pages) await warm(baseUrl, path);
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    // One discarded run: a fresh Chromium (and a freshly started server) pays one-off start-up costs that would
    // otherwise land on the first page measured.
    await lighthouse(new URL(pages[0]?.[1] ?? '/', baseUrl).toString(), {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    await new Promise((resolveWait) => setTimeout(resolveWait, 3_000));
    const runs: PageRun[] = [];
    for (const [name, path] of pages) runs.push(await measure(chrome.port, baseUrl, name, path));

    if (!custom) {
      let doc = readFileSync(DOC, 'utf8');
      doc = replaceSection(doc, 'lighthouse', summary(runs));
      doc = replaceSection(doc, 'first-load-js', firstLoadJs());
      writeFileSync(DOC, doc);
      console.log('Reports in web/lighthouse/, summary in docs/storefront.md.');
    }

    const missed = runs.flatMap((run) =>
      CATEGORIES.filter((category) => run.scores[category] < TARGETS[category]).map(
        (category) => `${run.name} ${category} ${run.scores[category]} < ${TARGETS[category]}`,
      ),
    );
    if (missed.length) {
      console.error(`Targets missed:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
