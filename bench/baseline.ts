/**
 * This tree's gateway side by side with another commit's: `npm run bench:baseline -- <commit>`.
 *
 * A change that must not cost CPU (a larger schema, a redesign) is judged against the commit before it, on the same
 * machine in the same minutes. The other commit's tree is unpacked under <tmp>/cuida-bench-baseline/<commit>
 * (`git archive`, its own `npm ci`), its gateway bundled there by its own build script, and both gateways serve one
 * sandbox. Then, in alternating order (A B, B A, …), each serves the commerce-only mixed workload (bench/mixed.ts) at every connection
 * count, every answer checked against the answers it gave before the cells; and each is started again several times,
 * alternating too, for its start-up to ready. What is compared is CPU per answer (the serving process's CPU time over
 * the answers), throughput and start-up, as ratios this ÷ baseline: on a shared machine the absolute figures move
 * with the load, the ratio of two measurements taken in alternation much less.
 *
 * Environment: BENCH_DURATION (s per cell, default 5), BENCH_WARMUP (default 1), BENCH_CONNECTIONS (default 1,16,64),
 * BENCH_BASELINE_ROUNDS (alternations per connection count, default 5), BENCH_BASELINE_STARTS (start-ups of each,
 * default 5), BENCH_BASELINE_PROFILE=1 (one more cell each under `node --cpu-prof`, summarised side by side),
 * BENCH_BASELINE_FORMS (which forms of the mix, `commerce` and/or `full`, default `commerce`; the baseline's full form
 * is this tree's, so both gateways must answer it), BENCH_BASELINE_STARTS=0 skips the start-ups.
 * Writes bench/BASELINE.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, measure, warmUp } from './load';
import { buildMix, checkedMixAnswers, type Mix, mixCellOptions } from './mixed';
import type { Form as MixForm } from './operations';
import { type CpuProfile, profileMarkdown, summariseProfile } from './profile-summary';
import { median } from './report';
import {
  BENCH_DIR,
  type ChildTarget,
  counter,
  type GatewaySettings,
  killChildren,
  ROOT_DIR,
  type SandboxTarget,
  startGatewayChild,
  startSandboxChild,
} from './targets';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION = numberFrom('BENCH_DURATION', 5);
const WARMUP = numberFrom('BENCH_WARMUP', 1);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map((value) => Number(value.trim()));
const ROUNDS = Math.round(numberFrom('BENCH_BASELINE_ROUNDS', 5));
const STARTS = Math.round(numberFrom('BENCH_BASELINE_STARTS', 5));
const PROFILE = process.env.BENCH_BASELINE_PROFILE === '1';
const FORMS = (process.env.BENCH_BASELINE_FORMS ?? 'commerce').split(',').map((value) => {
  const form = value.trim();
  if (form !== 'commerce' && form !== 'full') throw new Error(`BENCH_BASELINE_FORMS: unknown form ${form}`);
  return form;
});
const STARTS_SET = process.env.BENCH_BASELINE_STARTS === '0' ? 0 : STARTS;
const FORM_TITLE: Record<MixForm, string> = { commerce: 'Commerce-only', full: 'Full (with the gateway extensions)' };
const say = (message: string) => console.log(`[baseline] ${message}`);

interface Tree {
  label: string;
  /** The bundled gateway child of another commit, run from its tree; undefined for this tree. */
  built?: { file: string; cwd: string };
  /** That commit's settings for its gateway, as its own bench writes them (variable names change between commits). */
  settings?: (sandbox: SandboxTarget) => GatewaySettings;
}

/** The other commit's tree, unpacked and installed once, with its gateway bundled by its own build script. */
function prepareBaseline(ref: string): Tree & { commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  }).trim();
  // Outside the repository: a second tree inside it would be read by the linter, the type checker and the tests.
  const dir = join(tmpdir(), 'cuida-bench-baseline', commit);
  if (!existsSync(join(dir, 'package.json'))) {
    say(`unpacking ${commit} into ${dir} …`);
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], { cwd: ROOT_DIR, stdio: 'inherit' });
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    say(`installing ${commit}'s packages (npm ci) …`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  const file = join(dir, 'bench', '.build', 'gateway.mjs');
  // Its own bundler on its own sources, so that the gateway runs as that commit's `npm start` ran it.
  const bundler = join(dir, 'bench', '.build', 'bundle-baseline.mts');
  mkdirSync(join(dir, 'bench', '.build'), { recursive: true });
  writeFileSync(
    bundler,
    "import { bundleGateway } from '../../scripts/gateway-bundle.ts';\nawait bundleGateway(process.argv[2], process.argv[3]);\n",
  );
  const bundled = spawnSync(
    process.execPath,
    ['--import', 'tsx', bundler, join(dir, 'bench', 'serve', 'gateway.ts'), file],
    { cwd: dir, stdio: 'inherit' },
  );
  if (bundled.status !== 0) throw new Error(`bundling ${commit}'s gateway failed`);
  const settingsScript = join(dir, 'bench', '.build', 'settings-baseline.mts');
  writeFileSync(
    settingsScript,
    "import { gatewaySettings } from '../targets.ts';\n" +
      'const sandbox = JSON.parse(process.argv[2]);\n' +
      'process.stdout.write(JSON.stringify(gatewaySettings(sandbox, false)));\n',
  );
  const settings = (sandbox: SandboxTarget): GatewaySettings => {
    const address = { url: sandbox.url, baseUrl: sandbox.baseUrl, identityUrl: sandbox.identityUrl };
    const output = execFileSync(process.execPath, ['--import', 'tsx', settingsScript, JSON.stringify(address)], {
      cwd: dir,
      encoding: 'utf8',
    });
    return JSON.parse(output) as GatewaySettings;
  };
  return { label: commit, commit, built: { file, cwd: dir }, settings };
}

const fileLabel = (tree: Tree) => tree.label.replace(/\W+/g, '-');

function startGateway(tree: Tree, sandbox: SandboxTarget, nodeArgs: string[] = []): Promise<ChildTarget> {
  const built = tree.built && tree.settings ? { ...tree.built, settings: tree.settings(sandbox) } : undefined;
  return startGatewayChild(`baseline-${fileLabel(tree)}`, sandbox, false, nodeArgs, undefined, built);
}

/**
 * One more cell at 16 connections per gateway under `node --cpu-prof`, measured window only: where each spends its
 * CPU, side by side (bench/baseline-<label>.cpuprofile, summarised in BASELINE.md).
 */
async function profiles(trees: Tree[], sandbox: SandboxTarget, mix: Mix, form: MixForm): Promise<string[]> {
  const lines: string[] = [];
  for (const tree of trees) {
    const dir = mkdtempSync(join(tmpdir(), 'cuida-baseline-profile-'));
    const gateway = await startGateway(tree, sandbox, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    let window: { fromUs: number; toUs: number } | undefined;
    try {
      const expected = await checkedMixAnswers(gateway.url, form, mix.sequence(false));
      const fromUs = await gateway.mark();
      await mixCell(gateway, sandbox, mix, form, expected, 16);
      const toUs = await gateway.mark();
      if (fromUs !== undefined && toUs !== undefined) window = { fromUs, toUs };
    } finally {
      await gateway.stop();
    }
    // One profile per thread of the child; the main thread's is the largest.
    const written = readdirSync(dir)
      .map((name) => join(dir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0];
    if (!written) throw new Error(`${tree.label}: no .cpuprofile written`);
    const file = join(BENCH_DIR, `baseline-${fileLabel(tree)}-${form}.cpuprofile`);
    renameSync(written, file);
    rmSync(dir, { recursive: true, force: true });
    const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, window);
    lines.push(
      `### ${tree.label}, ${FORM_TITLE[form].toLowerCase()} (\`${file.slice(ROOT_DIR.length)}\`)`,
      '',
      profileMarkdown(summary, 25),
      '',
    );
  }
  return lines;
}

/** The median as `format` writes it, or a dash when the gateway does not export the counter. */
const orDash = (values: number[], format: (value: number) => string) =>
  values.length === 0 ? '—' : format(median(values));
const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

/** CPU milliseconds the serving process spent per answer in a cell. */
function cpuPerAnswer(result: LoadResult): number {
  if (result.servingCpu === undefined || result.requests === 0) throw new Error('no CPU reading for the cell');
  return (result.servingCpu * result.seconds * 1000) / result.requests;
}

async function mixCell(
  gateway: ChildTarget,
  sandbox: SandboxTarget,
  mix: Mix,
  form: MixForm,
  expected: Map<string, string>,
  connections: number,
): Promise<LoadResult & { upstreamPerAnswer: number | undefined; promotionsHitRate: number | undefined }> {
  const sequence = mix.sequence(false);
  const options = await mixCellOptions(
    { serving: gateway, upstream: sandbox, connections, durationSeconds: DURATION, warmupSeconds: WARMUP },
    { form, expected, sequence, total: 0 },
  );
  await warmUp(options);
  const metricsUrl = gateway.url.replace(/\/graphql$/, '/metrics');
  const read = () =>
    Promise.all(
      [
        'cuida_gateway_upstream_requests_total',
        'cuida_gateway_promotions_cache_hits_total',
        'cuida_gateway_promotions_cache_misses_total',
      ].map((name) => counter(metricsUrl, name)),
    );
  const before = await read();
  const result = await measure(options);
  const after = await read();
  const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (failed > 0)
    throw new Error(`${gateway.name}, ${form} form at ${connections} connections: ${failed} failed answers`);
  const delta = (index: number) => {
    const [from, to] = [before[index], after[index]];
    return from === undefined || to === undefined ? undefined : to - from;
  };
  const upstream = delta(0);
  const [hits, misses] = [delta(1), delta(2)];
  return {
    ...result,
    // The counters cover the warm-up's tail too (read before and after the measured window, answers counted in it).
    upstreamPerAnswer: upstream === undefined || result.requests === 0 ? undefined : upstream / result.requests,
    promotionsHitRate:
      hits === undefined || misses === undefined || hits + misses === 0 ? undefined : hits / (hits + misses),
  };
}

async function main() {
  const ref = process.argv[2] ?? process.env.BENCH_BASELINE_REF;
  if (!ref) throw new Error('usage: npm run bench:baseline -- <commit>');
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const baseline = prepareBaseline(ref);
  const current: Tree = { label: 'this tree' };
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'gateway', 'domain', 'schema'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  }).trim();
  const thisLabel = `${head}${dirty ? ' with uncommitted changes' : ''}`;

  say('starting the sandbox …');
  const sandbox = await startSandboxChild();
  const lines: string[] = [];
  try {
    const mix = await buildMix(sandbox.url);
    say(mix.description);
    const trees = [current, baseline];
    const gateways = new Map<Tree, ChildTarget>();
    for (const tree of trees) gateways.set(tree, await startGateway(tree, sandbox));
    const expected = new Map<string, Map<string, string>>();
    const key = (tree: Tree, form: MixForm) => `${tree.label} ${form}`;
    let differing = 0;
    let distinct = 0;
    for (const form of FORMS) {
      for (const tree of trees) {
        const gateway = gateways.get(tree) as ChildTarget;
        expected.set(key(tree, form), await checkedMixAnswers(gateway.url, form, mix.sequence(false)));
      }
      const ours = expected.get(key(current, form)) as Map<string, string>;
      const theirs = expected.get(key(baseline, form)) as Map<string, string>;
      const differs = [...ours].filter(([body, answer]) => theirs.get(body) !== answer);
      differing += differs.length;
      distinct += ours.size;
      say(`${form} form: answers that differ between the two gateways: ${differs.length} of ${ours.size}`);
      for (const [body, answer] of differs.slice(0, 3)) {
        // Where the two answers part: the first differing character, with some context on both sides.
        const other = theirs.get(body) ?? '';
        let at = 0;
        while (at < answer.length && answer[at] === other[at]) at += 1;
        const around = (text: string) => text.slice(Math.max(0, at - 150), at + 250);
        say(`differs: ${body.slice(-200)}\n  this tree: …${around(answer)}…\n  baseline:  …${around(other)}…`);
      }
    }

    const tables: string[] = [];
    for (const form of FORMS) {
      const rows: string[] = [];
      for (const connections of CONNECTIONS) {
        const cpu = { current: [] as number[], baseline: [] as number[] };
        const rps = { current: [] as number[], baseline: [] as number[] };
        const upstream = { current: [] as number[], baseline: [] as number[] };
        const hitRate = { current: [] as number[], baseline: [] as number[] };
        for (let round = 1; round <= ROUNDS; round += 1) {
          const order = round % 2 ? trees : [...trees].reverse();
          for (const tree of order) {
            const result = await mixCell(
              gateways.get(tree) as ChildTarget,
              sandbox,
              mix,
              form,
              expected.get(key(tree, form)) as Map<string, string>,
              connections,
            );
            const side = tree === current ? 'current' : 'baseline';
            cpu[side].push(cpuPerAnswer(result));
            rps[side].push(result.rps);
            if (result.upstreamPerAnswer !== undefined) upstream[side].push(result.upstreamPerAnswer);
            if (result.promotionsHitRate !== undefined) hitRate[side].push(result.promotionsHitRate);
            say(
              `${form} · ${connections} conns · round ${round} · ${tree.label}: ${Math.round(result.rps)} answers/s, ` +
                `${cpuPerAnswer(result).toFixed(3)} ms CPU per answer, ` +
                `${result.upstreamPerAnswer?.toFixed(2) ?? '?'} upstream calls per answer` +
                (result.promotionsHitRate === undefined
                  ? ''
                  : `, promotions cache hit rate ${(result.promotionsHitRate * 100).toFixed(0)} %`),
            );
          }
        }
        const cpuRatios = cpu.current.map((value, index) => value / (cpu.baseline[index] as number));
        const rpsRatios = rps.current.map((value, index) => value / (rps.baseline[index] as number));
        rows.push(
          `| ${connections} | ${median(cpu.current).toFixed(3)} | ${median(cpu.baseline).toFixed(3)} | ` +
            `**${median(cpuRatios).toFixed(2)}×** (${range(cpuRatios)}) | ${median(rpsRatios).toFixed(2)}× (${range(rpsRatios)}) | ` +
            `${orDash(upstream.current, (v) => v.toFixed(2))} / ${orDash(upstream.baseline, (v) => v.toFixed(2))} | ` +
            `${orDash(hitRate.current, (v) => `${(v * 100).toFixed(0)} %`)} / ${orDash(hitRate.baseline, (v) => `${(v * 100).toFixed(0)} %`)} |`,
        );
      }
      tables.push(
        `## ${FORM_TITLE[form]} mixed workload, CPU per answer`,
        '',
        '| connections | this tree (ms, median) | baseline (ms, median) | this ÷ baseline, CPU per answer (median, range) | this ÷ baseline, answers per second | upstream calls per answer, this / baseline | promotions cache hit rate, this / baseline |',
        '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
      );
    }
    for (const gateway of gateways.values()) await gateway.stop();
    const profileLines: string[] = [];
    if (PROFILE) for (const form of FORMS) profileLines.push(...(await profiles(trees, sandbox, mix, form)));

    const startups = { current: [] as number[], baseline: [] as number[] };
    for (let start = 1; start <= STARTS_SET; start += 1) {
      const order = start % 2 ? trees : [...trees].reverse();
      for (const tree of order) {
        const gateway = await startGateway(tree, sandbox);
        startups[tree === current ? 'current' : 'baseline'].push(gateway.startupMs / 1000);
        await gateway.stop();
      }
    }
    if (STARTS_SET > 0)
      say(
        `start-up: this tree ${startups.current.map((s) => s.toFixed(2)).join(', ')} s; ${baseline.label} ${startups.baseline.map((s) => s.toFixed(2)).join(', ')} s`,
      );

    lines.push(
      `# The gateway side by side with ${baseline.commit}`,
      '',
      `Written by \`npm run bench:baseline -- ${ref}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
        `in ${Math.round((Date.now() - started) / 1000)} s; load average ${loadAtStart.toFixed(1)} at the start, ` +
        `${(loadavg()[0] ?? 0).toFixed(1)} at the end. This tree: ${thisLabel}; baseline: ${baseline.commit}, ` +
        `its own tree and packages, bundled by its own build script. Both gateways serve one sandbox; cells of ` +
        `${DURATION} s after ${WARMUP} s of warm-up, ${ROUNDS} rounds per connection count in alternating order, every ` +
        `answer checked against what that gateway answered before the cells (${differing} of the mix's ${distinct} ` +
        'distinct answers differ between the two gateways).',
      '',
      ...tables,
      ...(STARTS_SET > 0
        ? [
            '## Start-up to ready (spawning the bundled process to its port listening)',
            '',
            '| | median | runs |',
            '| --- | ---: | --- |',
            `| this tree | ${median(startups.current).toFixed(2)} s | ${startups.current.map((s) => s.toFixed(2)).join(', ')} |`,
            `| ${baseline.commit} | ${median(startups.baseline).toFixed(2)} s | ${startups.baseline.map((s) => s.toFixed(2)).join(', ')} |`,
          ]
        : []),
      '',
      ...(profileLines.length > 0
        ? ['## Where the CPU goes (16 connections, under `--cpu-prof`, measured window)', '', ...profileLines]
        : []),
    );
  } finally {
    await sandbox.stop();
  }
  const file = join(BENCH_DIR, 'BASELINE.md');
  writeFileSync(file, lines.join('\n'));
  say(`wrote ${file}`);
}

const interrupt = () => {
  killChildren();
  process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

main().catch((error: unknown) => {
  console.error(`\n[baseline] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  killChildren();
  process.exit(1);
});
