import { getDocumentString } from '@envelop/core';
import { createGraphQLError, type ExecutionRequest, getOperationASTFromRequest } from '@graphql-tools/utils';
import { type DocumentNode, type ExecutionResult, type GraphQLError, print, stripIgnoredCharacters } from 'graphql';
import { withGraphQLCall } from './resilience/idempotency';
import { parsedBodyOf, type UpstreamFetch } from './resilience/resilient-fetch';

/**
 * A GraphQL upstream's executor for documents sent as one JSON POST (the commerce API's queries and mutations), that
 * reads the answer the resilient fetch already parsed (it parses every JSON body to refuse malformed ones):
 * @graphql-tools/executor-http read the text of each answer and parsed it a second time. What it sends and what it
 * answers are executor-http's (gateway/test/graphql-json-executor.test.ts compares both): the same body (the
 * client's own text of a document Yoga parsed, else the printed document), headers, answers, error messages and
 * extensions; and, with `shareInFlight`, the same sharing of identical queries under way, each taker given a clone.
 * No file uploads (the commerce contract has no Upload scalar), no GET, no subscriptions, no abort signal of its own
 * (the resilient fetch times every attempt out).
 */
export interface JsonExecutorOptions {
  endpoint: string;
  headers: Record<string, string>;
  /** The fetch for a request: the serving gateway instance's resilient fetch, found from the request's context. */
  fetchFor: (context: unknown) => UpstreamFetch | ((url: string, init?: RequestInit) => Promise<Response>);
  shareInFlight: boolean;
}

const ACCEPT = 'application/graphql-response+json, application/json, multipart/mixed';

const stripAndPrint = (document: DocumentNode) => stripIgnoredCharacters(print(document));

interface ErrorExtensions {
  request: { method: string; body?: string };
  response?: { status?: number; statusText?: string; body?: unknown; headers?: unknown };
  code?: string;
}

/** A thrown fetch error as executor-http reports it (it passes no abort signal, so an abort is reported by message). */
function fetchError(error: unknown, endpoint: string, extensions: ErrorExtensions): GraphQLError {
  if (typeof error === 'string') return createGraphQLError(error, { extensions });
  const value = error as { name?: string; message?: string } | null;
  if (value?.name === 'GraphQLError') return error as GraphQLError;
  if (value?.name === 'TypeError' && value.message === 'fetch failed') {
    return createGraphQLError(`fetch failed to ${endpoint}`, { extensions, originalError: error as Error });
  }
  return createGraphQLError(value?.message || 'Unknown error', { extensions, originalError: error as Error });
}

const emptyAnswer = (value: unknown): boolean => {
  const answer = value as { data?: unknown; errors?: unknown[] } | null;
  return answer?.data == null && (answer?.errors == null || answer.errors.length === 0);
};

/** The answer as executor-http makes it from the parsed body (`text`: the body as it came). */
function resultOf(parsed: unknown, text: string, extensions: ErrorExtensions): ExecutionResult {
  extensions.response ??= {};
  extensions.response.body = parsed;
  if (emptyAnswer(parsed)) {
    const message = `Unexpected empty "data" and "errors" fields in result: ${text}`;
    extensions.code = 'RESPONSE_VALIDATION_FAILED';
    return { errors: [createGraphQLError(message, { originalError: new Error(message), extensions })] };
  }
  const answer = parsed as ExecutionResult & { errors?: unknown };
  if (Array.isArray(answer.errors)) {
    return {
      ...answer,
      errors: answer.errors.map(({ message, ...rest }: { message: string }) => createGraphQLError(message, rest)),
    };
  }
  return answer;
}

async function readAnswer(response: Response, extensions: ErrorExtensions): Promise<ExecutionResult> {
  const details: NonNullable<ErrorExtensions['response']> = {
    status: response.status,
    statusText: response.statusText,
  };
  Object.defineProperty(details, 'headers', { get: () => Object.fromEntries(response.headers.entries()) });
  extensions.response = details;
  const parsed = parsedBodyOf(response);
  // The text is read only where the answer needs it: an empty answer's message quotes it.
  if (parsed.found) return resultOf(parsed.value, emptyAnswer(parsed.value) ? await response.text() : '', extensions);
  const text = await response.text();
  details.body = text;
  if (!text) {
    const message = 'No response returned';
    extensions.code = 'RESPONSE_VALIDATION_FAILED';
    return { errors: [createGraphQLError(message, { extensions, originalError: new Error(message) })] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    extensions.code = 'RESPONSE_VALIDATION_FAILED';
    return {
      errors: [
        createGraphQLError(`Unexpected response: ${JSON.stringify(text)}`, {
          extensions,
          originalError: error as Error,
        }),
      ],
    };
  }
  return resultOf(value, text, extensions);
}

export function graphqlJsonExecutor(options: JsonExecutorOptions) {
  const { endpoint } = options;
  const headers = { accept: ACCEPT, ...options.headers, 'content-type': 'application/json' };
  const custom = Object.keys(options.headers).length > 0;
  const inflight = new Map<string, Promise<ExecutionResult>>();
  return (request: ExecutionRequest): Promise<ExecutionResult> => {
    const variables = request.variables && Object.keys(request.variables).length > 0 ? request.variables : undefined;
    const extensionsSent =
      request.extensions && Object.keys(request.extensions).length > 0 ? request.extensions : undefined;
    const body = JSON.stringify({
      query: getDocumentString(request.document, stripAndPrint),
      variables,
      operationName: request.operationName || undefined,
      extensions: extensionsSent,
    });
    const errorExtensions: ErrorExtensions = { request: { method: 'POST', body } };
    const operation = getOperationASTFromRequest(request).operation;
    const send = (): Promise<ExecutionResult> => {
      let call: Promise<Response>;
      try {
        call = Promise.resolve(
          (options.fetchFor(request.context) as UpstreamFetch)(
            endpoint,
            // The operation type travels with the body: the retry rule reads it instead of parsing the body again.
            withGraphQLCall({ method: 'POST', body, headers }, operation),
            request.context,
            request.info,
          ),
        );
      } catch (error) {
        call = Promise.reject(error);
      }
      return call
        .then((response) => readAnswer(response, errorExtensions))
        .catch((error: unknown) => {
          errorExtensions.code = 'SUBREQUEST_HTTP_ERROR';
          const errors =
            (error as { name?: string } | null)?.name === 'AggregateError'
              ? (error as AggregateError).errors.map((each) => fetchError(each, endpoint, errorExtensions))
              : [fetchError(error, endpoint, errorExtensions)];
          return { errors };
        });
    };
    if (!options.shareInFlight || operation !== 'query') return send();
    // executor-http's key: the same endpoint, body and headers share one call.
    const key = `${endpoint}|POST|${body}${custom ? `|${JSON.stringify(headers)}` : ''}`;
    let shared = inflight.get(key);
    if (!shared) {
      shared = send();
      inflight.set(key, shared);
      const forget = () => inflight.delete(key);
      shared.then(forget, forget);
    }
    return shared.then((result) => (result?.data ? { ...result, data: structuredClone(result.data) } : result));
  };
}
