/**
 * docker-compose.yml against the Compose specification (its JSON schema, as dclint ships it) and dclint's rules,
 * and against the code: every service's ports, command and environment must be what the code's configuration
 * schemas read, so the file cannot drift from the code. The Swarm file rendered from it must be current.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadGatewayConfig } from '../../gateway/src/config';
import { loadSandboxConfig } from '../../sandbox/src/config';
import {
  activeServices,
  type Compose,
  loadCompose,
  ROOT,
  readComposeYaml,
  readEnvFile,
  startOrder,
} from '../../scripts/containers/compose-file';
import { portParts, renderStack, STACK_FILE } from '../../scripts/containers/render-stack';
import { GATEWAY_BUNDLE } from '../../scripts/gateway-bundle';
import { identityConfigFromEnv, serverIdentityConfigFromEnv } from '../../web/src/features/account/identity-config';
import { gatewayVariables, PLATFORM_VARIABLES, sandboxVariables, storefrontVariables } from './env-variables';

// The Compose specification's JSON schema, as dclint ships it (its package's schemas/ folder, not an export).
const COMPOSE_SCHEMA = join(ROOT, 'node_modules', 'dclint', 'schemas', 'compose.schema.json');

/** A validator of the Compose specification (draft-07; its `$schema` spelling is one Ajv does not resolve). */
function composeValidator() {
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(COMPOSE_SCHEMA, 'utf8')) as Record<string, unknown>;
  return new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
}
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const ENV_EXAMPLE = 'deploy/cuida.env.example';
const compose: Compose = loadCompose({ CUIDA_ENV_FILE: ENV_EXAMPLE });
const service = (name: string) => {
  const found = compose.services[name];
  if (!found) throw new Error(`no service ${name}`);
  return found;
};
const nginx = read('deploy/nginx/cuida.conf');
const dockerfile = read('Dockerfile');
const example = readEnvFile(join(ROOT, ENV_EXAMPLE));

// The example's secrets are placeholders production refuses (example-secrets.test.ts): generated here, as an operator
// does — 32-byte keys in base64, tokens in hex, the storefront's partner key the one it sends.
const storefrontKey = randomBytes(24).toString('hex');
const generatedSecret = (key: string, value: string): string => {
  if (key === 'AUTO_LOGIN_KEY' || key === 'ORDER_ACCESS_KEY') return randomBytes(32).toString('base64');
  if (key === 'GATEWAY_API_KEY') return storefrontKey;
  if (key === 'PARTNER_API_KEYS') return value.replace(/:.*$/, `:${storefrontKey}`);
  if (/SECRET|TOKEN|PASSWORD/.test(key)) return randomBytes(32).toString('hex');
  return value;
};
const filled = Object.fromEntries(Object.entries(example).map(([key, value]) => [key, generatedSecret(key, value)]));

/** The environment a service's process gets: its env file (the example), then its `environment`. */
const environmentOf = (name: string): Record<string, string> => ({ ...filled, ...service(name).environment });

/** The instructions of one Dockerfile stage. */
function stage(target: string): string {
  const start = dockerfile.indexOf(` AS ${target}\n`);
  expect(start, `Dockerfile stage ${target}`).toBeGreaterThan(0);
  const next = dockerfile.indexOf('\nFROM ', start);
  return dockerfile.slice(start, next === -1 ? undefined : next);
}

const portOf = (url: string) => Number(new URL(url).port || 80);

describe('docker-compose.yml: the Compose specification', () => {
  it('is valid against the Compose specification JSON schema', () => {
    const validate = composeValidator();
    const valid = validate(readComposeYaml());
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check refuses what the specification refuses', () => {
    const validate = composeValidator();
    expect(validate({ services: { web: { image: 'a', depends_on: { db: { condition: 'whenever' } } } } })).toBe(false);
    expect(validate({ services: { web: { image: 'a', restart: ['always'] } } })).toBe(false);
    expect(validate({ services: { web: { image: 'a', unknown_key: true } } })).toBe(false);
  });

  it('passes dclint', () => {
    const cli = join(ROOT, 'node_modules', 'dclint', 'bin', 'dclint.cjs');
    const output = execFileSync(process.execPath, [cli, 'docker-compose.yml', '--color', 'false'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('');
  });

  it('starts in an order its depends_on allows, with the sandbox profile and without it', () => {
    expect(startOrder(compose, activeServices(compose, ['sandbox']))).toEqual([
      'redis',
      'postgres',
      'sandbox',
      'gateway',
      'storefront',
      'lb',
    ]);
    expect(startOrder(compose, activeServices(compose, []))).toEqual(['redis', 'gateway', 'storefront', 'lb']);
  });

  it('runs at least two gateway replicas, each with a health check, and every service has one', () => {
    expect(service('gateway').deploy.replicas).toBeGreaterThanOrEqual(2);
    for (const [name, spec] of Object.entries(compose.services)) expect(spec.healthcheck, name).toBeDefined();
  });

  it('keeps secrets out of the file: they come from the env file', () => {
    const text = read('docker-compose.yml');
    for (const name of ['SECRET', 'PASSWORD', 'TOKEN', '_KEY', 'DATABASE_URL'])
      for (const spec of Object.values(compose.services))
        expect(Object.keys(spec.environment).filter((key) => key.includes(name))).toEqual([]);
    expect(text).not.toMatch(/change-me/);
  });

  it('docker-stack.yml is the current Swarm rendering of it, and valid too', () => {
    expect(readFileSync(STACK_FILE, 'utf8'), 'run npm run stack:render').toBe(renderStack());
    const validate = composeValidator();
    expect(validate(parse(readFileSync(STACK_FILE, 'utf8')))).toBe(true);
  });

  it("renders short port specs whose variables hold colons (a default's `:-`) as Swarm's long form", () => {
    // Compose's own interpolation syntax, written as the file has it.
    const bind = ['$', '{CUIDA_HTTP_BIND:-0.0.0.0}'].join('');
    const port = ['$', '{CUIDA_HTTP_PORT:-8080}'].join('');
    expect(portParts(`${bind}:${port}:8080`)).toEqual([bind, port, '8080']);
    expect(portParts('8080')).toEqual(['8080']);
    expect(portParts('127.0.0.1:80:8080')).toEqual(['127.0.0.1', '80', '8080']);
  });

  // The docker CLI's own Swarm loader (client side, no engine needed): what `docker stack deploy` reads first. It once
  // refused a port the schema check let through.
  const dockerCli = (() => {
    try {
      execFileSync('docker', ['stack', 'config', '--help'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.runIf(dockerCli)("is accepted by the docker CLI's Swarm loader (docker stack config)", () => {
    const output = execFileSync('docker', ['stack', 'config', '-c', STACK_FILE], {
      cwd: ROOT,
      env: { ...process.env, CUIDA_ENV_FILE: ENV_EXAMPLE, CUIDA_HTTP_PORT: '8080' },
      encoding: 'utf8',
    });
    const config = parse(output) as { services: Record<string, { ports?: { published: number }[] }> };
    expect(Object.keys(config.services).sort()).toEqual(['gateway', 'lb', 'redis', 'storefront']);
    expect(config.services.lb?.ports?.[0]?.published).toBe(8080);
  });
});

describe('docker-compose.yml agrees with the code', () => {
  it('gateway: every variable is one the gateway reads, and production accepts the whole environment', () => {
    const env = environmentOf('gateway');
    const known = gatewayVariables();
    const foreign = Object.keys(env).filter(
      (key) =>
        !known.has(key) &&
        !PLATFORM_VARIABLES.has(key) &&
        !storefrontVariables().has(key) &&
        !sandboxVariables().has(key) &&
        !key.startsWith('POSTGRES_'),
    );
    expect(foreign).toEqual([]);
    for (const key of Object.keys(service('gateway').environment)) expect(known.has(key), key).toBe(true);
    const config = loadGatewayConfig(env);
    expect(config.production).toBe(true);
    expect(config.redis?.url).toBe('redis://redis:6379');
    expect(config.responseCache.enabled).toBe(true);
    expect(config.internalEndpoints).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(config.rateLimit.trustProxyHops).toBe(1);
  });

  it('gateway: its port is the one nginx, its health check and the image use; its command runs the bundle', () => {
    const { port } = loadGatewayConfig(environmentOf('gateway'));
    expect(nginx).toContain(`server gateway:${port} `);
    expect(service('gateway').healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/healthz`);
    const gatewayStage = stage('gateway');
    expect(gatewayStage).toContain(`GATEWAY_PORT=${port}`);
    expect(gatewayStage).toMatch(new RegExp(`EXPOSE ${port}\\b`));
    expect(gatewayStage).toContain(`CMD ["node", "${GATEWAY_BUNDLE.slice(ROOT.length).replace(/^\//, '')}"]`);
    expect(read('package.json')).toContain('"build:gateway": "tsx scripts/gateway-bundle.ts"');
  });

  it('gateway: Redis and the upstreams it is given are services of the stack, on their ports', () => {
    const config = loadGatewayConfig(environmentOf('gateway'));
    const sandbox = loadSandboxConfig(environmentOf('sandbox'));
    expect(new URL(config.redis?.url ?? '').hostname).toBe('redis');
    for (const url of [config.commerceUrl, ...Object.values(config.restEndpoints)]) {
      expect(new URL(url).hostname).toBe('sandbox');
      expect(portOf(url)).toBe(sandbox.port);
    }
    expect(new URL(config.identity.url).hostname).toBe('sandbox');
    expect(portOf(config.identity.url)).toBe(sandbox.identityPort);
  });

  it('sandbox: every variable is one the sandbox reads; its state is in the PostgreSQL service', () => {
    const env = environmentOf('sandbox');
    for (const key of Object.keys(service('sandbox').environment)) expect(sandboxVariables().has(key), key).toBe(true);
    const config = loadSandboxConfig(env);
    const database = new URL(config.databaseUrl ?? '');
    expect(database.hostname).toBe('postgres');
    expect(database.username).toBe(service('postgres').environment.POSTGRES_USER);
    expect(database.pathname.slice(1)).toBe(service('postgres').environment.POSTGRES_DB);
    expect(service('sandbox').healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${config.port}/healthz`);
    const sandboxStage = stage('sandbox');
    expect(sandboxStage).toMatch(new RegExp(`EXPOSE ${config.port} ${config.identityPort}\\b`));
    expect(sandboxStage).toContain('CMD ["node", "--import", "tsx", "sandbox/src/main.ts"]');
    expect(read('sandbox/package.json')).toContain('"tsx"');
  });

  it('sandbox: browsers sign in at its published identity port; servers read its keys inside the stack', () => {
    const sandbox = loadSandboxConfig(environmentOf('sandbox'));
    const published = service('sandbox').ports.map((port) => port.split(':').map(Number).slice(-2));
    const publicUrl = example.IDENTITY_PUBLIC_URL ?? '';
    expect(published).toContainEqual([portOf(publicUrl), sandbox.identityPort]);
    expect(sandbox.identityPublicUrl).toBe(publicUrl);
    const issuer = `${publicUrl}/${example.COGNITO_USER_POOL_ID ?? 'us-east-1_cuidaLocal'}`;
    const inside = (url: string) => {
      expect(new URL(url).hostname, url).toBe('sandbox');
      expect(portOf(url), url).toBe(sandbox.identityPort);
    };
    const gateway = loadGatewayConfig(environmentOf('gateway'));
    expect(gateway.identity.issuer).toBe(issuer);
    inside(gateway.identity.jwksUri);
    const storefront = serverIdentityConfigFromEnv(environmentOf('storefront'));
    expect(storefront.issuer).toBe(issuer);
    inside(storefront.jwksUrl);
    inside(storefront.endpoint ?? '');
    expect(identityConfigFromEnv(environmentOf('storefront')).endpoint).toBe(publicUrl);
  });

  it('storefront: every variable is one it reads; it calls the gateway through the load balancer', () => {
    const known = storefrontVariables();
    for (const key of Object.keys(service('storefront').environment))
      expect(known.has(key) || PLATFORM_VARIABLES.has(key), key).toBe(true);
    const env = environmentOf('storefront');
    const gateway = new URL(env.GATEWAY_URL ?? '');
    expect(gateway.hostname).toBe('lb');
    expect(nginx).toContain(`listen ${gateway.port};`);
    expect(gateway.pathname).toBe('/graphql');
    expect(nginx).toContain('location = /graphql');
    const port = Number(env.PORT);
    expect(nginx).toContain(`server storefront:${port} `);
    expect(service('storefront').healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/`);
    expect(stage('storefront')).toContain(`PORT=${port}`);
    expect(stage('storefront')).toContain('CMD ["node", "web/server.js"]');
    // The storefront and the gateway share the proxy secret and the storefront's partner key.
    expect(env.SHOPPER_PROXY_SECRET).toBe(environmentOf('gateway').SHOPPER_PROXY_SECRET);
    expect(example.PARTNER_API_KEYS).toContain(`:${example.GATEWAY_API_KEY}`);
  });

  it('lb: publishes the port nginx listens on, and its health path is served', () => {
    const ports = service('lb').ports.map((port) => Number(port.split(':').at(-1)));
    for (const port of ports) expect(nginx).toContain(`listen ${port};`);
    expect(nginx).toContain('location = /lb-health');
    expect(service('lb').healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${ports[0]}/lb-health`);
  });

  it('every env file variable is read by one of the services', () => {
    const known = new Set([...gatewayVariables(), ...sandboxVariables(), ...storefrontVariables()]);
    const unknown = Object.keys(example).filter((key) => !known.has(key) && !key.startsWith('POSTGRES_'));
    expect(unknown).toEqual([]);
  });
});
