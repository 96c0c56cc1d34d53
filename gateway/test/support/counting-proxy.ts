import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A pass-through HTTP proxy that counts the requests per path: tests use it to prove batching. */
export interface CountingProxy {
  url: string;
  counts: Map<string, number>;
  /**
   * Runs before a request is forwarded, with its path and body (the request waits for it): tests use it to change an
   * upstream's state at an exact point of a gateway operation. Unset: requests stream through.
   */
  intercept: ((path: string, body: string) => Promise<void>) | undefined;
  count(pathPrefix: string): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  const proxy: Pick<CountingProxy, 'intercept'> = { intercept: undefined };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy.local').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const intercept = proxy.intercept;
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    if (!intercept) {
      req.pipe(forward);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      intercept(path, body.toString('utf8')).then(
        () => forward.end(body),
        () => forward.end(body),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://localhost:${port}`,
    counts,
    count: (prefix: string) =>
      [...counts].filter(([path]) => path.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0),
    reset: () => counts.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
