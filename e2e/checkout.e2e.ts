import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectionProducts, savedCart, savedLine } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const purchases = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );

/** Types into the focused field with the keyboard, as a shopper would. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('checkout', () => {
  it('an anonymous shopper checks out by keyboard: client data, Miraflores, the fee, a card, the order', async () => {
    // es-PE: the date field takes day, month, year in that order.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A cart with a promotion: enough of a Mamá y Bebé product for the gift.
    const baby = (await collectionProducts('bebes-felices')).find(
      (product) => product.price > 0 && product.price < 60 && product.stock >= 10,
    );
    if (!baby) throw new Error('no product for the gift promotion');
    const units = Math.ceil(60 / baby.price);
    await page.goto(`${inject('storefrontUrl')}/producto/${baby.slug}`);
    await typeInto(page, 'Cantidad', String(units));
    await page.getByRole('button', { name: `Agregar al carrito: ${baby.name}` }).focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
    await sidebar.locator('[data-testid="cart-line"][data-gift]').waitFor();
    await sidebar.getByRole('link', { name: 'Continuar compra' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout?step=1');
    await sidebar.waitFor({ state: 'hidden' });

    // Step 1, then a reload keeps the step and what was saved.
    await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
    // An empty submit: the step stays, and its first invalid field takes the focus.
    await page.getByRole('button', { name: 'Continuar a la entrega' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('documentNumber');
    expect(page.url()).toMatch(/step=1/);
    await typeInto(page, 'Número de documento', '41234567');
    await typeInto(page, 'Nombres', 'Rosa Elena');
    await typeInto(page, 'Apellido paterno', 'Mendoza');
    await typeInto(page, /Apellido materno/, 'Salas');
    await typeInto(page, 'Celular', '+51 912 345 678');
    await typeInto(page, 'Correo electrónico', 'rosa.mendoza@example.pe');
    await page.getByLabel('Fecha de nacimiento').focus();
    await page.keyboard.type('14031990');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout?step=2');
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    await page.goBack();
    await page.waitForURL('**/checkout?step=1');
    await expect.poll(() => page.getByLabel('Nombres', { exact: true }).inputValue()).toBe('Rosa Elena');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('rosa.mendoza@example.pe');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout?step=2');

    // Step 2: Miraflores with express (the gateway's test clock is 10:00 in Lima, inside 08:00–21:00); the fee of
    // every type is shown before choosing.
    const district = page.getByLabel('Distrito (Lima y Callao)');
    await expect.poll(() => district.locator('option').count()).toBeGreaterThan(5);
    await district.focus();
    await page.keyboard.type('Miraflores');
    await expect.poll(() => district.inputValue()).toBe('150122');
    await expect.poll(() => page.getByTestId('delivery-fee').count()).toBeGreaterThan(0);
    const express = page.getByRole('radio', { name: /Delivery express/ });
    await expect.poll(() => express.isEnabled()).toBe(true);
    await express.focus();
    await page.keyboard.press('Space');
    expect(await express.isChecked()).toBe(true);
    const feeText = await page
      .locator('input[name="tipoEntrega"]:checked + label [data-testid="delivery-fee"]')
      .textContent();
    expect(feeText).toMatch(/S\/|Gratis/);
    await typeInto(page, 'Dirección', 'Av. José Larco 345, dpto. 501');
    await typeInto(page, /Referencia/, 'Frente al parque Kennedy');
    await page.getByRole('button', { name: 'Continuar al pago' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout?step=3');

    // Step 3: lines with the gift, the fee, the total; a card.
    await page.getByRole('heading', { name: 'Revisión y pago', exact: true }).waitFor();
    expect(await page.locator('[data-testid="checkout-line"][data-gift]').count()).toBe(1);
    const shownFee = (await page.getByTestId('checkout-delivery-fee').textContent())?.trim() ?? '';
    expect(shownFee.replace(/\s/g, ' ')).toBe((feeText ?? '').trim().replace(/\s/g, ' '));
    const stepTotal = (await page.getByTestId('checkout-total').textContent())?.trim() ?? '';
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('place-order').focus();
    await page.keyboard.press('Enter');

    await page.waitForURL('**/checkout/confirmacion');
    const number = page.getByTestId('order-number');
    await number.waitFor();
    expect(await number.textContent()).toMatch(/^\d+$/);
    const events = await purchases(page);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'purchase', ecommerce: { currency: 'PEN' } });
    const total = Number((await page.getByTestId('order-total').textContent())?.replace(/[^\d.]/g, ''));
    expect((events[0] as { ecommerce: { value: number } }).ecommerce.value).toBeCloseTo(total, 2);
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');

    // A reload shows the order again to whoever placed it, without a second purchase event: the stored order, as
    // step 3 showed it (the gift, express and its fee, the total) and paid by card.
    await page.reload();
    await page.getByTestId('order-number').waitFor();
    expect(await purchases(page)).toHaveLength(0);
    await page.getByTestId('receipt-totals').waitFor();
    expect(await page.getByTestId('order-total').textContent()).toBe(stepTotal);
    expect(await page.getByTestId('receipt-lines').textContent()).toMatch(/Regalo/);
    expect(await page.getByTestId('receipt-totals').textContent()).toMatch(/Delivery express/);
    expect(await page.getByTestId('order-payment-status').textContent()).toMatch(/tarjeta fue aprobado/);
    // The commerce order itself (read through the gateway with the order's access token): paid in full, its total
    // and delivery the ones confirmed, the gift a line of its own at S/ 0.00.
    const accessToken = await page.evaluate(
      () =>
        (JSON.parse(window.sessionStorage.getItem('cuida:last-order') ?? '{}') as { accessToken?: string }).accessToken,
    );
    const stored = await fetch(inject('gatewayUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($t: String!) { guestOrder(accessToken: $t) { isPaid chargeStatus shippingMethodName total { gross { amount } } totalCharged { amount } lines { quantity unitPrice { gross { amount } } gift: metafield(key: "cuida.regalo") } } }',
        variables: { t: accessToken },
      }),
    }).then(
      (response) =>
        response.json() as Promise<{
          data?: {
            guestOrder: {
              isPaid: boolean;
              chargeStatus: string;
              shippingMethodName: string;
              total: { gross: { amount: number } };
              totalCharged: { amount: number };
              lines: { quantity: number; unitPrice: { gross: { amount: number } }; gift: string | null }[];
            };
          };
        }>,
    );
    const order = stored.data?.guestOrder;
    expect(order).toMatchObject({ isPaid: true, chargeStatus: 'FULL', shippingMethodName: 'Delivery express' });
    expect(order?.total.gross.amount).toBe(total);
    expect(order?.totalCharged.amount).toBe(total);
    expect(order?.lines.filter((line) => line.gift !== null).map((line) => line.unitPrice.gross.amount)).toEqual([0]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a line without enough stock is named in Spanish at the cart step', async () => {
    const page = await browser.newPage();
    const low = (await collectionProducts('cyber-salud')).find((product) => product.stock > 0 && product.stock < 40);
    if (!low) throw new Error('no product with a small stock');
    const saved = savedCart([
      savedLine({
        variantId: low.variantId,
        name: low.name,
        quantity: 50,
        priceUnit: low.price,
        sku: low.sku,
        slug: low.slug,
      }),
    ]);
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    await page.evaluate((value) => window.localStorage.setItem('cuida:cart', value), saved);
    await page.goto(`${inject('storefrontUrl')}/checkout?step=1`);
    const alert = page.getByTestId('checkout-start-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('no tienen stock suficiente');
    expect(await alert.textContent()).toContain(low.name);
    expect(await alert.getByRole('link', { name: 'Volver al carrito' }).getAttribute('href')).toBe('/carrito');
    await page.close();
  });
});
