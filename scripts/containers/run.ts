/**
 * `npm run test:containers`: the compose stack on a real container engine. Builds stand-ins of the official base
 * images from Debian's packages (deploy/standins, no registry is reachable here), builds the three images from the
 * Dockerfile, brings docker-compose.yml up with the sandbox profile through a small podman driver, then checks:
 *   1. a shopper's journey through the load balancer: the storefront's home, the catalogue, a cart's prices (the
 *      checkout's lines and the gateway's cartTotals) and a cash-on-delivery order through placeOrder;
 *   2. the response cache is shared: a miss on one gateway replica, then a hit on the other;
 *   3. under a bounded load, one gateway replica gets SIGTERM: zero failed requests, and it exits cleanly.
 * Needs podman, runc and debootstrap (.ci/run installs them). E2E_PORT_OFFSET moves the published port.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { IdentityClient } from '../../gateway/src/auth/identity-client';
import { amplifySessionCookies } from '../../web/src/features/account/amplify-migration';
import { activeServices, loadCompose, projectPath, ROOT } from './compose-file';
import { ComposeProject, podman, podmanStreaming } from './podman-driver';

const sh = promisify(execFile);
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);

const checks: { name: string; ok: boolean; detail?: string }[] = [];
function check(name: string, ok: boolean, detail?: string): void {
  checks.push({ name, ok, ...(detail ? { detail } : {}) });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

async function requireTools(): Promise<void> {
  for (const tool of ['podman', 'runc', 'debootstrap']) {
    try {
      await sh('sh', ['-c', `command -v ${tool}`]);
    } catch {
      console.error(`${tool} is missing: apt-get install -y podman runc debootstrap (as .ci/run does).`);
      process.exit(1);
    }
  }
}

/** This machine's hard limits, which containers may not exceed; nproc is capped at 16384 (an nproc of 65536 was refused here though the hard limit is higher). */
async function machineLimits(): Promise<{ nofile: number; nproc: number }> {
  const read = async (flag: string) => Number((await sh('bash', ['-c', `ulimit -H${flag}`])).stdout.trim()) || 4096;
  return { nofile: Math.min(await read('n'), 65_536), nproc: Math.min(await read('u'), 16_384) };
}

const nodeImage = () => {
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  if (!match?.[1]) throw new Error('Dockerfile: no ARG NODE_IMAGE');
  return match[1];
};

/** The env file of this run: deploy/cuida.env.example with fresh secrets and the sandbox's own service account. */
function writeEnvFile(
  dir: string,
  port: number,
  identityPort: number,
  keys: { storefront: string; smoke: string },
): string {
  const secret = (bytes: number) => randomBytes(bytes).toString('base64');
  const values: Record<string, string> = {
    SERVICE_ACCOUNT_USERNAME: 'servicio.gateway@cuida.pe',
    SERVICE_ACCOUNT_PASSWORD: 'Servicio2026!',
    AUTO_LOGIN_KEY: secret(32),
    ORDER_ACCESS_KEY: secret(32),
    COMMERCE_APP_TOKEN: randomBytes(24).toString('hex'),
    SHOPPER_PROXY_SECRET: randomBytes(24).toString('hex'),
    SESSION_COOKIE_KEY: secret(32),
    PARTNER_API_KEYS: `storefront:${keys.storefront},smoke:${keys.smoke}`,
    GATEWAY_API_KEY: keys.storefront,
    // The load below comes from one partner key; its limit is not what this test measures.
    PARTNER_RATE_LIMIT_PER_MINUTE: '1000000',
    // Two shared cores run the whole stack (and whatever else the machine runs): a cold sandbox may answer slowly.
    UPSTREAM_TIMEOUT_MS: '30000',
    SITE_URL: `http://127.0.0.1:${port}`,
    // The sandbox's pictures are published under the site's own /media/ (the storefront relays them from the sandbox).
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The identity provider's published port: browsers (here, this test) sign in there, and the tokens name it.
    IDENTITY_PUBLIC_URL: `http://127.0.0.1:${identityPort}`,
    COGNITO_ISSUER: `http://127.0.0.1:${identityPort}/us-east-1_cuidaLocal`,
    CORS_ORIGINS: `http://127.0.0.1:${port}`,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  };
  values.DATABASE_URL = `postgres://cuida:${values.POSTGRES_PASSWORD}@postgres:5432/cuida`;
  const example = readFileSync(join(ROOT, 'deploy', 'cuida.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line) && !(line.slice(0, line.indexOf('=')) in values));
  const file = join(dir, 'cuida.env');
  writeFileSync(file, [...example, ...Object.entries(values).map(([key, value]) => `${key}=${value}`)].join('\n'));
  return file;
}

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function client(base: string, apiKey: string) {
  return async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Answer<T> }> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(45_000),
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
}

const CATALOGUE = `query ($first: Int) { products(first: $first, channel: "feria-cuida") { edges { node { id name
  variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`;

const LIMA = {
  firstName: 'Ana',
  lastName: 'Rojas',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

const round2 = (value: number) => Math.round(value * 100) / 100;

async function smokeJourney(base: string, gql: ReturnType<typeof client>): Promise<void> {
  const home = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) });
  const html = await home.text();
  check(
    'storefront home through the load balancer',
    home.status === 200 && html.includes('<html'),
    `HTTP ${home.status}`,
  );

  type Catalogue = {
    products: {
      edges: {
        node: {
          id: string;
          name: string;
          variants: {
            id: string;
            quantityAvailable: number | null;
            pricing: { price: { gross: { amount: number } } } | null;
          }[];
        };
      }[];
    };
  };
  const catalogue = await gql<Catalogue>(CATALOGUE, { first: 30 });
  const products = catalogue.body.data?.products.edges ?? [];
  check(
    'catalogue through the gateway replicas',
    catalogue.status === 200 && products.length > 0,
    `${products.length} products`,
  );
  const candidate = products
    .flatMap(({ node }) => node.variants.map((variant) => ({ product: node.name, variant })))
    .find(({ variant }) => (variant.quantityAvailable ?? 0) >= 5 && (variant.pricing?.price.gross.amount ?? 0) > 0);
  if (!candidate) throw new Error('no variant with stock and a price in the catalogue');
  const unit = candidate.variant.pricing?.price.gross.amount ?? 0;

  type Created = {
    checkoutCreate: {
      checkout: {
        id: string;
        lines: { quantity: number; totalPrice: { gross: { amount: number } } }[];
        subtotalPrice: { gross: { amount: number } };
      } | null;
      errors: { code: string; message: string }[];
    };
  };
  const created = await gql<Created>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) {
      checkout { id lines { quantity totalPrice { gross { amount } } } subtotalPrice { gross { amount } } }
      errors { code message } } }`,
    {
      input: {
        channel: 'feria-cuida',
        email: 'ana.rojas@example.pe',
        lines: [{ variantId: candidate.variant.id, quantity: 2 }],
        shippingAddress: LIMA,
        billingAddress: LIMA,
      },
    },
  );
  const checkout = created.body.data?.checkoutCreate?.checkout;
  const lineTotal = checkout?.lines[0]?.totalPrice.gross.amount;
  check(
    'cart prices: the checkout line is 2 × the catalogue price',
    checkout !== null && checkout !== undefined && lineTotal === round2(2 * unit),
    `${candidate.product}: 2 × ${unit} = ${lineTotal ?? JSON.stringify(created.body.errors ?? created.body.data)}`,
  );
  if (!checkout) throw new Error('no checkout');
  const totals = await gql<{ cartTotals: { subtotal: number; cartTotal: number } }>(
    'query ($input: CartTotalsInput!) { cartTotals(input: $input) { subtotal cartTotal } }',
    { input: { lines: [{ unitPrice: unit, quantity: 2 }] } },
  );
  check(
    'cart prices: the gateway cartTotals subtotal matches the checkout',
    totals.body.data?.cartTotals.subtotal === checkout.subtotalPrice.gross.amount,
    `${totals.body.data?.cartTotals.subtotal} vs ${checkout.subtotalPrice.gross.amount}`,
  );

  const methods = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
    'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
    { id: checkout.id },
  );
  const method = methods.body.data?.checkout.shippingMethods[0]?.id;
  const chosen = await gql<{ checkoutDeliveryMethodUpdate: { errors: { code: string }[] } }>(
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    { id: checkout.id, m: method },
  );
  check(
    'delivery method chosen among those the shipping app listed',
    method !== undefined && chosen.body.data?.checkoutDeliveryMethodUpdate.errors.length === 0,
    method ?? `no delivery method listed: ${JSON.stringify(methods.body)}`,
  );
  const placed = await gql<{
    placeOrder: { order: { number: string } | null; totalToPay: number; errors: { code: string; message: string }[] };
  }>(
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
      order { number } totalToPay errors { code message } } }`,
    { input: { checkoutId: checkout.id, paymentMethod: 'CASH_ON_DELIVERY' } },
  );
  const order = placed.body.data?.placeOrder;
  check(
    'checkout: placeOrder places a cash-on-delivery order',
    Boolean(order?.order?.number) && order?.errors.length === 0,
    order?.order ? `order ${order.order.number}, S/ ${order.totalToPay}` : JSON.stringify(placed.body),
  );
}

/**
 * A customer signs in at the identity provider's published port, then both gateway replicas answer `me` with the
 * session (each verifies it against the provider's keys inside the stack), and the storefront renders /mi-cuenta for a
 * browser still holding Amplify's session cookies from before ADR 12 (its proxy moves them into the storefront's own
 * sealed cookies for that very request, and its server checks the tokens the same way).
 */
async function signedInCustomer(base: string, identity: string, gql: ReturnType<typeof client>): Promise<void> {
  const email = 'maria.quispe@cuida.pe';
  const session = await new IdentityClient(identity, 30_000).signIn('cuida-web-client', email, 'Cuida2026!');
  const tokens = {
    idToken: session.IdToken,
    accessToken: session.AccessToken,
    refreshToken: session.RefreshToken ?? null,
  };
  const answers: string[] = [];
  // nginx rotates the replicas: four requests reach both.
  for (let i = 0; i < 4; i++) {
    const { body } = await gql<{ me: { email: string } }>(
      '{ me { email } }',
      {},
      { authorization: `Bearer ${tokens.idToken}`, 'x-access-token': tokens.accessToken },
    );
    answers.push(body.data?.me.email ?? JSON.stringify(body.errors));
  }
  check(
    'a customer signed in at the published identity port: the gateway replicas answer `me`',
    answers.every((answer) => answer === email),
    answers.join(', '),
  );
  const subject = String(decodeJwt(tokens.idToken).sub);
  const cookie = amplifySessionCookies('cuida-web-client', subject, tokens)
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const page = await fetch(`${base}/mi-cuenta`, {
    headers: { cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(45_000),
  });
  const html = await page.text();
  const masked = 'mar********e@cuida.pe';
  check(
    "the storefront renders the customer's account from a browser's old Amplify cookies (moved into sealed ones)",
    page.status === 200 && html.includes(masked),
    `HTTP ${page.status}${page.headers.get('location') ? ` → ${page.headers.get('location')}` : ''}${html.includes(masked) ? ', masked e-mail shown' : ''}`,
  );

  // As a browser signs in now: the storefront's own route, through nginx, answers the session as sealed HttpOnly
  // cookies (several kB of headers), and the account renders from them.
  const signIn = await fetch(`${base}/api/sesion/ingresar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Cuida2026!' }),
    signal: AbortSignal.timeout(45_000),
  });
  await signIn.text();
  const setCookies = signIn.headers.getSetCookie();
  const sealed = setCookies.filter((line) => /^(?:__Host-)?cuida-(?:sesion|identidad|acceso)=/.test(line));
  const browserCookie = setCookies.map((line) => line.split(';')[0]).join('; ');
  const account = await fetch(`${base}/mi-cuenta`, {
    headers: { cookie: browserCookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(45_000),
  });
  const accountHtml = await account.text();
  check(
    "a customer signs in through the storefront's route behind nginx: sealed HttpOnly cookies, and the account renders",
    signIn.status === 200 &&
      sealed.length === 3 &&
      sealed.every((line) => /;\s*HttpOnly/i.test(line) && !line.includes(email)) &&
      account.status === 200 &&
      accountHtml.includes(masked),
    `sign-in HTTP ${signIn.status}, ${sealed.length} sealed cookies; account HTTP ${account.status}${accountHtml.includes(masked) ? ', masked e-mail shown' : ''}`,
  );
}

/**
 * The first pages after a cold start wait on a sandbox that has just seeded PostgreSQL, on a machine whose two cores
 * run everything: the home page and the catalogue are asked for until they answer (at most three tries) before the
 * checks begin, and how long that took is reported.
 */
async function warmUp(base: string, gql: ReturnType<typeof client>): Promise<void> {
  const began = Date.now();
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const home = await fetch(`${base}/`, { signal: AbortSignal.timeout(60_000) });
      await home.text();
      const catalogue = await gql(CATALOGUE, { first: 30 });
      if (home.status === 200 && catalogue.status === 200 && !catalogue.body.errors) break;
    } catch (error) {
      log(`warm-up try ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log(`warm-up: ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

/**
 * The checks start when every gateway replica says it is ready (its internal /readyz: the upstreams answer, by name),
 * as an orchestrator would route to it. Right after the stack starts, the container network's name service sometimes
 * does not answer for tens of seconds (measured: a replica's lookups of `sandbox` hung 30-40 s, while podman's DNS
 * answered the host); how long this took is reported.
 */
async function gatewaysReady(project: ComposeProject): Promise<void> {
  const began = Date.now();
  for (const container of project.replicas('gateway')) {
    let last = '';
    for (;;) {
      last = await project.exec(container, [
        'node',
        '-e',
        "fetch('http://127.0.0.1:9464/readyz').then((r)=>r.text().then((t)=>process.stdout.write(r.status+' '+t)),(e)=>process.stdout.write('000 '+e.message))",
      ]);
      if (last.startsWith('200')) break;
      if (Date.now() - began > 180_000) throw new Error(`${container} not ready after 180 s: ${last.slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  log(`gateway replicas ready: ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

/**
 * The sandbox calls the gateway back through the load balancer (the gateway is the commerce API's shipping app), so
 * its own lookups of `lb` must answer before a checkout is priced: waited for like the replicas' lookups above, for
 * the same silent name service.
 */
async function sandboxReachesGateway(project: ComposeProject): Promise<void> {
  const began = Date.now();
  const sandbox = project.container('sandbox', 1);
  let last = '';
  for (;;) {
    last = await project.exec(sandbox, [
      'node',
      '-e',
      "fetch('http://lb:8080/lb-health',{signal:AbortSignal.timeout(5000)}).then((r)=>process.stdout.write(String(r.status)),(e)=>process.stdout.write('000 '+e.message))",
    ]);
    if (last.startsWith('200')) break;
    if (Date.now() - began > 180_000) throw new Error(`the sandbox does not reach the gateway after 180 s: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  log(
    `the sandbox reaches the gateway through the load balancer (its shipping app): ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
}

/**
 * Product pictures through the load balancer, as a browser and a partner get them: the catalogue names each picture
 * on the site's own address, that address answers a PNG, and the storefront's pages use the image optimizer on it.
 */
async function productPictures(base: string, gql: ReturnType<typeof client>): Promise<void> {
  const answer = await gql<{ products: { edges: { node: { thumbnail: { url: string } | null } }[] } }>(
    'query { products(first: 5, channel: "feria-cuida") { edges { node { thumbnail(size: 400) { url } } } } }',
  );
  const url = answer.body.data?.products.edges.find((edge) => edge.node.thumbnail)?.node.thumbnail?.url ?? '';
  const picture = url.startsWith(`${base}/media/`)
    ? await fetch(url, { signal: AbortSignal.timeout(30_000) })
    : undefined;
  const bytes = picture ? Buffer.from(await picture.arrayBuffer()) : Buffer.alloc(0);
  check(
    'product pictures: the catalogue names them on the site, and the site answers each',
    picture?.status === 200 && picture.headers.get('content-type') === 'image/png' && bytes.length > 100,
    `${url || JSON.stringify(answer.body)} → ${picture ? `HTTP ${picture.status}, ${bytes.length} bytes` : 'not on the site'}`,
  );

  const home = await (await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) })).text();
  const optimized = /\/_next\/image\?url=%2Fmedia%2F[^"\s]+/.exec(home)?.[0]?.replaceAll('&amp;', '&');
  const image = optimized ? await fetch(`${base}${optimized}`, { signal: AbortSignal.timeout(30_000) }) : undefined;
  const imageBytes = image ? (await image.arrayBuffer()).byteLength : 0;
  check(
    'product pictures: the storefront optimizes them (home page)',
    image?.status === 200 && (image.headers.get('content-type') ?? '').startsWith('image/') && imageBytes > 100,
    `${optimized ?? 'no optimized picture on the home page'} → ${image ? `HTTP ${image.status}, ${imageBytes} bytes` : '-'}`,
  );
}

/** Words of product names, to search the catalogue with. */
async function searchWords(gql: ReturnType<typeof client>): Promise<string[]> {
  const answer = await gql<{ products: { edges: { node: { name: string } }[] } }>(SEARCH, { first: 100 });
  const words = new Set(
    (answer.body.data?.products.edges ?? []).flatMap(({ node }) =>
      node.name.split(/\s+/).filter((word) => /^\p{L}{4,}$/u.test(word)),
    ),
  );
  return words.size ? [...words] : ['crema'];
}

/** The sandbox keeps its state in the compose stack's PostgreSQL (its /healthz names its store). */
async function sandboxStore(project: ComposeProject): Promise<void> {
  const health = await project.exec(project.container('sandbox', 1), [
    'node',
    '-e',
    "fetch('http://127.0.0.1:4010/healthz').then((r)=>r.text()).then((t)=>process.stdout.write(t))",
  ]);
  check('the sandbox keeps its state in PostgreSQL', JSON.parse(health).store === 'postgres', health);
}

/** The response-cache counters of one replica (all its workers), read inside its container. */
async function cacheCounters(project: ComposeProject, container: string): Promise<{ hits: number; misses: number }> {
  const text = await project.exec(container, [
    'node',
    '-e',
    "fetch('http://127.0.0.1:9464/metrics').then((r)=>r.text()).then((t)=>process.stdout.write(t))",
  ]);
  const value = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0);
  return {
    hits: value('cuida_gateway_response_cache_hits_total'),
    misses: value('cuida_gateway_response_cache_misses_total'),
  };
}

async function sharedCache(project: ComposeProject, gql: ReturnType<typeof client>): Promise<void> {
  const [first, second] = project.replicas('gateway');
  if (!first || !second) throw new Error('two gateway replicas expected');
  const snapshot = async () => ({
    [first]: await cacheCounters(project, first),
    [second]: await cacheCounters(project, second),
  });
  // A query no one asked before (its own page size), sent until both replicas have answered it.
  const first_ = 7 + (Date.now() % 13);
  const before = await snapshot();
  const answered: string[] = [];
  for (let attempt = 0; attempt < 6 && new Set(answered).size < 2; attempt++) {
    const previous = await snapshot();
    const answer = await gql(CATALOGUE, { first: first_ });
    if (answer.status !== 200 || answer.body.errors)
      throw new Error(`cache probe failed: ${JSON.stringify(answer.body)}`);
    const now = await snapshot();
    for (const container of [first, second]) {
      const a = previous[container];
      const b = now[container];
      if (a && b && (b.hits > a.hits || b.misses > a.misses))
        answered.push(`${container}:${b.hits > a.hits ? 'hit' : 'miss'}`);
    }
  }
  const after = await snapshot();
  const missOn = answered.find((entry) => entry.endsWith(':miss'))?.split(':')[0];
  const hitOn = answered.find((entry) => entry.endsWith(':hit') && !entry.startsWith(`${missOn}:`))?.split(':')[0];
  check(
    'response cache shared through Redis: a miss on one replica, then a hit on the other',
    answered[0]?.endsWith(':miss') === true && missOn !== undefined && hitOn !== undefined && hitOn !== missOn,
    `${answered.join(', ')} (before ${JSON.stringify(before)}, after ${JSON.stringify(after)})`,
  );
}

const SEARCH = `query ($search: String, $first: Int) { products(first: $first, channel: "feria-cuida", search: $search) {
  edges { node { id name } } } }`;

async function stopOneReplicaUnderLoad(
  project: ComposeProject,
  gql: ReturnType<typeof client>,
  words: string[],
): Promise<void> {
  const [victim] = project.replicas('gateway');
  if (!victim) throw new Error('no gateway replica');
  const connections = 8;
  const durationMs = 12_000;
  const maxRequests = 3000;
  let sent = 0;
  let failed = 0;
  let afterStop = 0;
  let stopAt = 0;
  const failures: string[] = [];
  const deadline = Date.now() + durationMs;
  const worker = async (index: number) => {
    while (Date.now() < deadline && sent < maxRequests) {
      sent++;
      try {
        // Half the requests are answered from the cache; the other half are searches few of which repeat, which go
        // to the sandbox and are in flight when the replica is stopped.
        const n = sent + index;
        const answer =
          n % 2 === 0
            ? await gql(CATALOGUE, { first: 1 + (n % 25) })
            : await gql(SEARCH, { search: words[n % words.length], first: 1 + (n % 40) });
        if (answer.status !== 200 || answer.body.errors?.length)
          throw new Error(`HTTP ${answer.status} ${JSON.stringify(answer.body.errors)}`);
        if (stopAt && Date.now() > stopAt) afterStop++;
      } catch (error) {
        failed++;
        if (failures.length < 5) failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const load = Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  stopAt = Date.now();
  log(`SIGTERM to ${victim} under load`);
  await podman(['kill', '--signal', 'TERM', victim]);
  await load;
  await podman(['wait', '--condition', 'exited', victim]);
  const exit = await podman(['inspect', '-f', '{{.State.ExitCode}}', victim]);
  const logs = await project.logs(victim, 30);
  check(
    'SIGTERM to one gateway replica under load: zero failed requests',
    failed === 0 && sent > 100 && afterStop > 50,
    `${sent} requests over ${connections} connections in ${durationMs / 1000} s, ${failed} failed, ${afterStop} answered after the stop${failures.length ? `: ${failures.join(' | ')}` : ''}`,
  );
  check(
    'the stopped replica exits cleanly after finishing its requests',
    exit.trim() === '0' && logs.includes('SIGTERM: stopping'),
    `exit code ${exit.trim()}`,
  );
}

/** A checkout ready to be placed: a line with stock, a Lima address and the shipping app's first method. */
async function readyCheckout(gql: ReturnType<typeof client>, variantId: string, email: string): Promise<string> {
  const created = await gql<{ checkoutCreate: { checkout: { id: string; shippingMethods: { id: string }[] } | null } }>(
    `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id shippingMethods { id } } } }`,
    {
      input: {
        channel: 'feria-cuida',
        email,
        lines: [{ variantId, quantity: 1 }],
        shippingAddress: LIMA,
        billingAddress: LIMA,
      },
    },
  );
  const checkout = created.body.data?.checkoutCreate.checkout;
  const method = checkout?.shippingMethods[0]?.id;
  if (!checkout || !method) throw new Error(`no checkout to place: ${JSON.stringify(created.body)}`);
  await gql(
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    {
      id: checkout.id,
      m: method,
    },
  );
  return checkout.id;
}

/**
 * Card orders placed while one gateway replica is killed (SIGKILL: no draining, requests cut mid-way). The shopper's
 * browser repeats a `placeOrder` that got no answer or a retryable refusal, as the storefront does; nginx resends a
 * request whose connection broke to the other replica. Afterwards, read in the sandbox's own tables: every checkout
 * became exactly one order, and what was charged less what was refunded is that order's total — nothing lost,
 * nothing charged twice.
 */
async function killOneReplicaWhilePlacingOrders(
  project: ComposeProject,
  gql: ReturnType<typeof client>,
): Promise<void> {
  const replicas = project.replicas('gateway');
  const victim = replicas[replicas.length - 1];
  if (!victim || replicas.length < 2) throw new Error('two gateway replicas needed');
  // The SIGTERM check stopped the first replica: both must serve again. A restarted container has a new address,
  // and nginx resolves `gateway` when it (re)loads its configuration: reloaded, as after replacing a replica.
  for (const replica of replicas) await podman(['start', replica], { allowFailure: true });
  await gatewaysReady(project);
  await podman(['kill', '--signal', 'HUP', project.container('lb', 1)]);
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const catalogue = await gql<{
    products: { edges: { node: { variants: { id: string; quantityAvailable: number | null }[] } }[] };
  }>(CATALOGUE, { first: 30 });
  const variants = (catalogue.body.data?.products.edges ?? [])
    .flatMap(({ node }) => node.variants)
    .filter((variant) => (variant.quantityAvailable ?? 0) >= 10)
    .map((variant) => variant.id);
  if (variants.length === 0) throw new Error('no variant with stock');
  const checkouts: string[] = [];
  for (let i = 0; i < 8; i++) {
    checkouts.push(await readyCheckout(gql, variants[i % variants.length] as string, `kill.${i}@example.pe`));
  }

  type Placed = { placeOrder: { order: { number: string } | null; totalToPay: number; errors: { code: string }[] } };
  const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
    order { number } totalToPay errors { code } } }`;
  const outcome = new Map<string, { number: string; total: number; attempts: number; refusals: string[] }>();
  const place = async (checkoutId: string) => {
    const refusals: string[] = [];
    for (let attempt = 1; attempt <= 20; attempt++) {
      try {
        const answer = await gql<Placed>(PLACE, {
          input: { checkoutId, paymentMethod: 'CARD', paymentData: { token: 'tok_visa' } },
        });
        const placed = answer.body.data?.placeOrder;
        if (placed?.order) {
          outcome.set(checkoutId, {
            number: placed.order.number,
            total: placed.totalToPay,
            attempts: attempt,
            refusals,
          });
          return;
        }
        refusals.push(
          placed?.errors.map((error) => error.code).join(',') ||
            answer.body.errors?.map((error) => error.extensions?.code ?? error.message).join(',') ||
            `HTTP ${answer.status}`,
        );
      } catch (error) {
        refusals.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    outcome.set(checkoutId, { number: '', total: 0, attempts: 20, refusals });
  };
  const placing = Promise.all(checkouts.map(place));
  await new Promise((resolve) => setTimeout(resolve, 300));
  log(`SIGKILL to ${victim} while 8 card orders are being placed`);
  await podman(['kill', '--signal', 'KILL', victim]);
  await placing;

  const tokens = checkouts.map((id) => Buffer.from(id, 'base64').toString('utf8').split(':')[1] ?? '');
  // Read as the sandbox reads them: its database user over TCP, with the password the container was given.
  const rows = await project.exec(project.container('postgres', 1), [
    'sh',
    '-c',
    'PGPASSWORD="$POSTGRES_PASSWORD" psql -h 127.0.0.1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -At -F " " -c "$1"',
    'sh',
    // A transaction's chargedAmount is what it still holds (Saleor lowers it by what was refunded): the checkout's
    // net charge is their sum, and one charge is one transaction still holding money.
    `SELECT t, (SELECT count(*) FROM sandbox.orders o WHERE o.checkout_id = t::uuid),
       (SELECT coalesce(sum((p.data->>'chargedAmount')::numeric), 0)
          FROM sandbox.payment_transaction p WHERE p.checkout_id = t::uuid),
       (SELECT count(*) FROM sandbox.payment_transaction p
          WHERE p.checkout_id = t::uuid AND (p.data->>'chargedAmount')::numeric > 0)
     FROM unnest(ARRAY[${tokens.map((token) => `'${token.replace(/[^0-9a-f-]/g, '')}'`).join(',')}]) AS t`,
  ]);
  const stored = new Map(
    rows
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .map(([token, orders, charged, holding]) => [
        token,
        { orders: Number(orders), charged: Number(charged), holding: Number(holding) },
      ]),
  );
  const problems = checkouts.flatMap((id, index) => {
    const placed = outcome.get(id);
    const row = stored.get(tokens[index] ?? '');
    if (!placed?.number) return [`checkout ${index + 1}: no order after 20 tries (${placed?.refusals.join(' | ')})`];
    if (row?.orders !== 1) return [`checkout ${index + 1}: ${row?.orders ?? 0} orders stored`];
    if (row.holding !== 1) return [`checkout ${index + 1}: ${row.holding} charges holding money`];
    if (Math.abs((row?.charged ?? 0) - placed.total) > 0.005)
      return [`checkout ${index + 1}: S/ ${row?.charged} kept from charges, order total S/ ${placed.total}`];
    return [];
  });
  const retried = [...outcome.values()].filter((placed) => placed.attempts > 1);
  check(
    'SIGKILL to one gateway replica while card orders are placed: one order and one net charge per checkout',
    problems.length === 0,
    problems.length
      ? problems.join('; ')
      : `8 orders, each charged once; ${retried.length} needed a repeat (${retried.map((placed) => placed.refusals.join(',')).join(' | ') || 'none'})`,
  );
}

/** After a failure: every container's whole log into a folder (its path printed), the last lines on the console. */
async function keepLogs(project: ComposeProject): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'cuida-container-logs-'));
  const containers = [
    ...project.replicas('gateway'),
    ...['sandbox', 'storefront', 'lb', 'postgres', 'redis'].map((service) => project.container(service, 1)),
  ];
  for (const container of containers) {
    const text = await project.logs(container, 100_000);
    writeFileSync(join(folder, `${container}.log`), text);
    console.log(`--- ${container} (last lines)\n${text.split('\n').slice(-30).join('\n')}`);
  }
  log(`the containers' logs are in ${folder}`);
}

async function main(): Promise<void> {
  await requireTools();
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const port = 18_080 + offset;
  const identityPort = 19_229 + offset;
  const work = mkdtempSync(join(tmpdir(), 'cuida-containers-'));
  const keys = { storefront: randomBytes(20).toString('hex'), smoke: randomBytes(20).toString('hex') };
  const envFile = writeEnvFile(work, port, identityPort, keys);
  const vars = {
    ...process.env,
    CUIDA_ENV_FILE: envFile,
    CUIDA_HTTP_BIND: '127.0.0.1',
    CUIDA_HTTP_PORT: String(port),
    CUIDA_IDENTITY_PORT: String(identityPort),
    CUIDA_REGISTRY: 'cuida',
    CUIDA_TAG: 'test',
  };
  const compose = loadCompose(vars);
  const services = activeServices(compose, ['sandbox']);
  const ulimits = await machineLimits();
  const project = new ComposeProject({ compose, services, log, ulimits });

  const standins = [
    nodeImage(),
    compose.services.lb?.image,
    compose.services.redis?.image,
    compose.services.postgres?.image,
  ];
  log(`stand-ins of the base images: ${standins.join(', ')}`);
  await sh('bash', [join(ROOT, 'deploy', 'standins', 'build.sh'), ...(standins as string[])], { maxBuffer: 1 << 26 });

  // The host's npm cache is lent to the builds' `npm ci` (a build reads the registry only for what it lacks).
  const npmCache = (await sh('npm', ['config', 'get', 'cache'])).stdout.trim();
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.build || !services.includes(name)) continue;
    const began = Date.now();
    log(`building ${service.image} (target ${service.build.target})`);
    await podmanStreaming(
      [
        'build',
        '--format',
        'docker',
        '--pull=never',
        // npm ci opens many cache files at once; podman's default for builds is lower than the machine allows.
        '--ulimit',
        `nofile=${ulimits.nofile}:${ulimits.nofile}`,
        '--ulimit',
        `nproc=${ulimits.nproc}:${ulimits.nproc}`,
        ...(existsSync(npmCache) ? ['--volume', `${npmCache}:/root/.npm`] : []),
        '--file',
        projectPath(join(service.build.context, 'Dockerfile')),
        '--target',
        service.build.target,
        '--tag',
        service.image,
        projectPath(service.build.context),
      ],
      log,
    );
    log(`built ${service.image} in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  }

  // The builds leave gigabytes of image layers waiting to be written; the stack starts once they are on disk, so that
  // its PostgreSQL is not queued behind them (measured: the flush takes seconds on a busy shared disk).
  const flushing = Date.now();
  await sh('sync');
  log(`builds flushed to disk in ${((Date.now() - flushing) / 1000).toFixed(1)} s`);

  await project.down();
  try {
    log(`up: ${services.join(', ')} (gateway ×${compose.services.gateway?.deploy.replicas}) on 127.0.0.1:${port}`);
    await project.up();
    const base = `http://127.0.0.1:${port}`;
    const gql = client(base, keys.smoke);
    await gatewaysReady(project);
    await sandboxReachesGateway(project);
    await warmUp(base, gql);
    await sandboxStore(project);
    await smokeJourney(base, gql);
    await productPictures(base, gql);
    await signedInCustomer(base, `http://127.0.0.1:${identityPort}`, gql);
    await sharedCache(project, gql);
    await stopOneReplicaUnderLoad(project, gql, await searchWords(gql));
    await killOneReplicaWhilePlacingOrders(project, gql);
  } catch (error) {
    check('stack up and journey', false, error instanceof Error ? error.message : String(error));
  } finally {
    if (checks.some((entry) => !entry.ok)) await keepLogs(project);
    if (!process.env.KEEP_CONTAINERS) await project.down();
    rmSync(work, { recursive: true, force: true });
  }
  const failed = checks.filter((entry) => !entry.ok).length;
  console.log(`container test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`containers: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 && checks.length > 0 ? 0 : 1);
}

await main().catch((error: unknown) => {
  check('images built', false, error instanceof Error ? error.message.slice(-2000) : String(error));
  console.log(
    `containers: ${checks.filter((entry) => entry.ok).length} passed, ${checks.filter((entry) => !entry.ok).length} failed`,
  );
  process.exit(1);
});
