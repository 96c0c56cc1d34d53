/**
 * `npm start` runs `next start`, which runs as production: the storefront then requires SESSION_COOKIE_KEY, so the
 * stack makes one per run (scripts/stack.ts), unless the operator set one.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/src/config';
import { loadSandboxConfig } from '../../sandbox/src/config';
import { stackEnvironment } from '../../scripts/stack';
import { sessionCookieKey } from '../../web/src/features/account/session-cookies';

describe("the stack's session-cookie key", () => {
  const ports = { sandbox: 4010, identity: 9229, gateway: 4000, web: 3000 };

  it('is made per run and accepted by production; an operator’s own wins', () => {
    const env = stackEnvironment(ports, { PATH: '/usr/bin' });
    expect(sessionCookieKey({ ...env, NODE_ENV: 'production' })).toHaveLength(32);
    expect(stackEnvironment(ports, {}).SESSION_COOKIE_KEY).not.toBe(env.SESSION_COOKIE_KEY);
    const own = randomBytes(32).toString('base64');
    expect(stackEnvironment(ports, { SESSION_COOKIE_KEY: own }).SESSION_COOKIE_KEY).toBe(own);
  });
});

describe("the stack's user-pool administrator key", () => {
  const ports = { sandbox: 4010, identity: 9229, gateway: 4000, web: 3000 };

  it('is made per run, the same for the gateway and the sandbox, and valid for both', () => {
    const env = stackEnvironment(ports, {});
    const gateway = loadGatewayConfig(env).identity.admin;
    const sandbox = loadSandboxConfig(env).identityAdminKeys;
    expect(gateway).toMatchObject({ region: 'us-east-1', userPoolId: 'us-east-1_cuidaLocal' });
    expect(sandbox).toEqual([{ accessKeyId: gateway?.accessKeyId, secretAccessKey: gateway?.secretAccessKey }]);
    expect(stackEnvironment(ports, {}).COGNITO_ADMIN_SECRET_ACCESS_KEY).not.toBe(env.COGNITO_ADMIN_SECRET_ACCESS_KEY);
  });
});
