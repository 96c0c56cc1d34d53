/**
 * The error tracker's stand-in (Sentry's ingest API): `POST /api/<project>/envelope/` takes the envelopes the
 * storefront's error-tracking clients send (browser events through the storefront's tunnel, server events directly),
 * authenticated by the DSN's public key, and keeps their events in memory. `GET /__admin/error-events` reads them out
 * and `DELETE` empties the list, from the local machine only: tests assert that a failure was reported.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackAddress } from '../identity/loopback';

/** Envelopes are small (one event); a larger body is refused, as the real ingest refuses oversized items. */
const MAX_ENVELOPE_BYTES = 1024 * 1024;
/** Events kept, oldest dropped first. */
const MAX_EVENTS = 500;

export interface ReceivedEvent {
  project: string;
  publicKey: string;
  receivedAt: string;
  /** The event as the client sent it (exception, level, tags, environment, platform…). */
  event: Record<string, unknown>;
}

const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;

/** The public key from `?sentry_key=` or the `X-Sentry-Auth` header, as Sentry's clients send it. */
function publicKeyOf(req: IncomingMessage, url: URL): string | null {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = req.headers['x-sentry-auth'];
  const match = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth) : null;
  return match?.[1] ?? null;
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_ENVELOPE_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The events of an envelope: a header line, then item header and payload lines; other item types are skipped. */
export function eventsOfEnvelope(text: string): Record<string, unknown>[] {
  const lines = text.split('\n');
  const events: Record<string, unknown>[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    let header: { type?: unknown };
    try {
      header = JSON.parse(lines[index] ?? '') as { type?: unknown };
    } catch {
      break;
    }
    if (header.type !== 'event') continue;
    try {
      const payload = JSON.parse(lines[index + 1] ?? '') as unknown;
      if (payload && typeof payload === 'object') events.push(payload as Record<string, unknown>);
    } catch {
      // A payload that is not JSON (an attachment) is not an event.
    }
  }
  return events;
}

export class ErrorTrackingIngest {
  readonly #events: ReceivedEvent[] = [];

  get events(): readonly ReceivedEvent[] {
    return this.#events;
  }

  /** Answers the ingest and admin paths; false for any other path. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/__admin/error-events') {
      if (!isLoopbackAddress(req.socket.remoteAddress)) {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Only from the local machine."}');
      } else if (req.method === 'DELETE') {
        this.#events.length = 0;
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ events: this.#events }));
      }
      return true;
    }
    const match = ENVELOPE_PATH.exec(url.pathname);
    if (!match) return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return true;
    }
    const publicKey = publicKeyOf(req, url);
    if (!publicKey) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"missing authorization information"}');
      return true;
    }
    const body = await readBody(req);
    if (body === null) {
      res.writeHead(413, { 'content-type': 'application/json' }).end('{"detail":"envelope exceeded size limits"}');
      return true;
    }
    const receivedAt = new Date().toISOString();
    for (const event of eventsOfEnvelope(body)) {
      this.#events.push({ project: match[1] as string, publicKey, receivedAt, event });
      if (this.#events.length > MAX_EVENTS) this.#events.shift();
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    return true;
  }
}
