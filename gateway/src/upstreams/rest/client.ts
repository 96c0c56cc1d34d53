import { randomUUID } from 'node:crypto';
import {
  type DocumentNode,
  execute,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  parse,
} from 'graphql';
import { z } from 'zod';
import { idempotentOperationIds, restOperations } from '../../config/contracts';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { type CallImportance, withCallImportance } from '../resilience/call-importance';
import { parsedBodyOf } from '../resilience/resilient-fetch';
import { decodeOutput, encodeInput } from './enum-values';
import type { RestRoute } from './routes';
import { selectAll } from './select-all';
import { REST_SERVICES, type RestService } from './services';

/** Who the REST call is made for: a customer's own ID token, or the gateway's service identity. */
export interface RestAuth {
  bearer: () => Promise<string>;
  /** Called when the upstream refuses the token (401), e.g. so the service identity signs in again. */
  onRejected?: () => void;
  /** When true a 401 means the customer's session is gone (UNAUTHENTICATED); else the gateway's own credentials. */
  isCustomer: boolean;
}

export interface RestCallOptions {
  auth: RestAuth;
  /** Request id, propagated as the trace id. */
  traceId?: string;
  /** Partner channel for the trace (WEB, RIMAC, APPCI). */
  channelId?: string;
  /**
   * `decoration`: an optional addition to the answer, with the short budget and its own circuit
   * (upstreams/resilience/call-importance.ts); default `essential`.
   */
  importance?: CallImportance;
}

interface Envelope {
  __typename: string;
  response?: { status?: { success: boolean; code: string; message: string } | null; payload?: unknown } | null;
}

/**
 * The one place that knows the REST envelope: wraps the payload as `{request: {trace, payload}}`, sends it through
 * the OpenAPI-generated subschema, and turns `response.status`, HTTP statuses, timeouts and network failures into
 * GraphQL errors with stable codes. Answers the bare `response.payload`.
 */
type Outcome = { success: boolean; code: string; message: string; payload: unknown; service: RestService };

/** The envelope of every answer (schema/openapi: `response{status, payload}`), as the direct JSON calls read it. */
const AnswerEnvelope = z.object({
  response: z
    .object({
      status: z.object({ success: z.boolean(), code: z.string(), message: z.string() }).nullish(),
      payload: z.unknown().optional(),
    })
    .nullish(),
});

export interface DirectJsonCalls {
  /** Operations called with a plain JSON POST instead of an execution of Mesh's generated schema. */
  operations: ReadonlySet<string>;
  /** Where each operation is (from the OpenAPI documents and the services' endpoints: routes.ts). */
  routes: ReadonlyMap<string, RestRoute>;
}

export class RestClient {
  /** Reads made with the service identity that are under way, by operation, channel and payload. */
  private readonly inflight = new Map<string, Promise<Outcome>>();
  private readonly documents = new Map<
    string,
    { service: RestService; document: DocumentNode; inputType: GraphQLInputType; outputType: GraphQLOutputType }
  >();

  constructor(
    private readonly schemas: Record<RestService, GraphQLSchema>,
    private readonly log: (entry: Record<string, unknown>) => void = () => {},
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly direct?: DirectJsonCalls,
    /** The operations whose calls under way may be shared: those the OpenAPI documents mark idempotent. */
    private readonly shareable: ReadonlySet<string> = idempotentOperationIds(restOperations()),
  ) {}

  /** The payload of a successful answer; a business refusal (`status.success = false`) throws UPSTREAM_REJECTED. */
  async call(operationId: string, payload: unknown, options: RestCallOptions): Promise<unknown> {
    const outcome = await this.callForOutcome(operationId, payload, options);
    if (!outcome.success) {
      throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
        upstream: outcome.service,
        operation: operationId,
        upstreamCode: outcome.code,
      });
    }
    return outcome.payload;
  }

  /**
   * Like `call`, but a business refusal (HTTP 200 or 4xx other than 401/403 with `status.success = false`) is an
   * answer, not an error: for calls where "no" is an expected outcome (a coupon that does not apply).
   */
  callForOutcome(operationId: string, payload: unknown, options: RestCallOptions): Promise<Outcome> {
    // A read the gateway makes with its own identity answers the same for every request asking it at the same time
    // (promotions of a hot listing): one upstream call serves them all. Customers' calls are never shared.
    if (options.auth.isCustomer || !this.shareable.has(operationId)) {
      return this.send(operationId, payload, options);
    }
    // A decoration's call gives up after its short budget: an essential call never waits on one, nor the reverse.
    const key = `${operationId}|${options.importance ?? 'essential'}|${options.channelId ?? ''}|${JSON.stringify(payload)}`;
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const call = this.send(operationId, payload, options).finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }

  private send(operationId: string, payload: unknown, options: RestCallOptions): Promise<Outcome> {
    const route = this.direct?.operations.has(operationId) ? this.direct.routes.get(operationId) : undefined;
    // The importance reaches the resilient fetch through the client libraries in async-local storage.
    return withCallImportance(options.importance ?? 'essential', () =>
      route
        ? this.sendJson(operationId, route, payload, options)
        : this.sendThroughSchema(operationId, payload, options),
    );
  }

  /**
   * The operation as a plain JSON POST to its path: the envelope built here, the answer's body parsed once (by the
   * resilient fetch, which checks it is JSON) and validated with zod; the same sign-in retry, statuses and error codes
   * as the schema path. For the hot voucher reads, whose payloads the gateway builds itself from validated values:
   * a GraphQL execution of Mesh's generated schema per call cost more than the call.
   */
  private async sendJson(
    operationId: string,
    route: RestRoute,
    payload: unknown,
    options: RestCallOptions,
  ): Promise<Outcome> {
    const { service } = route;
    const traceId = options.traceId ?? randomUUID();
    const body = JSON.stringify({ request: { trace: this.trace(operationId, traceId, options), payload } });
    const post = async () => {
      const bearer = await options.auth.bearer();
      return this.fetchImpl(route.url, {
        method: route.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'x-trace-id': traceId },
        body,
      });
    };
    let response: Response;
    try {
      response = await post();
      if (response.status === 401 && !options.auth.isCustomer && options.auth.onRejected) {
        // The service identity's token may have been revoked or expired early: sign in again once.
        options.auth.onRejected();
        response = await post();
      }
    } catch (error) {
      throw this.unreachable(service, operationId, traceId, error);
    }
    const status = response.status;
    let envelope: z.infer<typeof AnswerEnvelope>;
    try {
      const parsed = parsedBodyOf(response);
      envelope = AnswerEnvelope.parse(parsed.found ? parsed.value : await response.json());
    } catch (error) {
      throw this.unreachable(service, operationId, traceId, error);
    }
    return this.outcome(service, operationId, status, envelope.response, options);
  }

  /** A call that failed, in the logs only (its cause may name internal types or addresses). */
  private logFailure(service: RestService, operationId: string, traceId: string, cause: string): void {
    this.log({ level: 'warn', msg: 'REST call failed', upstream: service, operation: operationId, traceId, cause });
  }

  /** A failed call as the schema path reports it: the resilient fetch's coded error kept, else by its cause. */
  private unreachable(service: RestService, operationId: string, traceId: string, error: unknown): Error {
    const message = error instanceof Error ? error.message : String(error);
    this.logFailure(service, operationId, traceId, message);
    const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (code === ErrorCode.UPSTREAM_UNAVAILABLE || code === ErrorCode.UPSTREAM_TIMEOUT) {
      return gatewayError(code, message, {
        ...(error as { extensions: Record<string, unknown> }).extensions,
        upstream: service,
        operation: operationId,
      });
    }
    const timedOut = /timeout|timed out|aborted/i.test(message);
    return gatewayError(
      timedOut ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
      timedOut ? `The ${service} service did not answer in time.` : `The ${service} service could not be reached.`,
      { upstream: service, operation: operationId },
    );
  }

  private trace(operationId: string, traceId: string, options: RestCallOptions) {
    return {
      channelId: options.channelId ?? 'WEB',
      consumerId: 'cuida-gateway',
      moduleId: 'storefront',
      serviceId: operationId,
      traceId,
      timestamp: new Date().toISOString(),
    };
  }

  /** The statuses and the envelope's status as an outcome, or the coded error they mean (both paths). */
  private outcome(
    service: RestService,
    operationId: string,
    status: number,
    response:
      | { status?: { success: boolean; code: string; message: string } | null; payload?: unknown }
      | null
      | undefined,
    options: RestCallOptions,
  ): Outcome {
    const upstreamStatus = response?.status;
    const details = {
      upstream: service,
      operation: operationId,
      upstreamCode: upstreamStatus?.code ?? null,
      httpStatus: status,
    };
    if (status === 401) {
      throw options.auth.isCustomer
        ? gatewayError(ErrorCode.UNAUTHENTICATED, 'The session was refused by the service. Sign in again.', details)
        : gatewayError(
            ErrorCode.UPSTREAM_UNAVAILABLE,
            `The ${service} service refused the gateway's credentials.`,
            details,
          );
    }
    if (status === 403) throw gatewayError(ErrorCode.FORBIDDEN, upstreamStatus?.message ?? 'Not allowed.', details);
    if (status >= 500) throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${service} service failed.`, details);
    if (!upstreamStatus) {
      throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${service} service answered without a status.`, details);
    }
    return {
      success: status < 400 && upstreamStatus.success === true,
      code: upstreamStatus.code,
      message: upstreamStatus.message,
      payload: response?.payload ?? null,
      service,
    };
  }

  private async sendThroughSchema(operationId: string, payload: unknown, options: RestCallOptions): Promise<Outcome> {
    const { service, document, inputType, outputType } = this.documentFor(operationId);
    const traceId = options.traceId ?? randomUUID();
    const variables = {
      input: encodeInput(inputType, {
        request: { trace: this.trace(operationId, traceId, options), payload },
      }),
    };
    // The error answers share one generated type, so the HTTP status is read off the response itself: Mesh's
    // loader uses a `fetch` found in the execution context.
    let status = 0;
    const fetchRecordingStatus: typeof fetch = async (input, init) => {
      const response = await this.fetchImpl(input, init);
      status = response.status;
      return response;
    };
    const run = async () => {
      const bearer = await options.auth.bearer();
      status = 0;
      return execute({
        schema: this.schemas[service],
        document,
        variableValues: variables,
        contextValue: { bearer, traceId, fetch: fetchRecordingStatus },
      });
    };
    let result = await run();
    const decode = (data: typeof result.data) =>
      decodeOutput(this.schemas[service], outputType, data?.[operationId]) as Envelope | null | undefined;
    let envelope = decode(result.data);
    if (envelope && status === 401 && !options.auth.isCustomer && options.auth.onRejected) {
      // The service identity's token may have been revoked or expired early: sign in again once.
      options.auth.onRejected();
      result = await run();
      envelope = decode(result.data);
    }
    if (!envelope) {
      const message = result.errors?.map((error) => error.message).join('; ') ?? 'no answer';
      const timedOut = /timeout|timed out|aborted/i.test(message);
      // The cause stays in the logs: it may name internal types or addresses.
      this.logFailure(service, operationId, traceId, message);
      // The payload broke the contract's own bounds (the OpenAPI document's types, lengths, patterns) and nothing was
      // sent: the input is at fault, not the service. The features validate first; this is the net under them.
      const refused = contractRefusals(result.errors);
      if (status === 0 && refused) {
        throw gatewayError(
          ErrorCode.BAD_USER_INPUT,
          `Invalid input: ${refused.join(', ')} ${refused.length > 1 ? 'are' : 'is'} not what the ${service} service accepts.`,
          { upstream: service, operation: operationId, field: refused[0] ?? null },
        );
      }
      // Already coded by the resilient fetch (timeout, open circuit, malformed answer): keep its code and details.
      const coded = result.errors?.find(
        (error) =>
          error.extensions?.code === ErrorCode.UPSTREAM_UNAVAILABLE ||
          error.extensions?.code === ErrorCode.UPSTREAM_TIMEOUT,
      );
      if (coded) {
        throw gatewayError(coded.extensions.code as ErrorCode, coded.message, {
          ...coded.extensions,
          upstream: service,
          operation: operationId,
        });
      }
      throw gatewayError(
        timedOut ? ErrorCode.UPSTREAM_TIMEOUT : ErrorCode.UPSTREAM_UNAVAILABLE,
        timedOut ? `The ${service} service did not answer in time.` : `The ${service} service could not be reached.`,
        { upstream: service, operation: operationId },
      );
    }
    return this.outcome(service, operationId, status, envelope.response, options);
  }

  private documentFor(operationId: string) {
    const cached = this.documents.get(operationId);
    if (cached) return cached;
    for (const service of REST_SERVICES) {
      const schema = this.schemas[service];
      const field =
        schema.getMutationType()?.getFields()[operationId] ?? schema.getQueryType()?.getFields()[operationId];
      if (!field) continue;
      const kind = schema.getMutationType()?.getFields()[operationId] ? 'mutation' : 'query';
      const input = field.args.find((arg) => arg.name === 'input')?.type;
      if (!input) throw new Error(`REST operation ${operationId} takes no input`);
      const document = parse(
        `${kind} ($input: ${input.toString()}) { ${operationId}(input: $input) ${selectAll(schema, field.type)} }`,
      );
      const entry = { service, document, inputType: input, outputType: field.type };
      this.documents.set(operationId, entry);
      return entry;
    }
    throw new Error(`No REST operation named ${operationId} in schema/openapi/`);
  }
}

/**
 * The payload fields graphql-js refused while coercing `$input` to the generated input type (`Variable "$input" got
 * invalid value … at "input.request.payload.nombres"` → `nombres`), or null when any error is something else.
 */
function contractRefusals(errors: readonly { message: string }[] | undefined): string[] | null {
  if (!errors?.length) return null;
  const fields: string[] = [];
  for (const { message } of errors) {
    if (!message.startsWith('Variable "$input" ')) return null;
    // The last path-shaped one: the value echoed before it is the caller's text.
    const at = [...message.matchAll(/ at "input\.([\w.[\]]+)"/g)].at(-1)?.[1];
    const field = at ? at.replace(/^request\.payload\./, '').replace(/\[(\d+)\]/g, '.$1') : 'input';
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
}
