import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** A gateway answer that never throws: pages decide how to show a failure (Spanish message, not a stack). */
export type GatewayResult<T> = { ok: true; data: T } | { ok: false; error: string };

function gatewayUrl(): string {
  return process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql';
}

/** Server-side call to the gateway with a codegen-typed operation. */
export async function queryGateway<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<GatewayResult<TResult>> {
  try {
    const response = await fetch(gatewayUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: print(document), variables }),
      cache: 'no-store',
    });
    const body = (await response.json()) as { data?: TResult | null; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      return { ok: false, error: body.errors?.map((error) => error.message).join('; ') ?? `HTTP ${response.status}` };
    }
    return { ok: true, data: body.data };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
