import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectionProducts } from './support/fixtures';
import { abandonedCartsOf } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('idle-cart timer', () => {
  it("a guest's cart left idle for 5 minutes after the client step is sent, and staff see it", async () => {
    // Playwright's clock drives the page's Date and timers: the 60 s check and the 5-minute limit are the
    // production values, the test jumps over them.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const product = (await collectionProducts('bebes-felices')).find(
      (item) => item.price > 0 && item.stock >= 5 && item.purchase.includes('once'),
    );
    if (!product) throw new Error('no product to buy once');
    await page.goto(`${inject('storefrontUrl')}/producto/${product.slug}`);
    await page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).click();
    await page.getByRole('dialog', { name: 'Tu carrito' }).waitFor();

    // Step 1 as a guest: the client's document is written on the checkout the shopper holds.
    const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const email = `carro.${Date.now()}@example.pe`;
    await page.goto(`${inject('storefrontUrl')}/checkout?step=1`);
    await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
    await page.getByLabel('Número de documento').fill(dni);
    await page.getByLabel('Nombres', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellido paterno').fill('Ramos');
    await page.getByLabel('Celular').fill('912345678');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Fecha de nacimiento').fill('1988-07-21');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
    await page.waitForURL('**/checkout?step=2');

    // Nothing is sent before the limit; six minutes later, the evaluation sends the cart once.
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && request.postDataJSON()?.operationName === 'SaveAbandonedCart') {
        sends.push(request.url());
      }
    });
    await page.clock.fastForward('03:00');
    await page.waitForTimeout(500);
    expect(sends).toEqual([]);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        response.request().postDataJSON()?.operationName === 'SaveAbandonedCart',
    );
    await page.clock.fastForward('03:00');
    const answer = (await (await saved).json()) as {
      data?: { saveAbandonedCart: { saved: boolean } };
      errors?: unknown;
    };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveAbandonedCart.saved).toBe(true);

    // Once per idle period: the next evaluations send nothing more.
    await page.clock.fastForward('02:00');
    await page.waitForTimeout(500);
    expect(sends).toHaveLength(1);

    const carts = await abandonedCartsOf(dni);
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({
      tipoDocumento: 2,
      numeroDocumento: dni,
      nombre: 'Lucía Ramos',
      telefono: '912345678',
      email,
      puertaEntrada: 'Web',
      productos: [{ cantidad: 1, nombre: product.name, sku: product.sku }],
    });
    expect(carts[0]?.productos[0]?.precio).toBeCloseTo(product.price, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
