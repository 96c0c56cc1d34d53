import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { savedCart, savedLine } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home', () => {
  it('lists the top-level categories in Spanish, through the gateway', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('storefrontUrl'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('es-PE');
    const categories = page.getByRole('list', { name: 'Categorías' }).getByRole('listitem');
    await categories.first().waitFor();
    const names = await categories.getByTestId('category-name').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Farmacia', 'Mamá y Bebé', 'Feria']));
    // Prices through the domain formatter: 'S/' and a non-breaking space.
    expect(await categories.first().textContent()).toMatch(/Desde S\/\u00a0\d+\.\d{2}/);
    await page.close();
  });

  it('shows the shell, one h1, the open promotion first and discover tabs that toggle', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(inject('storefrontUrl'));
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Farmacia', exact: true })
      .waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).count()).toBe(1);
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');
    await expect(page.getByTestId('banner-caption').first().textContent()).resolves.toMatch(
      /^Cyber Salud: 20 % de descuento/,
    );

    const tabs = page.getByRole('tablist', { name: 'Descubre' }).getByRole('tab');
    const [first, second] = [tabs.nth(0), tabs.nth(1)];
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await page.getByRole('tabpanel').locator('[data-product-card]').first().waitFor();
    await second.click(); // Choosing the open tab again folds it.
    expect(await second.getAttribute('aria-selected')).toBe('false');
    expect(await page.getByRole('tabpanel').count()).toBe(0);
    await page.close();
  });

  it('reads the cart count from the saved cart; a value that is not a saved cart counts as the empty cart', async () => {
    const page = await browser.newPage();
    await page.goto(inject('storefrontUrl'));
    const saved = savedCart([
      savedLine({ variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==', name: 'Producto 1', quantity: 2 }),
      savedLine({
        variantId: 'UHJvZHVjdFZhcmlhbnQ6Mg==',
        name: 'Producto 2',
        quantity: 1,
        typePurchase: 'subscription',
      }),
    ]);
    await page.evaluate((value) => localStorage.setItem('cuida:cart', value), saved);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '3');

    await page.close();

    // A fresh page whose storage holds, before any script runs, a value that is not a saved cart (the page above may
    // still be saving its refreshed cart, so the value is planted by an init script, not after the fact).
    const other = await browser.newPage();
    await other.addInitScript(() =>
      localStorage.setItem('cuida:cart', JSON.stringify({ cartOnce: [{ quantity: 2 }], cartSubscription: [] })),
    );
    await other.goto(inject('storefrontUrl'));
    await other.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '0');
    await other.close();
  });
});
