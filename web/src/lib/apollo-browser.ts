/**
 * Apollo Client for the few client components that query the gateway (load-more). The session is not its business:
 * calls that need it go to the same-origin `/api/graphql`, which attaches the tokens from the HttpOnly cookies. Loaded on demand with a dynamic
 * import, so pages that never ask for more products never download it. One client per endpoint.
 *
 * Operations go by their trusted document id (codegen's sha256, `extensions.persistedQuery`), which is all the
 * gateway accepts from browsers in production; Apollo resends the text only if the gateway does not know the id.
 * Results are not normalised into the cache (`no-cache`): a list page is read once and kept by the component.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';

const clients = new Map<string, ApolloClient>();

/** Hashes by operation name, for documents Apollo has rewritten (it may add fields) and that lost codegen's `__meta__`. */
const hashes = new Map<string, string>();

function operationName(document: DocumentNode): string | undefined {
  return document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )?.name?.value;
}

function bare(hash: string): string {
  return hash.startsWith('sha256:') ? hash.slice('sha256:'.length) : hash;
}

/** Remembers the trusted id of a codegen document before Apollo transforms it. */
export function registerDocument(document: DocumentNode): void {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  const name = operationName(document);
  if (typeof hash === 'string' && name) hashes.set(name, bare(hash));
}

export function browserClient(endpoint: string): ApolloClient {
  let client = clients.get(endpoint);
  if (!client) {
    const persisted = new PersistedQueryLink({
      generateHash: (document) => {
        const own = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
        const name = operationName(document);
        const hash = typeof own === 'string' ? bare(own) : name ? hashes.get(name) : undefined;
        if (!hash) throw new Error(`Operación sin documento de confianza: ${name ?? 'anónima'}`);
        return hash;
      },
    });
    client = new ApolloClient({
      link: ApolloLink.from([persisted, new HttpLink({ uri: endpoint })]),
      cache: new InMemoryCache(),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    });
    clients.set(endpoint, client);
  }
  return client;
}
