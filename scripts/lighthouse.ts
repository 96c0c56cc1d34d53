/**
 * Lighthouse on the storefront, as a phone sees it: `npm run lighthouse -w web`.
 *
 * Starts the production stack (scripts/stack.ts) on free ports with a throwaway sandbox store, warms the pages (the
 * first visit of a page fills Next's caches: ISR, data cache, image optimizer) and Chromium (one discarded run), then
 * runs Lighthouse's default mobile configuration (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) three
 * times per page (LIGHTHOUSE_RUNS) in Debian's Chromium and keeps the median run by performance score. Writes the JSON and HTML reports to web/lighthouse/ (not
 * committed) and the summary tables (scores, metrics, first-load JavaScript per route) into docs/storefront.md.
 *
 * Every shopper page is measured: home, listing, product, `/ingresar`, `/mi-cuenta` (signed in: the script signs the
 * seeded customer in through the storefront's own `/api/sesion/ingresar` and puts the cookies it sets into Chromium,
 * as the browser would keep them, before that page's runs), then `/carrito` and each checkout step with one product in the cart. For those the script walks the checkout
 * once in the same Chromium (adds the product, fills step 1 and step 2 as a shopper would), so that the cart and its
 * commerce checkout exist; their runs keep the origin's storage (the saved cart) and clear only the HTTP cache, so
 * that they load cold like the other pages.
 *
 * `LIGHTHOUSE_BASE_URL=http://localhost:3000 npm run lighthouse -w web` measures a stack that is already running.
 * `LIGHTHOUSE_DOC=other.md` writes the tables into another file (a side-by-side measurement of another build).
 * Exits with 1 when a page misses a target (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { firstLoadJs, type RouteSize, replaceSection, routeSizes } from './first-load-js';
import { startFloorPage } from './lighthouse-floor';
import { heldPaintSummary, paintTiming } from './lighthouse-held-paint';
import { routeOf } from './lighthouse-routes';
import { ROOT, type RunningStack, startStack } from './stack';

const REPORT_DIR = join(ROOT, 'web', 'lighthouse');
const DOC = process.env.LIGHTHOUSE_DOC ?? join(ROOT, 'docs', 'storefront.md');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
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

/**
 * A page to measure: its name and path; `cookies` (the `Set-Cookie` lines of a sign-in) for a signed-in page, `keepStorage` for the cart's pages, `noindex`
 * for pages kept out of search engines on purpose (Lighthouse's SEO score counts that against them: no SEO target).
 */
interface PageSpec {
  name: string;
  path: string;
  cookies?: string[];
  keepStorage?: boolean;
  noindex?: boolean;
}

const SEEDED_CUSTOMER = { email: 'jorge.ramirez@cuida.pe', password: 'Cuida2026!' };

interface PageRun {
  /** Lighthouse's CPU benchmark of each run (higher is faster; how busy the machine was). */
  benchmarkIndexes: number[];
  name: string;
  path: string;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  failing: string[];
  /** Runs whose first paint headless Chromium held back (lighthouse-held-paint.ts), of the runs measured. */
  heldPaint: { held: number; measured: number; onTimeMedian: number | null };
  /** The one-paragraph Next.js page (lighthouse-floor.ts): shown for comparison, held to no target. */
  floor?: boolean;
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

/** The `Set-Cookie` lines of the seeded customer's sign-in, through the storefront's own route (as a browser does). */
async function signIn(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL('/api/sesion/ingresar', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify(SEEDED_CUSTOMER),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`Sign-in for the measurement failed: HTTP ${response.status} ${answer}`);
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) throw new Error('Sign-in for the measurement set no cookie');
  return cookies;
}

/**
 * Puts a sign-in's cookies into Chromium as it would have kept them (HttpOnly ones included, which no page script
 * could set). Lighthouse's storage reset leaves cookies alone, so every run of the page is signed in.
 */
async function keepCookies(port: number, baseUrl: string, lines: readonly string[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...lines.map((line) => {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const at = pair.indexOf('=');
        const flags = attributes.map((attribute) => attribute.toLowerCase());
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          domain: new URL(baseUrl).hostname,
          path: '/',
          httpOnly: flags.includes('httponly'),
          secure: flags.includes('secure'),
          sameSite: 'Lax' as const,
        };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/** Types into the control a visible label names (React sees the keystrokes). */
async function fillByLabel(page: Page, label: string, value: string): Promise<void> {
  const id = await page.evaluate((text) => {
    const found = [...document.querySelectorAll('label')].find((node) => node.textContent?.trim().startsWith(text));
    return found?.htmlFor ?? null;
  }, label);
  if (!id) throw new Error(`No field labelled ${label}`);
  const field = await page.$(`[id="${id}"]`);
  if (!field) throw new Error(`No field ${id}`);
  const tag = await field.evaluate((node) => node.tagName);
  if (tag === 'SELECT') await field.select(value);
  else if ((await field.evaluate((node) => (node as HTMLInputElement).type)) === 'date') {
    await field.evaluate((node) => (node as HTMLInputElement).focus());
    // Chromium's date field takes the digits in the locale's order; es-PE and the default en-US differ, so set it.
    await field.evaluate((node, text) => {
      const input = node as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  } else await field.type(value);
}

async function clickButton(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('button')].some((node) => !node.disabled && node.textContent?.trim() === label),
    { timeout: 30_000 },
    text,
  );
  await page.evaluate((label) => {
    [...document.querySelectorAll('button')].find((node) => node.textContent?.trim() === label)?.click();
  }, text);
}

/**
 * One product in the cart and a checkout through step 2, walked in the measuring Chromium as a shopper would, so
 * that `/carrito` and every checkout step show what a buyer sees (an empty cart would measure another page).
 */
async function walkCheckout(port: number, baseUrl: string, productPath: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(60_000);
    await page.goto(new URL(productPath, baseUrl).toString(), { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="add-to-cart"]:not([disabled])');
    await page.click('[data-testid="add-to-cart"]');
    // The line is in the saved cart (the sidebar, a native <dialog>, opens with it).
    await page.waitForSelector('dialog[open]');
    await page.goto(new URL('/checkout?step=1', baseUrl).toString(), { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('h2')?.textContent?.includes('Tus datos'));
    await fillByLabel(page, 'Número de documento', String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await fillByLabel(page, 'Nombres', 'Lucía');
    await fillByLabel(page, 'Apellido paterno', 'Ramos');
    await fillByLabel(page, 'Celular', '912345678');
    await fillByLabel(page, 'Correo electrónico', `lucia.${Date.now()}@example.pe`);
    await fillByLabel(page, 'Fecha de nacimiento', '1988-07-21');
    await clickButton(page, 'Continuar a la entrega');
    await page.waitForFunction(() => location.search.includes('step=2'));
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 5);
    await fillByLabel(page, 'Distrito (Lima y Callao)', '150122');
    await page.waitForSelector('[data-testid="delivery-fee"]');
    await page.evaluate(() => {
      const regular = [...document.querySelectorAll('label')].find((node) =>
        node.textContent?.includes('Delivery regular'),
      );
      (regular ? document.getElementById(regular.htmlFor) : null)?.click();
    });
    await fillByLabel(page, 'Dirección', 'Av. José Larco 345');
    await clickButton(page, 'Continuar al pago');
    await page.waitForFunction(() => location.search.includes('step=3'));
    await page.waitForFunction(() => document.querySelector('h2')?.textContent?.includes('Revisión y pago'));
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** Empties Chromium's HTTP cache (the runs that keep the origin's storage would otherwise load warm). */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(port: number, baseUrl: string, spec: PageSpec): Promise<PageRun> {
  const { name, path } = spec;
  const results: LighthouseResult[] = [];
  const reports: [string, string][] = [];
  if (spec.cookies) await keepCookies(port, baseUrl, spec.cookies);
  for (let run = 0; run < RUNS; run++) {
    if (spec.keepStorage) await clearHttpCache(port);
    const flags: Flags = {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(spec.keepStorage ? { disableStorageReset: true } : {}),
    };
    const result = await lighthouse(new URL(path, baseUrl).toString(), flags);
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
  if (best.finalDisplayedUrl && new URL(best.finalDisplayedUrl).pathname !== new URL(path, baseUrl).pathname)
    throw new Error(`${name}: measured ${best.finalDisplayedUrl} instead of ${path} (redirected)`);
  const benchmarkIndexes = results.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  const heldPaint = heldPaintSummary(
    results.map((lhr) => ({
      timing: paintTiming(lhr),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    })),
  );
  const observedPaints = results.map((lhr) => {
    const timing = paintTiming(lhr);
    return timing ? `${Math.round(timing.firstPaintMs)}${timing.held ? ' (held)' : ''}` : '–';
  });
  console.log(`  observed first paint (ms): ${observedPaints.join(', ')}`);
  return { name, path, scores, metrics, failing, benchmarkIndexes, heldPaint };
}

function firstLoadOf(path: string, sizes: readonly RouteSize[] | null): string {
  if (!sizes) return '–';
  const route = routeOf(
    path,
    sizes.map((size) => size.route),
  );
  const size = sizes.find((item) => item.route === route);
  return size ? `${(size.gzipBytes / 1024).toFixed(1)} kB` : '–';
}

function summary(runs: PageRun[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const sizes = routeSizes();
  const indexes = runs.flatMap((run) => run.benchmarkIndexes);
  const busy = indexes.length
    ? `, Lighthouse's CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}`
    : '';
  const header = `_Lighthouse ${lighthouseVersion()}, mobile (default config), median of ${RUNS} runs, ${date}${busy}._`;
  const scoreRows = runs.map(
    (run) =>
      `| ${run.name} | ${run.floor ? 'a one-paragraph Next.js page' : `\`${run.path}\``} | ${CATEGORIES.map((category) => run.scores[category]).join(' | ')} | ${METRICS.map(([, label]) => run.metrics[label]).join(' | ')} | ${run.floor ? '–' : firstLoadOf(run.path, sizes)} | ${run.heldPaint.held} of ${run.heldPaint.measured} | ${run.heldPaint.onTimeMedian ?? '–'} |`,
  );
  return [
    header,
    '',
    `| page | path | performance | accessibility | best practices | SEO | ${METRICS.map(([, label]) => label).join(' | ')} | first-load JS (gzip) | runs with the first paint held | performance of the other runs |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ${METRICS.map(() => '---:').join(' | ')} | ---: | ---: | ---: |`,
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
    const productPath = `/producto/${await firstProductSlug(gatewayUrl)}`;
    const cookies = await signIn(baseUrl);
    // A custom page is measured as its kind is below: the account signed in, the cart and checkout with the cart filled.
    const pages: PageSpec[] = custom?.map(([name, path]) =>
      path.startsWith('/mi-cuenta')
        ? { name, path, cookies, noindex: true }
        : /^\/(carrito|checkout)/.test(path)
          ? { name, path, keepStorage: true, noindex: true }
          : { name, path },
    ) ?? [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/productos?categoria=farmacia' },
      { name: 'product', path: productPath },
      { name: 'sign-in', path: '/ingresar', noindex: true },
      { name: 'account', path: '/mi-cuenta', cookies, noindex: true },
      { name: 'cart', path: '/carrito', keepStorage: true, noindex: true },
      { name: 'checkout 1', path: '/checkout?step=1', keepStorage: true, noindex: true },
      { name: 'checkout 2', path: '/checkout?step=2', keepStorage: true, noindex: true },
      { name: 'checkout 3', path: '/checkout?step=3', keepStorage: true, noindex: true },
    ];
    for (const { path, cookies: signedIn } of pages)
      if (!signedIn && !path.startsWith('/checkout')) await warm(baseUrl, path);
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    // One discarded run: a fresh Chromium (and a freshly started server) pays one-off start-up costs that would
    // otherwise land on the first page measured.
    await lighthouse(new URL(pages[0]?.path ?? '/', baseUrl).toString(), {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    await new Promise((resolveWait) => setTimeout(resolveWait, 3_000));
    // The cart's pages are measured first, right after the walk that fills the cart: the other pages' runs reset the
    // origin's storage, the saved cart with it. The table keeps the order above.
    // Signed-in pages come last: their cookies stay in Chromium for the pages after them.
    const order = [
      ...pages.filter((spec) => spec.keepStorage),
      ...pages.filter((spec) => !spec.keepStorage && !spec.cookies),
      ...pages.filter((spec) => !spec.keepStorage && spec.cookies),
    ];
    const measured = new Map<PageSpec, PageRun>();
    if (order[0]?.keepStorage) await walkCheckout(chrome.port, baseUrl, productPath);
    for (const spec of order) measured.set(spec, await measure(chrome.port, baseUrl, spec));
    const runs = pages.flatMap((spec) => measured.get(spec) ?? []);
    // The floor, in the same minutes and the same Chromium (LIGHTHOUSE_FLOOR=0 leaves it out).
    if (process.env.LIGHTHOUSE_FLOOR !== '0') {
      console.log('Building the one-paragraph Next.js page (the floor)…');
      const floor = await startFloorPage(await freePort());
      try {
        runs.push({ ...(await measure(chrome.port, floor.baseUrl, { name: 'floor', path: '/' })), floor: true });
      } finally {
        await floor.stop();
      }
    }

    if (!custom) {
      let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
      doc = replaceSection(doc, 'lighthouse', summary(runs));
      doc = replaceSection(doc, 'first-load-js', firstLoadJs());
      writeFileSync(DOC, doc);
      console.log('Reports in web/lighthouse/, summary in docs/storefront.md.');
    }

    const noindex = new Set(pages.filter((spec) => spec.noindex).map((spec) => spec.name));
    const missed = runs
      .filter((run) => !run.floor)
      .flatMap((run) =>
        CATEGORIES.filter((category) => !(category === 'seo' && noindex.has(run.name)))
          .filter((category) => run.scores[category] < TARGETS[category])
          .map((category) => `${run.name} ${category} ${run.scores[category]} < ${TARGETS[category]}`),
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
