import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let sandbox: RunningSandbox;
let primary: ChildProcess;
let port: number;
let internalPort: number;
const lines: Record<string, unknown>[] = [];

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

async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}; logs: ${JSON.stringify(lines.slice(-10))}`);
}

const readyWorkers = () =>
  lines
    .filter((line) => typeof line.msg === 'string' && line.msg.startsWith('Gateway worker ready'))
    .map((line) => Number(line.pid));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  port = await freePort();
  internalPort = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      GATEWAY_PORT: String(port),
      GATEWAY_INTERNAL_PORT: String(internalPort),
      GATEWAY_WORKERS: '2',
      GATEWAY_WORKER_HEAP_MB: '150',
      GATEWAY_WORKER_SEMI_SPACE_MB: '4',
      // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
      SANDBOX_URL: sandbox.url,
      IDENTITY_URL: sandbox.identityUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  primary.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  primary.stderr?.resume();
  await waitFor('two workers', () => (readyWorkers().length >= 2 ? true : undefined), 60_000);
}, 90_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  const workers = lines.map((line) => Number(line.worker ?? line.pid)).filter((pid) => pid && pid !== primary?.pid);
  for (const pid of workers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  await sandbox?.close();
});

describe('gateway workers (node:cluster)', () => {
  it('serves one port from several workers, restarts a crashed one, and stops all on SIGTERM', {
    timeout: 90_000,
  }, async () => {
    const [victim, survivor] = readyWorkers();
    expect(victim).not.toBe(survivor);
    // Each worker runs with the configured V8 heap limits (old space 150 MB + a young generation of 3 × 4 MB).
    const limits = lines
      .filter((line) => String(line.msg).startsWith('Gateway worker ready'))
      .map((line) => line.heapLimitMb);
    expect(limits).toHaveLength(2);
    for (const limit of limits) expect(limit).toBeGreaterThanOrEqual(150);
    for (const limit of limits) expect(limit).toBeLessThanOrEqual(170);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const answer = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Ping { __typename }' }),
    });
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });

    // /metrics on any worker (the internal port: the public one needs a partner key): every worker's metrics,
    // aggregated by the primary.
    const metrics = await (await fetch(`http://127.0.0.1:${internalPort}/metrics`)).text();
    expect(metrics).toMatch(
      /^cuida_gateway_graphql_operations_total\{operation="Ping",type="query",outcome="success"\} 1$/m,
    );

    process.kill(victim as number, 'SIGKILL');
    // The primary notices and forks a replacement.
    const replacement = await waitFor(
      'a replacement worker',
      () => {
        const forked = lines
          .filter((line) => typeof line.msg === 'string' && /^worker \d+ started$/.test(line.msg))
          .map((line) => Number(line.worker));
        return forked.length >= 3 ? forked[2] : undefined;
      },
      30_000,
    );
    expect(lines.some((line) => String(line.msg).includes(`worker ${victim} exited`))).toBe(true);
    expect(alive(replacement)).toBe(true);
    // The survivor keeps serving the port meanwhile.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor('the workers to exit', () =>
      [survivor, replacement].every((pid) => !alive(pid as number)) ? true : undefined,
    );
  });
});
