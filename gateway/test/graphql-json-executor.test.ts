import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import type { ExecutionRequest } from '@graphql-tools/utils';
import { type ExecutionResult, GraphQLError, parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlJsonExecutor } from '../src/upstreams/graphql-json-executor';
import { CircuitBreaker, createResilientFetch } from '../src/upstreams/resilience';

/**
 * The commerce executor that reads the answer the resilient fetch parsed must send and answer what
 * @graphql-tools/executor-http did (its predecessor), and parse each answer once.
 */

const ENDPOINT = 'http://commerce.test/graphql/';
const HEADERS = { authorization: 'Bearer app-token' };

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records what it was sent and answers with the given body, status and content type. */
function upstream(answer: { body: string; status?: number; type?: string } | { throws: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    });
    if ('throws' in answer) throw answer.throws;
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  };
  return { sent, fetchFn };
}

const query = parse('query Products($first: Int) { products(first: $first) { edges { node { id } } } }');
const request = (extra: Partial<ExecutionRequest> = {}): ExecutionRequest => ({
  document: query,
  variables: { first: 2 },
  operationName: 'Products',
  ...extra,
});

/** An answer as a client would see it: data, and each error's message, path and extensions. */
function plain(result: ExecutionResult) {
  return JSON.parse(
    JSON.stringify({
      data: result.data,
      errors: result.errors?.map((error) => ({
        isGraphQLError: error instanceof GraphQLError,
        message: error.message,
        path: error.path,
        locations: error.locations,
        extensions: error.extensions,
      })),
    }),
  );
}

async function both(answer: Parameters<typeof upstream>[0], extra: Partial<ExecutionRequest> = {}) {
  const theirs = upstream(answer);
  const ours = upstream(answer);
  const reference = buildHTTPExecutor({
    endpoint: ENDPOINT,
    headers: HEADERS,
    deduplicateInflightRequests: false,
    fetch: theirs.fetchFn as typeof fetch,
  });
  const executor = graphqlJsonExecutor({
    endpoint: ENDPOINT,
    headers: HEADERS,
    shareInFlight: false,
    fetchFor: () => ours.fetchFn,
  });
  const expected = (await reference(request(extra))) as ExecutionResult;
  const actual = await executor(request(extra));
  return { expected, actual, theirs: theirs.sent, ours: ours.sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the commerce JSON executor answers as executor-http did', () => {
  it('sends the same URL, method, headers and body', async () => {
    const { theirs, ours } = await both({ body: '{"data":{"products":null}}' });
    expect(ours).toEqual(theirs);
    const { theirs: withoutVariables, ours: ours2 } = await both(
      { body: '{"data":{"products":null}}' },
      { variables: {}, operationName: undefined },
    );
    expect(ours2).toEqual(withoutVariables);
  });

  it.each([
    ['data', { body: '{"data":{"products":{"edges":[{"node":{"id":"UHJvZHVjdDox"}}]}}}' }],
    [
      'data with errors',
      {
        body: '{"errors":[{"message":"boom","path":["products"],"locations":[{"line":1,"column":30}],"extensions":{"code":"GRAPHQL_ERROR"}}],"data":{"products":null}}',
      },
    ],
    ['errors only', { body: '{"errors":[{"message":"Variable $first got invalid value"}]}' }],
    ['neither data nor errors', { body: '{"data":null}' }],
    ['an empty body', { body: '' }],
    ['a body that is not JSON', { body: '<html>bad gateway</html>', type: 'text/html' }],
    ['a 400 with errors', { body: '{"errors":[{"message":"Syntax Error"}]}', status: 400 }],
    ['a thrown coded error', { throws: new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }) }],
    ['a thrown fetch failure', { throws: new TypeError('fetch failed') }],
    ['a thrown error', { throws: new Error('socket hang up') }],
  ])('%s', async (_, answer) => {
    const { expected, actual } = await both(answer);
    expect(plain(actual)).toEqual(plain(expected));
  });

  it('shares identical queries in flight, each taker getting its own copy, as executor-http did', async () => {
    let calls = 0;
    const executor = graphqlJsonExecutor({
      endpoint: ENDPOINT,
      headers: HEADERS,
      shareInFlight: true,
      fetchFor: () => async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return new Response('{"data":{"products":{"edges":[]}}}', {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const [first, second] = await Promise.all([executor(request()), executor(request())]);
    expect(calls).toBe(1);
    expect(first).toEqual(second);
    expect(first?.data).not.toBe(second?.data);
    await executor(request({ document: parse('mutation { a }'), variables: {}, operationName: undefined }));
    await Promise.all([
      executor(request({ document: parse('mutation { a }'), variables: {}, operationName: undefined })),
      executor(request({ document: parse('mutation { a }'), variables: {}, operationName: undefined })),
    ]);
    expect(calls).toBe(4);
  });
});

describe('through the resilient fetch', () => {
  it('parses each commerce answer once', async () => {
    const body = '{"data":{"products":{"edges":[{"node":{"id":"UHJvZHVjdDox"}}]}}}';
    const resilient = createResilientFetch({
      upstream: 'commerce',
      timeoutMs: 1000,
      retry: { retries: 0, baseDelayMs: 5, maxDelayMs: 5 },
      breaker: new CircuitBreaker('commerce', {
        failureThreshold: 100,
        failureRate: 0.5,
        minCalls: 100,
        windowMs: 10_000,
        cooldownMs: 200,
      }),
      isIdempotent: () => true,
      throwOnHttpError: true,
      baseFetch: (async () =>
        new Response(body, { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch,
    });
    const executor = graphqlJsonExecutor({
      endpoint: ENDPOINT,
      headers: {},
      shareInFlight: false,
      fetchFor: () => resilient,
    });
    const parsing = vi.spyOn(JSON, 'parse');
    const result = await executor(request());
    const parsedTheBody = parsing.mock.calls.filter(([text]) => text === body).length;
    expect(result).toEqual(JSON.parse(body));
    expect(parsedTheBody).toBe(1);
  });
});
