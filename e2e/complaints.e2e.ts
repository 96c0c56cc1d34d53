/**
 * The Libro de Reclamaciones virtual: from the footer's link, the form with the regulation's fields, Spanish
 * messages for what is missing, the guardian of a minor, then a filed sheet with its correlative number and date, a
 * receipt to print, kept by the sandbox service through the gateway.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { outboxEmail } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A reclamo about a product, every required field filled (an adult consumer: no guardian). */
async function fillSheet(page: Page, email: string) {
  await page.getByLabel('Nombres').fill('Lucía');
  await page.getByLabel('Apellidos').fill('Torres Vega');
  await page.getByLabel('Número de documento').fill('41234567');
  await page.getByLabel('Domicilio').fill('Av. Brasil 1450, Pueblo Libre');
  await page.getByLabel('Celular').fill('987 111 222');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Producto', { exact: true }).check();
  await page.getByLabel('Descripción del producto o servicio').fill('Ibuprofeno 400 mg caja x 100');
  await page.getByLabel('Monto reclamado (S/)').fill('24,90');
  await page.getByLabel('Número de pedido').fill('CU-2001');
  await page.getByLabel(/^Reclamo/).check();
  await page.getByLabel('Detalle').fill('La caja llegó abierta y faltaban dos blísteres.');
  await page.getByLabel('Pedido del consumidor').fill('Cambio del producto.');
}

describe('Libro de Reclamaciones', () => {
  it('files a reclamo from the footer link and gives a receipt to keep', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(inject('storefrontUrl'));
    await page.getByTestId('complaints-book-link').click();
    await page.waitForURL('**/libro-de-reclamaciones');
    await page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' }).waitFor();
    expect(await page.getByTestId('complaints-provider').textContent()).toContain('RUC 20605478124');
    await page.waitForLoadState('networkidle');

    // Sent empty: every missing field named, in Spanish, and the focus on the first.
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Revisa \d+ datos del formulario/ })
      .waitFor();
    expect(await page.getByText('Ingresa tus nombres.').count()).toBe(1);
    expect(await page.getByText('Elige si es un reclamo o una queja.').count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstName');

    await fillSheet(page, 'lucia.torres@example.pe');
    // A minor files with a guardian: the fields appear, and are required.
    await page.getByLabel('Soy menor de edad').check();
    await page.getByRole('group', { name: 'Padre, madre o apoderado' }).waitFor();
    await page.getByLabel('Soy menor de edad').uncheck();
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();

    const receipt = page.getByTestId('complaint-receipt');
    await receipt.waitFor();
    const number = (await page.getByTestId('complaint-number').textContent()) ?? '';
    expect(number).toMatch(/^\d{6}-\d{4}$/);
    expect(await page.getByTestId('complaint-date').textContent()).toMatch(/de \d{4}/);
    const text = (await receipt.textContent()) ?? '';
    for (const expected of [
      'Lucía Torres Vega',
      'DNI 41234567',
      'S/ 24.90',
      'CU-2001',
      'Reclamo',
      'Cambio del producto.',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
    expect(text).toContain('15 días hábiles');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('hoja-registrada');
    expect(await receipt.getByRole('button', { name: 'Imprimir o guardar constancia' }).count()).toBe(1);

    // The print style keeps the receipt and leaves out the shop's chrome.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // A reload keeps the receipt; the consumer's copy went to their e-mail (the service's outbox).
    await page.reload();
    await expect.poll(() => page.getByTestId('complaint-number').textContent()).toBe(number);
    const copy = await outboxEmail('lucia.torres@example.pe', 'CONSTANCIA_RECLAMACION');
    expect(copy.subject).toContain(number);
    expect(copy.body).toContain('15 días hábiles');
    // And a new sheet can be started from there.
    await page.getByRole('button', { name: 'Registrar otra hoja' }).click();
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).waitFor();
    expect(await page.getByLabel('Nombres').inputValue()).toBe('');

    // From another browser: the sheet found again by its number and the consumer's document, by keyboard.
    const other = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await other.goto(`${inject('storefrontUrl')}/libro-de-reclamaciones`);
    const summary = other.getByText('¿Ya registraste una hoja? Vuelve a ver tu constancia');
    await summary.focus();
    await other.keyboard.press('Enter');
    await other.getByLabel('Número de la hoja').fill(number);
    await other.getByLabel('N.° de documento con el que la registraste').fill('87654321');
    await other.getByLabel('N.° de documento con el que la registraste').press('Enter');
    await expect.poll(() => other.getByTestId('complaint-lookup-problem').textContent()).toContain('No encontramos');
    expect(await seriousViolations(other)).toEqual([]);
    await other.getByLabel('N.° de documento con el que la registraste').fill('4123-4567');
    await other.getByLabel('N.° de documento con el que la registraste').press('Enter');
    await expect.poll(() => other.getByTestId('complaint-number').textContent()).toBe(number);
    expect(await other.evaluate(() => document.activeElement?.id)).toBe('hoja-registrada');
    await other.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says where the sheet is when its receipt cannot be shown, and shows it after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('storefrontUrl')}/libro-de-reclamaciones`);
    await page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' }).waitFor();
    await page.waitForLoadState('networkidle');
    await fillSheet(page, 'lucia.sin.red@example.pe');

    // The send loads the form's checks and client; the receipt's view is asked for only once the sheet is filed. From
    // the filing on, no code of the build can be fetched (the connection lost just then).
    let filing = false;
    const refused: string[] = [];
    await page.route('**/api/graphql', (route) => {
      if (route.request().postDataJSON()?.operationName === 'FileComplaint') filing = true;
      return route.continue();
    });
    await page.route('**/_next/static/chunks/**', (route) => {
      if (!filing) return route.continue();
      refused.push(route.request().url());
      return route.abort();
    });
    const filed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') && response.request().postDataJSON()?.operationName === 'FileComplaint',
    );
    await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
    const answer = (await (await filed).json()) as { data?: { fileComplaint: { number: string } } };
    const number = answer.data?.fileComplaint.number ?? '';
    expect(number).toMatch(/^\d{6}-\d{4}$/);

    // Filed, but its receipt cannot be drawn: the shopper is told its number and that a reload shows it.
    const status = page.getByTestId('complaint-receipt-loading');
    await status.filter({ hasText: 'No pudimos mostrar' }).waitFor();
    expect(await status.textContent()).toBe(
      `No pudimos mostrar tu hoja N.° ${number}. Recarga la página para verla: la guardamos en esta pestaña.`,
    );
    expect(await page.getByTestId('complaint-receipt').count()).toBe(0);
    expect(refused.length).toBeGreaterThan(0);

    // The code can be fetched again: the reload shows the receipt kept in the tab.
    await page.unroute('**/_next/static/chunks/**');
    await page.unroute('**/api/graphql');
    await page.reload();
    await page.getByTestId('complaint-receipt').waitFor();
    expect(await page.getByTestId('complaint-number').textContent()).toBe(number);
    expect(await page.getByTestId('complaint-receipt').textContent()).toContain('Lucía Torres Vega');
    expect(errors).toEqual([]);
    await page.close();
  });
});
