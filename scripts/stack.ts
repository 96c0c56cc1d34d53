/**
 * Runs the whole product locally: sandbox (every upstream), gateway and storefront, each in its own process group,
 * with prefixed logs. Used by `npm start`, `npm run dev` and the end-to-end tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { type FrontProxy, freeLoopbackPort, startFrontProxy } from './front-proxy';
import { buildGatewayIfStale, GATEWAY_NODE_FLAGS } from './gateway-bundle';

export const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

export interface StackPorts {
  sandbox: number;
  identity: number;
  gateway: number;
  web: number;
}

export interface StackOptions {
  mode: 'production' | 'dev';
  ports: StackPorts;
  /** Extra environment for every process (e.g. a throwaway sandbox data folder for tests). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Production only: `as-is` starts the storefront build found in web/.next without checking it against the sources. */
  webBuild?: 'if-stale' | 'as-is';
}

export interface RunningStack {
  urls: { storefront: string; gateway: string; sandbox: string; identity: string };
  stop(): Promise<void>;
  /** Process id of each process (sandbox, gateway, web), each the leader of its own process group. */
  pids: Record<string, number>;
  /** Resolves when any process exits on its own (a crash): the stack is no longer whole. */
  exited: Promise<{ name: string; code: number | null }>;
}

const COLORS: Record<string, string> = { sandbox: '\x1b[36m', gateway: '\x1b[35m', web: '\x1b[33m', build: '\x1b[34m' };

/**
 * The environment of every process of the stack: the caller's, the sandbox's addresses, and the secrets the
 * storefront and the gateway share, made for this run unless set: SHOPPER_PROXY_SECRET (the storefront's /api/graphql
 * proxy signs each shopper's address with it, so that the gateway's rate limit counts shoppers apart), the
 * storefront's own SESSION_COOKIE_KEY, and a partner key for the storefront's server-side calls (GATEWAY_API_KEY,
 * added to PARTNER_API_KEYS: its renders come from one address), and the error tracker's DSN (the sandbox's stand-in
 * unless SENTRY_DSN is set), and the user pool's administrator key (the gateway's COGNITO_ADMIN_* settings and the
 * sandbox's IDENTITY_ADMIN_KEYS, one key per run unless set, so that a Saleor client deletes its account with the ID
 * token alone). Rate limits keep the gateway's defaults (on) unless RATE_LIMIT_PER_MINUTE is set.
 */
export function stackEnvironment(
  ports: StackPorts,
  base: Record<string, string | undefined>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const sandbox = `http://localhost:${ports.sandbox}`;
  const storefrontKey = base.GATEWAY_API_KEY ? undefined : randomBytes(24).toString('base64url');
  const adminKeyId = base.COGNITO_ADMIN_ACCESS_KEY_ID ?? `AKIACUIDA${randomBytes(6).toString('hex').toUpperCase()}`;
  const adminSecret = base.COGNITO_ADMIN_SECRET_ACCESS_KEY ?? randomBytes(30).toString('base64url');
  return {
    ...inherited,
    SANDBOX_PORT: String(ports.sandbox),
    IDENTITY_PORT: String(ports.identity),
    SANDBOX_PUBLIC_URL: sandbox,
    // The links of the e-mails the sandbox keeps in its outbox (verification, order) lead to this run's storefront.
    SANDBOX_STOREFRONT_URL: base.SANDBOX_STOREFRONT_URL ?? `http://localhost:${ports.web}`,
    // The gateway lists and prices the commerce checkout's delivery methods (the commerce API's shipping app).
    COMMERCE_SHIPPING_APP_URL: `http://localhost:${ports.gateway}/webhooks/commerce/shipping-methods`,
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandbox,
    IDENTITY_URL: `http://localhost:${ports.identity}`,
    CORS_ORIGINS: base.CORS_ORIGINS ?? `http://localhost:${ports.web}`,
    SHOPPER_PROXY_SECRET: base.SHOPPER_PROXY_SECRET ?? randomBytes(32).toString('base64url'),
    // The storefront's session-cookie key (`next start` runs as production and requires one): per run unless set, so
    // restarting the stack signs customers out.
    SESSION_COOKIE_KEY: base.SESSION_COOKIE_KEY ?? randomBytes(32).toString('base64'),
    // The gateway signs AdminDeleteUser with this key; the sandbox's pool accepts it.
    COGNITO_ADMIN_ACCESS_KEY_ID: adminKeyId,
    COGNITO_ADMIN_SECRET_ACCESS_KEY: adminSecret,
    IDENTITY_ADMIN_KEYS: base.IDENTITY_ADMIN_KEYS ?? `${adminKeyId}:${adminSecret}`,
    ...(storefrontKey
      ? {
          GATEWAY_API_KEY: storefrontKey,
          PARTNER_API_KEYS: [base.PARTNER_API_KEYS, `cuida-storefront:${storefrontKey}`].filter(Boolean).join(','),
        }
      : {}),
    // The storefront reports its errors to the sandbox's stand-in of the error tracker unless a real DSN is set.
    SENTRY_DSN: base.SENTRY_DSN ?? `http://cuidalocal@localhost:${ports.sandbox}/1`,
    GATEWAY_PORT: String(ports.gateway),
    GATEWAY_URL: `http://localhost:${ports.gateway}/graphql`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { ports } = options;
  const urls = {
    storefront: `http://localhost:${ports.web}`,
    gateway: `http://localhost:${ports.gateway}/graphql`,
    sandbox: `http://localhost:${ports.sandbox}`,
    identity: `http://localhost:${ports.identity}`,
  };
  const env = stackEnvironment(ports, process.env, options.env);
  const children: { name: string; child: ChildProcess }[] = [];
  let stopping = false;
  let reportExit: (value: { name: string; code: number | null }) => void = () => {};
  const exited = new Promise<{ name: string; code: number | null }>((resolveExit) => {
    reportExit = resolveExit;
  });

  const run = (name: string, command: string, args: string[], cwd = ROOT, own: Record<string, string> = {}) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...own },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLines(name, child, log);
    child.on('exit', (code) => {
      if (!stopping) reportExit({ name, code });
    });
    children.push({ name, child });
    return child;
  };

  let frontProxy: FrontProxy | undefined;
  const stop = async () => {
    stopping = true;
    await Promise.all([frontProxy?.close(), ...children.map(({ child }) => terminate(child))]);
  };

  try {
    run('sandbox', join(BIN, 'tsx'), ['sandbox/src/main.ts']);
    if (options.mode === 'production') {
      // The production build of the gateway, run by plain node (scripts/gateway-bundle.ts).
      run('gateway', process.execPath, [...GATEWAY_NODE_FLAGS, await buildGatewayIfStale()]);
    } else {
      run('gateway', join(BIN, 'tsx'), ['gateway/src/main.ts']);
    }
    if (options.mode === 'production') {
      if (options.webBuild !== 'as-is') await buildWebIfStale(env, log);
      // As in production, a proxy in front of the storefront appends each shopper's address to X-Forwarded-For
      // (scripts/front-proxy.ts), and the storefront trusts that one hop; next listens on loopback behind it.
      const internal = await freeLoopbackPort();
      run('web', join(BIN, 'next'), ['start', '-H', '127.0.0.1', '-p', String(internal)], join(ROOT, 'web'), {
        TRUST_PROXY_HOPS: '1',
      });
      frontProxy = await startFrontProxy({ port: ports.web, targetPort: internal });
    } else {
      run('web', join(BIN, 'next'), ['dev', '-p', String(ports.web)], join(ROOT, 'web'));
    }
    await Promise.race([
      Promise.all([
        waitForHttp(`${urls.sandbox}/healthz`),
        waitForHttp(`${urls.identity}/.well-known/jwks.json`),
        waitForHttp(`http://localhost:${ports.gateway}/healthz`),
        waitForHttp(urls.storefront),
      ]),
      exited.then(({ name, code }) => {
        throw new Error(`${name} exited with code ${code} before the stack was ready`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const pids: Record<string, number> = {};
  for (const { name, child } of children) if (child.pid !== undefined) pids[name] = child.pid;
  return { urls, stop, exited, pids };
}

function pipeLines(name: string, child: ChildProcess, log: (line: string) => void): void {
  const color = process.stdout.isTTY ? (COLORS[name] ?? '') : '';
  const reset = color ? '\x1b[0m' : '';
  const prefix = `${color}[${name}]${reset} `;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => log(prefix + line));
  }
}

/** SIGTERM to the whole process group (next and tsx spawn children of their own), SIGKILL after 5 s. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const gone = new Promise<void>((resolveGone) => child.once('exit', () => resolveGone()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
  signal('SIGKILL'); // Any grandchild that ignored SIGTERM.
}

export async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

const WEB_INPUTS = ['web', 'domain', 'package-lock.json'];
const IGNORED = new Set(['node_modules', '.next', 'test-results']);

/** Hash of the storefront's inputs: the production build is redone only when they changed. */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!IGNORED.has(entry)) visit(join(path, entry));
    } else {
      hash.update(path).update(String(stat.size)).update(String(stat.mtimeMs));
    }
  };
  for (const input of WEB_INPUTS) visit(join(ROOT, input));
  return hash.digest('hex');
}

async function buildWebIfStale(env: Record<string, string>, log: (line: string) => void): Promise<void> {
  const marker = join(ROOT, 'web', '.next', 'cuida-build-hash');
  const hash = webSourceHash();
  if (
    existsSync(join(ROOT, 'web', '.next', 'BUILD_ID')) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === hash
  ) {
    return;
  }
  log('[build] building the storefront (first start or changed sources)…');
  const child = spawn(join(BIN, 'next'), ['build'], { cwd: join(ROOT, 'web'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines('build', child, log);
  const code = await new Promise<number | null>((resolveBuild) => child.on('exit', resolveBuild));
  if (code !== 0) throw new Error(`next build failed with code ${code}`);
  writeFileSync(marker, hash);
}
