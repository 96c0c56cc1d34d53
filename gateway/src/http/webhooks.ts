import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZodError } from 'zod';
import { readBody, TOO_LARGE } from './request-body';
import { sendJson } from './send';

/**
 * Webhooks the commerce API calls on the gateway as its app, by path: JSON in, JSON out (200), 400 for a body they
 * refuse. Not GraphQL (no Yoga plugin sees them): no rate limit of shoppers applies to the commerce API's own calls.
 */
export type Webhooks = Readonly<Record<string, (body: unknown) => Promise<unknown>>>;

/** A commerce webhook: its JSON body, validated by the webhook (a ZodError is the caller's fault: 400). */
export async function serveWebhook(
  webhook: (body: unknown) => Promise<unknown>,
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): Promise<void> {
  const body = await readBody(req, limit);
  if (body === TOO_LARGE) {
    sendJson(res, 413, { error: 'Request body too large' });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    sendJson(res, 400, { error: 'The body is not JSON.' });
    return;
  }
  try {
    sendJson(res, 200, await webhook(parsed));
  } catch (error) {
    if (error instanceof ZodError) {
      sendJson(res, 400, { error: 'The body is not the payload this webhook expects.', issues: error.issues.length });
      return;
    }
    throw error;
  }
}
