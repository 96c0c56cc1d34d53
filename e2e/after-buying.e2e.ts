/**
 * After buying (requirements: "Store pickup", "Order confirmation e-mail", "Finding a guest order"): a pickup says
 * where and what to bring at every step, the confirmation e-mail's link (from the sandbox's outbox) opens the order,
 * and a guest finds their order by number and document, by keyboard alone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { collectionProducts, outboxEmail } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const store = () => inject('storefrontUrl');

async function addToCart(page: Page, slug: string, name: string) {
  await page.goto(`${store()}/producto/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: `Agregar al carrito: ${name}` }).click();
  const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
  await sidebar.waitFor();
  await page.keyboard.press('Escape');
  await sidebar.waitFor({ state: 'hidden' });
}

async function expectPickupInfo(page: Page, person: string | null) {
  const info = page.getByTestId('pickup-info');
  await info.waitFor();
  const text = (await info.textContent()) ?? '';
  expect(text).toContain('Miraflores');
  expect(await page.getByTestId('pickup-address').textContent()).toContain('Miraflores');
  expect(await page.getByTestId('pickup-hours').textContent()).toMatch(/\d{2}:\d{2} a \d{2}:\d{2}/);
  if (person) expect(await page.getByTestId('pickup-requirements').textContent()).toContain(person);
  if (person) expect(await page.getByTestId('pickup-requirements').textContent()).toContain('DNI N.° 41234567');
}

describe('after buying', () => {
  const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const email = `recojo.${Date.now()}@example.pe`;
  let orderNumber = '';

  it('a pickup by someone else: where, when and what to bring at the delivery step, the review and the confirmation; the e-mail opens the order', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const product = (await collectionProducts('bebes-felices')).find(
      (candidate) => candidate.price > 0 && candidate.stock >= 5 && candidate.purchase.includes('once'),
    );
    if (!product) throw new Error('no product');
    await addToCart(page, product.slug, product.name);

    await page.goto(`${store()}/checkout?step=1`);
    await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
    await page.getByLabel('Número de documento').fill(dni);
    await page.getByLabel('Nombres', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido paterno').fill('Ramos');
    await page.getByLabel('Celular').fill('912345678');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Fecha de nacimiento').fill('1988-07-21');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
    await page.waitForURL(/step=2/);
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();

    await page.getByRole('radio', { name: /Recoge otra persona/ }).check();
    await page.getByLabel('Nombre completo').fill('Rosa Díaz');
    await page.getByLabel('Número de documento').fill('41234567');
    await expectPickupInfo(page, 'Rosa Díaz');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL(/step=3/);
    await page.getByRole('heading', { name: 'Revisión y pago', exact: true }).waitFor();
    await expectPickupInfo(page, 'Rosa Díaz');

    await page.getByRole('radio', { name: /Pago contra entrega/ }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/checkout/confirmacion');
    await expectPickupInfo(page, 'Rosa Díaz');
    orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
    await page.close();

    // The confirmation e-mail, as the sales service sent it: its link opens the order in another browser.
    const mail = await outboxEmail(email, 'CONFIRMACION_PEDIDO');
    expect(mail.subject).toContain(orderNumber);
    const context = await browser.newContext({ locale: 'es-PE' });
    const reader = await context.newPage();
    await reader.goto(mail.link ?? '');
    await expect.poll(() => reader.getByTestId('order-number').textContent()).toBe(orderNumber);
    expect(reader.url()).toBe(`${store()}/mi-pedido`);
    await expectPickupInfo(reader, 'Rosa Díaz');
    await reader.reload();
    await expect.poll(() => reader.getByTestId('order-number').textContent()).toBe(orderNumber);
    await context.close();
  });

  it('a guest finds the order by number and document with the keyboard; a wrong document is the same answer as no order', async () => {
    const context = await browser.newContext({ locale: 'es-PE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${store()}/mi-pedido`);
    const form = page.getByRole('form', { name: 'Busca tu pedido' });
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const fill = async (number: string, documentNumber: string) => {
      await page.getByLabel('Número de pedido').focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(number);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
        await page.getByLabel('Número de documento').getAttribute('id'),
      );
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(documentNumber);
      await page.keyboard.press('Enter');
    };
    await fill(orderNumber, '87654321');
    await expect.poll(() => page.getByTestId('guest-order-problem').textContent()).toContain('No encontramos');
    const wrongDocument = await page.getByTestId('guest-order-problem').textContent();
    await fill('99999999', dni);
    await expect.poll(() => page.getByTestId('guest-order-problem').textContent()).toBe(wrongDocument);

    await fill(orderNumber, `${dni.slice(0, 4)} ${dni.slice(4)}`);
    await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(orderNumber);
    // The order's heading takes the focus, and the page passes axe.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mi-pedido-title');
    await expectPickupInfo(page, 'Rosa Díaz');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
