import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectionProducts } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The storefront's GraphQL requests a page sends while nobody touches it for `ms`, by operation name. */
async function idleRequests(page: Page, ms: number): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string; postDataJSON(): { operationName?: string } | null }) => {
    if (request.url().endsWith('/api/graphql')) seen.push(request.postDataJSON()?.operationName ?? '?');
  };
  page.on('request', listener);
  await page.waitForTimeout(ms);
  page.off('request', listener);
  return seen;
}

/** A product of the commerce sandbox found by its name (in a collection or not). */
async function productNamed(name: string): Promise<{ slug: string; name: string }> {
  const response = await fetch(`${inject('sandboxUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query ($search: String) { products(first: 5, channel: "feria-cuida", filter: { search: $search }) {
        edges { node { slug name } } } }`,
      variables: { search: name },
    }),
  });
  const body = (await response.json()) as { data: { products: { edges: { node: { slug: string; name: string } }[] } } };
  const found = body.data.products.edges.map((edge) => edge.node).find((node) => node.name.startsWith(name));
  if (!found) throw new Error(`the sandbox has no ${name}`);
  return found;
}

async function addToCart(page: Page, slug: string, name: string, quantity = 1, query = '') {
  await page.goto(`${inject('storefrontUrl')}/producto/${slug}${query}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  if (quantity > 1) await page.getByTestId('quantity').fill(String(quantity));
  await page.getByRole('button', { name: `Agregar al carrito: ${name}` }).click();
  const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
  await sidebar.waitFor();
  await page.keyboard.press('Escape');
  await sidebar.waitFor({ state: 'hidden' });
}

async function fillClientStep(page: Page, dni: string) {
  await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
  await page.getByLabel('Número de documento').fill(dni);
  await page.getByLabel('Nombres', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido paterno').fill('Ramos');
  await page.getByLabel('Celular').fill('912345678');
  await page.getByLabel('Correo electrónico').fill(`lucia.${Date.now()}@example.pe`);
  await page.getByLabel('Fecha de nacimiento').fill('1988-07-21');
  await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
  await page.waitForURL(/step=2/);
  await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
}

async function chooseMiraflores(page: Page) {
  const district = page.getByLabel('Distrito (Lima y Callao)');
  await expect.poll(() => district.locator('option').count()).toBeGreaterThan(5);
  await district.selectOption('150122');
  await expect.poll(() => page.getByTestId('delivery-fee').count()).toBeGreaterThan(0);
}

/** Step 2 with regular delivery to an address in Miraflores, on to step 3. */
async function deliverToMiraflores(page: Page) {
  await chooseMiraflores(page);
  await page.getByRole('radio', { name: /Delivery regular/ }).check();
  await page.getByLabel('Dirección').fill('Av. José Larco 345');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL(/step=3/);
  await page.getByRole('heading', { name: 'Revisión y pago', exact: true }).waitFor();
}

describe('cart and checkout: what the walk found', () => {
  it('step 2 opened with a chosen district moves nothing while its delivery quotes arrive (no layout shift)', async () => {
    // A phone, as Lighthouse measures it: the fields under the delivery types are in the first screen.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const product = (await collectionProducts('cyber-salud')).find(
      (candidate) => candidate.price > 0 && candidate.stock >= 5 && candidate.purchase.includes('once'),
    );
    if (!product) throw new Error('no product');
    await addToCart(page, product.slug, product.name);
    await page.goto(`${inject('storefrontUrl')}/checkout?step=1`);
    await fillClientStep(page, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await deliverToMiraflores(page);

    // Every layout shift of the next load that no input caused, with what moved.
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map((source) => source.node?.textContent?.slice(0, 40) ?? '?');
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${inject('storefrontUrl')}/checkout?step=2`);
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('delivery-fee').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByLabel('Distrito (Lima y Callao)').inputValue()).toBe('150122');
    await page.getByLabel(/Referencia/).waitFor();
    await page.waitForTimeout(1_000);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a saved coupon sends no request while the cart, step 1 and step 3 sit idle (no render loop)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const product = (await collectionProducts('cyber-salud')).find(
      (candidate) => candidate.price >= 60 && candidate.stock >= 5 && candidate.purchase.includes('once'),
    );
    if (!product) throw new Error('no product over S/ 60');
    await addToCart(page, product.slug, product.name);
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    await page.getByLabel('¿Tienes un cupón?').fill('SALUD10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByTestId('coupon-applied').waitFor();

    await page.reload();
    await page.getByTestId('coupon-applied').waitFor();
    await page.waitForTimeout(1500);
    const onCart = await idleRequests(page, 3000);
    expect(onCart.length, `on /carrito: ${onCart.join(', ')}`).toBeLessThanOrEqual(2);

    await page.goto(`${inject('storefrontUrl')}/checkout?step=1`);
    await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
    await page.waitForTimeout(1500);
    const onStep1 = await idleRequests(page, 3000);
    expect(onStep1.length, `on step 1: ${onStep1.join(', ')}`).toBeLessThanOrEqual(2);

    await fillClientStep(page, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await deliverToMiraflores(page);
    await page.waitForTimeout(1500);
    const onStep3 = await idleRequests(page, 3000);
    expect(onStep3.length, `on step 3: ${onStep3.join(', ')}`).toBeLessThanOrEqual(2);
    expect(onStep3.filter((name) => name === 'ValidateCartCoupon').length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Cyber Salud: Apronax shows the collection's 20 % with its 'Antes' price, and the cart takes the same off", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const apronax = (await collectionProducts('cyber-salud')).find((product) => product.name.startsWith('Apronax'));
    if (!apronax) throw new Error('no Apronax in Cyber Salud');
    await page.goto(`${inject('storefrontUrl')}/coleccion/cyber-salud`);
    await page
      .getByText(/20 % de descuento hasta el/)
      .first()
      .waitFor();

    await page.goto(`${inject('storefrontUrl')}/producto/${apronax.slug}`);
    const expected = Math.round(apronax.price * 80) / 100;
    expect(money(await page.getByTestId('product-price').textContent())).toBeCloseTo(expected, 2);
    expect(money(await page.getByTestId('product-price-before').textContent())).toBeCloseTo(apronax.price, 2);

    await addToCart(page, apronax.slug, apronax.name);
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    const main = page.getByRole('main');
    const vouchers = main.getByTestId('cart-vouchers');
    await vouchers.waitFor();
    expect(await vouchers.textContent()).toContain('Cyber Salud: 20 % de descuento');
    // The collection's 20 % comes off the catalogue price; Farmacia's own 10 % stacks on top.
    expect(money(await main.getByTestId('cart-total').textContent())).toBeLessThanOrEqual(expected + 0.001);
    await page.close();
  });

  it("inside the insurer's app: RIMAC20, Rímac delivery and the 15 % on Ensure Advance Chocolate", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Not in any collection with a promotion window: the insurer's store-wide 15 % applies to it all the same.
    const ensure = await productNamed('Ensure Advance Chocolate');
    await page.goto(`${inject('storefrontUrl')}/?appRimac=true`);
    await addToCart(page, ensure.slug, ensure.name, 2, '?appRimac=true');

    await page.goto(`${inject('storefrontUrl')}/carrito?appRimac=true`);
    const main = page.getByRole('main');
    await main.getByTestId('cart-promo-discount').waitFor();
    const subtotal = money(await main.getByTestId('cart-subtotal').textContent());
    const promo = money(await main.getByTestId('cart-promo-discount').textContent());
    expect(subtotal).toBeGreaterThan(100);
    expect(promo).toBeCloseTo(Math.round(subtotal * 15) / 100, 1);
    expect(await main.getByTestId('cart-vouchers').textContent()).toContain('15 %');

    await page.getByLabel('¿Tienes un cupón?').fill('RIMAC20');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    await main.getByTestId('cart-coupon-discount').waitFor();
    expect(money(await main.getByTestId('cart-coupon-discount').textContent())).toBe(20);

    await page.goto(`${inject('storefrontUrl')}/checkout?step=1&appRimac=true`);
    await fillClientStep(page, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await chooseMiraflores(page);
    const rimac = page.getByRole('radio', { name: /Delivery Rímac Seguros/ });
    await expect.poll(() => rimac.isEnabled()).toBe(true);
    await rimac.check();
    await page.getByLabel('Dirección').fill('Av. José Larco 345');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL(/step=3/);
    const totals = page.getByTestId('checkout-totals');
    await totals.waitFor();
    expect(await totals.textContent()).toContain('Cupón RIMAC20');
    expect(await totals.textContent()).toContain('Descuento por promociones');
    expect(await totals.textContent()).toContain('Delivery Rímac Seguros');
    expect(page.url()).toContain('appRimac=true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('someone else picks up: the confirmation names them and the payment method; the badge leaves the gift out; a declined card says so', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-PE' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const baby = (await collectionProducts('bebes-felices')).find(
      (product) => product.price > 0 && product.price < 60 && product.stock >= 10 && product.purchase.includes('once'),
    );
    if (!baby) throw new Error('no product for the gift promotion');
    const units = Math.ceil(60 / baby.price);
    await addToCart(page, baby.slug, baby.name, units);
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    await page.getByRole('main').locator('[data-testid="cart-line"][data-gift]').waitFor();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe(String(units));

    await page.goto(`${inject('storefrontUrl')}/checkout?step=1`);
    await fillClientStep(page, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await chooseMiraflores(page);
    await page.getByRole('radio', { name: /Recoge otra persona/ }).check();
    await page.getByLabel('Nombre completo').fill('Rosa Díaz');
    await page.getByLabel('Número de documento').fill('41234567');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await page.waitForURL(/step=3/);
    await page.getByRole('heading', { name: 'Revisión y pago', exact: true }).waitFor();

    // A declined card: the gateway's own sentence, not the general one.
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByLabel('Tarjeta (entorno de pruebas)').selectOption('tok_chargeDeclined');
    await page.getByTestId('place-order').click();
    await page.getByText('Tu tarjeta fue rechazada y no se hizo ningún cobro.', { exact: false }).first().waitFor();

    await page.getByRole('radio', { name: /Pago contra entrega/ }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/checkout/confirmacion');
    const delivery = page.getByTestId('order-delivery');
    await delivery.waitFor();
    expect(await delivery.textContent()).toContain('Recoge otra persona');
    expect(await page.getByTestId('order-pickup-person').textContent()).toContain('Rosa Díaz');
    expect(await page.getByTestId('order-payment-method').textContent()).toContain('Pago contra entrega');
    await page.reload();
    await page.getByTestId('order-pickup-person').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
