import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GracefulServer {
  /**
   * Stops the server the way a replica behind a load balancer must (SIGTERM): it stops accepting connections at once
   * (the balancer's next connection is refused and goes to another replica), lets the requests in flight finish,
   * answering each with `Connection: close` unless its headers are already out, closes keep-alive connections as
   * soon as they are idle, and after `graceMs` closes whatever is still open. Resolves once every connection closed.
   */
  close(graceMs: number): Promise<void>;
}

/** Follows a server's answers from its start, so that a later stop can mark those still in flight. */
export function graceful(server: Server): GracefulServer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res.setHeader('connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    close: (graceMs) =>
      new Promise((resolve, reject) => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        // A keep-alive connection whose answer was already under way becomes idle afterwards.
        const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        idleSweep.unref();
        deadline.unref();
        server.close((error) => {
          clearInterval(idleSweep);
          clearTimeout(deadline);
          if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
