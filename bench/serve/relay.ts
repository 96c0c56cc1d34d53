/**
 * Child process: a bare Node.js HTTP relay in front of the commerce sandbox, the bench's floor for "one Node.js
 * process in the path". It does the least any gateway written for Node must: read the client's whole body, send it
 * to the upstream over a kept-alive connection, read the whole answer and write it back with its status and content
 * type. No GraphQL, no checks, no metrics: what it adds over direct is what Node's HTTP server and client cost on this
 * machine, which no gateway in Node can go below.
 */
import { Agent, createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveTarget } from './ipc';

const upstream = new URL(process.env.BENCH_RELAY_UPSTREAM ?? '');
if (upstream.protocol !== 'http:') throw new Error('BENCH_RELAY_UPSTREAM must be the sandbox commerce URL (http)');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const readAll = (stream: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    stream.once('error', reject);
  });

/** The upstream's answer to one body: a kept-alive socket the upstream closed meanwhile is tried once more, as Node's docs advise. */
function relay(body: Buffer, method: string, headers: IncomingMessage['headers'], retried = false) {
  return new Promise<{ status: number; type: string; bytes: Buffer }>((resolve, reject) => {
    const call = request(
      upstream,
      {
        method,
        agent,
        headers: {
          'content-type': headers['content-type'] ?? 'application/json',
          'content-length': String(body.length),
          accept: headers.accept ?? 'application/json',
        },
      },
      (answer) => {
        readAll(answer).then(
          (bytes) =>
            resolve({
              status: answer.statusCode ?? 502,
              type: answer.headers['content-type'] ?? 'application/json',
              bytes,
            }),
          reject,
        );
      },
    );
    call.once('error', (error: NodeJS.ErrnoException) => {
      if (!retried && call.reusedSocket && error.code === 'ECONNRESET') {
        relay(body, method, headers, true).then(resolve, reject);
      } else reject(error);
    });
    call.end(body);
  });
}

await serveTarget(async () => {
  const server = createServer((req, res) => {
    readAll(req)
      .then((body) => relay(body, req.method ?? 'POST', req.headers))
      .then((answer) => {
        res.writeHead(answer.status, { 'content-type': answer.type, 'content-length': String(answer.bytes.length) });
        res.end(answer.bytes);
      })
      .catch((error: unknown) => {
        console.error(`relay failed: ${String(error)}`);
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
