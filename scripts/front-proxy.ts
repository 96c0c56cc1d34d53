/**
 * The proxy in front of `next start` when no load balancer is (`npm start`, `npm run start:prod`, the end-to-end
 * tests): it appends the address of each connection to X-Forwarded-For, as a load balancer does, so that the
 * storefront (TRUST_PROXY_HOPS=1) reads every shopper's own address, whatever the browser wrote before it. Next.js
 * alone keeps a browser's X-Forwarded-For as sent: facing browsers itself, it cannot tell shoppers apart.
 */
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';

export interface FrontProxy {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

/** X-Forwarded-For with `address` appended: the entry a proxy trusting one hop reads. */
export function appendForwardedFor(headers: IncomingHttpHeaders, address: string | undefined): string {
  const previous = headers['x-forwarded-for'];
  const chain = (Array.isArray(previous) ? previous.join(', ') : (previous ?? '')).trim();
  const own = address?.startsWith('::ffff:') ? address.slice(7) : (address ?? 'unknown');
  return chain ? `${chain}, ${own}` : own;
}

/** A port the system has free now (for the server behind the proxy, on loopback only). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Listens on `port` (every interface) and forwards each request to 127.0.0.1:`targetPort`. */
export async function startFrontProxy(options: { port: number; targetPort: number }): Promise<FrontProxy> {
  // A new loopback connection per request: a kept-alive one that next closes as idle just as a request is sent on it
  // would fail that request (a page's script chunk, say) with nothing to retry it.
  const agent = new Agent({ keepAlive: false });
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    headers['x-forwarded-for'] = appendForwardedFor(incoming.headers, incoming.socket.remoteAddress);
    // The address the browser used, so that redirects and absolute URLs Next builds name this port, not its own.
    const host = incoming.headers.host ?? `localhost:${listening}`;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = host;
    headers['x-forwarded-port'] = /:(\d+)$/.exec(host)?.[1] ?? '80';
    const upstream = request(
      { host: '127.0.0.1', port: options.targetPort, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      // Refused while next starts or stops (the stack's readiness polls through here): expected, not logged.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
        console.error(`[front-proxy] ${incoming.method} ${incoming.url}: ${error.message}`);
      }
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(upstream);
  });
  let listening = options.port;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, resolve);
  });
  const address = server.address();
  if (typeof address === 'object' && address) listening = address.port;
  return {
    port: listening,
    // Stops accepting at once; requests in flight get a few seconds to finish (next answers them on its SIGTERM).
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5_000);
      await closed;
      clearTimeout(force);
      agent.destroy();
    },
  };
}
