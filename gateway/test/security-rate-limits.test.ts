import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnvironment } from '../../scripts/stack';
import { gatewayRequestHeaders } from '../../web/src/lib/shopper-address';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { DEVELOPMENT_SHOPPER_PROXY_SECRET, signShopperAddress } from '../src/plugins/shopper-proxy';
import { type RunningGateway, startGateway } from '../src/server';
import { codesOf, type GraphQLAnswer, startTestStack, type TestStack } from './support/stack';

/**
 * Rate limits that hold. Buckets count per shopper: the storefront's proxy signs the shopper's
 * address with SHOPPER_PROXY_SECRET (plugins/shopper-proxy.ts, web/src/lib/shopper-address.ts); nothing a browser
 * can set alone moves a request into another bucket; wrong partner keys spend a budget too; `npm start` and
 * production keep the limits on unless they are explicitly turned off.
 */
const SECRET = 'proxy-secret-for-the-rate-limit-tests-0123456789';
const PARTNER_KEY = 'insurer-key-0123456789abcdef';
/** Every test gateway: a burst of 3, then one request a minute (no refill during a test). */
const LIMITED: Partial<GatewayConfig> = {
  rateLimit: { perMinute: 1, burst: 3, partnerPerMinute: 600, trustProxyHops: 0, shopperProxySecret: SECRET },
  partnerApiKeys: [{ name: 'insurer', key: PARTNER_KEY }],
};

let stack: TestStack;
const extra: RunningGateway[] = [];
beforeAll(async () => {
  stack = await startTestStack(LIMITED);
});
afterAll(async () => {
  await Promise.all(extra.map((gateway) => gateway.close()));
  await stack?.close();
});

/** A gateway of its own (its own buckets) on the shared sandbox. */
async function freshGateway(overrides: Partial<GatewayConfig> = {}): Promise<RunningGateway> {
  const gateway = await startGateway({ ...stack.gateway.services.config, port: 0, ...overrides }, { log: () => {} });
  extra.push(gateway);
  return gateway;
}

async function post(gateway: RunningGateway, headers: Record<string, string | Headers> | Headers = {}) {
  const merged = new Headers(headers as HeadersInit);
  merged.set('content-type', 'application/json');
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: merged,
    body: JSON.stringify({ query: 'query Ping { __typename }' }),
  });
  return { status: response.status, json: (await response.json()) as GraphQLAnswer<unknown> };
}

async function statuses(gateway: RunningGateway, headersFor: (index: number) => Record<string, string> | Headers) {
  const seen: number[] = [];
  for (let index = 0; index < 4; index++) seen.push((await post(gateway, headersFor(index))).status);
  return seen;
}

describe('buckets that no browser header moves', () => {
  it('a different X-Forwarded-For on every request does not make a new bucket', async () => {
    const gateway = await freshGateway();
    expect(await statuses(gateway, (index) => ({ 'x-forwarded-for': `198.51.100.${index + 1}` }))).toEqual([
      200, 200, 200, 429,
    ]);
  });

  it("through the storefront's proxy: a browser's spoofed X-Forwarded-For reaches the gateway as nothing it trusts", async () => {
    // The proxy's own header logic (web/src/lib/shopper-address.ts), fed what a browser sent it.
    const browser = (index: number) =>
      new Headers({ 'x-forwarded-for': `10.9.8.${index}`, accept: 'application/json' });
    // Next.js facing browsers itself (TRUST_PROXY_HOPS=0): no shopper address, the proxy's own bucket.
    const direct = await freshGateway();
    expect(
      await statuses(direct, (index) => gatewayRequestHeaders(browser(index), { secret: SECRET, trustProxyHops: 0 })),
    ).toEqual([200, 200, 200, 429]);
    // Behind one load balancer (TRUST_PROXY_HOPS=1), which appended the address it saw: the shopper's bucket,
    // whatever the browser put before it.
    const balanced = await freshGateway();
    const behindBalancer = (index: number) =>
      gatewayRequestHeaders(new Headers({ 'x-forwarded-for': `10.9.8.${index}, 203.0.113.50` }), {
        secret: SECRET,
        trustProxyHops: 1,
      });
    expect(await statuses(balanced, behindBalancer)).toEqual([200, 200, 200, 429]);
    // ...which is the shopper's alone: another shopper behind the same balancer still gets through.
    const other = gatewayRequestHeaders(new Headers({ 'x-forwarded-for': '203.0.113.51' }), {
      secret: SECRET,
      trustProxyHops: 1,
    });
    expect((await post(balanced, other)).status).toBe(200);
  });

  it("the proxy's signed shopper header separates two shoppers: one flooding shopper does not get another a 429", async () => {
    const gateway = await freshGateway();
    const flooding = await statuses(gateway, () => signShopperAddress(SECRET, '203.0.113.10'));
    expect(flooding).toEqual([200, 200, 200, 429]);
    const refused = await post(gateway, signShopperAddress(SECRET, '203.0.113.10'));
    expect(codesOf(refused.json)).toEqual(['RATE_LIMITED']);
    expect((await post(gateway, signShopperAddress(SECRET, '203.0.113.20'))).status).toBe(200);
    expect((await post(gateway, signShopperAddress(SECRET, '2001:db8::7'))).status).toBe(200);
  });

  it('a forged shopper header (no signature, wrong secret, stale, another address) counts against the connection', async () => {
    const gateway = await freshGateway();
    const forged = [
      { 'x-cuida-shopper-ip': '203.0.113.30' },
      signShopperAddress('a-secret-that-is-not-the-proxys-secret-0000', '203.0.113.31'),
      signShopperAddress(SECRET, '203.0.113.32', Date.now() - 10 * 60_000),
      { ...signShopperAddress(SECRET, '203.0.113.33'), 'x-cuida-shopper-ip': '203.0.113.34' },
    ];
    expect(await statuses(gateway, (index) => forged[index] ?? {})).toEqual([200, 200, 200, 429]);
    // The connection's bucket is spent: an unsigned request from it is refused too.
    expect((await post(gateway)).status).toBe(429);
  });

  it('a gateway without the secret trusts no shopper header', async () => {
    const gateway = await freshGateway({
      rateLimit: { ...stack.gateway.services.config.rateLimit, shopperProxySecret: undefined },
    });
    expect(await statuses(gateway, (index) => signShopperAddress(SECRET, `203.0.113.${40 + index}`))).toEqual([
      200, 200, 200, 429,
    ]);
  });
});

describe('partner keys', () => {
  it('wrong keys are refused (401) while they spend the address budget, then get 429', async () => {
    const gateway = await freshGateway();
    const wrong = await statuses(gateway, (index) => ({ 'x-api-key': `not-a-partner-key-${index}-0123456789` }));
    expect(wrong).toEqual([401, 401, 401, 429]);
    const refused = await post(gateway, { 'x-api-key': 'not-a-partner-key-9-0123456789' });
    expect(codesOf(refused.json)).toEqual(['RATE_LIMITED']);
    // The partner's own bucket is untouched.
    expect((await post(gateway, { 'x-api-key': PARTNER_KEY })).status).toBe(200);
  });
});

describe('rate limits are on unless explicitly turned off', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    SERVICE_ACCOUNT_USERNAME: 'servicio.gateway@cuida.pe',
    SERVICE_ACCOUNT_PASSWORD: 'a-production-password',
    AUTO_LOGIN_KEY: randomBytes(32).toString('base64'),
    COMMERCE_APP_TOKEN: randomBytes(24).toString('hex'),
    ORDER_ACCESS_KEY: randomBytes(32).toString('base64'),
    SHOPPER_PROXY_SECRET: SECRET,
  };

  it('production configuration: on by default, with the proxy secret', () => {
    const config = loadGatewayConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.rateLimit.perMinute).toBeGreaterThan(0);
    expect(config.rateLimit.partnerPerMinute).toBeGreaterThan(0);
    expect(config.rateLimit.shopperProxySecret).toBe(SECRET);
    expect(loadGatewayConfig({ ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '0' }).rateLimit.perMinute).toBe(0);
  });

  it('production refuses to start without SHOPPER_PROXY_SECRET, or with the development default', () => {
    const { SHOPPER_PROXY_SECRET: _, ...withoutSecret } = PRODUCTION;
    expect(() => loadGatewayConfig(withoutSecret)).toThrow(/SHOPPER_PROXY_SECRET/);
    expect(() => loadGatewayConfig({ ...PRODUCTION, SHOPPER_PROXY_SECRET: DEVELOPMENT_SHOPPER_PROXY_SECRET })).toThrow(
      /SHOPPER_PROXY_SECRET/,
    );
    expect(() => loadGatewayConfig({ ...PRODUCTION, SHOPPER_PROXY_SECRET: 'short' })).toThrow();
    expect(loadGatewayConfig({}).rateLimit.shopperProxySecret).toBe(DEVELOPMENT_SHOPPER_PROXY_SECRET);
  });

  it('`npm start` leaves the limits on, shares one proxy secret and gives the storefront a partner key', () => {
    const ports = { sandbox: 4010, identity: 9229, gateway: 4000, web: 3000 };
    const env = stackEnvironment(ports, { NODE_ENV: 'production', PATH: '/usr/bin' });
    expect(env.RATE_LIMIT_PER_MINUTE).toBeUndefined();
    expect(env.SHOPPER_PROXY_SECRET?.length).toBeGreaterThanOrEqual(32);
    const { SHOPPER_PROXY_SECRET: _, ...production } = PRODUCTION;
    const config = loadGatewayConfig({ ...env, ...production });
    expect(config.rateLimit.perMinute).toBeGreaterThan(0);
    // The storefront (which reads the same environment) and the gateway share the secret and the server's key.
    expect(config.rateLimit.shopperProxySecret).toBe(env.SHOPPER_PROXY_SECRET);
    expect(config.partnerApiKeys).toContainEqual({ name: 'cuida-storefront', key: env.GATEWAY_API_KEY });
    // Each run makes its own secret; an operator's own values win; an explicit 0 turns the limit off.
    expect(stackEnvironment(ports, {}).SHOPPER_PROXY_SECRET).not.toBe(env.SHOPPER_PROXY_SECRET);
    const configured = stackEnvironment(ports, {
      SHOPPER_PROXY_SECRET: SECRET,
      GATEWAY_API_KEY: PARTNER_KEY,
      PARTNER_API_KEYS: `storefront:${PARTNER_KEY}`,
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(configured).toMatchObject({
      SHOPPER_PROXY_SECRET: SECRET,
      GATEWAY_API_KEY: PARTNER_KEY,
      PARTNER_API_KEYS: `storefront:${PARTNER_KEY}`,
      RATE_LIMIT_PER_MINUTE: '0',
    });
  });
});
