/**
 * `npm run test:soak`: the bench's mixed workload (bench/mixed.ts: listings, product details, category pages, carts
 * and one placeOrder in forty requests) against the gateway as `npm start` runs it (a cluster of two workers, from
 * its sources), for SOAK_MINUTES (default 5), while the sandbox's faults change every SOAK_FAULT_SECONDS (default 30)
 * on each upstream in turn — commerce, sales, the voucher paths of sales on their own, sales-2, pharmacy, identity —
 * in four shapes: hang, latency, 5xx, malformed body. `npm run test:soak:short` is the form `npm test` runs (75 s,
 * faults every 15 s, every upstream and every shape still visited).
 *
 * Orders: each place action takes a checkout prepared before the faults (a Farmacia product under its open 10 %
 * promotion, by card) and calls placeOrder once; an answer that is neither an order nor a refusal (an outage, no
 * answer) is retried with the same input every few seconds, as a shopper presses "Pagar" again, and once more after
 * the faults end until it is answered (a redemption left PENDING likewise). Then the sandbox's stored state is read
 * (its PostgreSQL schema: orders, payment transactions, voucher redemptions) and every checkout must have exactly one
 * order, charged its total once, redeemed once — or, refused, no order and nothing charged.
 *
 * Exits 1 when an order is lost or doubled (stored without being answered, answered without being stored, charged
 * twice or not at all, redeemed twice or not at all), when a catalogue read gets a 5xx or no answer at all, or when no
 * order was placed. Latencies are reported, never judged. Environment: SOAK_MINUTES, SOAK_FAULT_SECONDS,
 * SOAK_CONNECTIONS (concurrent shoppers, default 6), SOAK_REPORT (a file to write the Markdown report to),
 * SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, in a throwaway schema).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../sandbox/src/store/db';
import { buildMix, type MixKind } from './mixed';
import { placeOrderRequests } from './operations';
import { CATALOGUE, catalogueProblems, judgeLedger, type Sample, type ShopperOrder } from './soak-ledger';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOG_DIR = join(ROOT, 'bench', '.logs');

const number = (name: string, raw: string | undefined, fallback: number) => {
  const value = Number(raw ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
/** `--short`: the form `npm test` runs (75 s of load, faults every 15 s); the variables still win. */
const SHORT = process.argv.includes('--short');
const MINUTES = number('SOAK_MINUTES', process.env.SOAK_MINUTES, SHORT ? 1.25 : 5);
const FAULT_SECONDS = number('SOAK_FAULT_SECONDS', process.env.SOAK_FAULT_SECONDS, SHORT ? 15 : 30);
const CONNECTIONS = Math.round(number('SOAK_CONNECTIONS', process.env.SOAK_CONNECTIONS, 6));
const DATABASE_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** How long a client waits for the gateway before it counts the request as unanswered. */
const CLIENT_TIMEOUT_MS = 60_000;
/** A shopper presses "Pagar" again this long after an answer that was neither an order nor a refusal. */
const RETRY_EVERY_MS = 3_000;

const say = (text: string) => console.log(`[soak] ${text}`);

// ---------------------------------------------------------------------------------------------------------------
// Faults: what each window sets on the sandbox (PUT /__admin/faults replaces the whole configuration).

type Target = 'commerce' | 'sales' | 'sales-vouchers' | 'sales2' | 'pharmacy' | 'identity';
type Shape = 'hang' | 'latency' | '5xx' | 'malformed';

const VOUCHER_PATHS = ['/voucherify/promociones', '/voucherify/validaciones', '/voucherify/redenciones'];

/**
 * Two to four faults at a time on different upstreams; the first five windows (the short form) already visit every
 * upstream and every shape. Hangs hold every request; 5xx and malformed bodies hit a share of them, so that an order
 * gets part of the way (a charge or a completion made upstream whose answer is lost) and is retried.
 */
const WINDOWS: [Target, Shape][][] = [
  [
    ['commerce', '5xx'],
    ['sales2', 'hang'],
  ],
  [
    ['sales-vouchers', 'hang'],
    ['pharmacy', 'malformed'],
    ['identity', 'latency'],
  ],
  [
    ['commerce', 'malformed'],
    ['identity', '5xx'],
  ],
  [
    ['sales', '5xx'],
    ['sales2', 'malformed'],
    ['commerce', 'latency'],
  ],
  [
    ['sales-vouchers', 'malformed'],
    ['identity', 'hang'],
    ['pharmacy', '5xx'],
    ['sales2', 'latency'],
  ],
  [
    ['commerce', 'hang'],
    ['pharmacy', 'latency'],
  ],
  [
    ['sales', 'latency'],
    ['sales2', '5xx'],
    ['identity', 'malformed'],
  ],
  [
    ['sales-vouchers', '5xx'],
    ['pharmacy', 'hang'],
  ],
  [
    ['commerce', 'malformed'],
    ['sales', 'hang'],
  ],
  [
    ['sales-vouchers', 'latency'],
    ['commerce', '5xx'],
    ['identity', 'latency'],
  ],
];

function settingsOf(shape: Shape): Record<string, unknown> {
  switch (shape) {
    case 'hang':
      return { timeout: true };
    case 'latency':
      return { latencyMs: 800 };
    case '5xx':
      return { errorRate: 0.5, errorStatus: 503 };
    case 'malformed':
      return { malformedRate: 0.3 };
  }
}

function faultConfig(window: [Target, Shape][]): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [target, shape] of window) {
    if (target === 'sales-vouchers') config.sales = { ...settingsOf(shape), paths: VOUCHER_PATHS };
    else config[target] = settingsOf(shape);
  }
  return config;
}

const describeWindow = (window: [Target, Shape][]) => window.map(([target, shape]) => `${target} ${shape}`).join(', ');

// ---------------------------------------------------------------------------------------------------------------
// Processes

const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(name: string, args: string[], env: Record<string, string>): string {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `soak-${name}.log`);
  const out = openSync(logFile, 'w');
  const childEnv: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(GATEWAY_|RESPONSE_CACHE_|REDIS_|RATE_LIMIT|PARTNER_|SANDBOX_|DATABASE_URL|NODE_OPTIONS|OTEL_)/.test(key))
      continue;
    childEnv[key] = value;
  }
  // Its own process group: stopped with everything it started (the gateway's workers).
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...childEnv, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  children.push(child);
  return logFile;
}

async function stopAll(): Promise<void> {
  for (const child of children) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const child of children) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
}

async function waitFor(what: string, probe: () => Promise<boolean>, seconds: number, logFile: string): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
  throw new Error(`${what} did not answer in ${seconds} s:\n${tail}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and what was seen

type Kind = MixKind;

const samples: Sample[] = [];

async function post(url: string, body: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch {
    return { status: 0, text: '', ms: performance.now() - started };
  }
}

const hasErrors = (text: string) => {
  try {
    const answer = JSON.parse(text) as { errors?: unknown[] };
    return Boolean(answer.errors?.length);
  } catch {
    return true;
  }
};

/** One checkout's placeOrder as a shopper sees it. */
interface OrderAttempt extends ShopperOrder {
  checkoutId: string;
  body: string;
  totalToPay?: number;
  refusal?: string;
}

const tokenOf = (checkoutId: string) => Buffer.from(checkoutId, 'base64').toString('utf8').split(':')[1] ?? '';

function judge(attempt: OrderAttempt, status: number, text: string): void {
  attempt.attempts += 1;
  if (status !== 200) {
    attempt.lastProblem = status === 0 ? 'no answer' : `status ${status}`;
    return;
  }
  let answer: {
    data?: {
      placeOrder?: {
        order: { id: string } | null;
        redemption: string;
        totalToPay: number;
        errors: { code: string; message: string }[];
      } | null;
    } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  try {
    answer = JSON.parse(text);
  } catch {
    attempt.lastProblem = 'a body that is not JSON';
    return;
  }
  const placed = answer.data?.placeOrder;
  if (answer.errors?.length || !placed) {
    attempt.lastProblem = answer.errors?.map((error) => error.extensions?.code ?? 'ERROR').join(',') ?? 'no data';
    return;
  }
  if (placed.order && placed.errors.length === 0) {
    if (attempt.orderId && attempt.orderId !== placed.order.id)
      attempt.otherOrders = [...(attempt.otherOrders ?? []), placed.order.id];
    attempt.orderId ??= placed.order.id;
    attempt.redemption = placed.redemption;
    attempt.totalToPay = placed.totalToPay;
    attempt.lastProblem = undefined;
    return;
  }
  attempt.refused = placed.errors.map((error) => error.code);
  attempt.refusal = placed.errors.map((error) => `${error.code}: ${error.message}`).join('; ');
  attempt.lastProblem = undefined;
}

// ---------------------------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const fmt = (ms: number) =>
  Number.isNaN(ms) ? '–' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;

async function main(): Promise<number> {
  const startedAt = new Date();
  const [sandboxPort, identityPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
  const schema = `soak_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  say(`sandbox on PostgreSQL schema ${schema}; gateway: 2 workers; ${MINUTES} min, faults every ${FAULT_SECONDS} s`);

  const sandboxLog = start('sandbox', ['sandbox/src/main.ts'], {
    SANDBOX_PORT: String(sandboxPort),
    IDENTITY_PORT: String(identityPort),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    DATABASE_URL,
    SANDBOX_PG_SCHEMA: schema,
    COMMERCE_SHIPPING_APP_URL: `http://127.0.0.1:${gatewayPort}/webhooks/commerce/shipping-methods`,
  });
  const db = await openDb({ databaseUrl: DATABASE_URL, pgSchema: schema, dataDir: 'memory://' });
  try {
    await waitFor('the sandbox', async () => (await fetch(`${sandboxUrl}/healthz`)).ok, 180, sandboxLog);
    const gatewayLog = start('gateway', ['gateway/src/main.ts'], {
      NODE_ENV: 'development',
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_WORKERS: '2',
      // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
      SANDBOX_URL: sandboxUrl,
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
      LOG_LEVEL: 'warn',
      // One client address sends everything; every read reaches the upstreams (no response cache to hide faults).
      RATE_LIMIT_PER_MINUTE: '0',
      RESPONSE_CACHE_ENABLED: 'false',
    });
    await waitFor(
      'the gateway',
      async () => {
        const { status, text } = await post(gatewayUrl, '{"query":"{ __typename }"}');
        return status === 200 && !hasErrors(text);
      },
      180,
      gatewayLog,
    );

    const commerceUrl = `${sandboxUrl}/graphql`;
    const mix = await buildMix(commerceUrl);
    const sequence = mix.sequence(true);
    const placesPerCycle = sequence.filter((action) => action.kind === 'place').length;
    // Enough checkouts for the orders the mix asks for at a generous pace; once they run out, a place action is a
    // product detail instead (counted).
    const orders = placeOrderRequests(commerceUrl);
    let prepared = Math.ceil(MINUTES * 60 * 1.6);
    for (;;) {
      try {
        await orders.prepare(prepared);
        break;
      } catch (error) {
        if (prepared < 20 || !String(error).includes('no stock left')) throw error;
        prepared = Math.floor(prepared / 2);
      }
    }
    say(`${mix.description}`);
    say(`${prepared} checkouts prepared for orders; ${placesPerCycle} place actions per ${sequence.length} requests`);

    // Each worker warmed (service account signed in, documents compiled) before the faults.
    for (let index = 0; index < 8; index++) {
      await post(gatewayUrl, sequence[index % sequence.length]?.bodies.full ?? '{"query":"{ __typename }"}');
    }

    const attempts: OrderAttempt[] = [];
    let skippedPlaces = 0;
    let window = -1;
    let position = 0;
    const loadStarts = Date.now();
    const loadEnds = loadStarts + MINUTES * 60_000;
    const windows = Math.ceil((MINUTES * 60) / FAULT_SECONDS);
    const schedule: { index: number; faults: string; from: number }[] = [];

    const setFaults = async (config: Record<string, unknown> | null) => {
      const response = await fetch(`${sandboxUrl}/__admin/faults`, {
        method: config ? 'PUT' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        ...(config ? { body: JSON.stringify(config) } : {}),
      });
      if (!response.ok) throw new Error(`the sandbox refused the faults: ${response.status} ${await response.text()}`);
    };

    const faults = (async () => {
      for (let index = 0; index < windows; index++) {
        const current = WINDOWS[index % WINDOWS.length] as [Target, Shape][];
        await setFaults(faultConfig(current));
        window = index;
        schedule.push({ index, faults: describeWindow(current), from: Date.now() });
        say(`window ${index + 1}/${windows}: ${describeWindow(current)}`);
        const until = Math.min(loadEnds, Date.now() + FAULT_SECONDS * 1000);
        while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    const placeOnce = async (attempt: OrderAttempt, kindWindow: number) => {
      const started = kindWindow;
      const { status, text, ms } = await post(gatewayUrl, attempt.body);
      samples.push({ kind: 'place', window: started, ms, status, errors: status === 200 && hasErrors(text) });
      const before = attempt.orderId;
      judge(attempt, status, text);
      if (attempt.orderId && !before) attempt.answeredDuringFaults = kindWindow >= 0 && Date.now() < loadEnds;
    };

    const shopper = async () => {
      while (Date.now() < loadEnds) {
        const action = sequence[position++ % sequence.length];
        if (!action) break;
        if (action.kind === 'place') {
          // The prepared checkouts (the seed's stock bounds them) are spread over the whole run, so that every fault
          // window sees orders.
          const share = (Date.now() - loadStarts) / (loadEnds - loadStarts);
          if (attempts.length >= Math.ceil(prepared * share) + CONNECTIONS) {
            skippedPlaces += 1;
            continue;
          }
          let body: string;
          try {
            body = orders.nextBody();
          } catch {
            skippedPlaces += 1;
            continue;
          }
          const checkoutId = (JSON.parse(body) as { variables: { input: { checkoutId: string } } }).variables.input
            .checkoutId;
          const attempt: OrderAttempt = { checkoutId, token: tokenOf(checkoutId), body, attempts: 0 };
          attempts.push(attempt);
          await placeOnce(attempt, window);
          continue;
        }
        const body = action.bodies.full as string;
        const started = window;
        const { status, text, ms } = await post(gatewayUrl, body);
        samples.push({ kind: action.kind, window: started, ms, status, errors: status === 200 && hasErrors(text) });
      }
    };

    // The shoppers whose order was neither placed nor refused press "Pagar" again, a few seconds apart.
    const retrier = (async () => {
      while (Date.now() < loadEnds) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
        const waiting = attempts.filter((attempt) => !attempt.orderId && !attempt.refused);
        for (const attempt of waiting) {
          if (Date.now() >= loadEnds) break;
          await placeOnce(attempt, window);
        }
      }
    })();

    await Promise.all([...Array.from({ length: CONNECTIONS }, shopper), retrier, faults]);
    await setFaults(null);
    say(`load stopped; faults cleared; ${attempts.length} orders attempted`);

    // After the outage: every shopper without an answer comes back (circuits close one cool-down after the faults),
    // and orders whose redemption is still pending are asked again (the runbook's step).
    const sweepEnds = Date.now() + 90_000;
    for (;;) {
      const open = attempts.filter(
        (attempt) => (!attempt.orderId && !attempt.refused) || (attempt.orderId && attempt.redemption === 'PENDING'),
      );
      if (open.length === 0 || Date.now() >= sweepEnds) break;
      for (const attempt of open) await placeOnce(attempt, -2);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }

    // What the sandbox stored.
    const tokens = attempts.map((attempt) => attempt.token);
    const orderRows = await db.query<{
      checkout_id: string;
      id: string;
      total: string | number;
      redencion: string | null;
    }>(
      `SELECT checkout_id::text, id::text, (data->>'total') AS total, (data->'privateMetadata'->>'cuida.redencion') AS redencion
         FROM orders WHERE checkout_id::text = ANY($1)`,
      [tokens],
    );
    const transactionRows = await db.query<{
      checkout_id: string;
      charged: string | number;
      refunded: string | number;
    }>(
      `SELECT checkout_id::text, (data->>'chargedAmount') AS charged, (data->>'refundedAmount') AS refunded
         FROM payment_transaction WHERE checkout_id::text = ANY($1)`,
      [tokens],
    );
    const redemptionRows = await db.query<{ session_key: string }>(
      'SELECT session_key FROM voucher_redemption WHERE session_key = ANY($1)',
      [tokens],
    );
    const { figures, problems } = judgeLedger(attempts, {
      orders: orderRows,
      transactions: transactionRows,
      redemptions: redemptionRows,
    });
    const { answered, answeredDuring, present, charged, redeemed, refused, unanswered } = figures;
    problems.push(...catalogueProblems(samples));
    const catalogue = samples.filter((sample) => CATALOGUE.includes(sample.kind));
    const fivexx = catalogue.filter((sample) => sample.status >= 500);
    const noAnswer = catalogue.filter((sample) => sample.status === 0);
    const duringFaults = samples.filter((sample) => sample.window >= 0);

    const lines: string[] = [];
    const seconds = (Date.now() - startedAt.getTime()) / 1000;
    lines.push(
      `Soak run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${MINUTES} min of load, faults changed every ${FAULT_SECONDS} s (${windows} windows), ${CONNECTIONS} concurrent shoppers; ${cpus().length} cores; the whole run took ${seconds.toFixed(0)} s.`,
      '',
      '| orders | attempted | answered as placed | (during the faults) | refused | present in the sandbox | charged once, its total | redeemed once |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      `| count | ${attempts.length} | ${answered} | ${answeredDuring} | ${refused} | ${present} | ${charged} | ${redeemed} |`,
      '',
      `Refusals: ${
        [...new Set(attempts.flatMap((attempt) => (attempt.refusal ? [attempt.refusal] : [])))]
          .map((text) => `${text} (×${attempts.filter((attempt) => attempt.refusal === text).length})`)
          .join('; ') || 'none'
      }.`,
      '',
      `placeOrder calls: ${samples.filter((sample) => sample.kind === 'place').length} (retries included); place actions left out (the prepared checkouts spread over the run): ${skippedPlaces}; never answered: ${unanswered}.`,
      '',
      `Catalogue reads (listings, details, category pages, carts): ${catalogue.length}, of which 5xx: ${fivexx.length}, no answer: ${noAnswer.length}, HTTP 200 with errors (an upstream down, expected): ${catalogue.filter((sample) => sample.errors).length}.`,
      '',
      '| operation (during the faults) | requests | with errors | p50 | p99 | max |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const kind of ['listing', 'detail', 'category', 'cart', 'place'] as Kind[]) {
      const of = duringFaults.filter((sample) => sample.kind === kind);
      const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b);
      lines.push(
        `| ${kind === 'place' ? 'placeOrder' : kind} | ${of.length} | ${of.filter((sample) => sample.errors || sample.status !== 200).length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted.at(-1) ?? Number.NaN)} |`,
      );
    }
    lines.push(
      '',
      '| window | faults | requests | 5xx | with errors | p99 catalogue | p99 placeOrder |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const entry of schedule) {
      const of = samples.filter((sample) => sample.window === entry.index);
      const reads = of.filter((sample) => CATALOGUE.includes(sample.kind)).map((sample) => sample.ms);
      const places = of.filter((sample) => sample.kind === 'place').map((sample) => sample.ms);
      lines.push(
        `| ${entry.index + 1} | ${entry.faults} | ${of.length} | ${of.filter((sample) => sample.status >= 500).length} | ${of.filter((sample) => sample.errors).length} | ${fmt(
          percentile(
            reads.sort((a, b) => a - b),
            99,
          ),
        )} | ${fmt(
          percentile(
            places.sort((a, b) => a - b),
            99,
          ),
        )} |`,
      );
    }
    if (problems.length > 0) {
      lines.push('', `Problems (${problems.length}):`, ...problems.slice(0, 50).map((problem) => `- ${problem}`));
    } else {
      lines.push('', 'Nothing lost, nothing doubled, no 5xx on catalogue reads.');
    }
    const report = lines.join('\n');
    console.log(report);
    if (process.env.SOAK_REPORT) writeFileSync(process.env.SOAK_REPORT, `${report}\n`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await stopAll();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await stopAll();
    process.exit(1);
  },
);
