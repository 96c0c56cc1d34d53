import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type GracefulServer, graceful } from '../src/http/graceful-close';

let server: Server | undefined;
let stopper: GracefulServer;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

/** A server whose answers take `ms` (or never come with `hang`). */
async function slowServer(ms: number): Promise<number> {
  server = createServer((req, res) => {
    if (req.url === '/hang') return;
    setTimeout(() => res.end('done'), ms);
  });
  stopper = graceful(server);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One request on a keep-alive connection; its status, body and Connection header, or the error's code. */
function get(
  port: number,
  path = '/',
): Promise<{ status?: number; body?: string; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('graceful(server).close (SIGTERM of a replica)', () => {
  it('finishes the request in flight, answering it with Connection: close, and refuses new connections', async () => {
    const port = await slowServer(300);
    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = stopper.close(5000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await get(port)).error).toBe('ECONNREFUSED');
    expect(await inFlight).toEqual({ status: 200, body: 'done', connection: 'close' });
    await closing;
  });

  it('resolves once the last answer is sent, not before', async () => {
    const port = await slowServer(400);
    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    await stopper.close(5000);
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    expect((await inFlight).status).toBe(200);
  });

  it('closes a request that outlives the grace period', async () => {
    const port = await slowServer(0);
    const hung = get(port, '/hang');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    await stopper.close(200);
    expect(Date.now() - began).toBeLessThan(2000);
    expect((await hung).error).toBe('ECONNRESET');
  });
});
