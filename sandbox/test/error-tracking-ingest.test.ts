import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorTrackingIngest, eventsOfEnvelope } from '../src/error-tracking/ingest';

const ingest = new ErrorTrackingIngest();
const server = createServer((req, res) => {
  void ingest.handle(req, res, new URL(req.url ?? '/', 'http://sandbox.local')).then((handled) => {
    if (!handled) res.writeHead(404).end();
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const envelope = (value: string) =>
  `{"event_id":"${'b'.repeat(32)}","dsn":"http://key@localhost/1"}\n{"type":"event"}\n${JSON.stringify({ level: 'error', exception: { values: [{ type: 'Error', value }] }, tags: { where: 'page' } })}\n{"type":"client_report"}\n{"discarded_events":[]}\n`;

describe('the error tracker’s stand-in', () => {
  it('reads the events of an envelope and skips its other items', () => {
    expect(eventsOfEnvelope(envelope('boom'))).toEqual([
      { level: 'error', exception: { values: [{ type: 'Error', value: 'boom' }] }, tags: { where: 'page' } },
    ]);
    expect(eventsOfEnvelope('garbage')).toEqual([]);
  });

  it('keeps what a client sends with its public key, lists it from the local machine, and empties on DELETE', async () => {
    const sent = await fetch(`${base}/api/1/envelope/?sentry_key=cuidalocal&sentry_version=7`, {
      method: 'POST',
      body: envelope('account did not load'),
    });
    expect(sent.status).toBe(200);
    const listed = (await (await fetch(`${base}/__admin/error-events`)).json()) as {
      events: { project: string; publicKey: string; event: { tags: { where: string } } }[];
    };
    expect(listed.events).toHaveLength(1);
    expect(listed.events[0]).toMatchObject({
      project: '1',
      publicKey: 'cuidalocal',
      event: { tags: { where: 'page' } },
    });
    expect((await fetch(`${base}/__admin/error-events`, { method: 'DELETE' })).status).toBe(204);
    expect(ingest.events).toHaveLength(0);
  });

  it('refuses an envelope without a key, another method, and an oversized body', async () => {
    expect((await fetch(`${base}/api/1/envelope/`, { method: 'POST', body: envelope('x') })).status).toBe(401);
    expect((await fetch(`${base}/api/1/envelope/?sentry_key=k`)).status).toBe(405);
    const big = await fetch(`${base}/api/1/envelope/?sentry_key=k`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
    expect(ingest.events).toHaveLength(0);
  });
});
