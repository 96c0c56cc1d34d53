/**
 * Production refuses to start with secrets anyone could know or guess (domain: secrets/secret-policy.ts has a test
 * per rule): the probe's values each stop the gateway's configuration with the variable named and how to generate one.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { gatewaySecrets } from '../src/config/production-secrets';

const generated = () => ({
  NODE_ENV: 'production',
  SERVICE_ACCOUNT_USERNAME: 'servicio.gateway@cuida.pe',
  SERVICE_ACCOUNT_PASSWORD: `Pw-${randomBytes(12).toString('base64url')}`,
  AUTO_LOGIN_KEY: randomBytes(32).toString('base64'),
  ORDER_ACCESS_KEY: randomBytes(32).toString('base64'),
  COMMERCE_APP_TOKEN: randomBytes(32).toString('hex'),
  SHOPPER_PROXY_SECRET: randomBytes(32).toString('hex'),
  PARTNER_API_KEYS: `storefront:${randomBytes(24).toString('base64url')}`,
});

const DEVELOPMENT_ORDER_ACCESS_KEY = Buffer.alloc(32, 'cuida-development-order-access').toString('base64');

describe('production secrets', () => {
  it('starts with generated secrets', () => {
    expect(loadGatewayConfig(generated()).production).toBe(true);
  });

  it.each([
    [
      'ORDER_ACCESS_KEY',
      DEVELOPMENT_ORDER_ACCESS_KEY,
      /ORDER_ACCESS_KEY is a development default.*openssl rand -base64 32/,
    ],
    [
      'AUTO_LOGIN_KEY',
      Buffer.alloc(32).toString('base64'),
      /AUTO_LOGIN_KEY is one byte repeated.*openssl rand -base64 32/,
    ],
    [
      'COMMERCE_APP_TOKEN',
      'cuida-sandbox-commerce-app-token',
      /COMMERCE_APP_TOKEN is a development default.*openssl rand -hex 32/,
    ],
    ['SHOPPER_PROXY_SECRET', 'a'.repeat(32), /SHOPPER_PROXY_SECRET is a repeated pattern.*openssl rand -hex 32/],
    [
      'PARTNER_API_KEYS',
      'insurer:change-me-to-a-long-random-key',
      /PARTNER_API_KEYS \(insurer\) is a development default/,
    ],
  ])('refuses %s = the probe’s value', (variable, value, message) => {
    expect(() => loadGatewayConfig({ ...generated(), [variable]: value })).toThrow(message);
  });

  it('refuses one value for two kinds of secret; the storefront’s own partner key is one kind', () => {
    const env = generated();
    expect(() => loadGatewayConfig({ ...env, COMMERCE_APP_TOKEN: env.SHOPPER_PROXY_SECRET })).toThrow(
      /SHOPPER_PROXY_SECRET and COMMERCE_APP_TOKEN must differ/,
    );
    expect(() => loadGatewayConfig({ ...env, AUTO_LOGIN_KEY: env.ORDER_ACCESS_KEY })).toThrow(
      /AUTO_LOGIN_KEY and ORDER_ACCESS_KEY must differ/,
    );
    const partner = env.PARTNER_API_KEYS.split(':')[1];
    expect(() => loadGatewayConfig({ ...env, SHOPPER_PROXY_SECRET: partner })).toThrow(
      /SHOPPER_PROXY_SECRET and PARTNER_API_KEYS \(storefront\) must differ/,
    );
    expect(() =>
      loadGatewayConfig({ ...env, PARTNER_API_KEYS: `${env.PARTNER_API_KEYS},app:${partner}` }),
    ).not.toThrow();
  });

  it("refuses the sandbox's administrator key, and one equal to another secret; starts with a generated one", () => {
    const env = { ...generated(), COGNITO_ADMIN_ACCESS_KEY_ID: 'AKIAEXAMPLEGATEWAY01' };
    expect(() =>
      loadGatewayConfig({
        ...env,
        COGNITO_ADMIN_SECRET_ACCESS_KEY: 'cuidaSandboxIdentityAdminSecretKeyNotForProduction',
      }),
    ).toThrow(/COGNITO_ADMIN_SECRET_ACCESS_KEY is a development default/);
    expect(() => loadGatewayConfig({ ...env, COGNITO_ADMIN_SECRET_ACCESS_KEY: env.COMMERCE_APP_TOKEN })).toThrow(
      /COMMERCE_APP_TOKEN and COGNITO_ADMIN_SECRET_ACCESS_KEY must differ/,
    );
    const generatedSecret = randomBytes(30).toString('base64');
    expect(loadGatewayConfig({ ...env, COGNITO_ADMIN_SECRET_ACCESS_KEY: generatedSecret }).identity.admin).toEqual({
      accessKeyId: 'AKIAEXAMPLEGATEWAY01',
      secretAccessKey: generatedSecret,
      region: 'us-east-1',
      userPoolId: 'us-east-1_cuidaLocal',
    });
  });

  it('outside production the development defaults stay', () => {
    expect(loadGatewayConfig({ ORDER_ACCESS_KEY: DEVELOPMENT_ORDER_ACCESS_KEY }).production).toBe(false);
  });

  it('reads every partner key, each named by its partner', () => {
    const secrets = gatewaySecrets({ PARTNER_API_KEYS: 'a:0123456789abcdef0123, b:fedcba9876543210fedc' });
    expect(secrets.map((secret) => secret.variable)).toEqual(['PARTNER_API_KEYS (a)', 'PARTNER_API_KEYS (b)']);
  });
});
