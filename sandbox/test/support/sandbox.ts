import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '../../src/app';
import { SANDBOX_COMMERCE_APP_TOKEN } from '../../src/commerce/permissions';
import type { SandboxConfig } from '../../src/config';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type StoreKind = 'pglite' | 'postgres';

/** A store location for one test file: a temporary PGlite folder or a throwaway PostgreSQL schema. */
export function testStore(
  kind: StoreKind,
): Pick<SandboxConfig, 'databaseUrl' | 'pgSchema' | 'dataDir'> & { cleanup(): void } {
  if (kind === 'postgres') {
    return {
      databaseUrl: POSTGRES_URL,
      pgSchema: `sandbox_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`,
      dataDir: 'memory://',
      cleanup: () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cuida-sandbox-'));
  return {
    databaseUrl: undefined,
    pgSchema: undefined,
    dataDir: dir,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startTestSandbox(
  store: Pick<SandboxConfig, 'databaseUrl' | 'pgSchema' | 'dataDir' | 'identityPublicUrl'> = {
    databaseUrl: undefined,
    pgSchema: undefined,
    dataDir: 'memory://',
  },
): Promise<RunningSandbox> {
  return startSandbox({ port: 0, identityPort: 0, publicUrl: undefined, ...store }, { log: () => {} });
}

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs a GraphQL operation over real HTTP, as any client would. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

/** POSTs to the commerce API as a shopper (no token) or as the gateway's app (the development app token). */
export async function commerceAs<T = Record<string, unknown>>(
  sandbox: { url: string },
  query: string,
  variables: Record<string, unknown>,
  asApp: boolean,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${sandbox.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(asApp ? { authorization: `Bearer ${SANDBOX_COMMERCE_APP_TOKEN}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

/** Like `graphql` but fails the test on any GraphQL error. */
export async function graphqlData<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await graphql<T>(url, query, variables);
  if (body.errors?.length || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}
