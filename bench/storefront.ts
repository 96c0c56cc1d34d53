/**
 * `npm run bench:storefront`: what a catalogue page view costs the storefront's server. Starts the production stack
 * (scripts/stack.ts: sandbox, gateway bundle, `next start` behind the front proxy) and points autocannon at the
 * storefront, 16 connections GETting a varied set of catalogue addresses round-robin (home, listing pages,
 * categories, collections, products, from the storefront's own sitemap). Reports views per second, time to first
 * byte and to the whole page (p50/p99), and the CPU per page view of the Next server, the gateway and the sandbox
 * (from /proc, each process group summed). Every answer is checked: 200, HTML, the page's main element and its end.
 * Writes its section of bench/RESULTS.md (storefront-report.ts) and bench/storefront-results.json.
 *
 * Environment: BENCH_DURATION (default 10), BENCH_WARMUP (default 3), BENCH_CONNECTIONS (default 16),
 * BENCH_STOREFRONT_BUILDS: `name=dir,…` measures each given storefront build (a copy of web/.next) in turn, each
 * moved into web/.next for its cell and moved back afterwards (the same run window for a before/after comparison);
 * unset, the current sources are built if stale and measured as `current`.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freeLoopbackPort } from '../scripts/front-proxy';
import { type RunningStack, startStack } from '../scripts/stack';
import {
  type StorefrontCell,
  type StorefrontRun,
  storefrontMarkdown,
  withStorefrontSection,
} from './storefront-report';
import { BENCH_DIR, machineBusySeconds, ROOT_DIR } from './targets';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const DURATION = numberFrom('BENCH_DURATION', 10);
const WARMUP = numberFrom('BENCH_WARMUP', 3);
const CONNECTIONS = numberFrom('BENCH_CONNECTIONS', 16);
const say = (text: string) => console.log(`[storefront] ${text}`);
const WEB_NEXT = join(ROOT_DIR, 'web', '.next');

/** User + system CPU seconds of every process in a process group (the stack starts each in its own). */
export function groupCpuSeconds(pgid: number): number | undefined {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the command name: state (3), ppid (4), pgrp (5) … utime (14), stime (15).
      if (Number(fields[2]) !== pgid) continue;
      total += (Number(fields[11]) + Number(fields[12])) / 100;
      found = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return found ? total : undefined;
}

/** Catalogue addresses from the storefront's sitemap: home, listing pages, and several of each kind of page. */
async function catalogueUrls(storefront: string): Promise<string[]> {
  const xml = await (await fetch(`${storefront}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  const pick = (prefix: string, count: number) => {
    const all = paths.filter((path) => path.startsWith(prefix));
    // Spread over the list rather than its first entries.
    const step = Math.max(1, Math.floor(all.length / count));
    return all.filter((_, index) => index % step === 0).slice(0, count);
  };
  const urls = [
    '/',
    '/productos',
    '/productos?pagina=2',
    ...pick('/categoria/', 6),
    ...pick('/coleccion/', 3),
    ...pick('/producto/', 10),
  ];
  if (
    urls.filter((url) => url.startsWith('/producto/')).length < 3 ||
    !urls.some((url) => url.startsWith('/categoria/'))
  )
    throw new Error(`the sitemap lists too few catalogue pages: ${paths.slice(0, 20).join(', ')}`);
  return urls;
}

/** Why an answer is not a whole catalogue page, or null. */
function pageProblem(status: number, body: string, url: string): string | null {
  if (status !== 200) return `${url}: status ${status}`;
  if (!body.includes('id="contenido"')) return `${url}: no main element`;
  if (!body.trimEnd().endsWith('</html>')) return `${url}: the page does not end with </html>`;
  return null;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

interface Fired {
  result: autocannon.Result;
  ttfb: number[];
  failures: number;
  firstFailure?: string;
}

/**
 * autocannon over `urls` round-robin. Time to first byte: each client's 'request' and 'headers' events (one request
 * in flight per connection), recorded from each client's second request on (the first is sent before it can be seen).
 */
function fire(base: string, urls: string[], seconds: number): Promise<Fired> {
  let next = 0;
  const ttfb: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const watched = new WeakSet<object>();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        pipelining: 1,
        duration: seconds,
        timeout: 30,
        headers: { accept: 'text/html' },
        requests: [
          {
            setupRequest: (request: autocannon.Request, context: { url?: string }) => {
              context.url = urls[next % urls.length] ?? '/';
              next += 1;
              return { ...request, method: 'GET', path: context.url };
            },
            onResponse: (status: number, body: string, context: { url?: string }) => {
              const problem = pageProblem(status, body, context.url ?? '?');
              if (problem) {
                failures += 1;
                firstFailure ??= problem;
              }
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, ttfb, failures, ...(firstFailure ? { firstFailure } : {}) }),
    );
    instance.on('response', (client: NodeJS.EventEmitter) => {
      if (watched.has(client)) return;
      watched.add(client);
      let sentAt = 0;
      client.on('request', () => {
        sentAt = performance.now();
      });
      client.on('headers', () => {
        if (sentAt > 0) ttfb.push(performance.now() - sentAt);
      });
    });
  });
}

async function measureCell(variant: string, stack: RunningStack, urls: string[]): Promise<StorefrontCell> {
  const base = stack.urls.storefront;
  for (const url of urls) {
    const response = await fetch(base + url, { headers: { accept: 'text/html' } });
    const problem = pageProblem(response.status, await response.text(), url);
    if (problem) throw new Error(`${variant}: ${problem}`);
  }
  if (WARMUP > 0) await fire(base, urls, WARMUP);
  const web = stack.pids.web;
  const gateway = stack.pids.gateway;
  const sandbox = stack.pids.sandbox;
  if (web === undefined || gateway === undefined || sandbox === undefined)
    throw new Error('the stack did not report its pids');
  const cpu = () => [groupCpuSeconds(web), groupCpuSeconds(gateway), groupCpuSeconds(sandbox)];
  const before = cpu();
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const fired = await fire(base, urls, DURATION);
  const wall = (performance.now() - started) / 1000;
  const after = cpu();
  const machineAfter = machineBusySeconds();
  const self = process.cpuUsage(selfBefore);
  const views = fired.result['2xx'] + fired.result.non2xx;
  const used = after.map((value, index) => {
    const from = before[index];
    return value !== undefined && from !== undefined ? value - from : undefined;
  });
  const perView = (seconds: number | undefined) =>
    seconds !== undefined && views > 0 ? (seconds * 1000) / views : undefined;
  const ours = used.reduce<number>((sum, value) => sum + (value ?? 0), 0) + (self.user + self.system) / 1e6;
  const otherCores =
    machineBefore !== undefined && machineAfter !== undefined
      ? Math.max(0, (machineAfter - machineBefore - ours) / wall)
      : undefined;
  const ttfb = [...fired.ttfb].sort((a, b) => a - b);
  const problems = [
    fired.result.errors > 0 ? `${fired.result.errors} connection errors` : '',
    fired.result.timeouts > 0 ? `${fired.result.timeouts} timeouts` : '',
    fired.failures > 0 ? `${fired.failures} answers refused (first: ${fired.firstFailure})` : '',
    views === 0 ? 'no page view completed' : '',
  ].filter(Boolean);
  return {
    variant,
    connections: CONNECTIONS,
    seconds: wall,
    views,
    rps: views / wall,
    ttfbP50: percentile(ttfb, 50),
    ttfbP99: percentile(ttfb, 99),
    fullP50: fired.result.latency.p50,
    fullP99: fired.result.latency.p99,
    nextCpuMsPerView: perView(used[0]),
    gatewayCpuMsPerView: perView(used[1]),
    sandboxCpuMsPerView: perView(used[2]),
    otherCores,
    failures: problems.join(', '),
    bytesPerView: views > 0 ? fired.result.throughput.total / views : 0,
  };
}

/** `name=dir,…` from BENCH_STOREFRONT_BUILDS, or the current sources. */
function variants(): { name: string; dir?: string }[] {
  const raw = process.env.BENCH_STOREFRONT_BUILDS?.trim();
  if (!raw) return [{ name: 'current' }];
  return raw.split(',').map((entry) => {
    const [name, dir] = entry.split('=').map((part) => part.trim());
    if (!name || !dir || !existsSync(join(dir, 'BUILD_ID')))
      throw new Error(`BENCH_STOREFRONT_BUILDS: ${entry} is not name=<a storefront build directory with BUILD_ID>`);
    return { name, dir };
  });
}

async function main() {
  const builds = variants();
  const cells: StorefrontCell[] = [];
  let urls: string[] = [];
  const notes: string[] = [];
  for (const build of builds) {
    const parked = `${WEB_NEXT}.bench-parked`;
    if (build.dir) {
      if (existsSync(WEB_NEXT)) renameSync(WEB_NEXT, parked);
      renameSync(build.dir, WEB_NEXT);
    }
    try {
      const ports = {
        sandbox: await freeLoopbackPort(),
        identity: await freeLoopbackPort(),
        gateway: await freeLoopbackPort(),
        web: await freeLoopbackPort(),
      };
      say(`starting the production stack (${build.name}) …`);
      const lines: string[] = [];
      const stack = await startStack({
        mode: 'production',
        ports,
        ...(build.dir ? { webBuild: 'as-is' as const } : {}),
        // One address sends every request: no rate limit measured instead of the pages.
        env: { RATE_LIMIT_PER_MINUTE: '0', PARTNER_RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
        log: (line) => {
          lines.push(line);
          if (lines.length > 200) lines.shift();
          if (line.startsWith('[build]')) say(line);
        },
      }).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${lines.slice(-30).join('\n')}`);
      });
      try {
        if (urls.length === 0) urls = await catalogueUrls(stack.urls.storefront);
        const cell = await measureCell(build.name, stack, urls);
        say(
          `${build.name}: ${cell.rps.toFixed(1)} views/s, TTFB p50 ${cell.ttfbP50.toFixed(1)} ms p99 ${cell.ttfbP99.toFixed(1)} ms, Next ${cell.nextCpuMsPerView?.toFixed(2)} ms CPU/view, gateway ${cell.gatewayCpuMsPerView?.toFixed(2)}, others ${cell.otherCores?.toFixed(2)} cores${cell.failures ? `, FAILURES: ${cell.failures}` : ''}`,
        );
        cells.push(cell);
      } finally {
        await stack.stop();
      }
    } finally {
      if (build.dir) {
        renameSync(WEB_NEXT, build.dir);
        if (existsSync(parked)) renameSync(parked, WEB_NEXT);
      }
    }
  }
  const run: StorefrontRun = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine: `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}`,
    urls,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    cells,
    notes,
  };
  writeFileSync(join(BENCH_DIR, 'storefront-results.json'), `${JSON.stringify(run, null, 2)}\n`);
  const markdown = join(BENCH_DIR, 'RESULTS.md');
  const previous = existsSync(markdown) ? readFileSync(markdown, 'utf8') : '';
  writeFileSync(markdown, withStorefrontSection(previous, storefrontMarkdown(run)));
  say(`wrote ${markdown}`);
  if (cells.some((cell) => cell.failures)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`\n[storefront] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
