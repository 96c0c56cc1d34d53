import { readFileSync } from 'node:fs';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { ExecutionRequest } from '@graphql-tools/utils';
import {
  buildSchema,
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { repoPath } from '../repo-paths';
import { appHeaders, fetchWithTimeout } from '../upstreams/commerce-client';
import { graphqlJsonExecutor } from '../upstreams/graphql-json-executor';
import { upstreamFetchFromContext } from '../upstreams/resilience';
import {
  documentOf,
  namesNoAppField,
  type PrincipalRule,
  principalRule,
  type RootSelection,
  rootSelections,
  sendsReservedInput,
} from './commerce-principal';

const COMMERCE_SDL = repoPath('schema', 'commerce.graphql');

/** The commerce contract (a subset of Saleor's API), read from schema/ rather than introspected at start-up. */
export function loadCommerceSchema() {
  return buildSchema(readFileSync(COMMERCE_SDL, 'utf8'));
}

export interface CommerceSubschemaOptions {
  endpoint: string;
  timeoutMs: number;
  /** The gateway's Saleor app token; without it every call is anonymous (the schema printer, tools). */
  appToken?: string | undefined;
  /** `Type.field` coordinates only the app may read (schema/commerce-access.json's `gatewayOnly`). */
  gatewayOnly?: Iterable<string>;
  /** Inputs only the app may send (schema/commerce-access.json's `reservedInputs`). */
  reservedInputs?: Iterable<string>;
}

/**
 * The commerce API executed remotely over HTTP; `batch` merges one request's delegations into one upstream call.
 * Each call goes through the resilient fetch of the gateway instance serving the request (found from the execution
 * context: per-attempt timeouts, retries of queries, circuit breaker); plain fetch with a deadline outside a gateway
 * instance. The executor gets no `timeout` of its own: the resilient fetch enforces it per attempt, and the
 * executor's would leave a timer and an abort signal behind every call for the whole timeout (memory under load).
 */
export function commerceSubschema<TContext = Record<string, unknown>>(
  options: CommerceSubschemaOptions,
): SubschemaConfig<unknown, unknown, unknown, TContext> {
  const schema = loadCommerceSchema();
  return {
    schema,
    executor: commerceExecutor(options, true, schema),
    batch: true,
  };
}

type Executor = NonNullable<SubschemaConfig['executor']>;

/**
 * The commerce executor: each document goes as a shopper or as the gateway's app (commerce-principal.ts), and one
 * that the stitching layer merged from both kinds of delegation goes as two calls. `shareInFlight`: executor-http's
 * sharing of identical calls under way (upstreams/graphql-json-executor.ts keeps it), which clones every answer
 * (`structuredClone`), shared or not; the
 * pass-through path shares calls itself and clones only the copies it hands to the requests that joined a call
 * (schema/pass-through.ts).
 */
export function commerceExecutor(
  options: CommerceSubschemaOptions,
  shareInFlight: boolean,
  schema: GraphQLSchema = loadCommerceSchema(),
): Executor {
  const asShopper = httpExecutor(options, shareInFlight, {});
  const asApp = httpExecutor(options, shareInFlight, appHeaders(options.appToken));
  const rule = principalRule(schema, options.gatewayOnly ?? [], options.reservedInputs ?? []);
  const analysed = new WeakMap<DocumentNode, Analysis>();
  const analysisOf = (document: DocumentNode): Analysis => {
    let found = analysed.get(document);
    if (!found) {
      found = analyse(schema, rule, document);
      analysed.set(document, found);
    }
    return found;
  };
  return ((request: ExecutionRequest) => {
    const analysis = analysisOf(request.document);
    if (analysis.kind === 'refused') return { errors: [analysis.error] };
    if (analysis.kind === 'none') return asShopper(request);
    const asTheApp = analysis.roots.map(
      (root) =>
        root.principal === 'app' ||
        sendsReservedInput(schema, rule, analysis.operation, root.selection, request.variables),
    );
    if (asTheApp.every(Boolean)) return asApp(request);
    if (!asTheApp.some(Boolean)) return asShopper(request);
    const part = (app: boolean) =>
      documentOf(
        request.document,
        analysis.operation,
        analysis.roots.filter((_, index) => asTheApp[index] === app).map((root) => root.selection),
      );
    return Promise.all([
      asShopper({ ...request, document: part(false) }),
      asApp({ ...request, document: part(true) }),
    ]).then((answers) => mergeAnswers(answers as ExecutionResult[]));
  }) as Executor;
}

type Analysis =
  | { kind: 'none' }
  | { kind: 'roots'; operation: OperationDefinitionNode; roots: RootSelection[] }
  | { kind: 'refused'; error: GraphQLError };

/** A document's root selections and who reads each; refused when an app's root would browse the catalogue. */
function analyse(schema: GraphQLSchema, rule: PrincipalRule, document: DocumentNode): Analysis {
  // No app field: only a reserved input (the gateway's own) can make a root the app's, checked per request.
  const found = rootSelections(schema, rule, document, namesNoAppField(rule, document));
  if (!found) return { kind: 'none' };
  const widening = found.roots.filter((root) => root.principal === 'app').flatMap((root) => root.widening);
  if (widening.length > 0) {
    return {
      kind: 'refused',
      error: new GraphQLError(
        `Under an order the catalogue is not browsed: read ${widening[0]} through product(id:) or products.`,
        { extensions: { code: 'FORBIDDEN', fields: [...new Set(widening)] } },
      ),
    };
  }
  return { kind: 'roots', operation: found.operation, roots: found.roots };
}

/** Two answers to parts of one document, as one: their root fields side by side, their errors together. */
function mergeAnswers([first, second]: ExecutionResult[]): ExecutionResult {
  const errors = [...(first?.errors ?? []), ...(second?.errors ?? [])];
  const data = first?.data == null && second?.data == null ? null : { ...(first?.data ?? {}), ...(second?.data ?? {}) };
  return errors.length > 0 ? { data, errors } : { data };
}

function httpExecutor(options: CommerceSubschemaOptions, shareInFlight: boolean, headers: Record<string, string>) {
  // Outside a gateway instance (the schema printer, tools): plain fetch with a deadline.
  const plain = fetchWithTimeout(options.timeoutMs);
  return graphqlJsonExecutor({
    endpoint: options.endpoint,
    headers,
    shareInFlight,
    fetchFor: (context) => upstreamFetchFromContext(context, 'commerce') ?? plain,
  });
}
