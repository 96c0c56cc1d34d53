import type { Instrumentation } from 'next';

/**
 * Next calls this for every error thrown while rendering a page, a route handler or the proxy on the server: it is
 * reported to the error tracker (lib/error-tracking/server.ts; off unless SENTRY_DSN is set) with the route.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportServerError } = await import('./src/lib/error-tracking/server');
  await reportServerError(error, 'request', {
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
  });
};
