/**
 * `npm run bench:startup`: how long a gateway worker takes to be ready, from spawning it to its `ready` message
 * (stitched schema built, port listening), against the sandbox: the production bundle under plain node with a
 * production worker's flags, as `npm run bench` starts it (targets.ts). Each start is cut into its phases by the
 * child's own clock (serve/ipc.ts): Node's bootstrap (spawn to the process's time origin), loading and evaluating
 * every module (node_modules and the bundle's top-level code), and `startGateway` (the instance, the schema, listen).
 *
 * `--against <git ref>` (e.g. `main`) bundles the gateway of that revision as well (its gateway/src with this
 * checkout's serve scripts and node_modules) and alternates the starts of the two bundles, so that both see the same
 * machine: the ratio of their medians is the figure to read on a shared, noisy machine.
 * `--runs N` starts each bundle N times (default 9). `--profile` then starts each once more under `--cpu-prof` and
 * prints where the time of each phase went (bench/profile-summary.ts); the profiles stay in bench/.build/profiles/.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type CpuProfile, profileMarkdown, summariseProfile } from './profile-summary';
import type { StartupTimings } from './serve/ipc';
import {
  BENCH_DIR,
  bundleServeScript,
  type ChildTarget,
  killChildren,
  memoryOf,
  ROOT_DIR,
  type SandboxTarget,
  startGatewayChild,
  startSandboxChild,
} from './targets';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    against: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');

const BUILD_DIR = join(BENCH_DIR, '.build');
const PROFILE_DIR = join(BUILD_DIR, 'profiles');
const say = (text: string) => console.log(`[startup] ${text}`);

interface Variant {
  name: string;
  bundle: string;
  starts: { totalMs: number; timings: StartupTimings | undefined; rss: number | undefined }[];
}

/**
 * Bundles bench/serve/gateway.ts over the gateway of another revision, by that revision's build
 * (scripts/gateway-bundle.ts): its gateway/src and build script extracted under bench/.build/rev-<commit>/ next to
 * this checkout's bench/serve, so that only the gateway and its build differ.
 */
async function bundleRevision(ref: string): Promise<{ name: string; bundle: string }> {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  const dir = join(BUILD_DIR, `rev-${commit}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, 'gateway/src', 'scripts/gateway-bundle.ts'], {
    cwd: ROOT_DIR,
    maxBuffer: 200_000_000,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  cpSync(join(BENCH_DIR, 'serve'), join(dir, 'bench', 'serve'), { recursive: true });
  const bundle = join(BUILD_DIR, `gateway-${commit}.mjs`);
  const build = pathToFileURL(join(dir, 'scripts', 'gateway-bundle.ts')).href;
  const entry = join(dir, 'bench', 'serve', 'gateway.ts');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { bundleGateway } = await import(${JSON.stringify(build)}); await bundleGateway(${JSON.stringify(entry)}, ${JSON.stringify(bundle)});`,
    ],
    { cwd: ROOT_DIR, stdio: 'inherit' },
  );
  return { name: ref.startsWith(commit) ? commit : `${ref} (${commit})`, bundle };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (values: number[]) =>
  `${seconds(median(values))} (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`;

async function startOnce(
  variant: Variant,
  sandbox: SandboxTarget,
  nodeArgs: string[] = [],
): Promise<ChildTarget & { notes: string[] }> {
  const child = await startGatewayChild(
    `startup-${variant.name.replace(/\W+/g, '-')}`,
    sandbox,
    false,
    nodeArgs,
    variant.bundle,
  );
  return child;
}

interface Phases {
  bootMs: number;
  loadMs: number;
  startMs: number;
  cpuMs: number;
  loadCpuMs: number;
}

function phases(start: Variant['starts'][number]): Phases | undefined {
  const { timings } = start;
  if (!timings) return undefined;
  return {
    bootMs: start.totalMs - timings.readyMs,
    loadMs: timings.loadedMs,
    startMs: timings.readyMs - timings.loadedMs,
    cpuMs: timings.readyCpuMs,
    loadCpuMs: timings.loadedCpuMs,
  };
}

/** Current over baseline, per round (the two starts of a round ran back to back): median and range. */
function ratios(current: number[], baseline: number[]): string {
  const each = current.flatMap((value, index) => {
    const other = baseline[index];
    return other ? [value / other] : [];
  });
  if (!each.length) return 'n/a';
  return `${median(each).toFixed(2)} (${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)})`;
}

function report(variants: Variant[]): void {
  say(
    `load average now ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  for (const variant of variants) {
    const totals = variant.starts.map((start) => start.totalMs);
    const cut = variant.starts.map(phases).filter((value) => value !== undefined);
    say(`${variant.name}: spawn → ready ${spread(totals)} over ${totals.length} starts`);
    if (cut.length) {
      say(
        `  Node bootstrap ${spread(cut.map((value) => value.bootMs))}, modules ${spread(cut.map((value) => value.loadMs))}, startGateway ${spread(cut.map((value) => value.startMs))}`,
      );
      say(
        `  CPU time: until ready ${spread(cut.map((value) => value.cpuMs))}, of which modules ${spread(cut.map((value) => value.loadCpuMs))}`,
      );
    }
    const rss = variant.starts.flatMap((start) => (start.rss === undefined ? [] : [start.rss / 1024 / 1024]));
    if (rss.length)
      say(
        `  RSS when ready: median ${Math.round(median(rss))} MB (${Math.round(Math.min(...rss))}–${Math.round(Math.max(...rss))})`,
      );
  }
  const [current, baseline] = variants;
  if (current && baseline) {
    const totals = (variant: Variant) => variant.starts.map((start) => start.totalMs);
    const cpu = (variant: Variant) => variant.starts.map((start) => start.timings?.readyCpuMs ?? 0);
    const ratioOfMedians = median(totals(current)) / median(totals(baseline));
    say(
      `${current.name} / ${baseline.name}: spawn → ready, ratio of medians ${ratioOfMedians.toFixed(2)}, per round ${ratios(totals(current), totals(baseline))}; CPU time per round ${ratios(cpu(current), cpu(baseline))}`,
    );
  }
}

/** One start under --cpu-prof, cut at the child's phases: what loading the modules and what startGateway spent. */
async function profile(variant: Variant, sandbox: SandboxTarget): Promise<void> {
  const dir = join(PROFILE_DIR, variant.name.replace(/\W+/g, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const child = await startOnce(variant, sandbox, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const timings = child.timings;
  await child.stop();
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file || !timings) {
    say(`${variant.name}: no profile written`);
    return;
  }
  const cpu = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  say(`${variant.name}: profile ${join(dir, file)}, ready after ${seconds(child.startupMs)} under the profiler`);
  console.log(`\n#### ${variant.name}: loading and evaluating the modules\n`);
  console.log(profileMarkdown(summariseProfile(cpu, { fromUs: cpu.startTime, toUs: timings.loadedUs }), 25));
  console.log(`\n#### ${variant.name}: startGateway (instance, schema, listen)\n`);
  console.log(profileMarkdown(summariseProfile(cpu, { fromUs: timings.loadedUs, toUs: timings.readyUs }), 25));
  console.log('');
}

async function main(): Promise<void> {
  const variants: Variant[] = [{ name: 'this checkout', bundle: await bundleServeScript('gateway'), starts: [] }];
  if (values.against) variants.push({ ...(await bundleRevision(values.against)), starts: [] });
  const sandbox = await startSandboxChild();
  try {
    // One unmeasured start of each: the file system cache holds every module afterwards, as on a replica.
    for (const variant of variants) await (await startOnce(variant, sandbox)).stop();
    for (let round = 0; round < RUNS; round += 1) {
      // Alternate which goes first, so that neither always follows the other's exit.
      const order = round % 2 ? [...variants].reverse() : variants;
      for (const variant of order) {
        const child = await startOnce(variant, sandbox);
        variant.starts.push({ totalMs: child.startupMs, timings: child.timings, rss: memoryOf(child.pid)?.rss });
        await child.stop();
      }
      say(
        `round ${round + 1}/${RUNS}: ${variants.map((variant) => `${variant.name} ${seconds(variant.starts.at(-1)?.totalMs ?? 0)}`).join(', ')}`,
      );
    }
    report(variants);
    if (values.profile) for (const variant of variants) await profile(variant, sandbox);
  } finally {
    await sandbox.stop();
  }
}

const interrupt = () => {
  killChildren();
  process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);
await main().catch((error: unknown) => {
  console.error(error);
  killChildren();
  process.exit(1);
});
