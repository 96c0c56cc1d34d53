import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

/**
 * Error tracking against the sandbox's stand-in of the tracker (the stack sets SENTRY_DSN to it): a failure the
 * shopper sees as a Spanish message is reported to the team.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Received {
  event: { tags?: Record<string, string>; exception?: { values?: { value?: string }[] }; platform?: string };
}

async function receivedEvents(): Promise<Received[]> {
  const answer = await fetch(`${inject('sandboxUrl')}/__admin/error-events`);
  return ((await answer.json()) as { events: Received[] }).events;
}

const messageOf = (received: Received) => received.event.exception?.values?.[0]?.value ?? '';

describe('error tracking', () => {
  it('reports an uncaught error in the browser through the storefront’s tunnel, loading the client only then', async () => {
    const page = await browser.newPage();
    const tunnel: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/errores')) tunnel.push(request.method());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(inject('storefrontUrl'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const before = scripts.length;
    const marker = `fallo de prueba ${Date.now()}`;
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, marker);
    await expect
      .poll(async () => (await receivedEvents()).find((received) => messageOf(received) === marker), {
        timeout: 15_000,
      })
      .toMatchObject({ event: { tags: { where: 'uncaught' } } });
    expect(tunnel).toContain('POST');
    // The SDK came with the error, not with the page.
    expect(scripts.length).toBeGreaterThan(before);
    await page.close();
  });

  it('reports an account that did not load, while the customer reads the Spanish message', async () => {
    const context = await browser.newContext({ locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/ingresar`);
    await page.getByLabel('Correo electrónico').fill('maria.quispe@cuida.pe');
    await page.getByLabel('Contraseña', { exact: true }).fill('Cuida2026!');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/mi-cuenta**');

    const faults = `${inject('sandboxUrl')}/__admin/faults/pharmacy`;
    await fetch(faults, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/obtener/persona'], errorRate: 1 }),
    });
    try {
      const reported = (await receivedEvents()).filter((received) => received.event.tags?.where === 'account-load');
      await page.goto(`${inject('storefrontUrl')}/mi-cuenta`);
      await page.getByText('No pudimos cargar tus datos. Inténtalo de nuevo en unos minutos.').waitFor();
      await expect
        .poll(async () => (await receivedEvents()).filter((received) => received.event.tags?.where === 'account-load'))
        .toHaveLength(reported.length + 1);
      const last = (await receivedEvents()).filter((received) => received.event.tags?.where === 'account-load').pop();
      expect(last?.event.platform).toBe('node');
      // The report names the failure, never the customer.
      expect(JSON.stringify(last)).not.toContain('maria.quispe');
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    await context.close();
  });
});
