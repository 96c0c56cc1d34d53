/**
 * `npm run start:prod`: the production build (`npm run build`) run as production runs it, without containers: the
 * gateway bundle with its workers (GATEWAY_WORKERS, default one per core) and `next start`, both with
 * NODE_ENV=production, against the upstreams the environment (or `.env`) names. `--sandbox` also starts the seeded
 * sandbox and, for this run only, makes the secrets production requires that are not set. SIGTERM or Ctrl-C stops
 * both gracefully: each stops accepting, answers the requests in flight, then exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type FrontProxy, freeLoopbackPort, startFrontProxy } from './front-proxy';
import { GATEWAY_BUNDLE, GATEWAY_NODE_FLAGS } from './gateway-bundle';
import { ROOT, waitForHttp } from './stack';

const withSandbox = process.argv.includes('--sandbox');
if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));

if (!existsSync(GATEWAY_BUNDLE) || !existsSync(join(ROOT, 'web', '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  sandbox: port('SANDBOX_PORT', 4010),
  identity: port('IDENTITY_PORT', 9229),
  gateway: port('GATEWAY_PORT', 4000),
  web: port('WEB_PORT', 3000),
};

/** The sandbox's addresses and, where unset, secrets made for this run (the sandbox accepts any of them). */
function sandboxEnvironment(): Record<string, string> {
  const sandbox = `http://localhost:${ports.sandbox}`;
  const storefrontKey = randomBytes(24).toString('base64url');
  const made: Record<string, string> = {
    SANDBOX_PORT: String(ports.sandbox),
    IDENTITY_PORT: String(ports.identity),
    SANDBOX_PUBLIC_URL: sandbox,
    // The links of the e-mails the sandbox keeps in its outbox lead to this storefront.
    SANDBOX_STOREFRONT_URL: `http://localhost:${ports.web}`,
    // The gateway lists and prices the commerce checkout's delivery methods (the commerce API's shipping app).
    COMMERCE_SHIPPING_APP_URL: `http://localhost:${ports.gateway}/webhooks/commerce/shipping-methods`,
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandbox,
    IDENTITY_URL: `http://localhost:${ports.identity}`,
    // The sandbox's seeded service account.
    SERVICE_ACCOUNT_USERNAME: 'servicio.gateway@cuida.pe',
    SERVICE_ACCOUNT_PASSWORD: 'Servicio2026!',
    AUTO_LOGIN_KEY: randomBytes(32).toString('base64'),
    ORDER_ACCESS_KEY: randomBytes(32).toString('base64'),
    COMMERCE_APP_TOKEN: randomBytes(24).toString('hex'),
    SHOPPER_PROXY_SECRET: randomBytes(32).toString('hex'),
    SESSION_COOKIE_KEY: randomBytes(32).toString('base64'),
    GATEWAY_API_KEY: storefrontKey,
    PARTNER_API_KEYS: [process.env.PARTNER_API_KEYS, `storefront:${storefrontKey}`].filter(Boolean).join(','),
  };
  return Object.fromEntries(
    Object.entries(made).filter(([key]) => key === 'PARTNER_API_KEYS' || process.env[key] === undefined),
  );
}

const env: Record<string, string | undefined> = {
  ...process.env,
  ...(withSandbox ? sandboxEnvironment() : {}),
  NODE_ENV: 'production',
  GATEWAY_PORT: String(ports.gateway),
  GATEWAY_URL: process.env.GATEWAY_URL ?? `http://localhost:${ports.gateway}/graphql`,
};

const children: { name: string; child: ChildProcess }[] = [];
function start(name: string, command: string, args: string[], cwd = ROOT, own: Record<string, string> = {}): void {
  const child = spawn(command, args, { cwd, env: { ...env, ...own }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push({ name, child });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `code ${code}`}); stopping the rest.`);
    void stop(1);
  });
}

let stopping = false;
let frontProxy: FrontProxy | undefined;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await frontProxy?.close();
  // The gateway and next close their listeners and answer what they are serving before they exit.
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (withSandbox) {
  start('sandbox', join(ROOT, 'node_modules', '.bin', 'tsx'), ['sandbox/src/main.ts']);
  await waitForHttp(`http://localhost:${ports.sandbox}/healthz`);
}
start('gateway', process.execPath, [...GATEWAY_NODE_FLAGS, GATEWAY_BUNDLE]);
// Production refuses a storefront that faces browsers itself (every shopper would share one allowance at the
// gateway): next listens on loopback behind our front proxy, which appends each shopper's address to
// X-Forwarded-For (scripts/front-proxy.ts), and trusts that one hop.
const internalWebPort = await freeLoopbackPort();
start(
  'storefront',
  join(ROOT, 'node_modules', '.bin', 'next'),
  ['start', '-H', '127.0.0.1', '-p', String(internalWebPort)],
  join(ROOT, 'web'),
  {
    TRUST_PROXY_HOPS: '1',
  },
);
frontProxy = await startFrontProxy({ port: ports.web, targetPort: internalWebPort });
await Promise.all([
  waitForHttp(`http://localhost:${ports.gateway}/healthz`),
  waitForHttp(`http://localhost:${ports.web}/robots.txt`),
]);
console.log(`
Cuida (production build) is running${withSandbox ? ' on the sandbox' : ''}:
  Storefront  http://localhost:${ports.web}
  Gateway     http://localhost:${ports.gateway}/graphql
SIGTERM or Ctrl-C stops it gracefully.
`);
