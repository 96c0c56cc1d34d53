import { AUTH_MESSAGES } from './auth-messages';

/**
 * The browser's calls to the session's route handlers (`/api/sesion/*`): JSON in, JSON out, same origin, so the
 * HttpOnly cookies go and come back without page scripts ever seeing them. Every failure is a Spanish sentence.
 */
export type SessionCall<T> = { ok: true; data: T } | { ok: false; error: string; status: number };

export async function callSession<T>(path: string, body?: unknown): Promise<SessionCall<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: AUTH_MESSAGES.unexpected, status: 0 };
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {}
  if (response.ok && answer && typeof answer === 'object') return { ok: true, data: answer as T };
  const error = (answer as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === 'string' ? error : AUTH_MESSAGES.unexpected, status: response.status };
}
