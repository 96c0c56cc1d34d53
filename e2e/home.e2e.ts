import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

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
    const names = await categories.allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Farmacia', 'Mamá y Bebé', 'Feria']));
    await page.close();
  });
});
