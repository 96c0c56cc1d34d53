import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type OperationDefinitionNode, print } from 'graphql';
import type { CachePolicy } from './cache-manifest';

/** A gateway answer that never throws: pages decide how to show a failure (Spanish message, not a stack). */
export type GatewayResult<T> = { ok: true; data: T } | { ok: false; error: string; code?: string };

/** The gateway the server calls, read at request time (never baked into the build). */
export function gatewayUrl(): string {
  return process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql';
}

const TIMEOUT_MS = 15_000;

interface Source {
  name: string;
  /** The trusted document id codegen gave the operation (`sha256:…`), when it has one. */
  documentId: string | null;
  query: string;
}

// print() is not free and documents are module constants: print each once.
const sources = new WeakMap<object, Source>();

function source(document: TypedDocumentNode<unknown, unknown>): Source {
  let entry = sources.get(document);
  if (!entry) {
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
    entry = {
      name: operation?.name?.value ?? 'Anonymous',
      documentId: typeof meta?.hash === 'string' ? meta.hash : null,
      query: print(document),
    };
    sources.set(document, entry);
  }
  return entry;
}

type GatewayBody<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
  extensions?: { degraded?: unknown };
};
/** `degraded`: the gateway answered without some decoration (`extensions.degraded`: a service was down or slow). */
type Answer<T> = GatewayResult<T> & { status: number; degraded?: boolean };
type CacheInit = Pick<RequestInit, 'cache'> & {
  next?: { revalidate?: number | false; tags?: string[] };
  /** Per-visitor headers (the customer's tokens); never combined with the data cache. */
  headers?: Record<string, string>;
};

async function post<TResult>(body: string, { headers: own, ...init }: CacheInit): Promise<Answer<TResult>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    ...own,
  };
  // A server-side key (partner rate limit, any operation) when the gateway gives the storefront one.
  if (process.env.GATEWAY_API_KEY) headers['x-api-key'] = process.env.GATEWAY_API_KEY;
  const response = await fetch(gatewayUrl(), {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...init,
  });
  const parsed = (await response.json()) as GatewayBody<TResult>;
  if (parsed.errors?.length || !parsed.data) {
    const error = parsed.errors?.map((item) => item.message).join('; ') ?? `HTTP ${response.status}`;
    const code = parsed.errors?.find((item) => typeof item.extensions?.code === 'string')?.extensions?.code;
    return { ok: false, error, status: response.status, ...(typeof code === 'string' ? { code } : {}) };
  }
  const degraded = Array.isArray(parsed.extensions?.degraded) && parsed.extensions.degraded.length > 0;
  return { ok: true, data: parsed.data, status: response.status, ...(degraded ? { degraded } : {}) };
}

/**
 * Sends the operation by its trusted document id (the gateway runs only those for browsers in production), and by
 * its text when the gateway answers 400 to the id: a gateway without the id in its manifest, or without trusted
 * documents at all.
 */
async function send<TResult>(operation: Source, variables: unknown, init: CacheInit): Promise<Answer<TResult>> {
  const base = { operationName: operation.name, variables };
  if (operation.documentId) {
    const byId = await post<TResult>(JSON.stringify({ ...base, documentId: operation.documentId }), init);
    if (byId.ok || byId.status !== 400) return byId;
  }
  return post<TResult>(JSON.stringify({ ...base, query: operation.query }), init);
}

/** A call to the gateway whose failure, refused or thrown, is logged with the operation's name and answered, never thrown. */
async function logged<TResult>(
  operation: Source,
  call: () => Promise<GatewayResult<TResult>>,
): Promise<GatewayResult<TResult>> {
  try {
    const answer = await call();
    if (!answer.ok) console.error(`[gateway] ${operation.name} failed: ${answer.error}`);
    return answer;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[gateway] ${operation.name} failed: ${message}`);
    return { ok: false, error: message };
  }
}

/**
 * Server-side call to the gateway with a codegen-typed operation.
 *
 * With a cache policy (catalogue reads), the answer goes through Next's data cache: kept for `revalidate` seconds and
 * dropped early by `revalidateTag` on any of its tags (see cache-manifest.ts). Next stores only HTTP 200 answers, but
 * a GraphQL error can come with a 200, and so does an answer without a decoration (`extensions.degraded`: the
 * recommendations while their service is down): such a cached answer is never trusted, the request is repeated without
 * the cache, so a failure heals on the next request instead of lasting until the entry expires.
 * Without a policy the call is not cached (per-visitor data).
 */
export async function queryGateway<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cache?: CachePolicy,
): Promise<GatewayResult<TResult>> {
  const operation = source(document as TypedDocumentNode<unknown, unknown>);
  return logged(operation, async () => {
    if (!cache) return send<TResult>(operation, variables, { cache: 'no-store' });
    const cached = await send<TResult>(operation, variables, {
      cache: 'force-cache',
      next: { revalidate: cache.revalidate, tags: cache.tags },
    });
    if (cached.ok && !cached.degraded) return cached;
    return send<TResult>(operation, variables, { cache: 'no-store' });
  });
}

/** The customer's session tokens, as the gateway reads them (Authorization bearer and X-Access-Token). */
export interface CustomerTokens {
  idToken: string;
  accessToken: string;
}

/**
 * Server-side call on behalf of a signed-in customer (account, orders): never cached, the tokens sent as the gateway
 * expects them. A refusal keeps its `code` (UNAUTHENTICATED ends the session).
 */
export async function queryGatewayAs<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  tokens: CustomerTokens,
): Promise<GatewayResult<TResult>> {
  const operation = source(document as TypedDocumentNode<unknown, unknown>);
  return logged(operation, () =>
    send<TResult>(operation, variables, {
      cache: 'no-store',
      headers: { authorization: `Bearer ${tokens.idToken}`, 'x-access-token': tokens.accessToken },
    }),
  );
}
