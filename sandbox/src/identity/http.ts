import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CognitoError, requestTooLarge } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;
/** Past this much an oversized body is no longer drained: the connection is closed instead. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** Headers the AWS SDK and Amplify send from a browser (Amplify: content-type, x-amz-target, x-amz-user-agent, cache-control). */
const ALLOWED_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'authorization',
  'cache-control',
];
const EXPOSED_HEADERS = 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date';

/** The storefront (another origin) calls the pool from the browser, as it does Cognito. */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter((header) => /^[a-z0-9-]+$/.test(header));
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', [...new Set([...ALLOWED_HEADERS, ...requested])].join(', '));
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}

export const AMZ_JSON = 'application/x-amz-json-1.1';

/** A Cognito error as the JSON 1.1 protocol carries it. */
export function sendCognitoError(res: ServerResponse, error: CognitoError): void {
  res.setHeader('x-amzn-ErrorType', error.type);
  sendJson(res, error.statusCode, { __type: error.type, message: error.message }, AMZ_JSON);
}

/** Thrown by readBody for a body over the limit; `closeConnection` when it was too large to drain. */
export class BodyTooLarge extends Error {
  constructor(
    readonly error: CognitoError,
    readonly closeConnection: boolean,
  ) {
    super(error.message);
  }
}

/** The client went away before sending its whole body: there is no one to answer. */
export class ClientAborted extends Error {}

/**
 * Reads the request body, up to `limit` bytes. An oversized body is drained (up to 1 MiB) before the 413 so the
 * client reads the answer instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) {
      req.pause();
      reject(new BodyTooLarge(requestTooLarge(limit), true));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge(requestTooLarge(limit), true));
      }
    };
    req.on('data', onData);
    req.on('end', () =>
      size > limit ? reject(new BodyTooLarge(requestTooLarge(limit), false)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new ClientAborted('request aborted before its body was read'));
    });
  });
}
