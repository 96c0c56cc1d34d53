import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The few operations the sandbox needs, identical on PGlite (embedded) and PostgreSQL. */
export interface Queryable {
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Connections of a PostgreSQL pool (in use, idle, callers waiting for one); null for the embedded store. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** What the server's sessions are doing (state, wait event, query), read on a connection of its own; null for
   * the embedded store. For the slow-request log: a stalled query says whether it waits on a lock, the disk or us. */
  serverActivity(): Promise<string | null>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — when set the sandbox uses PostgreSQL instead of the embedded store. */
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests use a throwaway one). Default: public. */
  pgSchema?: string | undefined;
  /** PGlite data folder; `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema) : openPglite(options.dataDir);
}

async function openPglite(dataDir = 'memory://'): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction(fn) {
      return lite.transaction((tx) =>
        fn({
          query: async <T extends object>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      );
    },
    poolStats: () => null,
    serverActivity: async () => null,
    close: () => lite.close(),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const POOL_SIZE = 5;

async function openPostgres(connectionString: string, schema = 'public'): Promise<Db> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  // The connections are opened once, at start, and kept (no idle timeout): in the container stack a new connection
  // sometimes took 10-20 s to establish (the server's name resolving in steps of the system resolver's 5 s timeout),
  // and the pool, having closed its idle connections after 10 s, opened one for the first request after start-up.
  // Commits do not wait for the disk either (synchronous_commit=off): the sandbox's state is a stand-in's; the database
  // stays consistent, and a crash of the server may lose the last fraction of a second of commits.
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    idleTimeoutMillis: 0,
    options: `-c search_path=${schema} -c synchronous_commit=off`,
  });
  // An idle connection the server closed (a restart): the pool drops it and opens another when one is needed.
  pool.on('error', () => undefined);
  const opened = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
  for (const client of opened) client.release();
  if (schema !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const queryOn =
    (client: pg.Pool | pg.PoolClient) =>
    async <T extends object>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    query: queryOn(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: queryOn(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    serverActivity: () => serverActivity(connectionString),
    close: () => pool.end(),
  };
}

/** One line per other session of the database: pid, state, wait event, seconds in its query, the query's start. */
async function serverActivity(connectionString: string): Promise<string> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, query_timeout: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ line: string }>(
      `SELECT format('pid %s %s%s, %s s: %s', pid, state, coalesce(' waiting on ' || wait_event_type || '/' || wait_event, ''),
         round(extract(epoch FROM now() - coalesce(query_start, backend_start))::numeric, 1), left(query, 100)) AS line
       FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND state <> 'idle'`,
    );
    return rows.map((row) => row.line).join(' | ') || 'no other session at work';
  } catch (error) {
    return `activity unknown: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
