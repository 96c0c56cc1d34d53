import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../src/config';
import { UPSTREAM_NAMES } from '../src/config/upstreams';
import { type RunningGateway, startGateway } from '../src/server';
import { codesOf, type GraphQLAnswer, signIn, startTestStack, type TestStack } from './support/stack';
import { claimsOf, type SignOptions, signIdToken, tampered } from './support/tokens';

/**
 * Quieter errors and endpoints. Token refusals say what kind of refusal in a few words, never the
 * expected issuer, the accepted clients or the token's bytes; a token without `exp` is refused. On the public port
 * /readyz says ready or not and nothing about the upstreams, /metrics answers only a partner key; the internal port
 * (GATEWAY_INTERNAL_PORT) answers both in full.
 */
const OPS_KEY = 'ops-partner-key-0123456789abcdef';
const partner = { 'x-api-key': OPS_KEY };

let stack: TestStack;
let broken: RunningGateway;
const extra: RunningGateway[] = [];

async function freshGateway(overrides: Partial<GatewayConfig>): Promise<RunningGateway> {
  const gateway = await startGateway({ ...stack.gateway.services.config, port: 0, ...overrides }, { log: () => {} });
  extra.push(gateway);
  return gateway;
}

beforeAll(async () => {
  stack = await startTestStack({
    partnerApiKeys: [{ name: 'ops', key: OPS_KEY }],
    internalEndpoints: { port: 0, host: '127.0.0.1' },
  });
  // The sales service is unreachable from this one: not ready.
  broken = await freshGateway({
    restEndpoints: { ...stack.gateway.services.config.restEndpoints, sales: 'http://127.0.0.1:9/sales' },
    readinessTimeoutMs: 1000,
    internalEndpoints: undefined,
  });
});
afterAll(async () => {
  await Promise.all(extra.map((gateway) => gateway.close()));
  await stack?.close();
});

const root = (gateway: RunningGateway) => gateway.url.replace(/\/graphql$/, '');

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Whatever names an upstream: its scheme, host or port. */
function mentionsAnUpstream(text: string): boolean {
  const { commerceUrl, restEndpoints, identity } = stack.gateway.services.config;
  const hosts = [commerceUrl, ...Object.values(restEndpoints), identity.jwksUri].map((url) => new URL(url).host);
  return /https?:|localhost|127\.0\.0\.1|:9\//.test(text) || hosts.some((host) => text.includes(host));
}

describe('/readyz on the public port', () => {
  it('says ready, and nothing else', async () => {
    const answer = await get(`${root(stack.gateway)}/readyz`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: 'ready' });
    expect(mentionsAnUpstream(answer.text)).toBe(false);
  });

  it('says not ready (503) without naming the upstream that failed or its address', async () => {
    const answer = await get(`${root(broken)}/readyz`);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({ status: 'not ready' });
    expect(answer.text).not.toMatch(/sales|ECONNREFUSED|checks|circuits/);
  });

  it('gives the details to a partner key, refuses a wrong key', async () => {
    const answer = await get(`${root(broken)}/readyz`, partner);
    expect(answer.status).toBe(503);
    const body = JSON.parse(answer.text) as { checks: { name: string; ok: boolean; target: string }[] };
    expect(body.checks.find((check) => check.name === 'sales')).toMatchObject({
      ok: false,
      target: 'http://127.0.0.1:9/sales',
    });
    const wrong = await get(`${root(broken)}/readyz`, { 'x-api-key': 'not-the-ops-key-0123456789' });
    expect(wrong.status).toBe(401);
    expect(mentionsAnUpstream(wrong.text)).toBe(false);
  });
});

describe('/metrics on the public port', () => {
  it('is refused without a partner key (403), with no metric in the answer', async () => {
    const answer = await get(`${root(stack.gateway)}/metrics`);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toMatch(/cuida_gateway_|upstream=/);
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers a partner key with the Prometheus text; a wrong key gets 401', async () => {
    const answer = await get(`${root(stack.gateway)}/metrics`, partner);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/text\/plain/);
    expect(answer.text).toMatch(/^cuida_gateway_circuit_state\{upstream="commerce"\} 0$/m);
    expect((await get(`${root(stack.gateway)}/metrics`, { 'x-api-key': 'not-the-ops-key-0123456789' })).status).toBe(
      401,
    );
  });

  it('/readyz and /metrics on the public port spend the rate limit like any request', async () => {
    const limited = await freshGateway({
      rateLimit: { ...stack.gateway.services.config.rateLimit, perMinute: 1, burst: 2 },
    });
    const seen: number[] = [];
    for (const path of ['/readyz', '/metrics', '/readyz']) seen.push((await get(`${root(limited)}${path}`)).status);
    expect(seen).toEqual([200, 403, 429]);
    // Liveness is never limited.
    expect((await get(`${root(limited)}/healthz`)).status).toBe(200);
  });
});

describe('the internal port (GATEWAY_INTERNAL_PORT)', () => {
  it('answers /readyz with every detail and /metrics without a key, and serves nothing else', async () => {
    const internal = stack.gateway.internalUrl;
    expect(internal).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const ready = await get(`${internal}/readyz`);
    expect(ready.status).toBe(200);
    const report = JSON.parse(ready.text) as { status: string; checks: { name: string; target: string }[] };
    expect(report.status).toBe('ready');
    expect(report.checks.map((check) => check.name).sort()).toEqual([...UPSTREAM_NAMES].sort()); // one check per row of the upstream table
    const metrics = await get(`${internal}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^cuida_gateway_circuit_state\{upstream="commerce"\} 0$/m);
    expect((await get(`${internal}/healthz`)).status).toBe(200);
    expect((await get(`${internal}/graphql`)).status).toBe(404);
  });

  it('is not opened unless configured', () => {
    expect(broken.internalUrl).toBeUndefined();
  });
});

describe('token errors', () => {
  const ME = '{ me { email } }';

  async function me(idToken: string, accessToken = idToken): Promise<GraphQLAnswer<{ me: { email: string } | null }>> {
    const response = await fetch(stack.gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${idToken}`,
        'x-access-token': accessToken,
      },
      body: JSON.stringify({ query: ME }),
    });
    return (await response.json()) as GraphQLAnswer<{ me: { email: string } | null }>;
  }

  /** An ID token signed with the sandbox identity provider's own key (support/tokens.ts). */
  const sign = (claims: Record<string, unknown>, options: SignOptions = {}) => signIdToken(stack, claims, options);

  /** The message the gateway answers, checked to be one short reason that quotes nothing. */
  async function refusal(token: string): Promise<string> {
    const answer = await me(token);
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
    const message = answer.errors?.[0]?.message ?? '';
    const { issuer, clientIds } = stack.gateway.services.config.identity;
    for (const secret of [issuer, ...clientIds, 'us-east-1', 'evil', 'someone-else', token.slice(0, 12)]) {
      expect(message).not.toContain(secret);
    }
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}|kid|\{|"/);
    return message;
  }

  it('name the kind of refusal in a few words: wrong issuer, wrong audience, expired', async () => {
    const foreign = await sign({}, { issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_evil' });
    expect(await refusal(foreign)).toBe('The session token was refused: wrong issuer');
    expect(await refusal(await sign({ aud: 'someone-else' }))).toBe('The session token was refused: wrong audience');
    expect(await refusal(await sign({}, { expiresIn: -120 }))).toBe('The session token was refused: expired');
    expect(await refusal(await sign({ token_use: 'access' }))).toBe('The session token was refused: not an ID token');
  });

  it('never echo the header bytes or the key id of a malformed or unknown-key token', async () => {
    const header = Buffer.from('{"alg":"RS256","kid":"<script>alert(1)</script>"').toString('base64url');
    expect(await refusal(`${header}.e30.c2ln`)).toBe('The session token was refused: malformed token');
    const unknownKid = await sign({}, { kid: 'kid-that-the-provider-never-published' });
    expect(await refusal(unknownKid)).toBe('The session token was refused: invalid signature');
    expect(await refusal(tampered(await sign({})))).toBe('The session token was refused: invalid signature');
  });

  it('refuse a token without exp, even with a live session of the same customer', async () => {
    const session = await signIn(stack, 'maria.quispe@cuida.pe');
    const claims = claimsOf(session.idToken);
    // Control: her own token is accepted with her access token.
    expect((await me(session.idToken, session.accessToken)).data?.me?.email).toBe('maria.quispe@cuida.pe');
    const { exp: _exp, iat: _iat, iss: _iss, ...rest } = claims;
    const forever = await sign(rest, { expiresIn: null });
    const answer = await me(forever, session.accessToken);
    expect(answer.data?.me ?? null).toBeNull();
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.errors?.[0]?.message).toBe('The session token was refused: no expiry');
  });
});
