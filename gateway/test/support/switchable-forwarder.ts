import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder in front of one upstream that a test can take down: `refuse()` closes its listener and drops every
 * connection through it (new connections are refused by the operating system, pooled ones are reset), `restore()`
 * listens again on the same port. Connection refusal is per address, which the sandbox's own faults cannot play.
 */
export interface SwitchableForwarder {
  port: number;
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startForwarder(targetPort: number): Promise<SwitchableForwarder> {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server.close(() => resolve());
    });
  const port = await listen(0);
  let up = true;
  return {
    port,
    refuse: async () => {
      if (!up) return;
      up = false;
      await stop();
    },
    restore: async () => {
      if (up) return;
      await listen(port);
      up = true;
    },
    close: async () => {
      if (up) await stop();
      up = false;
    },
  };
}
