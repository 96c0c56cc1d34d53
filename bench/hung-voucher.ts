/**
 * `npm run bench:hung-voucher`: a quiet shop while the voucher service's promotion evaluations hang. Starts the
 * sandbox and the gateway as `npm start` runs it (its cluster, GATEWAY_WORKERS=2, default timeouts and circuits),
 * makes `/voucherify/promociones` and `/voucherify/validaciones` hang (`PUT /__admin/faults`), then asks 16 different
 * category listings with their promotion badges one after another and times each at the gateway. Prints each answer's
 * time, products and `extensions.degraded`, the median and the slowest; exits 1 when a listing has no products or the
 * goals (median ≤ 300 ms, slowest ≤ 2 s) are missed. Not part of `npm test`: its figures depend on the machine.
 *
 * Environment: HUNG_VOUCHER_PORT (first of three free ports, default 14330), GATEWAY_WORKERS (default 2).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const base = Number(process.env.HUNG_VOUCHER_PORT ?? 14330);
const ports = { sandbox: base, identity: base + 1, gateway: base + 2 };
const sandboxUrl = `http://localhost:${ports.sandbox}`;
const gatewayUrl = `http://localhost:${ports.gateway}/graphql`;
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code})`);
  });
  children.push(child);
}

let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function waitFor(url: string, init?: RequestInit, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(url, init)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

type Answer = {
  data?: { products?: { edges: { node: { promotions: unknown[] } }[] } };
  errors?: unknown[];
  extensions?: { degraded?: { upstream: string; reason: string; fields: string[] }[] };
};

/**
 * One request on a connection of its own (as curl, or a client without a pool, sends it): the cluster hands each
 * connection to the next worker, so a lone shopper's listings alternate between the workers and their breakers.
 */
function query(text: string, variables: Record<string, unknown> = {}): Promise<{ answer: Answer; ms: number }> {
  const body = JSON.stringify({ query: text, variables });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      gatewayUrl,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer,
              ms: performance.now() - started,
            });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const bundle = join(ROOT, 'gateway', 'dist', 'main.mjs');

try {
  start('sandbox', bin('tsx'), ['sandbox/src/main.ts'], {
    SANDBOX_PORT: String(ports.sandbox),
    IDENTITY_PORT: String(ports.identity),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_DATA_DIR: 'memory://',
  });
  await waitFor(`${sandboxUrl}/__admin/faults`);
  const gatewayEnv = {
    GATEWAY_PORT: String(ports.gateway),
    GATEWAY_WORKERS: process.env.GATEWAY_WORKERS ?? '2',
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandboxUrl,
    IDENTITY_URL: `http://localhost:${ports.identity}`,
    LOG_LEVEL: 'warn',
  };
  // As `npm start` runs it when the bundle is built; its sources otherwise.
  if (existsSync(bundle)) start('gateway', process.execPath, [bundle], gatewayEnv);
  else start('gateway', bin('tsx'), ['gateway/src/main.ts'], gatewayEnv);
  await waitFor(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
  });

  const { answer: catalogue } = await query(
    '{ products(first: 100, channel: "feria-cuida") { edges { node { category { id } } } } }',
  );
  const edges = (catalogue.data?.products?.edges ?? []) as unknown as { node: { category: { id: string } | null } }[];
  const categories = [...new Set(edges.flatMap(({ node }) => (node.category ? [node.category.id] : [])))].slice(0, 16);
  // Warm each worker (its first request signs the service account in and compiles), as a shop that has been up.
  for (let i = 0; i < 4; i++) {
    await query('{ products(first: 4, channel: "feria-cuida") { edges { node { name promotions { id } } } } }');
  }

  await fetch(`${sandboxUrl}/__admin/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sales: { timeout: true, paths: ['/voucherify/promociones', '/voucherify/validaciones'] },
    }),
  });
  const listing =
    'query ($category: ID!) { products(first: 12, channel: "feria-cuida", filter: { categories: [$category] }) { edges { node { name promotions { id } } } } }';
  const times: number[] = [];
  let missing = 0;
  for (const [index, category] of categories.entries()) {
    const { answer, ms } = await query(listing, { category });
    times.push(ms);
    const products = answer.data?.products?.edges.length ?? 0;
    if (products === 0 || answer.errors) missing++;
    const degraded = answer.extensions?.degraded?.map((mark) => `${mark.upstream}:${mark.reason}`).join(',') ?? '-';
    console.log(`${String(index + 1).padStart(2)}  ${ms.toFixed(0).padStart(6)} ms  ${products} products  ${degraded}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = ((sorted[7] ?? 0) + (sorted[8] ?? 0)) / 2;
  const slowest = sorted[sorted.length - 1] ?? 0;
  console.log(`median ${median.toFixed(0)} ms (goal ≤ 300), slowest ${slowest.toFixed(0)} ms (goal ≤ 2000)`);
  process.exitCode = missing === 0 && median <= 300 && slowest <= 2000 ? 0 : 1;
} finally {
  stopAll();
}
