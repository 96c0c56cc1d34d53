import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Stops a server the way a replica behind a load balancer must (SIGTERM): it stops accepting connections at once (the
 * balancer's next connection is refused and goes to another replica), lets the requests in flight finish, answering
 * each with `Connection: close`, closes keep-alive connections as soon as they are idle, and after `graceMs` closes
 * whatever is still open. Resolves once every connection is closed.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const closeAfterAnswer = (_req: IncomingMessage, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    };
    server.prependListener('request', closeAfterAnswer);
    // A keep-alive connection whose answer was already under way when the stop began becomes idle afterwards.
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
  });
}
