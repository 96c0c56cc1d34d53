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

await serveTarget(async () => {
  const server = createServer((req, res) => {
    readAll(req)
      .then(
        (body) =>
          new Promise<void>((resolve, reject) => {
            const call = request(
              upstream,
              {
                method: req.method,
                agent,
                headers: {
                  'content-type': req.headers['content-type'] ?? 'application/json',
                  'content-length': String(body.length),
                  accept: req.headers.accept ?? 'application/json',
                },
              },
              (answer) => {
                readAll(answer).then((bytes) => {
                  res.writeHead(answer.statusCode ?? 502, {
                    'content-type': answer.headers['content-type'] ?? 'application/json',
                    'content-length': String(bytes.length),
                  });
                  res.end(bytes);
                  resolve();
                }, reject);
              },
            );
            call.once('error', reject);
            call.end(body);
          }),
      )
      .catch(() => {
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
