import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { Catalog } from './commerce/catalog';
import { CheckoutRepository } from './commerce/checkout-repository';
import { CheckoutService } from './commerce/checkout-service';
import { createCommerceSchema } from './commerce/schema';
import type { SandboxConfig } from './config';
import { handleMedia } from './http/media';
import { buildCatalogSeed } from './seed/catalog';
import { isSeeded, readCatalog, StockLedger, writeCatalog } from './store/catalog-store';
import { type Db, openDb } from './store/db';
import { migrate } from './store/migrate';

export interface RunningSandbox {
  /** Base URL, e.g. http://localhost:4010 (commerce GraphQL at /graphql). */
  url: string;
  db: Db;
  catalog: Catalog;
  close(): Promise<void>;
}

export interface SandboxOptions {
  log?: (line: string) => void;
  clock?: () => Date;
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
  return db;
}

export async function startSandbox(config: SandboxConfig, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = await openStore(config, log);
  const catalog = new Catalog(await readCatalog(db));
  const stock = await StockLedger.load(db);
  const checkouts = new CheckoutService(catalog, stock, new CheckoutRepository(db), db, options.clock);

  let publicUrl = config.publicUrl ?? '';
  const commerce = createYoga({
    schema: createCommerceSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    context: () => ({ catalog, stock, checkouts, publicUrl }),
    logging: false,
  });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', store: db.kind }));
      return;
    }
    if (url.pathname.startsWith('/media/') && handleMedia(req, res, url)) return;
    if (url.pathname === '/graphql') {
      void commerce(req, res);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  publicUrl ||= url;
  log(`sandbox commerce GraphQL at ${url}/graphql (store: ${db.kind})`);

  return {
    url,
    db,
    catalog,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
