import type { NextRequest, NextResponse } from 'next/server';
import { createSecurityApi, IdentityApiError, type SecurityApi } from '../identity-api';
import { serverIdentityConfigFromEnv } from '../identity-config';
import { clearSession, freshSession, PendingCookies, type SessionServices } from '../server-session';
import { jsonError } from '../session-route';
import { SESSION_ENDED_NOTICE } from '../session-state';
import { endsSession, securityErrorMessage } from './security-messages';

/** The pool's page size for remembered devices (its maximum). */
export const DEVICES_PER_PAGE = 60;

let api: SecurityApi | undefined;

/** The pool's security calls, configured from the environment once. */
export function securityApi(): SecurityApi {
  api ??= createSecurityApi(serverIdentityConfigFromEnv());
  return api;
}

/**
 * Runs a security call with the session's access token (refreshed when needed). No session: 401 with the
 * session-ended notice; a pool refusal that ends the session clears its cookies (401); other refusals are the
 * sentence for them (400), outages 503. Cookies set on the way (a refresh) go on whatever is answered.
 */
export async function withAccessToken(
  request: NextRequest,
  services: SessionServices,
  work: (accessToken: string, cookies: PendingCookies) => Promise<NextResponse>,
): Promise<NextResponse> {
  const cookies = new PendingCookies();
  const session = await freshSession(request.cookies, cookies, services);
  if (session.kind !== 'tokens') return cookies.on(jsonError(SESSION_ENDED_NOTICE, 401));
  try {
    return await work(session.tokens.accessToken, cookies);
  } catch (error) {
    if (!(error instanceof IdentityApiError)) throw error;
    if (endsSession(error)) {
      clearSession(cookies, services);
      return cookies.on(jsonError(SESSION_ENDED_NOTICE, 401));
    }
    return cookies.on(jsonError(securityErrorMessage(error), error.refusal ? 400 : 503));
  }
}
