import type { YogaServerOptions } from 'graphql-yoga';

type CorsSetting = NonNullable<YogaServerOptions<Record<string, unknown>, Record<string, unknown>>['cors']>;

const ALLOWED_HEADERS = [
  'content-type',
  'accept',
  'authorization',
  'x-access-token',
  'x-api-key',
  'x-request-id',
  'x-graphql-client',
  'x-graphql-yoga-csrf',
  'apollo-require-preflight',
  'x-app-rimac',
  'x-app-ci',
  'x-zona-no-clientes',
  'traceparent',
  'tracestate',
];

const EXPOSED_HEADERS = ['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * CORS with an allow-list (CORS_ORIGINS): an allowed origin is echoed back; any other gets no CORS headers at all
 * (never `Access-Control-Allow-Origin: null`, which sandboxed frames would match).
 */
export function corsFor(origins: readonly string[]): CorsSetting {
  const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !(allowed.has(origin) || allowed.has('*'))) return false;
    return {
      origin: [origin],
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      credentials: true,
      maxAge: 600,
    };
  };
}
