/**
 * A test stand-in of the sandbox app's REST side: memory PGlite, the catalogue seed, the services and voucher
 * routes behind createRestHandler, the fault injector in front, and the real identity provider (on its own port)
 * to sign in and to verify tokens against its JWKS.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Catalog } from '../../src/commerce/catalog';
import { type FaultConfig, FaultInjector, upstreamForPath } from '../../src/faults/index';
import { type RunningIdentityServer, startIdentityServer } from '../../src/identity/listen';
import { SEEDED_USERS, seedIdentityUsers } from '../../src/identity/seed';
import { GATEWAY_CLIENT_ID, WEB_CLIENT_ID } from '../../src/identity/server';
import { createIdTokenVerifier } from '../../src/rest/auth';
import type { RestRoute } from '../../src/rest/handler';
import { createRestHandler } from '../../src/rest/router';
import { buildCatalogSeed } from '../../src/seed/catalog';
import { ensureServicesSeed, handleServicesAdmin, serviceRoutes } from '../../src/services/index';
import { readCatalog, writeCatalog } from '../../src/store/catalog-store';
import { type Db, type DbOptions, openDb } from '../../src/store/db';
import { migrate } from '../../src/store/migrate';
import { voucherRoutes } from '../../src/vouchers/handlers';

export type Persona = 'maria' | 'jorge' | 'staff' | 'service';

const ACCOUNTS: Record<Persona, { email: string; clientId: string }> = {
  maria: { email: 'maria.quispe@cuida.pe', clientId: WEB_CLIENT_ID },
  jorge: { email: 'jorge.ramirez@cuida.pe', clientId: WEB_CLIENT_ID },
  staff: { email: 'farmacia@cuida.pe', clientId: WEB_CLIENT_ID },
  service: { email: 'servicio.gateway@cuida.pe', clientId: GATEWAY_CLIENT_ID },
};

export interface RestTestServer {
  /** e.g. http://127.0.0.1:40123 (REST bases under /sales, /sales2, /pharmacy). */
  url: string;
  identity: RunningIdentityServer;
  db: Db;
  catalog: Catalog;
  routes: RestRoute[];
  faults: FaultInjector;
  /** Lines the REST layer logged (internal errors...). */
  logs: string[];
  /** A real sign-in through the identity provider (cached per persona). */
  tokens(persona: Persona): Promise<{ idToken: string; accessToken: string }>;
  idToken(persona: Persona): Promise<string>;
  close(): Promise<void>;
}

export interface RestTestServerOptions {
  clock?: () => Date;
  faults?: FaultConfig;
  /** Extra routes (e.g. a handler that throws, for the 500 path). */
  extraRoutes?: RestRoute[];
  /** Another store than memory PGlite (e.g. a throwaway PostgreSQL schema). */
  store?: DbOptions;
}

export async function startRestTestServer(options: RestTestServerOptions = {}): Promise<RestTestServer> {
  const db = await openDb(options.store ?? { dataDir: 'memory://' });
  await migrate(db);
  await writeCatalog(db, buildCatalogSeed());
  const catalog = new Catalog(await readCatalog(db));
  await ensureServicesSeed(db, catalog, { clock: options.clock });
  await seedIdentityUsers(db, { clock: options.clock });

  const identity = await startIdentityServer({ port: 0, host: '127.0.0.1', db, log: () => {} });
  const verifyIdToken = createIdTokenVerifier({
    jwksUrl: `${identity.issuer}/.well-known/jwks.json`,
    issuer: identity.issuer,
    audience: [WEB_CLIENT_ID, GATEWAY_CLIENT_ID],
  });
  const logs: string[] = [];
  const routes = [...serviceRoutes({ db, catalog }), ...voucherRoutes({ db, catalog }), ...(options.extraRoutes ?? [])];
  const rest = createRestHandler({
    routes,
    verifyIdToken,
    db,
    catalog,
    clock: options.clock,
    log: (line) => logs.push(line),
  });
  const faults = new FaultInjector(options.faults ?? {});

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    void (async () => {
      if (await faults.handleAdmin(req, res, url)) return;
      if (await handleServicesAdmin(req, res, url, { db })) return;
      const upstream = upstreamForPath(url.pathname);
      if (upstream && (await faults.applyFault(upstream, req, res)) === 'handled') return;
      if (await rest(req, res, url)) return;
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    })().catch((error: unknown) => {
      logs.push(String(error));
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const cache = new Map<Persona, Promise<{ idToken: string; accessToken: string }>>();
  const tokens = (persona: Persona) => {
    let pending = cache.get(persona);
    if (!pending) {
      pending = signIn(identity.url, persona);
      cache.set(persona, pending);
    }
    return pending;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    identity,
    db,
    catalog,
    routes,
    faults,
    logs,
    tokens,
    idToken: async (persona) => (await tokens(persona)).idToken,
    close: async () => {
      faults.releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.close();
      await db.close();
    },
  };
}

async function signIn(identityUrl: string, persona: Persona): Promise<{ idToken: string; accessToken: string }> {
  const account = ACCOUNTS[persona];
  const user = SEEDED_USERS.find((item) => item.email === account.email);
  if (!user) throw new Error(`no seeded identity user ${account.email}`);
  const response = await fetch(`${identityUrl}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: account.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string; AccessToken: string } };
  if (!response.ok || !body.AuthenticationResult)
    throw new Error(`sign-in of ${persona} failed: ${JSON.stringify(body)}`);
  return { idToken: body.AuthenticationResult.IdToken, accessToken: body.AuthenticationResult.AccessToken };
}

let traceCounter = 0;

/** A valid trace, as the storefront and gateway send it. */
export function trace(overrides: Record<string, unknown> = {}) {
  traceCounter += 1;
  return {
    channelId: 'WEB',
    consumerId: 'cuida-gateway',
    moduleId: 'storefront',
    serviceId: 'test',
    traceId: `test-trace-${process.pid}-${traceCounter}`,
    timestamp: new Date().toISOString(),
    ...overrides,
  };
}

export interface CallResult<P = unknown> {
  httpStatus: number;
  headers: Headers;
  body: { response: { status: { success: boolean; code: string; message: string }; payload?: P } };
}

/** POSTs an enveloped call to `<url><base><path>` with the given bearer token (none when null). */
export async function call<P = unknown>(
  url: string,
  basePath: string,
  payload: unknown,
  token: string | null,
  init: { trace?: Record<string, unknown>; rawBody?: string; method?: string } = {},
): Promise<CallResult<P>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const method = init.method ?? 'POST';
  const response = await fetch(`${url}${basePath}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD'
      ? {}
      : { body: init.rawBody ?? JSON.stringify({ request: { trace: init.trace ?? trace(), payload } }) }),
  });
  const text = await response.text();
  let body: CallResult<P>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`non-JSON answer (${response.status}) from ${basePath}: ${text.slice(0, 200)}`);
  }
  return { httpStatus: response.status, headers: response.headers, body };
}
