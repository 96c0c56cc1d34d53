import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchSlowRequest } from '../src/http/slow-requests';
import { openDb } from '../src/store/db';
import { testStore } from './support/sandbox';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function serve(delayMs: number, lines: string[]): Promise<string> {
  server = createServer((req, res) => {
    watchSlowRequest(req, res, { thresholdMs: 60, log: (line) => lines.push(line), describe: () => 'pool: 1 open' });
    setTimeout(() => res.end('ok'), delayMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('slow request log', () => {
  it('says nothing of a quick answer', async () => {
    const lines: string[] = [];
    await (await fetch(`${await serve(0, lines)}/graphql`)).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toEqual([]);
  });

  it('logs a slow request while it is open and when it is answered, with its connection and the extra state', async () => {
    const lines: string[] = [];
    await (await fetch(`${await serve(150, lines)}/graphql?x=1`)).text();
    expect(lines).toEqual([
      expect.stringMatching(
        /^sandbox: slow request still open after 60 ms: GET \/graphql\?x=1 from [\d.:a-f]+:\d+ \(pool: 1 open\)$/,
      ),
      expect.stringMatching(
        /^sandbox: slow request answered after \d+ ms: GET \/graphql\?x=1 from .+ \(pool: 1 open\)$/,
      ),
    ]);
  });
});

describe("the store's sessions, for the slow-request log", () => {
  it('names a session waiting on a lock (PostgreSQL); the embedded store has none to show', async () => {
    const store = testStore('postgres');
    const db = await openDb({ databaseUrl: store.databaseUrl, pgSchema: store.pgSchema });
    try {
      await db.exec('CREATE TABLE held (id int PRIMARY KEY); INSERT INTO held VALUES (1)');
      let release: () => void = () => {};
      let locked: () => void = () => {};
      const holdsLock = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = db.transaction(async (tx) => {
        await tx.query('UPDATE held SET id = 1 WHERE id = 1');
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await holdsLock;
      const waiting = db.query('UPDATE held SET id = 1 WHERE id = 1');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const activity = await db.serverActivity();
      release();
      await Promise.all([holding, waiting]);
      expect(activity).toMatch(/active waiting on Lock\/transactionid, [\d.]+ s: UPDATE held/);
      expect(activity).toMatch(/idle in transaction/);
    } finally {
      await db.exec(`DROP SCHEMA IF EXISTS ${store.pgSchema} CASCADE`);
      await db.close();
    }
    const embedded = await openDb({ dataDir: 'memory://' });
    expect(await embedded.serverActivity()).toBeNull();
    await embedded.close();
  });
});

describe("the sandbox's PostgreSQL sessions", () => {
  it('are opened at start and kept, and commit without waiting for the disk', async () => {
    const store = testStore('postgres');
    const db = await openDb({ databaseUrl: store.databaseUrl, pgSchema: store.pgSchema });
    try {
      expect(await db.query('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
      // Every connection is opened at start and kept: no request waits for a new one.
      expect(db.poolStats()).toEqual({ total: 5, idle: 5, waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(db.poolStats()?.total).toBe(5);
      expect(await db.query<{ schema: string }>('SELECT current_schema() AS schema')).toEqual([
        { schema: store.pgSchema },
      ]);
    } finally {
      await db.exec(`DROP SCHEMA IF EXISTS ${store.pgSchema} CASCADE`);
      await db.close();
    }
  });
});
