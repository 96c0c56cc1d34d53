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
    close: () => lite.close(),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(connectionString: string, schema = 'public'): Promise<Db> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  const pool = new pg.Pool({ connectionString, max: 5, options: `-c search_path=${schema}` });
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
    close: () => pool.end(),
  };
}
