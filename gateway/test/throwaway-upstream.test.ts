import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../src/repo-paths';

/**
 * Adding a REST service is docs/adding-an-upstream.md's five files, of which only the upstream table is shared. This
 * test takes that path for a throwaway service, `labs`, in a copy of the repository: it writes the service's
 * contract and its row in the table — and changes nothing else — then asks the copy's own code whether the settings,
 * the resilient fetch and the sandbox's routing and faults have taken the service up.
 */

const OPERATION_PATH = '/laboratorio/api/v1/obtener/resultados';

/** The walk-through's row, as the guide writes it. */
const LABS_ROW = `  labs: {
    urlVariable: 'LABS_URL',
    timeoutVariable: 'LABS_TIMEOUT_MS',
    keepAliveVariable: 'LABS_KEEPALIVE_IDLE_MS',
    label: 'labs',
    fault: 'labs',
    sandboxPath: '/labs',
    contract: { kind: 'openapi', path: 'schema/openapi/labs.yaml' },
    retry: 'contract',
    circuits: 'per-operation',
  },
`;

/**
 * Runs in the copy (tsx): prints what the copy's code makes of the new service. The sandbox's handler is given to
 * the REST router here, as `serviceRoutes` would give it (the third of the five files).
 */
const PROBE = `
import { createServer } from 'node:http';
import { GATEWAY_ENV_VARIABLES, loadGatewayConfig } from './gateway/src/config';
import { RESILIENT_UPSTREAMS, REST_SERVICES, UPSTREAM_NAMES } from './gateway/src/config/upstreams';
import { restRetryPolicy, UpstreamResilience } from './gateway/src/upstreams/resilience';
import { FaultConfigSchema, UPSTREAMS as FAULT_NAMES } from './sandbox/src/faults/index';
import { createRestHandler, REST_BASES } from './sandbox/src/rest/router';

const PATH = '${OPERATION_PATH}';
const config = loadGatewayConfig({ SANDBOX_URL: 'http://sandbox.test:4999', LABS_TIMEOUT_MS: '1234', UPSTREAM_RETRY_BASE_MS: '1', UPSTREAM_RETRY_MAX_DELAY_MS: '1' });
const moved = loadGatewayConfig({ LABS_URL: 'https://labs.example/api' });

// The resilient fetch, over a fake network that fails once with 503 and then answers.
const calls = new Map<string, number>();
const baseFetch = (async (input: string | URL | Request) => {
  const url = String(input);
  const seen = (calls.get(url) ?? 0) + 1;
  calls.set(url, seen);
  return new Response('{}', { status: seen === 1 ? 503 : 200 });
}) as typeof fetch;
const resilience = new UpstreamResilience(config.upstreams, { baseFetch });
const labsFetch = resilience.fetchFor('labs' as never);
const marked = await labsFetch(config.restEndpoints.labs + PATH, { method: 'POST', body: '{}' });
const unmarked = await labsFetch(config.restEndpoints.labs + '/laboratorio/api/v1/registrar/muestra', { method: 'POST', body: '{}' });

// The sandbox's REST router, serving the base the document declares.
const handler = createRestHandler({
  routes: [{ base: 'labs', path: PATH, audience: 'customer', handler: async () => ({ ok: true, payload: { resultados: [] } }) }],
  verifyIdToken: async () => ({ kind: 'customer', sub: 'c-1', email: 'rosa@example.pe' }) as never,
  db: {} as never,
  catalog: {} as never,
  log: () => {},
});
const server = createServer((req, res) => {
  void handler(req, res, new URL(req.url ?? '/', 'http://sandbox.test')).then((handled) => {
    if (!handled) { res.statusCode = 404; res.end(); }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
const trace = { channelId: 'WEB', consumerId: 'cuida', moduleId: 'test', serviceId: 'labs', traceId: 't-1', timestamp: new Date().toISOString() };
const answer = await fetch('http://127.0.0.1:' + port + '/labs' + PATH, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
  body: JSON.stringify({ request: { trace, payload: {} } }),
});
const body = await answer.json();
server.close();
resilience.close();

console.log(JSON.stringify({
  upstreams: UPSTREAM_NAMES,
  restServices: REST_SERVICES,
  resilient: RESILIENT_UPSTREAMS,
  variables: GATEWAY_ENV_VARIABLES.filter((name) => name.startsWith('LABS_')),
  endpoint: config.restEndpoints.labs,
  movedEndpoint: moved.restEndpoints.labs,
  timeoutMs: config.upstreams.timeoutsMs.labs,
  idempotent: restRetryPolicy().isIdempotent(config.restEndpoints.labs + PATH, 'obtenerResultados'),
  markedCalls: calls.get(config.restEndpoints.labs + PATH),
  markedStatus: marked.status,
  unmarkedCalls: calls.get(config.restEndpoints.labs + '/laboratorio/api/v1/registrar/muestra'),
  unmarkedStatus: unmarked.status,
  circuits: Object.keys(resilience.states()).filter((name) => name.startsWith('labs')),
  restBases: REST_BASES,
  faultNames: FAULT_NAMES,
  faultsAccepted: FaultConfigSchema.safeParse({ labs: { errorRate: 1 } }).success,
  sandboxStatus: answer.status,
  sandboxBody: body,
}));
`;

/** The files of the repository the probe's imports reach (tracked and new ones, as they are in the working tree). */
const COPIED = ['package.json', 'tsconfig.base.json', 'gateway/src', 'gateway/package.json', 'sandbox/src', 'schema'];

let copy: string;
let written: string[];
let seen: {
  upstreams: string[];
  restServices: string[];
  resilient: string[];
  variables: string[];
  endpoint: string;
  movedEndpoint: string;
  timeoutMs: number;
  idempotent: boolean;
  markedCalls: number;
  markedStatus: number;
  unmarkedCalls: number;
  unmarkedStatus: number;
  circuits: string[];
  restBases: string[];
  faultNames: string[];
  faultsAccepted: boolean;
  sandboxStatus: number;
  sandboxBody: { response: { status: { success: boolean }; payload?: unknown } };
};

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'cuida-throwaway-upstream-'));
  for (const part of COPIED) cpSync(repoPath(part), join(copy, part), { recursive: true });
  for (const modules of ['node_modules', 'gateway/node_modules', 'sandbox/node_modules']) {
    if (existsSync(repoPath(modules))) symlinkSync(repoPath(modules), join(copy, modules), 'dir');
  }

  // 1. The contract: the pharmacy document, renamed, with one operation marked idempotent.
  const contract = readFileSync(repoPath('schema/openapi/pharmacy.yaml'), 'utf8')
    .replaceAll('pharmacy', 'labs')
    .replaceAll('/personas/api/v1/obtener/persona', OPERATION_PATH)
    .replaceAll('obtenerPersona', 'obtenerResultados');
  writeFileSync(join(copy, 'schema/openapi/labs.yaml'), contract);

  // 2. The row: its name in UPSTREAM_NAMES and its line of the table.
  const tablePath = join(copy, 'gateway/src/config/upstreams.ts');
  const table = readFileSync(tablePath, 'utf8');
  const withName = table.replace(/(export const UPSTREAM_NAMES = \[[^\]]*)\] as const;/, "$1, 'labs'] as const;");
  const withRow = withName.replace(
    '} as const satisfies Record<UpstreamName, UpstreamRow>;',
    `${LABS_ROW}} as const satisfies Record<UpstreamName, UpstreamRow>;`,
  );
  expect(withRow).not.toBe(withName);
  expect(withName).not.toBe(table);
  writeFileSync(tablePath, withRow);
  written = ['schema/openapi/labs.yaml', 'gateway/src/config/upstreams.ts'];

  writeFileSync(join(copy, 'probe.ts'), PROBE);
  const output = execFileSync(repoPath('node_modules/.bin/tsx'), ['probe.ts'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
    timeout: 60_000,
  });
  seen = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}, 90_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a throwaway REST service added by the documented path', () => {
  it('takes its contract and one row of the upstream table, nothing else', () => {
    expect(written).toEqual(['schema/openapi/labs.yaml', 'gateway/src/config/upstreams.ts']);
    expect(seen.upstreams).toContain('labs');
    expect(seen.restServices).toContain('labs');
  });

  it('the settings read its variables, place it under SANDBOX_URL and let its own URL override that', () => {
    expect(seen.variables.sort()).toEqual(['LABS_KEEPALIVE_IDLE_MS', 'LABS_TIMEOUT_MS', 'LABS_URL']);
    expect(seen.endpoint).toBe('http://sandbox.test:4999/labs');
    expect(seen.movedEndpoint).toBe('https://labs.example/api');
    expect(seen.timeoutMs).toBe(1234);
  });

  it('the resilient fetch gives it circuits and retries only the operation its contract marks idempotent', () => {
    expect(seen.resilient).toContain('labs');
    expect(seen.circuits).toContain('labs');
    expect(seen.idempotent).toBe(true);
    expect(seen.markedCalls).toBe(2);
    expect(seen.markedStatus).toBe(200);
    expect(seen.unmarkedCalls).toBe(1);
    expect(seen.unmarkedStatus).toBe(503);
  });

  it("the sandbox mounts its base from the contract, routes its handler and accepts faults under the table's name", () => {
    expect(seen.restBases).toContain('labs');
    expect(seen.faultNames).toContain('labs');
    expect(seen.faultsAccepted).toBe(true);
    expect(seen.sandboxStatus).toBe(200);
    expect(seen.sandboxBody.response.status.success).toBe(true);
    expect(seen.sandboxBody.response.payload).toEqual({ resultados: [] });
  });
});
