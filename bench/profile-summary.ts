/**
 * A tiny analyser of V8 CPU profiles (`node --cpu-prof`): self time per function and per package, from the samples
 * and their time deltas. `npm run bench` profiles the gateway under the listing; run it alone on any profile with
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [rows]`; `--inclusive PATTERN` lists the time under each function
 * whose location matches PATTERN (a regular expression, e.g. `gateway/src`), callees included.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  name: string;
  /** Where it is: package-relative path and line, or the group's description. */
  where: string;
  selfMs: number;
  /** Share of the busy (non-idle) time. */
  share: number;
}

export interface ProfileSummary {
  wallMs: number;
  idleMs: number;
  busyMs: number;
  functions: ProfileRow[];
  packages: ProfileRow[];
  /** Time of the samples whose stack holds a frame of the package anywhere (what runs under it, callees included). */
  packagesInclusive: ProfileRow[];
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** The package (or part of this repo, or runtime) a script belongs to. */
export function packageOf(url: string, functionName: string): string {
  if (SPECIAL.has(functionName)) return functionName;
  if (!url) return '(native / V8 builtins)';
  if (url.startsWith('node:')) return 'node (runtime)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  // The gateway child runs bundled (bench/.build/*.mjs): its code, the domain's and the bench's serve script.
  if (/\/bench\/\.build\//.test(url)) return 'cuida gateway';
  const repo = /\/(gateway|sandbox|domain|bench)\/src?\/?/.exec(url);
  if (repo) return `cuida ${repo[1]}`;
  return url.replace(/^file:\/\//, '');
}

function shortLocation(url: string, line: number): string {
  if (!url) return '';
  const modules = url.lastIndexOf('/node_modules/');
  const path =
    modules >= 0
      ? url.slice(modules + '/node_modules/'.length)
      : url.replace(/^file:\/\/.*?\/(?=(gateway|sandbox|domain|bench)\/)/, '');
  return `${path}:${line + 1}`;
}

/**
 * A frame of a bundle (the gateway child runs as one file with its packages inlined) at its original source, read
 * from the bundle's linked source map, so that time is still told apart by package and by the repository's folders.
 * Frames of other scripts, or of a bundle without a map, stay as they are.
 */
function originalFrames(profile: CpuProfile): CpuProfile {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    if (maps.has(url)) return maps.get(url) ?? null;
    let map: SourceMap | null = null;
    if (url.startsWith('file://') && /\.m?js$/.test(url)) {
      const file = `${fileURLToPath(url)}.map`;
      if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')));
    }
    maps.set(url, map);
    return map;
  };
  const nodes = profile.nodes.map((node) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map || lineNumber < 0) return node;
    const entry = map.findEntry(lineNumber, Math.max(0, columnNumber));
    if (!('originalSource' in entry) || !entry.originalSource) return node;
    return {
      ...node,
      callFrame: {
        ...node.callFrame,
        url: new URL(entry.originalSource, url).href,
        lineNumber: entry.originalLine,
        columnNumber: entry.originalColumn,
      },
    };
  });
  return { ...profile, nodes };
}

/**
 * Self time per function and package. `window` (the profiled process's monotonic clock in µs, which V8 profiles
 * use) keeps only the samples taken in it: the measured period, without start-up and module loading.
 */
export function summariseProfile(bundled: CpuProfile, window?: { fromUs: number; toUs: number }): ProfileSummary {
  const profile = originalFrames(bundled);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const from = window && window.fromUs >= profile.startTime ? window.fromUs : profile.startTime;
  const to = window && window.toUs <= profile.endTime && window.toUs > from ? window.toUs : profile.endTime;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) continue;
    const id = profile.samples[index];
    // A sample's time is the delta to the next one (the last sample gets none).
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (id !== undefined) selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, delta));
  }
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackPackages = new Map<number, Set<string>>();
  const packagesOnStack = (id: number): Set<string> => {
    const known = stackPackages.get(id);
    if (known) return known;
    const node = byId.get(id);
    const parent = parentOf.get(id);
    const set = new Set(parent === undefined ? [] : packagesOnStack(parent));
    if (node && !SPECIAL.has(node.callFrame.functionName) && node.callFrame.url) {
      set.add(packageOf(node.callFrame.url, node.callFrame.functionName));
    }
    stackPackages.set(id, set);
    return set;
  };
  const inclusive = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; us: number }>();
  const packages = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idleUs += us;
      continue;
    }
    const where = shortLocation(frame.url, frame.lineNumber);
    const key = `${name}@${where}`;
    const entry = functions.get(key) ?? { name, where, us: 0 };
    entry.us += us;
    functions.set(key, entry);
    const pkg = packageOf(frame.url, name);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    for (const onStack of packagesOnStack(id)) inclusive.set(onStack, (inclusive.get(onStack) ?? 0) + us);
  }
  const wallUs = to - from;
  const busyUs = [...packages.values()].reduce((sum, us) => sum + us, 0);
  const share = (us: number) => (busyUs > 0 ? us / busyUs : 0);
  return {
    wallMs: wallUs / 1000,
    idleMs: idleUs / 1000,
    busyMs: busyUs / 1000,
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .map((entry) => ({ name: entry.name, where: entry.where, selfMs: entry.us / 1000, share: share(entry.us) })),
    packages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, where: '', selfMs: us / 1000, share: share(us) })),
    packagesInclusive: [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, where: '', selfMs: us / 1000, share: share(us) })),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const escapeCell = (text: string) => text.replaceAll('|', '\\|');

export function profileMarkdown(summary: ProfileSummary, rows = 20): string {
  const lines = [
    `Profiled ${(summary.wallMs / 1000).toFixed(1)} s: busy ${(summary.busyMs / 1000).toFixed(1)} s, idle ${(summary.idleMs / 1000).toFixed(1)} s (the main thread waiting for I/O).`,
    '',
    '| self time by package | ms | share of busy time |',
    '| --- | ---: | ---: |',
    ...summary.packages
      .slice(0, 12)
      .map((row) => `| ${escapeCell(row.name)} | ${row.selfMs.toFixed(0)} | ${percent(row.share)} |`),
    '',
    '| package on the stack (inclusive: it and what it calls) | ms | share of busy time |',
    '| --- | ---: | ---: |',
    ...summary.packagesInclusive
      .slice(0, 14)
      .map((row) => `| ${escapeCell(row.name)} | ${row.selfMs.toFixed(0)} | ${percent(row.share)} |`),
    '',
    '| function (self time) | where | ms | share |',
    '| --- | --- | ---: | ---: |',
    ...summary.functions
      .slice(0, rows)
      .map(
        (row) =>
          `| \`${escapeCell(row.name)}\` | ${escapeCell(row.where || '—')} | ${row.selfMs.toFixed(0)} | ${percent(row.share)} |`,
      ),
  ];
  return lines.join('\n');
}

/**
 * Time of the samples with a frame of the function on the stack (once per sample however deep it recurses), for the
 * functions whose location (`path:line`, source-mapped) matches `pattern`: where a request's time goes, callees
 * included.
 */
export function inclusiveFunctions(
  bundled: CpuProfile,
  pattern: RegExp,
  window?: { fromUs: number; toUs: number },
): { name: string; where: string; ms: number; share: number }[] {
  const profile = originalFrames(bundled);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, { name: string; where: string; us: number }>();
  let busyUs = 0;
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window.fromUs || time > window.toUs)) continue;
    let id = profile.samples[index];
    const us = Math.max(0, profile.timeDeltas[index + 1] ?? 0);
    if (id === undefined || byId.get(id)?.callFrame.functionName === '(idle)') continue;
    busyUs += us;
    const seen = new Set<string>();
    while (id !== undefined) {
      const frame = byId.get(id)?.callFrame;
      if (frame) {
        const where = shortLocation(frame.url, frame.lineNumber);
        const name = frame.functionName || '(anonymous)';
        const key = `${name}@${where}`;
        if (!seen.has(key) && pattern.test(where)) {
          seen.add(key);
          const entry = totals.get(key) ?? { name, where, us: 0 };
          entry.us += us;
          totals.set(key, entry);
        }
      }
      id = parentOf.get(id);
    }
  }
  return [...totals.values()]
    .sort((a, b) => b.us - a.us)
    .map(({ name, where, us }) => ({ name, where, ms: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
}

/** The call stacks (innermost first, `depth` frames) under which `functionName` spent its self time. */
export function callersOf(
  profile: CpuProfile,
  functionName: string,
  depth = 6,
  window?: { fromUs: number; toUs: number },
): { stack: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stacks = new Map<string, number>();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window.fromUs || time > window.toUs)) continue;
    let id = profile.samples[index];
    if (id === undefined || byId.get(id)?.callFrame.functionName !== functionName) continue;
    const frames: string[] = [];
    while (id !== undefined && frames.length < depth) {
      const frame = byId.get(id)?.callFrame;
      if (frame) frames.push(`${frame.functionName || '(anonymous)'} ${shortLocation(frame.url, frame.lineNumber)}`);
      id = parentOf.get(id);
    }
    const key = frames.join(' ← ');
    stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  }
  return [...stacks].map(([stack, ms]) => ({ stack, ms })).sort((a, b) => b.ms - a.ms);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) {
    console.error(
      'usage: tsx bench/profile-summary.ts <file.cpuprofile> [rows] [--last SECONDS] [--callers FUNCTION] [--inclusive PATTERN]',
    );
    process.exit(2);
  }
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  // The row count is the number that is not an option's value (`--last 5 40`: 40 rows).
  const rowsArgument = rest.find((arg, index) => /^\d+$/.test(arg) && !rest[index - 1]?.startsWith('--'));
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const last = Number(option('--last') ?? 0);
  // The bench stops a profiled gateway right after the load: its last seconds are the measured period.
  const window = last > 0 ? { fromUs: profile.endTime - last * 1_000_000, toUs: profile.endTime } : undefined;
  const callers = option('--callers');
  const inclusive = option('--inclusive');
  if (inclusive) {
    const rows = Number(rowsArgument ?? 40);
    for (const row of inclusiveFunctions(profile, new RegExp(inclusive), window).slice(0, rows))
      console.log(`${row.ms.toFixed(0).padStart(6)} ms ${percent(row.share).padStart(7)}  ${row.name} ${row.where}`);
  } else if (callers) {
    for (const { stack, ms } of callersOf(profile, callers, 8, window).slice(0, 8))
      console.log(`${ms.toFixed(0)} ms  ${stack}`);
  } else {
    const rows = Number(rowsArgument ?? 25);
    console.log(profileMarkdown(summariseProfile(profile, window), rows));
  }
}
