/**
 * Where the full form's extra CPU comes from, by shopper action: `npx tsx bench/mix-kinds.ts`.
 *
 * The mix (bench/mixed.ts) holds listings, product details, category pages and carts; its full ÷ commerce-only ratio
 * is one figure for all of them. This runs this tree's gateway (the bench's settings, its production bundle) on the
 * sub-sequence of each kind alone, in both forms, and prints the CPU per answer of each, so that a change can be aimed
 * at the kind that costs. Every answer is checked as in the mix cells.
 *
 * Environment: BENCH_CONNECTIONS (one count, default 16), BENCH_DURATION (s per cell, default 4), BENCH_WARMUP
 * (default 1), BENCH_KINDS_ROUNDS (default 2), BENCH_KINDS (comma-separated, default
 * `listing,detail,category,cart,all`), BENCH_KINDS_FORMS (default `commerce,full`), BENCH_KINDS_PROFILE (a
 * directory: the gateway runs under `node --cpu-prof` there).
 */
import { measure, warmUp } from './load';
import { buildMix, checkedMixAnswers, mixCellOptions } from './mixed';
import type { Form } from './operations';
import { median } from './report';
import { killChildren, startGatewayChild, startSandboxChild } from './targets';

// Each variable is read by its literal name, so that the .env.example check finds it.
const numberFrom = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const listFrom = (raw: string | undefined, fallback: string) =>
  (raw ?? fallback)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const CONNECTIONS = numberFrom(process.env.BENCH_CONNECTIONS, 16);
const DURATION = numberFrom(process.env.BENCH_DURATION, 4);
const WARMUP = numberFrom(process.env.BENCH_WARMUP, 1);
const ROUNDS = Math.round(numberFrom(process.env.BENCH_KINDS_ROUNDS, 2));
const KINDS = listFrom(process.env.BENCH_KINDS, 'listing,detail,category,cart,all');
const FORMS = listFrom(process.env.BENCH_KINDS_FORMS, 'commerce,full').map((form) => {
  if (form !== 'commerce' && form !== 'full') throw new Error(`BENCH_KINDS_FORMS: unknown form ${form}`);
  return form as Form;
});
const PROFILE_DIR = process.env.BENCH_KINDS_PROFILE;

async function main() {
  const sandbox = await startSandboxChild();
  try {
    const mix = await buildMix(sandbox.url);
    const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const gateway = await startGatewayChild('mix-kinds', sandbox, false, nodeArgs);
    const all = mix.sequence(false);
    const cpu = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const kind of KINDS) {
        const sequence = kind === 'all' ? all : all.filter((action) => action.kind === kind);
        if (sequence.length === 0) throw new Error(`BENCH_KINDS: no action of kind ${kind} in the mix`);
        for (const form of FORMS) {
          const expected = await checkedMixAnswers(gateway.url, form, sequence);
          const options = await mixCellOptions(
            {
              serving: gateway,
              upstream: sandbox,
              connections: CONNECTIONS,
              durationSeconds: DURATION,
              warmupSeconds: WARMUP,
            },
            { form, expected, sequence, total: 0 },
          );
          await warmUp(options);
          const result = await measure(options);
          const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
          if (failed > 0) throw new Error(`${kind}, ${form} form: ${failed} failed answers`);
          if (result.servingCpu === undefined || result.requests === 0) throw new Error('no CPU reading for the cell');
          const perAnswer = (result.servingCpu * result.seconds * 1000) / result.requests;
          const key = `${kind} ${form}`;
          cpu.set(key, [...(cpu.get(key) ?? []), perAnswer]);
          console.log(
            `[mix-kinds] round ${round} · ${key}: ${perAnswer.toFixed(3)} ms CPU per answer, ${Math.round(result.rps)} answers/s`,
          );
        }
      }
    }
    await gateway.stop();
    console.log(`\n| kind (${CONNECTIONS} connections) | ${FORMS.join(' | ')} | full ÷ commerce-only |`);
    console.log(`| --- | ${FORMS.map(() => '---:').join(' | ')} | ---: |`);
    for (const kind of KINDS) {
      const medians = FORMS.map((form) => median(cpu.get(`${kind} ${form}`) ?? []));
      const [commerce, full] = [cpu.get(`${kind} commerce`), cpu.get(`${kind} full`)];
      const ratio = commerce && full ? `${(median(full) / median(commerce)).toFixed(2)}×` : '—';
      console.log(`| ${kind} | ${medians.map((value) => `${value.toFixed(3)} ms`).join(' | ')} | ${ratio} |`);
    }
  } finally {
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`\n[mix-kinds] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  killChildren();
  process.exit(1);
});
