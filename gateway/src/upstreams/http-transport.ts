import { type ClientRequest, Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';

/** An upstream's answer, read in full (upstream answers are small JSON documents). */
export interface UpstreamAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

export interface UpstreamCall {
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  signal: AbortSignal;
}

/** Sends one request to an upstream and reads its answer. */
export type UpstreamTransport = (url: string, call: UpstreamCall) => Promise<UpstreamAnswer>;

/** A transport over its own connection pools, which `close` ends. */
export type PooledTransport = UpstreamTransport & { close(): void };

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Upstream calls over node:http(s) with keep-alive connection pools. The global `fetch` (undici's WHATWG fetch) spends
 * about three times the CPU per call on its streams and objects (bench/RESULTS.md, docs/benchmark.md); the gateway's
 * upstream calls are plain JSON POSTs whose answers it reads whole, which is all this does.
 */
export function createHttpTransport(
  options: {
    maxSockets?: number;
    /** A new connection not established in this time (host-name lookup included) is abandoned: NotConnectedError. */
    connectTimeoutMs?: number;
    /** Host-name lookup (default: the system's, dns.lookup). */
    lookup?: LookupFunction;
    /**
     * A pooled connection idle this long is closed by the gateway (the agent's socket timeout, which it applies to
     * free sockets). Keep it below the upstream server's own keep-alive timeout: a connection the server closes while
     * the gateway reuses it resets the request (ECONNRESET). A shorter `Keep-Alive: timeout=N` from the server wins
     * (Node's agent uses N − 1 s). 0: no idle limit of the gateway's own.
     */
    idleTimeoutMs?: number;
  } = {},
): PooledTransport {
  const connectTimeoutMs = options.connectTimeoutMs ?? 0;
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets ?? 256,
    scheduling: 'lifo' as const,
    ...(options.idleTimeoutMs ? { timeout: options.idleTimeoutMs } : {}),
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
  const http = new HttpAgent(agentOptions);
  const https = new HttpsAgent(agentOptions);
  // Upstream URLs are few (an endpoint per service, a path per REST operation): parse each once.
  const targets = new Map<string, { secure: boolean; hostname: string; port: string; path: string }>();
  const targetOf = (url: string) => {
    let target = targets.get(url);
    if (!target) {
      const parsed = new URL(url);
      target = {
        secure: parsed.protocol === 'https:',
        hostname: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: parsed.port,
        path: `${parsed.pathname}${parsed.search}`,
      };
      if (targets.size >= 1000) targets.clear();
      targets.set(url, target);
    }
    return target;
  };
  const send: UpstreamTransport = (url, call) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      if (call.signal.aborted) {
        reject(call.signal.reason);
        return;
      }
      const { secure, hostname, port, path } = targetOf(url);
      let answered = false;
      const headers = { ...call.headers };
      if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
      const request = (secure ? httpsRequest : httpRequest)(
        { hostname, port, path, method: call.method, headers, agent: secure ? https : http },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', fail);
          response.on('end', () => {
            call.signal.removeEventListener('abort', onAbort);
            resolve({
              status: response.statusCode ?? 502,
              statusText: response.statusMessage ?? '',
              headers: flatten(response.headers),
              body: (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8'),
            });
          });
        },
      );
      function fail(error: Error) {
        call.signal.removeEventListener('abort', onAbort);
        reject(error);
      }
      function onAbort() {
        const reason = call.signal.reason instanceof Error ? call.signal.reason : new Error('aborted');
        abortPhases.set(reason, phaseOf(request, answered));
        request.destroy(reason);
      }
      call.signal.addEventListener('abort', onAbort, { once: true });
      request.once('socket', (socket: Socket) => {
        if (!socket.connecting) return;
        noteLookup(socket);
        if (connectTimeoutMs > 0) {
          const timer = setTimeout(() => {
            request.destroy(
              new NotConnectedError(`${phaseOf(request, false)}: not connected in ${connectTimeoutMs} ms`),
            );
          }, connectTimeoutMs);
          timer.unref();
          socket.once('connect', () => clearTimeout(timer));
          socket.once('close', () => clearTimeout(timer));
        }
      });
      request.on('error', fail);
      request.end(call.body);
    });
  // Closing destroys the pooled sockets, idle or not: the gateway's close calls it once no request is in flight.
  return Object.assign(send, {
    close() {
      http.destroy();
      https.destroy();
    },
  });
}

/** A connection that was never established: nothing of the request left, so any call may be sent again. */
export class NotConnectedError extends Error {
  override readonly name = 'NotConnectedError';
}

/** Failures before the connection existed (no byte of the request was sent): safe to retry, even a mutation. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function neverSent(error: unknown): boolean {
  if (error instanceof NotConnectedError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSENT_CODES.has(code);
}

const abortPhases = new WeakMap<object, string>();
/** The address each new connection's host name resolved to (for phaseOf). */
const resolved = new WeakMap<Socket, string>();

function noteLookup(socket: Socket): void {
  socket.once('lookup', (error: Error | null, address: string) => {
    if (!error) resolved.set(socket, address);
  });
}

/** How far a call had got when it was abandoned (a timeout's log line says where it hung). */
export function phaseOf(request: ClientRequest, answered: boolean): string {
  const socket = request.socket;
  if (!socket) return 'waiting for a pooled connection';
  // A new socket is "connecting" from the host name's lookup on (noteLookup records when that answered).
  if (socket.connecting) {
    const address = isIP(request.host) ? request.host : resolved.get(socket);
    return address ? `connecting to ${address}` : `resolving ${request.host}`;
  }
  const connection = request.reusedSocket ? 'on a reused connection' : 'on a new connection';
  if (answered) return `answer started, not finished, ${connection}`;
  return request.writableFinished ? `request sent, no answer, ${connection}` : `request not fully sent, ${connection}`;
}

/** Where the call this abort reason ended had got to, when it was this transport's. */
export function abortPhase(reason: unknown): string | undefined {
  return typeof reason === 'object' && reason !== null ? abortPhases.get(reason) : undefined;
}

/** A transport over a `fetch` function (tests inject one to play an upstream). */
export function transportFromFetch(fetchImpl: typeof fetch): UpstreamTransport {
  return async (url, call) => {
    const response = await fetchImpl(url, {
      method: call.method,
      headers: call.headers,
      ...(call.body !== undefined ? { body: call.body as BodyInit } : {}),
      signal: call.signal,
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, statusText: response.statusText, headers, body: await response.text() };
  };
}
