import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('navigation rules', () => {
  it('keeps the partner flag on every navigation and shows the partner branding', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('storefrontUrl')}/?appRimac=true`);
    await page.getByTestId('partner-badge').waitFor();
    expect(await page.getByTestId('partner-badge').getAttribute('data-partner')).toBe('rimac');
    expect(await page.getByRole('region', { name: 'Beneficios Rimac Seguros' }).count()).toBe(1);

    // A menu link: flag kept, menu_click pushed to the data layer.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Salud', exact: true }).click();
    await page.waitForURL('**/categoria/salud?appRimac=true');
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
    // Every event carries the analytics user id: for an anonymous shopper, the first-party client id.
    const clientId = await page.evaluate(() => window.localStorage.getItem('cuida:analytics-client-id'));
    expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(events).toContainEqual({ event: 'menu_click', category: 'Salud', user_id: clientId });
    await page.getByTestId('partner-badge').waitFor();

    // A product card, then the header search (a form).
    await page.locator('[data-product-card] a').first().click();
    await page.waitForURL(/\/producto\/.+\?appRimac=true$/);
    await page.getByRole('combobox', { name: 'Buscar productos' }).first().fill('vitamina');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/buscar?q=vitamina&appRimac=true');
    await page.getByTestId('partner-badge').waitFor();

    // An address typed without the flag gets it back from the session.
    await page.goto(`${inject('storefrontUrl')}/nosotros`);
    await page.waitForURL('**/nosotros?appRimac=true');
    await page.getByTestId('partner-badge').waitFor();
    await page.close();
  });

  it('posts navigations to the iOS web view and stores the previous route per session', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      const messages: unknown[] = [];
      (window as unknown as { __messages: unknown[] }).__messages = messages;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { cuida: { postMessage: (message: unknown) => messages.push(message) } },
      };
    });
    await page.goto(`${inject('storefrontUrl')}/`);
    await page.waitForFunction(() => (window as unknown as { __messages: unknown[] }).__messages.length > 0);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Farmacia', exact: true })
      .click();
    await page.waitForURL('**/categoria/farmacia');
    await page.waitForFunction(() =>
      (window as unknown as { __messages: { path: string }[] }).__messages.some(
        (m) => m.path === '/categoria/farmacia',
      ),
    );
    const previous = await page.evaluate(() => sessionStorage.getItem('cuida:route:previous'));
    expect(JSON.parse(previous ?? 'null')).toEqual({ path: '/', query: '' });

    // Going home right after home goes back (the history does not grow).
    const length = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Cuida, ir al inicio' }).click();
    await page.waitForURL(`${inject('storefrontUrl')}/`);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goForward();
    await page.waitForURL('**/categoria/farmacia');
    await page.close();
  });

  it('restores the scroll position of a listing on back, with the products loaded', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A search of more than one page of 100: the position is among the products load-more brought.
    await page.goto(`${inject('storefrontUrl')}/buscar?q=ml`);
    await page.getByRole('button', { name: 'Ver más productos' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-scroll-root="busqueda"] [data-product-card]').length > 100,
    );
    const target = await page.evaluate(() => {
      const cards = document.querySelectorAll('[data-scroll-root="busqueda"] [data-product-card]');
      const y = Math.round((cards[110] ?? cards[cards.length - 1])?.getBoundingClientRect().top ?? 0) + window.scrollY;
      window.scrollTo(0, y - 100);
      return Math.round(window.scrollY);
    });
    expect(target).toBeGreaterThan(2600);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
    // Open the product under the pointer, without scrolling.
    const box = await page.evaluate(() => {
      const links = [...document.querySelectorAll('[data-product-card] a')].map((link) => link.getBoundingClientRect());
      const rect = links.find((r) => r.top > 80 && r.bottom < window.innerHeight - 20);
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    });
    expect(box).not.toBeNull();
    if (!box) return;
    await page.mouse.click(box.x, box.y);
    await page.waitForURL('**/producto/**');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.goBack();
    await page.waitForURL('**/buscar?q=ml');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, target, { timeout: 10_000 });
    expect(await page.locator('[data-scroll-root="busqueda"] [data-product-card]').count()).toBeGreaterThan(100);
    await page.close();
  });
});

describe('phone layout', () => {
  it('shows the drawer below 768 px: open, keyboard, Escape closes, navigate', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(inject('storefrontUrl'));
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menú de categorías' });
    await drawer.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    // Focus stays inside: Shift+Tab from the first element wraps to the last one of the drawer.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menú');

    await toggle.click();
    await drawer.getByText('Farmacia', { exact: true }).click();
    await drawer.getByRole('link', { name: 'Dolor y fiebre' }).click();
    await page.waitForURL('**/categoria/dolor-y-fiebre');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Dolor y fiebre' }).waitFor();
    await page.close();
  });
});
