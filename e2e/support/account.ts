import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** What the account journeys share: a fresh page, the sign-in form, and direct calls to the user pool and gateway. */

export const store = () => inject('storefrontUrl');

/** A fresh context (desktop, Peruvian Spanish) and page, with the page's uncaught errors collected. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Fills and sends `/ingresar` (optionally with the address to come back to). */
export async function signIn(page: Page, email: string, password: string, returnTo?: string) {
  await page.goto(`${store()}/ingresar${returnTo ? `?volver=${encodeURIComponent(returnTo)}` : ''}`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A call to the sandbox's user pool (Cognito's JSON 1.1 API), as another device or the provider's console would. */
export function poolRequest(operation: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(inject('identityUrl'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
}

/** The same call, its answer read as JSON; any other status than 200 fails the journey. */
export async function pool<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await poolRequest(operation, body);
  if (response.status !== 200) throw new Error(`${operation}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A GraphQL call straight to the gateway; an answer without data fails the journey. */
export async function gateway<T>(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(inject('gatewayUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
