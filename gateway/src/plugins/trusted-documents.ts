import { existsSync, readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/metrics';
import { HardeningErrorCode } from './codes';
import type { PartnerKeys } from './partner-keys';

/**
 * The trusted documents: the storefront's operations as codegen writes them (`web/src/gql/persisted-documents.json`,
 * `{ "<sha256>": "<document>" }`). A client names one by `documentId` (`sha256:<hash>` or the bare hash) or by
 * `extensions.persistedQuery.sha256Hash` (version 1).
 */
export class TrustedDocuments {
  private constructor(
    private readonly documents: ReadonlyMap<string, string>,
    readonly source: string,
  ) {}

  static fromRecord(record: Record<string, string>, source = 'inline'): TrustedDocuments {
    return new TrustedDocuments(new Map(Object.entries(record).map(([id, query]) => [bareHash(id), query])), source);
  }

  /** Reads the manifest; a missing file is an error only when `required` (production), else an empty list. */
  static load(path: string, options: { required: boolean }): TrustedDocuments {
    if (!existsSync(path)) {
      if (options.required) {
        throw new Error(
          `Trusted documents manifest not found at ${path} (set TRUSTED_DOCUMENTS_PATH; npm run codegen)`,
        );
      }
      return new TrustedDocuments(new Map(), path);
    }
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`Trusted documents manifest ${path} is not a { hash: document } object`);
    }
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return new TrustedDocuments(new Map(entries.map(([id, query]) => [bareHash(id), query])), path);
  }

  get size(): number {
    return this.documents.size;
  }

  get(id: string): string | undefined {
    return this.documents.get(bareHash(id));
  }
}

/** Ids are compared without their `sha256:` prefix (codegen writes it; Apollo's sha256Hash has none). */
function bareHash(id: string): string {
  return id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
}

/** `documentId` (GraphQL-over-HTTP persisted documents) or Apollo's `extensions.persistedQuery.sha256Hash`. */
export function persistedDocumentId(params: GraphQLParams & { documentId?: unknown }): string | null {
  if (typeof params.documentId === 'string' && params.documentId !== '') return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  if (persisted?.version === 1 && typeof persisted.sha256Hash === 'string') return persisted.sha256Hash;
  return null;
}

/**
 * Runs trusted documents by id everywhere. When `enforced` (production), a request with a query text of its own is
 * refused with PERSISTED_QUERY_ONLY (403) unless it carries a partner key; outside production any query runs.
 */
export function trustedDocumentsPlugin(options: {
  documents: TrustedDocuments;
  enforced: boolean;
  partners: PartnerKeys;
  metrics?: GatewayMetrics;
}): Plugin {
  const { documents, enforced, partners, metrics } = options;
  return usePersistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: (params) => persistedDocumentId(params),
    allowArbitraryOperations: (request) => {
      const allowed = !enforced || partners.isPartner(request);
      if (!allowed) metrics?.rejectedDocuments.inc({ reason: 'not_trusted' });
      return allowed;
    },
    customErrors: {
      persistedQueryOnly: () =>
        createGraphQLError(
          'Only trusted documents are accepted: send the documentId of a storefront operation, or a partner X-Api-Key.',
          { extensions: { code: HardeningErrorCode.PERSISTED_QUERY_ONLY, http: { status: 403 } } },
        ),
      notFound: () => {
        metrics?.rejectedDocuments.inc({ reason: 'unknown_id' });
        return createGraphQLError('Unknown document id: it is not among the trusted documents.', {
          extensions: { code: HardeningErrorCode.PERSISTED_QUERY_NOT_FOUND, http: { status: 400 } },
        });
      },
      keyNotFound: () =>
        createGraphQLError('Send a query, or the documentId of a trusted document.', {
          extensions: { code: HardeningErrorCode.PERSISTED_QUERY_ID_REQUIRED, http: { status: 400 } },
        }),
    },
  }) as Plugin;
}
