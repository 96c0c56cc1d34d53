import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeEndpoint, errorTrackingConfig } from '../src/lib/error-tracking/dsn';

describe('the error tracker’s DSN', () => {
  it('is off without SENTRY_DSN and takes a well-formed one with its environment', () => {
    expect(errorTrackingConfig({})).toBeNull();
    expect(errorTrackingConfig({ SENTRY_DSN: '  ' })).toBeNull();
    expect(errorTrackingConfig({ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4501' })).toEqual({
      dsn: 'https://abc123@o1.ingest.sentry.io/4501',
      environment: 'production',
    });
    expect(
      errorTrackingConfig({ SENTRY_DSN: 'http://local@localhost:4010/1', SENTRY_ENVIRONMENT: 'staging' })?.environment,
    ).toBe('staging');
  });

  it('refuses a malformed one at start-up instead of losing every report', () => {
    for (const dsn of [
      'not a url',
      'http://abc@tracker.example.com/1', // plain http off the local machine
      'https://tracker.example.com/1', // no public key
      'https://abc:secret@tracker.example.com/1', // a secret key in a public value
      'https://my-key@tracker.example.com/1', // a key Sentry's clients cannot read
      'https://abc@tracker.example.com/', // no project
      'https://abc@tracker.example.com/1?x=1',
    ]) {
      expect(() => errorTrackingConfig({ SENTRY_DSN: dsn }), dsn).toThrow(/SENTRY_DSN/);
    }
  });

  it('names the envelope endpoint of the DSN’s project', () => {
    expect(envelopeEndpoint('https://abc@o1.ingest.sentry.io/4501')).toBe(
      'https://o1.ingest.sentry.io/api/4501/envelope/?sentry_key=abc&sentry_version=7',
    );
    expect(envelopeEndpoint('http://k@localhost:4010/prefix/7')).toBe(
      'http://localhost:4010/prefix/api/7/envelope/?sentry_key=k&sentry_version=7',
    );
  });
});

/** A local stand-in of the tracker: every envelope it is sent. */
async function tracker() {
  const received: { url: string; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, dsn: `http://publickey@127.0.0.1:${port}/42`, close: () => server.close() };
}

const events = (body: string) =>
  body
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((item) => 'exception' in item);

describe('the storefront server’s error reports', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the failure, with where it happened, to the DSN’s project; nothing when tracking is off', async () => {
    const stand = await tracker();
    try {
      vi.stubEnv('SENTRY_DSN', stand.dsn);
      const { reportServerError } = await import('../src/lib/error-tracking/server');
      await reportServerError(new Error('The sales service did not answer in time.'), 'account-load', {
        code: 'UPSTREAM_TIMEOUT',
      });
      expect(stand.received).toHaveLength(1);
      expect(stand.received[0]?.url).toMatch(/^\/api\/42\/envelope\/\?/);
      const [event] = events(stand.received[0]?.body ?? '');
      expect(event).toMatchObject({
        level: 'error',
        platform: 'node',
        tags: { where: 'account-load' },
        extra: { code: 'UPSTREAM_TIMEOUT' },
        exception: { values: [{ type: 'Error', value: 'The sales service did not answer in time.' }] },
      });

      vi.resetModules();
      vi.stubEnv('SENTRY_DSN', '');
      const off = await import('../src/lib/error-tracking/server');
      await off.reportServerError(new Error('not sent'), 'account-load');
      expect(stand.received).toHaveLength(1);
    } finally {
      stand.close();
    }
  });

  it('never throws when the tracker is down', async () => {
    vi.stubEnv('SENTRY_DSN', 'http://publickey@127.0.0.1:9/1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reportServerError } = await import('../src/lib/error-tracking/server');
    await expect(reportServerError(new Error('x'), 'account-load')).resolves.toBeUndefined();
    errors.mockRestore();
  });
});

describe('POST /api/errores (the browser’s reports, relayed)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const envelope = (dsn: string) =>
    `${JSON.stringify({ event_id: 'a'.repeat(32), dsn, sent_at: new Date().toISOString() })}\n{"type":"event"}\n${JSON.stringify({ exception: { values: [{ type: 'Error', value: 'boom' }] } })}\n`;

  it('relays envelopes addressed to the storefront’s own DSN, and refuses others, other sites and big bodies', async () => {
    const stand = await tracker();
    try {
      vi.stubEnv('SENTRY_DSN', stand.dsn);
      const { POST } = await import('../app/api/errores/route');
      const post = (body: string, headers: Record<string, string> = {}) =>
        POST(new Request('http://localhost:3000/api/errores', { method: 'POST', body, headers }));

      expect((await post(envelope(stand.dsn), { origin: 'http://localhost:3000' })).status).toBe(200);
      expect(stand.received).toHaveLength(1);
      expect(events(stand.received[0]?.body ?? '')[0]).toMatchObject({ exception: { values: [{ value: 'boom' }] } });

      // Another DSN (another host): never forwarded.
      expect((await post(envelope('https://k@evil.example.com/1'))).status).toBe(400);
      expect(await post('not json')).toHaveProperty('status', 400);
      expect((await post(envelope(stand.dsn), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post(`${envelope(stand.dsn)}${'x'.repeat(210 * 1024)}`)).status).toBe(413);
      expect(stand.received).toHaveLength(1);
    } finally {
      stand.close();
    }
  });

  it('does not exist while error tracking is off', async () => {
    vi.stubEnv('SENTRY_DSN', '');
    const { POST } = await import('../app/api/errores/route');
    const response = await POST(new Request('http://localhost/api/errores', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(404);
  });
});
