/**
 * Single use across workers without Redis: two gateway workers (node:cluster) share one port; the verification
 * link (its code and its auto-login token) opens one session, and every later use, on either worker, is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';
import { loadGatewayConfig } from '../src/config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let sandbox: RunningSandbox;
let primary: ChildProcess;
let port: number;
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

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}; logs: ${JSON.stringify(lines.slice(-10))}`);
}

const logged = (msg: string) => lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith(msg));

/**
 * A GraphQL call on a connection of its own (no keep-alive): the cluster hands each new connection to the next
 * worker in turn, so consecutive calls alternate between the two workers.
 */
function gqlOnNewConnection<T>(query: string, variables: Record<string, unknown>): Promise<{ data?: T }> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: T }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    GATEWAY_PORT: String(port),
    GATEWAY_WORKERS: '2',
    GATEWAY_WORKER_HEAP_MB: '150',
    GATEWAY_WORKER_SEMI_SPACE_MB: '4',
    COMMERCE_URL: `${sandbox.url}/graphql`,
    SALES_URL: `${sandbox.url}/sales`,
    SALES2_URL: `${sandbox.url}/sales2`,
    PHARMACY_URL: `${sandbox.url}/pharmacy`,
    IDENTITY_URL: sandbox.identityUrl,
    LOG_LEVEL: 'info',
  };
  delete env.REDIS_URL;
  primary = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: ROOT,
    env,
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
  await waitFor('two workers', () => (logged('Gateway worker ready').length >= 2 ? true : undefined), 60_000);
}, 90_000);

afterAll(async () => {
  const workers = logged('Gateway worker ready').map((line) => Number(line.pid));
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await sandbox?.close();
});

const REGISTER =
  'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email autoLoginToken } }';
const VERIFY =
  'mutation ($email: String!, $code: String!, $token: String) { verifyEmail(email: $email, code: $code, autoLoginToken: $token) { status session { idToken } } }';

describe('single use across the workers of one process, without Redis', () => {
  it('the verification link opens one session; every later use, on either worker, is INVALID without one', {
    timeout: 60_000,
  }, async () => {
    const email = `dos.workers.${Date.now()}@example.pe`;
    const registered = await gqlOnNewConnection<{ registerCustomer: { autoLoginToken: string } }>(REGISTER, {
      input: {
        email,
        password: 'Registro2026!',
        firstName: 'Ana',
        paternalLastName: 'Flores',
        phone: '991234567',
        birthDate: '1990-05-20',
        documentType: 2,
        documentNumber: String(40_000_000 + (Date.now() % 9_000_000)),
      },
    });
    const token = registered.data?.registerCustomer.autoLoginToken;
    expect(token).toBeTruthy();
    const [row] = await sandbox.db.query<{ code: string }>('SELECT code FROM verification_code WHERE email = $1', [
      email,
    ]);

    // Six uses of the same link on six connections, three per worker.
    const answers: { status: string; session: unknown }[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await gqlOnNewConnection<{ verifyEmail: { status: string; session: unknown } }>(VERIFY, {
        email,
        code: row?.code,
        token,
      });
      if (answer.data) answers.push(answer.data.verifyEmail);
    }
    expect(answers).toHaveLength(6);
    expect(answers.filter((answer) => answer.session !== null)).toHaveLength(1);
    expect(answers[0]).toMatchObject({ status: 'VALID', session: { idToken: expect.any(String) } });
    expect(answers.slice(1)).toEqual(Array.from({ length: 5 }, () => ({ status: 'INVALID', session: null })));

    // The refusals came from both workers, the one that opened the session and the other.
    await waitFor(
      'the audit lines',
      () => (logged('used verification code refused').length >= 5 ? true : undefined),
      5000,
    );
    const opener = logged('auto-login session opened').map((line) => line.pid);
    const refusers = new Set(logged('used verification code refused').map((line) => line.pid));
    expect(opener).toHaveLength(1);
    expect(refusers.size).toBe(2);
  });
});

describe('replicas need a shared store in production', () => {
  const secret = () => randomBytes(32).toString('base64');
  const production = {
    NODE_ENV: 'production',
    SERVICE_ACCOUNT_USERNAME: 'servicio@ejemplo.pe',
    SERVICE_ACCOUNT_PASSWORD: secret(),
    AUTO_LOGIN_KEY: secret(),
    COMMERCE_APP_TOKEN: secret(),
    ORDER_ACCESS_KEY: secret(),
    SHOPPER_PROXY_SECRET: secret(),
  };

  it('refuses GATEWAY_REPLICAS > 1 without REDIS_URL, naming both; one replica, or Redis, starts', () => {
    expect(() => loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '2' })).toThrow(
      /GATEWAY_REPLICAS=2 needs REDIS_URL in production/,
    );
    expect(loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '1' }).production).toBe(true);
    expect(loadGatewayConfig({ ...production }).production).toBe(true);
    expect(
      loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '3', REDIS_URL: 'redis://redis:6379' }).redis?.url,
    ).toBe('redis://redis:6379');
    // Outside production several replicas without Redis only share nothing (development stacks).
    expect(loadGatewayConfig({ GATEWAY_REPLICAS: '2' }).production).toBe(false);
  });
});
