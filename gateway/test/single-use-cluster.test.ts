/**
 * Single use across workers without Redis: two gateway workers (node:cluster) share one port; the verification
 * link (its code and its auto-login token) opens one session, and every later use, on either worker, is refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/src/app';
import { verificationLinkFor } from '../../sandbox/test/support/outbox';
import { startTestSandbox } from '../../sandbox/test/support/sandbox';
import { loadGatewayConfig } from '../src/config';
import { gqlOnNewConnection as callOn, type GatewayCluster, startGatewayCluster } from './support/gateway-cluster';

let sandbox: RunningSandbox;
let cluster: GatewayCluster;

/** A call on a connection of its own: the cluster hands each new connection to the next worker in turn. */
const gqlOnNewConnection = async <T>(query: string, variables: Record<string, unknown>) =>
  (await callOn<T>(cluster.port, query, variables)).body;
const logged = (msg: string) => cluster.logged(msg);
const waitFor = <T>(what: string, probe: () => T | undefined, timeoutMs: number) =>
  cluster.waitFor(what, probe, timeoutMs);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Two workers, no Redis (the support helper removes REDIS_URL from the child's environment).
  cluster = await startGatewayCluster({
    GATEWAY_WORKER_HEAP_MB: '150',
    // Every upstream the sandbox serves, at its path under it (the gateway's upstream table).
    SANDBOX_URL: sandbox.url,
    IDENTITY_URL: sandbox.identityUrl,
  });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await sandbox?.close();
});

const REGISTER = 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email } }';
const VERIFY =
  'mutation ($email: String!, $code: String!, $token: String) { verifyEmail(email: $email, code: $code, autoLoginToken: $token) { status session { idToken } } }';

describe('single use across the workers of one process, without Redis', () => {
  it('the verification link opens one session; every later use, on either worker, is INVALID without one', {
    timeout: 60_000,
  }, async () => {
    const email = `dos.workers.${Date.now()}@example.pe`;
    const registered = await gqlOnNewConnection<{ registerCustomer: { email: string } }>(REGISTER, {
      input: {
        email,
        password: 'Registro2026!',
        firstName: 'Ana',
        paternalLastName: 'Flores',
        phone: '991234567',
        birthDate: '1990-05-20',
        documentType: 2,
        documentNumber: String(40_000_000 + (Date.now() % 9_000_000)),
      },
    });
    expect(registered.data?.registerCustomer.email).toBe(email);
    const { code, token } = await verificationLinkFor(sandbox.db, email);
    expect(token).toBeTruthy();
    const row = { code };

    // Six uses of the same link on six connections, three per worker.
    const answers: { status: string; session: unknown }[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await gqlOnNewConnection<{ verifyEmail: { status: string; session: unknown } }>(VERIFY, {
        email,
        code: row?.code,
        token,
      });
      if (answer.data) answers.push(answer.data.verifyEmail);
    }
    expect(answers).toHaveLength(6);
    expect(answers.filter((answer) => answer.session !== null)).toHaveLength(1);
    expect(answers[0]).toMatchObject({ status: 'VALID', session: { idToken: expect.any(String) } });
    expect(answers.slice(1)).toEqual(Array.from({ length: 5 }, () => ({ status: 'INVALID', session: null })));

    // The refusals came from both workers, the one that opened the session and the other.
    await waitFor(
      'the audit lines',
      () => (logged('used verification code refused').length >= 5 ? true : undefined),
      5000,
    );
    const opener = logged('auto-login session opened').map((line) => line.pid);
    const refusers = new Set(logged('used verification code refused').map((line) => line.pid));
    expect(opener).toHaveLength(1);
    expect(refusers.size).toBe(2);
  });
});

describe('replicas need a shared store in production', () => {
  const secret = () => randomBytes(32).toString('base64');
  const production = {
    NODE_ENV: 'production',
    SERVICE_ACCOUNT_USERNAME: 'servicio@ejemplo.pe',
    SERVICE_ACCOUNT_PASSWORD: secret(),
    AUTO_LOGIN_KEY: secret(),
    COMMERCE_APP_TOKEN: secret(),
    ORDER_ACCESS_KEY: secret(),
    SHOPPER_PROXY_SECRET: secret(),
  };

  it('refuses GATEWAY_REPLICAS > 1 without REDIS_URL, naming both; one replica, or Redis, starts', () => {
    expect(() => loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '2' })).toThrow(
      /GATEWAY_REPLICAS=2 needs REDIS_URL in production/,
    );
    expect(loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '1' }).production).toBe(true);
    expect(loadGatewayConfig({ ...production }).production).toBe(true);
    expect(
      loadGatewayConfig({ ...production, GATEWAY_REPLICAS: '3', REDIS_URL: 'redis://redis:6379' }).redis?.url,
    ).toBe('redis://redis:6379');
    // Outside production several replicas without Redis only share nothing (development stacks).
    expect(loadGatewayConfig({ GATEWAY_REPLICAS: '2' }).production).toBe(false);
  });
});
