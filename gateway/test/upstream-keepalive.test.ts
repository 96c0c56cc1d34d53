import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpTransport } from '../src/upstreams/http-transport';

/**
 * An upstream whose HTTP/1.1 server closes keep-alive connections idle for `serverIdleMs` and, like many (uvicorn,
 * load balancers), sends no `Keep-Alive: timeout=` hint: the gateway must close its pooled connections first, or it
 * may send a request on a connection the server is closing (ECONNRESET).
 */
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function upstreamClosingIdleAfter(serverIdleMs: number) {
  const connections: Socket[] = [];
  server = createTcpServer((socket) => {
    connections.push(socket);
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.destroy(), serverIdleMs);
    };
    arm();
    socket.on('data', () => {
      clearTimeout(idle);
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}', arm);
    });
    socket.on('close', () => clearTimeout(idle));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, connections };
}

describe('keep-alive idle timeouts: the gateway closes first', () => {
  it('drops a pooled connection idle past its own limit, below the server’s, and opens a new one', async () => {
    const upstream = await upstreamClosingIdleAfter(1000);
    const transport = createHttpTransport({ idleTimeoutMs: 150 });
    const signal = new AbortController().signal;
    expect((await transport(upstream.url, { method: 'GET', headers: {}, body: undefined, signal })).status).toBe(200);
    // Reused while fresh…
    expect((await transport(upstream.url, { method: 'GET', headers: {}, body: undefined, signal })).status).toBe(200);
    expect(upstream.connections).toHaveLength(1);
    // …closed by the gateway after 150 ms idle, long before the server's 1 s: the next call opens its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(upstream.connections[0]?.destroyed || upstream.connections[0]?.readableEnded).toBe(true);
    expect((await transport(upstream.url, { method: 'GET', headers: {}, body: undefined, signal })).status).toBe(200);
    expect(upstream.connections).toHaveLength(2);
  });

  it('without a limit of its own keeps the idle connection (what left the gateway exposed to the server’s close)', async () => {
    const upstream = await upstreamClosingIdleAfter(1000);
    const transport = createHttpTransport({});
    const signal = new AbortController().signal;
    await transport(upstream.url, { method: 'GET', headers: {}, body: undefined, signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await transport(upstream.url, { method: 'GET', headers: {}, body: undefined, signal });
    expect(upstream.connections).toHaveLength(1);
  });
});
