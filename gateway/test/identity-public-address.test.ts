import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';
import { IdentityClient } from '../src/auth/identity-client';
import { loadGatewayConfig } from '../src/config';
import { type RunningGateway, startGateway } from '../src/server';

/**
 * The compose stack's sandbox profile: browsers sign in at the identity provider's published address, which names the
 * tokens' issuer, while the gateway reaches the provider and its keys by the service's own address (COGNITO_JWKS_URL).
 */
const PUBLIC_IDENTITY = 'http://identidad.cuida.example:19229';
const ISSUER = `${PUBLIC_IDENTITY}/us-east-1_cuidaLocal`;

let sandbox: RunningSandbox;
let gateway: RunningGateway;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    databaseUrl: undefined,
    pgSchema: undefined,
    dataDir: 'memory://',
    identityPublicUrl: PUBLIC_IDENTITY,
  });
  const config = loadGatewayConfig({
    IDENTITY_URL: sandbox.identityUrl,
    COGNITO_ISSUER: ISSUER,
    COGNITO_JWKS_URL: `${sandbox.identityUrl}/us-east-1_cuidaLocal/.well-known/jwks.json`,
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandbox.url,
  });
  gateway = await startGateway({ ...config, port: 0, upstreamTimeoutMs: 3_000 }, { log: () => undefined });
});
afterAll(async () => {
  await gateway?.close();
  await sandbox?.close();
});

describe('an identity provider whose public address is not the one servers use', () => {
  it("names the public address in the tokens, and the gateway and the sandbox's services accept them", async () => {
    const session = await new IdentityClient(sandbox.identityUrl, 5_000).signIn(
      'cuida-web-client',
      'maria.quispe@cuida.pe',
      'Cuida2026!',
    );
    expect(decodeJwt(session.IdToken).iss).toBe(ISSUER);
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.IdToken}`,
        'x-access-token': session.AccessToken,
      },
      // `me` reads the pharmacy service with the customer's ID token: the sandbox checks it too.
      body: JSON.stringify({ query: '{ me { email documentNumber } }' }),
    });
    const answer = (await response.json()) as { data?: { me: unknown }; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({ email: 'maria.quispe@cuida.pe', documentNumber: '45871236' });
  });
});
