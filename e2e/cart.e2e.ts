import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { collectionProducts, saveCartOf, savedCart, savedLine } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { value: number } }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'add_to_cart' || entry.event === 'remove_from_cart',
    ),
  );
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('the cart', () => {
  it('gift promotion, quantity changes re-evaluate, subscription line, coupon, reload, analytics, keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A Mamá y Bebé product in the open "Bebés felices" window: S/ 60 of it earns the gift (sandbox voucher seed).
    const buyable = (await collectionProducts('bebes-felices')).filter(
      (product) => product.price > 0 && product.stock >= 10,
    );
    const baby = buyable.find(
      (product) => product.purchase.every((slug) => slug !== 'subscription-only') && product.price < 60,
    );
    if (!baby) throw new Error('no Mamá y Bebé product to test with');
    const units = Math.ceil(60 / baby.price);

    await page.goto(`${inject('storefrontUrl')}/producto/${baby.slug}`);
    await page.getByRole('heading', { level: 1, name: baby.name }).waitFor();
    const quantity = page.getByTestId('quantity');
    await quantity.fill(String(units));
    // Keyboard only: focus the button and press Enter.
    const add = page.getByRole('button', { name: `Agregar al carrito: ${baby.name}` });
    await add.focus();
    await page.keyboard.press('Enter');

    const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
    await sidebar.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const gift = sidebar.locator('[data-testid="cart-line"][data-gift]');
    await gift.waitFor();
    expect(await gift.textContent()).toContain('Regalo');
    expect(await gift.getByTestId('cart-line-total').textContent()).toContain('S/\u00a00.00');
    await sidebar.getByTestId('cart-vouchers').waitFor();

    // Tab stays inside the dialog; Escape closes it and gives the focus back to the button.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-cart');

    const events = await dataLayer(page);
    expect(events.at(-1)).toMatchObject({ event: 'add_to_cart' });
    expect(events.at(-1)?.ecommerce?.value).toBeCloseTo(baby.price * units, 2);

    // The cart page: one fewer unit drops below the S/ 60 threshold and the gift goes; one more brings it back.
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    const main = page.getByRole('main');
    const babyLine = main.locator('[data-testid="cart-line"]', { hasText: baby.name }).first();
    await main.locator('[data-testid="cart-line"][data-gift]').waitFor();
    await babyLine.getByRole('button', { name: `Quitar una unidad de ${baby.name}` }).click();
    await main.locator('[data-testid="cart-line"][data-gift]').waitFor({ state: 'detached' });
    const removal = (await dataLayer(page)).at(-1);
    expect(removal).toMatchObject({ event: 'remove_from_cart' });
    expect(removal?.ecommerce?.value).toBeCloseTo(baby.price * (units - 1), 2);
    await babyLine.getByRole('button', { name: `Agregar una unidad de ${baby.name}` }).click();
    await main.locator('[data-testid="cart-line"][data-gift]').waitFor();

    // A subscription item.
    const subscribable = buyable.find(
      (product) => product.slug !== baby.slug && product.purchase.includes('once-and-subscription'),
    );
    if (!subscribable) throw new Error('no product offered by subscription');
    await page.goto(`${inject('storefrontUrl')}/producto/${subscribable.slug}`);
    await page.getByRole('radio', { name: /Suscripción mensual/ }).check();
    await page.getByRole('button', { name: `Agregar al carrito: ${subscribable.name}` }).click();
    await sidebar.waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    await page.getByRole('heading', { name: 'Suscripción mensual' }).waitFor();

    // A bad coupon is refused in Spanish; SALUD10 applies (the cart is over S/ 50).
    const coupon = page.getByLabel('¿Tienes un cupón?');
    await coupon.fill('NOEXISTE1');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const message = page.getByTestId('coupon-message');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/cup[oó]n/i);
    expect(await message.textContent()).not.toMatch(/\b(the|not|invalid|error)\b/i);
    await coupon.fill('SALUD10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    await page.getByTestId('cart-coupon-discount').waitFor();
    const subtotal = money(await page.getByTestId('cart-subtotal').textContent());
    const total = money(await page.getByTestId('cart-total').textContent());
    expect(total).toBeLessThan(subtotal);

    // Reload keeps the cart, the gift and the coupon.
    const lines = await main.getByTestId('cart-line').count();
    expect(lines).toBe(3);
    await page.reload();
    await page.getByTestId('coupon-applied').waitFor();
    expect(await main.getByTestId('cart-line').count()).toBe(lines);
    expect(await main.getByRole('link', { name: 'Continuar compra' }).getAttribute('href')).toBe('/checkout?step=1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a corrupt saved cart gives the empty cart; a line whose price vanished is removed with a notice', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('storefrontUrl')}/carrito`);
    await page.evaluate(() => window.localStorage.setItem('cuida:cart', '{"cartOnce": [oops'));
    await page.reload();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe('/productos');

    // A saved line for a variant the catalogue no longer sells.
    const saved = savedCart([
      savedLine({ variantId: 'UHJvZHVjdFZhcmlhbnQ6OTk5OTk5', name: 'Jarabe descontinuado', quantity: 1 }),
    ]);
    await page.evaluate((value) => window.localStorage.setItem('cuida:cart', value), saved);
    await page.reload();
    const notice = page.getByTestId('cart-notices');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Retiramos «Jarabe descontinuado» de tu carrito');
    await page.getByTestId('cart-empty').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a product card's Agregar adds its line through the page's one listener, by pointer and by keyboard", async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const [first, second] = (await collectionProducts('cyber-salud')).filter(
      (product) => product.price > 0 && product.stock >= 10 && product.purchase.includes('once'),
    );
    if (!first || !second) throw new Error('no products to add from a card');
    await page.goto(`${inject('storefrontUrl')}/coleccion/cyber-salud`);
    // The card's button is server HTML: sent disabled, enabled once the saved cart was read.
    const add = page.getByRole('button', { name: `Agregar: ${first.name}`, exact: true });
    await add.click();
    const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
    await sidebar.locator('[data-testid="cart-line"]', { hasText: first.name }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    const events = await dataLayer(page);
    expect(events.at(-1)).toMatchObject({ event: 'add_to_cart' });
    expect(events.at(-1)?.ecommerce?.value).toBeCloseTo(first.price, 2);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Agregar: ${first.name}`,
    );

    const other = page.getByRole('button', { name: `Agregar: ${second.name}`, exact: true });
    await other.focus();
    await page.keyboard.press('Enter');
    await sidebar.locator('[data-testid="cart-line"]', { hasText: second.name }).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a saved cart on a product page: counted at once, its engine only when the cart is used, its idle timer once the page settled', async () => {
    // Playwright's clock drives the page's timers: paused, the page cannot settle until the test says so.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cartQueries: string[] = [];
    page.on('request', (request) => {
      const operation = request.url().endsWith('/api/graphql') ? request.postDataJSON()?.operationName : null;
      if (operation === 'CartVariantPrices' || operation === 'EvaluateCartPromotions') cartQueries.push(operation);
    });
    const [saved, shown] = (await collectionProducts('cyber-salud')).filter(
      (product) => product.price > 0 && product.stock >= 10 && product.purchase.includes('once'),
    );
    if (!saved || !shown) throw new Error('no products for a saved cart');
    await page.goto(`${inject('storefrontUrl')}/producto/${shown.slug}`);
    await saveCartOf(page, saved, 2);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.reload();

    // Restored without the engine: the header counts the saved units and "Agregar al carrito" is enabled, but neither
    // the price refresh nor the promotions were asked for, and the idle-cart timer has not started.
    const add = page.getByRole('button', { name: `Agregar al carrito: ${shown.name}` });
    await page.waitForFunction(() => document.readyState === 'complete');
    await add.and(page.locator(':enabled')).waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
    expect(cartQueries).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('cuida:idle-cart'))).toBeNull();

    // Once the page has settled the idle-cart timer starts, still without the engine.
    await page.clock.runFor(10_000);
    await page.clock.resume();
    await page.waitForFunction(() => window.localStorage.getItem('cuida:idle-cart') !== null);
    expect(cartQueries).toEqual([]);

    // Using the cart starts the engine: the saved line was kept, priced again, and the new one joins it.
    await add.click();
    const sidebar = page.getByRole('dialog', { name: 'Tu carrito' });
    await sidebar.locator('[data-testid="cart-line"]', { hasText: shown.name }).waitFor();
    await sidebar.locator('[data-testid="cart-line"]', { hasText: saved.name }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '3');
    await expect.poll(() => cartQueries).toContain('CartVariantPrices');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two open tabs stay in step', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    const product = (await collectionProducts('cyber-salud')).find((item) => item.price > 0 && item.stock >= 10);
    if (!product) throw new Error('no product');
    await second.goto(`${inject('storefrontUrl')}/carrito`);
    await second.getByTestId('cart-empty').waitFor();
    await first.goto(`${inject('storefrontUrl')}/producto/${product.slug}`);
    await first.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).click();
    await second.getByRole('main').locator('[data-testid="cart-line"]', { hasText: product.name }).waitFor();
    expect(await second.getByTestId('cart-count').textContent()).toBe('1');
    await context.close();
  });
});
