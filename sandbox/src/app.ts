import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { Catalog } from './commerce/catalog';
import { CheckoutRepository } from './commerce/checkout-repository';
import { CheckoutService } from './commerce/checkout-service';
import { isAppRequest, SANDBOX_COMMERCE_APP_TOKEN } from './commerce/permissions';
import type { CommerceContext } from './commerce/resolvers/context';
import { createCommerceSchema } from './commerce/schema';
import { HttpShippingApp } from './commerce/shipping-app';
import type { SandboxConfig } from './config';
import { ErrorTrackingIngest } from './error-tracking/ingest';
import { FaultInjector, upstreamForPath } from './faults/index';
import { handleMedia } from './http/media';
import { watchSlowRequest } from './http/slow-requests';
import { createIdentityHandler, GATEWAY_CLIENT_ID, identityIssuer, seedIdentityUsers, WEB_CLIENT_ID } from './identity';
import { createIdTokenVerifier } from './rest/auth';
import { createRestHandler } from './rest/router';
import { buildCatalogSeed } from './seed/catalog';
import { DEFAULT_STOREFRONT_URL, ensureServicesSeed, handleServicesAdmin, serviceRoutes } from './services/index';
import { isSeeded, readCatalog, StockLedger, writeCatalog } from './store/catalog-store';
import { type Db, openDb } from './store/db';
import { migrate } from './store/migrate';
import { voucherRoutes } from './vouchers/handlers';
import { ensureVoucherSeed } from './vouchers/repository';

export interface RunningSandbox {
  /** Latency, errors, timeouts and malformed bodies per upstream, for reliability tests. */
  faults: FaultInjector;
  /** Base URL, e.g. http://localhost:4010 (commerce GraphQL at /graphql). */
  url: string;
  /** The identity provider (Cognito user-pool API and JWKS), e.g. http://localhost:9229. */
  identityUrl: string;
  db: Db;
  catalog: Catalog;
  /** Delivery methods from a shipping app at `url` (the gateway's webhook), or the channel's own with null. */
  useShippingApp(url: string | null): void;
  close(): Promise<void>;
}

export interface SandboxOptions {
  log?: (line: string) => void;
  clock?: () => Date;
  /** Initial fault settings (default: from SANDBOX_FAULTS). */
  faults?: FaultInjector;
}

/** Opens (and on first use migrates and seeds) the store the sandbox keeps its state in. */
export async function openStore(
  config: Pick<SandboxConfig, 'databaseUrl' | 'pgSchema' | 'dataDir'>,
  log: (line: string) => void,
) {
  const db = await openDb({ databaseUrl: config.databaseUrl, pgSchema: config.pgSchema, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) log(`store (${db.kind}): applied ${applied.join(', ')}`);
  if (!(await isSeeded(db))) {
    const seed = buildCatalogSeed();
    await writeCatalog(db, seed);
    log(`store (${db.kind}): seeded ${seed.products.length} products, ${seed.categories.length} categories`);
  }
  const { inserted } = await seedIdentityUsers(db);
  if (inserted.length > 0) log(`store (${db.kind}): seeded users ${inserted.join(', ')}`);
  return db;
}

/** The sandbox answers in milliseconds: a request open this long is logged (a lead when a caller times out). */
const SLOW_REQUEST_MS = 3000;

export async function startSandbox(config: SandboxConfig, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = await openStore(config, log);
  const catalog = new Catalog(await readCatalog(db));
  const stock = await StockLedger.load(db);
  const checkouts = new CheckoutService(catalog, stock, new CheckoutRepository(db), db, options.clock);
  const useShippingApp = (appUrl: string | null) =>
    checkouts.useShippingApp(appUrl ? new HttpShippingApp(appUrl, undefined, undefined, log) : null);
  useShippingApp(config.shippingAppUrl ?? null);
  await ensureServicesSeed(db, catalog, { clock: options.clock });
  await ensureVoucherSeed(db, catalog, (options.clock ?? (() => new Date()))());
  const faults = options.faults ?? FaultInjector.fromEnv(process.env, { log });
  const errorTracking = new ErrorTrackingIngest();

  const describeStore = () => {
    const pool = db.poolStats();
    return pool ? `store pool: ${pool.total} open, ${pool.idle} idle, ${pool.waiting} waiting` : `store: ${db.kind}`;
  };

  const slowRequestLog = {
    thresholdMs: SLOW_REQUEST_MS,
    log,
    describe: describeStore,
    investigate: () => db.serverActivity(),
  };

  let publicUrl = config.publicUrl ?? '';
  const appToken = config.commerceAppToken ?? SANDBOX_COMMERCE_APP_TOKEN;
  const commerce = createYoga({
    schema: createCommerceSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    context: ({ request }): CommerceContext => ({
      catalog,
      stock,
      checkouts,
      publicUrl,
      app: isAppRequest(request.headers.get('authorization'), appToken),
    }),
    logging: false,
  });

  // The REST services verify ID tokens against the identity provider's JWKS, whose address is known once it listens.
  let rest: ReturnType<typeof createRestHandler> | undefined;
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', store: db.kind }));
      return;
    }
    if (url.pathname.startsWith('/media/') && handleMedia(req, res, url)) return;
    if (await faults.handleAdmin(req, res, url)) return;
    if (await errorTracking.handle(req, res, url)) return;
    if (await handleServicesAdmin(req, res, url, { db })) return;
    const upstream = upstreamForPath(url.pathname);
    if (upstream && (await faults.applyFault(upstream, req, res)) === 'handled') return;
    if (url.pathname === '/graphql') {
      await commerce(req, res);
      return;
    }
    if (rest && (await rest(req, res, url))) return;
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
  };
  const server: Server = createServer((req, res) => {
    watchSlowRequest(req, res, slowRequestLog);
    route(req, res).catch((error: unknown) => {
      log(`sandbox: ${req.method} ${req.url} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Internal error"}');
    });
  });
  const url = `http://localhost:${await listen(server, config.port)}`;
  publicUrl ||= url;
  log(`sandbox commerce GraphQL at ${url}/graphql (store: ${db.kind})`);

  // The identity provider listens on its own port, as Cognito is its own host. Its issuer must be known before it
  // signs anything, so with an ephemeral port the server starts first and the handler is attached once bound.
  let identity: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const identityServer: Server = createServer((req, res) => {
    watchSlowRequest(req, res, slowRequestLog);
    void (async () => {
      if (!identity) return res.writeHead(503).end();
      if ((await faults.applyFault('identity', req, res)) === 'handled') return;
      identity(req, res);
    })();
  });
  const identityUrl = `http://localhost:${await listen(identityServer, config.identityPort)}`;
  // The issuer names the address browsers sign in at; this process reads the keys at its own address.
  const issuerBaseUrl = config.identityPublicUrl ?? identityUrl;
  identity = await createIdentityHandler({
    db,
    issuerBaseUrl,
    adminKeys: config.identityAdminKeys,
    clock: options.clock,
    log,
  });
  const issuer = identityIssuer(issuerBaseUrl);
  rest = createRestHandler({
    routes: [
      ...serviceRoutes({
        db,
        catalog,
        mediaBaseUrl: publicUrl,
        storefrontUrl: config.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
      }),
      ...voucherRoutes({ db, catalog }),
    ],
    verifyIdToken: createIdTokenVerifier({
      jwksUrl: `${identityIssuer(identityUrl)}/.well-known/jwks.json`,
      issuer,
      audience: [WEB_CLIENT_ID, GATEWAY_CLIENT_ID],
    }),
    db,
    catalog,
    clock: options.clock,
    log,
  });
  log(`sandbox identity provider at ${identityUrl}; REST services at ${url}/sales, /sales2, /pharmacy`);

  return {
    url,
    identityUrl,
    faults,
    db,
    catalog,
    useShippingApp,
    close: async () => {
      faults.releaseHeld();
      await Promise.all([stop(server), stop(identityServer)]);
      await db.close();
    },
  };
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
