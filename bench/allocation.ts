/**
 * `npx tsx bench/allocation.ts`: bytes the gateway allocates per answer, per operation and form. The gateway child
 * runs with `--trace-gc-nvp`, which logs, at every garbage collection, the bytes allocated since the one before
 * (`allocated=`); requests are sent one at a time after a warm-up, and the sum over the collections that happened
 * while they were served, divided by their number, is the allocation per answer (the tail since the last collection
 * is not counted: a few percent with hundreds of requests). Prints a Markdown table; docs/benchmark.md quotes it.
 *
 * Environment: BENCH_ALLOC_REQUESTS (per row, default 400), BENCH_ALLOC_WARMUP (default 100).
 */
import { readFileSync, statSync } from 'node:fs';
import { buildMix } from './mixed';
import { buildOperations, type Form, requestBody } from './operations';
import { killChildren, startGatewayChild, startSandboxChild } from './targets';

const REQUESTS = Number(process.env.BENCH_ALLOC_REQUESTS ?? 400);
const WARMUP = Number(process.env.BENCH_ALLOC_WARMUP ?? 100);

async function post(url: string, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`bad answer: ${text.slice(0, 300)}`);
}

function allocatedSince(logFile: string, offset: number): { bytes: number; collections: number } {
  const text = readFileSync(logFile, 'utf8').slice(offset);
  let bytes = 0;
  let collections = 0;
  for (const match of text.matchAll(/\ballocated=(\d+)/g)) {
    bytes += Number(match[1]);
    collections += 1;
  }
  return { bytes, collections };
}

async function main() {
  const sandbox = await startSandboxChild();
  const rows: string[] = [];
  try {
    const { operations } = await buildOperations(sandbox.url);
    const mix = await buildMix(sandbox.url);
    const gateway = await startGatewayChild('gateway-allocation', sandbox, false, ['--trace-gc-nvp']);
    try {
      const cases: { name: string; form: Form; bodies: string[] }[] = [];
      for (const operation of operations.filter((item) => item.id === 'listing' || item.id === 'detail')) {
        for (const form of ['full', 'commerce'] as const) {
          cases.push({ name: operation.id, form, bodies: [requestBody(operation, form)] });
        }
      }
      for (const form of ['full', 'commerce'] as const) {
        cases.push({
          name: 'mix',
          form,
          bodies: mix.sequence(false).map((action) => action.bodies[form] as string),
        });
      }
      for (const { name, form, bodies } of cases) {
        for (let index = 0; index < WARMUP; index++) await post(gateway.url, bodies[index % bodies.length] as string);
        const offset = statSync(gateway.logFile).size;
        const started = performance.now();
        for (let index = 0; index < REQUESTS; index++) await post(gateway.url, bodies[index % bodies.length] as string);
        const seconds = (performance.now() - started) / 1000;
        const { bytes, collections } = allocatedSince(gateway.logFile, offset);
        const perAnswer = bytes / REQUESTS / 1024 / 1024;
        rows.push(
          `| ${name} | ${form} | ${REQUESTS} | ${perAnswer.toFixed(3)} | ${collections} | ${((seconds / REQUESTS) * 1000).toFixed(1)} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await gateway.stop();
    }
  } finally {
    await sandbox.stop();
  }
  console.log(
    [
      '',
      '| operation | form | answers | MB allocated / answer | collections | ms / answer (sequential) |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  killChildren();
  process.exit(1);
});
