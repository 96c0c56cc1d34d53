import { GraphQLError } from 'graphql';
import { type Plugin, maskError as yogaMaskError } from 'graphql-yoga';
import type { LogFn } from '../observability/logger';
import { HardeningErrorCode } from './codes';
import { ARMOR_MESSAGE } from './limits';
import { currentRequestId } from './request-scope';

/**
 * Masks unexpected errors as "Unexpected error." with code INTERNAL_SERVER_ERROR and never a stack trace or the
 * original message, whatever NODE_ENV says (Yoga's development mode would add them); the original is logged. Coded
 * GraphQL errors pass through.
 */
export function maskUnexpectedError(log: LogFn) {
  return (error: unknown, message: string): Error => {
    const masked = yogaMaskError(error, message, false);
    if (masked !== error) {
      log({
        level: 'error',
        msg: 'unexpected error',
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    return masked;
  };
}

function withRequestId(error: unknown, requestId: string): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const extensions: Record<string, unknown> = { ...error.extensions, requestId };
  if (ARMOR_MESSAGE.test(error.message)) {
    // Armor's rules throw out of validation, which Yoga would answer with 200: this is a bad request. The token
    // limit throws out of parsing, where Yoga marks the error `spec` (200 for application/json): not here.
    extensions.code = HardeningErrorCode.QUERY_TOO_COMPLEX;
    const { spec: _spec, ...http } = (extensions.http as Record<string, unknown> | undefined) ?? {};
    extensions.http = { ...http, status: 400 };
  }
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    originalError: error.originalError ?? null,
    extensions,
  });
}

/** Every error in an answer carries `extensions.requestId` (the X-Request-Id of the request, echoed in the response). */
export function requestIdPlugin(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      const requestId = currentRequestId(request);
      if (!requestId) return;
      const tag = (single: unknown) => {
        const errors = (single as { errors?: unknown[] } | null)?.errors;
        if (!Array.isArray(errors) || errors.length === 0) return single;
        return { ...(single as object), errors: errors.map((error) => withRequestId(error, requestId)) };
      };
      if (Array.isArray(result)) setResult(result.map(tag) as typeof result);
      else if (result && typeof result === 'object' && !(Symbol.asyncIterator in result)) {
        setResult(tag(result) as typeof result);
      }
    },
  };
}
