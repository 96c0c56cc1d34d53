import { createStackParser, createTransport, Scope } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import { errorTrackingConfig } from './dsn';

/**
 * The storefront server's error-tracking client (Sentry's server runtime client, with a fetch transport and no
 * automatic instrumentation): failures the shopper sees as a Spanish message — the account that did not load, a page
 * that failed to render — are reported with where they happened. Off unless SENTRY_DSN is set; reporting never
 * throws and never delays a page by more than its short timeout.
 */
let client: ServerRuntimeClient | null | undefined;

const REPORT_TIMEOUT_MS = 2000;

function serverClient(): ServerRuntimeClient | null {
  if (client !== undefined) return client;
  const config = errorTrackingConfig(process.env);
  if (!config) {
    client = null;
    return client;
  }
  client = new ServerRuntimeClient({
    dsn: config.dsn,
    environment: config.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await fetch(options.url, {
          method: 'POST',
          body: request.body as BodyInit,
          signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        });
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  client.init();
  return client;
}

/** Reports a server-side failure; `where` names the feature (a tag to search by), `extra` adds safe details. */
export async function reportServerError(
  error: unknown,
  where: string,
  extra: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  try {
    const tracker = serverClient();
    if (!tracker) return;
    const scope = new Scope();
    scope.setTag('where', where);
    scope.setExtras(extra);
    tracker.captureException(error instanceof Error ? error : new Error(String(error)), undefined, scope);
    await tracker.flush(REPORT_TIMEOUT_MS);
  } catch (failure) {
    console.error(`[error-tracking] report failed: ${failure instanceof Error ? failure.message : String(failure)}`);
  }
}
