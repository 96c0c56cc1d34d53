import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';
import { isOwnSource } from '../../scripts/bundle-source-map';
import { type BundleImports, bundleGateway, GATEWAY_NODE_FLAGS } from '../../scripts/gateway-bundle';
import { workerNodeFlags } from '../src/cluster';
import { loadGatewayConfig } from '../src/config';
import { contractKey, PARSED_CONTRACTS_FILE, type ParsedContracts } from '../src/config/parsed-contracts';
import { openApiDocumentPath, REST_SERVICES } from '../src/config/upstreams';
import { REPO_ROOT } from '../src/repo-paths';

const parsedContractsOf = (directory: string) =>
  JSON.parse(readFileSync(join(directory, PARSED_CONTRACTS_FILE), 'utf8')) as ParsedContracts;

/** The production build (scripts/gateway-bundle.ts) runs under plain node, finds the repository's files, and serves. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let sandbox: RunningSandbox;
let dir: string;
let gateway: ChildProcess;
let url: string;
let imports: BundleImports;
let output = '';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Inside the repository, as gateway/dist is: the bundle finds schema/ by walking up from itself.
  dir = mkdtempSync(join(ROOT, 'gateway', '.bundle-test-'));
  const bundle = join(dir, 'main.mjs');
  imports = await bundleGateway(join(ROOT, 'gateway', 'src', 'main.ts'), bundle);
  const env = {
    PATH: process.env.PATH ?? '',
    GATEWAY_PORT: '0',
    GATEWAY_WORKERS: '1',
    LOG_LEVEL: 'info',
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandbox.url,
    IDENTITY_URL: sandbox.identityUrl,
  };
  // Run as production runs it, with a production worker's heap limits (cluster.ts), which it must serve within.
  gateway = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, ...workerNodeFlags(loadGatewayConfig(env)), bundle], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    gateway.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /Gateway ready at (http:\/\/\S+?)"/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    gateway.once('exit', (code) => reject(new Error(`the bundled gateway exited with ${code}: ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) gateway.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
  await sandbox?.close();
});

describe('the production bundle', () => {
  it('finds the repository from the module that asks', () => {
    expect(REPO_ROOT).toBe(ROOT.replace(/\/$/, ''));
  });

  it("reads an error's stack, then serves 80 listings at once, within a production worker's heap", async () => {
    // A refused field's error is located by graphql-js, which reads the stack of the error it wraps: node then decodes
    // the bundle's source map (bundle-source-map.ts), which must fit in the worker's heap beside the work.
    const refused = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ customer { __typename } }' }),
    });
    expect(
      ((await refused.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const listing = JSON.stringify({
      query: `{ products(first: 100, channel: "feria-cuida") {
        edges { node { id name pricing { priceRange { start { gross { amount } } } } } }
      } }`,
    });
    const statuses = await Promise.all(
      Array.from({ length: 80 }, () =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: listing }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(gateway.exitCode).toBeNull();
  });

  it('inlines every package but GraphiQL: a worker reads no node_modules file before it serves', () => {
    const packages = (specifiers: string[]) => specifiers.filter((specifier) => !isBuiltin(specifier));
    expect(packages(imports.static)).toEqual([]);
    expect(packages(imports.dynamic)).toEqual(['@graphql-yoga/render-graphiql/graphiql']);
  });

  it("maps the repository's code fully and the packages' once per line", () => {
    const map = JSON.parse(readFileSync(join(dir, 'main.mjs.map'), 'utf8')) as { sources: string[]; mappings: string };
    // Sources are relative to the bundle's folder, here one level under gateway/.
    expect(map.sources).toContain('../src/main.ts');
    const packageSegmentsPerLine = decode(map.mappings).map(
      (line) => line.filter(([, source]) => source !== undefined && !isOwnSource(map.sources[source] ?? '')).length,
    );
    expect(packageSegmentsPerLine.reduce((most, count) => Math.max(most, count), 0)).toBe(1);
  });

  it('brings the REST contracts parsed, next to itself', () => {
    expect(Object.keys(parsedContractsOf(dir)).sort()).toEqual(
      REST_SERVICES.map((service) => contractKey(openApiDocumentPath(service))).sort(),
    );
  });

  it('loads GraphiQL from node_modules on its first page', async () => {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const script = /<script[^>]*\bsrc="(\/graphiql\/[^"]+\.js)"/.exec(await response.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(new URL(script ?? '', url));
    expect(asset.status).toBe(200);
    expect((await asset.text()).length).toBeGreaterThan(1_000_000);
  });

  it('answers GraphQL from the commerce API and its own extensions, and stops on SIGTERM', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ products(first: 2, channel: "feria-cuida") { edges { node { slug purchaseOptions { once } } } } }',
      }),
    });
    const body = (await response.json()) as { data?: { products: { edges: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.products.edges).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
