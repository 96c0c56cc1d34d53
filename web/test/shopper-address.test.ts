import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_SHOPPER_PROXY_SECRET,
  gatewayRequestHeaders,
  SHOPPER_IP_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  shopperAddress,
  shopperProxySettings,
  signShopperAddress,
  UNKNOWN_SHOPPER,
} from '../src/lib/shopper-address';

/** What the /api/graphql proxy sends the gateway (requirements: "Rate limits per shopper"). */
const SECRET = 'a-proxy-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 4, 4, 12, 0, 0);

function browser(headers: Record<string, string>): Headers {
  return new Headers({ 'content-type': 'application/json', ...headers });
}

describe('shopperAddress', () => {
  it('with no trusted proxy, never takes X-Forwarded-For (a browser may have written it)', () => {
    expect(shopperAddress(browser({ 'x-forwarded-for': '198.51.100.9' }), 0)).toBeUndefined();
  });

  it('with trusted proxies, takes the entry they appended, whatever the browser put before it', () => {
    const headers = browser({ 'x-forwarded-for': '10.0.0.1, 1.2.3.4, 203.0.113.7' });
    expect(shopperAddress(headers, 1)).toBe('203.0.113.7');
    expect(shopperAddress(browser({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 192.0.2.10' }), 2)).toBe('203.0.113.7');
    expect(shopperAddress(browser({ 'x-forwarded-for': '2001:db8::1' }), 1)).toBe('2001:db8::1');
  });

  it('gives no address when the chain is shorter than the trusted hops or the entry is not an address', () => {
    expect(shopperAddress(browser({ 'x-forwarded-for': '203.0.113.7' }), 2)).toBeUndefined();
    expect(shopperAddress(browser({}), 1)).toBeUndefined();
    expect(shopperAddress(browser({ 'x-forwarded-for': 'bucket-of-my-choosing' }), 1)).toBeUndefined();
  });
});

describe('gatewayRequestHeaders', () => {
  it("forwards the allowlisted headers and never the browser's tokens, X-Forwarded-For, shopper headers or API key", () => {
    const sent = gatewayRequestHeaders(
      browser({
        authorization: 'Bearer id-token',
        'x-access-token': 'access-token',
        'x-trace-id': 'trace-1',
        accept: 'application/json',
        'x-forwarded-for': '198.51.100.1',
        [SHOPPER_IP_HEADER]: '198.51.100.2',
        [SHOPPER_SIGNATURE_HEADER]: `t=1,v1=${'0'.repeat(64)}`,
        'x-api-key': 'partner-key-stolen-somewhere',
        cookie: 'session=1',
      }),
      { secret: SECRET, trustProxyHops: 0 },
      NOW,
    );
    // Tokens a page script sends itself are dropped: the session comes from its HttpOnly cookies only.
    expect(Object.fromEntries(sent)).toEqual({
      'content-type': 'application/json',
      'x-trace-id': 'trace-1',
      accept: 'application/json',
      // The address is unknown with no trusted proxy: said so, signed, never the browser's copy.
      [SHOPPER_IP_HEADER]: UNKNOWN_SHOPPER,
      [SHOPPER_SIGNATURE_HEADER]: signShopperAddress(SECRET, UNKNOWN_SHOPPER, NOW),
    });
  });

  it("sends the session's tokens from the cookies, in place of any the browser sent", () => {
    const sent = gatewayRequestHeaders(
      browser({ authorization: 'Bearer forged', 'x-access-token': 'forged' }),
      { secret: SECRET, trustProxyHops: 0 },
      NOW,
      { idToken: 'id-from-cookie', accessToken: 'access-from-cookie' },
    );
    expect(sent.get('authorization')).toBe('Bearer id-from-cookie');
    expect(sent.get('x-access-token')).toBe('access-from-cookie');
  });

  it("signs the shopper's address with the secret when the platform's proxies tell it", () => {
    const sent = gatewayRequestHeaders(
      browser({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7', [SHOPPER_IP_HEADER]: '198.51.100.2' }),
      { secret: SECRET, trustProxyHops: 1 },
      NOW,
    );
    expect(sent.get(SHOPPER_IP_HEADER)).toBe('203.0.113.7');
    expect(sent.get('x-forwarded-for')).toBeNull();
    const seconds = NOW / 1000;
    const mac = createHmac('sha256', SECRET).update(`cuida-shopper-v1\n${seconds}\n203.0.113.7`).digest('hex');
    expect(sent.get(SHOPPER_SIGNATURE_HEADER)).toBe(`t=${seconds},v1=${mac}`);
    expect(signShopperAddress('another-secret-of-at-least-32-characters', '203.0.113.7', NOW)).not.toBe(
      sent.get(SHOPPER_SIGNATURE_HEADER),
    );
  });
});

describe('shopperProxySettings', () => {
  it('requires SHOPPER_PROXY_SECRET in production, and not the development default', () => {
    expect(() => shopperProxySettings({ NODE_ENV: 'production' })).toThrow(/SHOPPER_PROXY_SECRET/);
    expect(() =>
      shopperProxySettings({ NODE_ENV: 'production', SHOPPER_PROXY_SECRET: DEVELOPMENT_SHOPPER_PROXY_SECRET }),
    ).toThrow(/SHOPPER_PROXY_SECRET/);
    expect(
      shopperProxySettings({ NODE_ENV: 'production', SHOPPER_PROXY_SECRET: SECRET, TRUST_PROXY_HOPS: '1' }),
    ).toEqual({ secret: SECRET, trustProxyHops: 1 });
  });

  it('refuses in production a storefront with no trusted proxy in front (every shopper would share one allowance)', () => {
    for (const hops of [undefined, '0']) {
      expect(() =>
        shopperProxySettings({ NODE_ENV: 'production', SHOPPER_PROXY_SECRET: SECRET, TRUST_PROXY_HOPS: hops }),
      ).toThrow(/TRUST_PROXY_HOPS of 1 or more/);
    }
  });

  it("refuses in production the storefront's known, weak or shared secrets, naming each and how to make one", () => {
    const production = { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', SHOPPER_PROXY_SECRET: SECRET };
    expect(() => shopperProxySettings({ ...production, SHOPPER_PROXY_SECRET: 'a'.repeat(32) })).toThrow(
      /SHOPPER_PROXY_SECRET is a repeated pattern: generate one with `openssl rand -hex 32`/,
    );
    expect(() =>
      shopperProxySettings({ ...production, SHOPPER_PROXY_SECRET: 'change-me-to-at-least-32-random-characters' }),
    ).toThrow(/SHOPPER_PROXY_SECRET is a development default or an example value/);
    expect(() => shopperProxySettings({ ...production, GATEWAY_API_KEY: 'change-me-to-a-long-random-key' })).toThrow(
      /GATEWAY_API_KEY/,
    );
    expect(() => shopperProxySettings({ ...production, REVALIDATE_SECRET: SECRET })).toThrow(
      /SHOPPER_PROXY_SECRET and REVALIDATE_SECRET must differ/,
    );
  });

  it('uses the development default elsewhere, and refuses short secrets and odd hop counts', () => {
    expect(shopperProxySettings({ NODE_ENV: 'development' })).toEqual({
      secret: DEVELOPMENT_SHOPPER_PROXY_SECRET,
      trustProxyHops: 0,
    });
    expect(() => shopperProxySettings({ SHOPPER_PROXY_SECRET: 'short' })).toThrow(/32/);
    expect(() => shopperProxySettings({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => shopperProxySettings({ TRUST_PROXY_HOPS: 'two' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
