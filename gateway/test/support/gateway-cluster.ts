/**
 * The gateway as it runs in production, for tests that need real processes: `gateway/src/main.ts` (the cluster
 * primary and its workers) in a child process under tsx, its JSON log lines collected, every process it started
 * killed by pid at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface GatewayCluster {
  port: number;
  url: string;
  lines: Record<string, unknown>[];
  /** Log lines whose message starts with `msg`. */
  logged(msg: string): Record<string, unknown>[];
  waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T>;
  stop(): Promise<void>;
}

/** Starts the cluster with the given variables (on top of the test process's, minus Redis unless given). */
export async function startGatewayCluster(env: Record<string, string>, workers = 2): Promise<GatewayCluster> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(childEnv)) {
    if (/^(GATEWAY_|REDIS_|RESPONSE_CACHE_|RATE_LIMIT|NODE_OPTIONS)/.test(key)) delete childEnv[key];
  }
  Object.assign(childEnv, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    GATEWAY_PORT: String(port),
    GATEWAY_WORKERS: String(workers),
    GATEWAY_WORKER_HEAP_MB: '160',
    GATEWAY_WORKER_SEMI_SPACE_MB: '4',
    ...env,
  });
  const lines: Record<string, unknown>[] = [];
  const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
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
  const logged = (msg: string) => lines.filter((line) => typeof line.msg === 'string' && line.msg.startsWith(msg));
  const waitFor = async <T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const value = probe();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}; logs: ${JSON.stringify(lines.slice(-10))}`);
  };
  const stop = async () => {
    const pids = new Set(logged('Gateway worker ready').map((line) => Number(line.pid)));
    if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL');
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  try {
    await waitFor('the workers', () => (logged('Gateway worker ready').length >= workers ? true : undefined), 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url: `http://127.0.0.1:${port}/graphql`, lines, logged, waitFor, stop };
}

export interface Answer<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/**
 * A GraphQL call on a connection of its own (no keep-alive): the cluster hands each new connection to the next
 * worker. Rejects when the connection closes without an answer (the worker died).
 */
export function gqlOnNewConnection<T>(
  port: number,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer<T>['body'],
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
