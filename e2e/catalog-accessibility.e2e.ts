/**
 * What a new shopper finds on the catalogue, with a phone (390×844) and a desktop (1366×900), the keyboard
 * alone and axe-core: no serious or critical violation on any catalogue page (a product with several pictures and
 * the open menus included), the three-level desktop menu, focus after load-more, after a route change and in the
 * phone menu, the menus used before their code has arrived, breadcrumbs, the search box, the footer, and the first
 * row of products above the fold.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A product of the seed with three pictures. */
const GALLERY_PRODUCT = 'ibuprofeno-400-mg-caja-x-100-tabletas';

const url = (path: string) => `${inject('storefrontUrl')}${path}`;
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Waits until the page has hydrated (the cart count is a client component: its script ran). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    // The row is server markup; `data-measured` is set by the hydrated shell once it has fitted the row.
    () =>
      document.querySelector('nav[aria-label="Principal"] .navbar-row[data-measured]') !== null ||
      window.innerWidth < 768,
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Holds the on-demand chunk whose code contains `marker` (a text only it holds) until `release()`: the page is
 * then as a shopper finds it when the menu's code has not arrived yet.
 */
async function holdChunk(page: Page, marker: string): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held++;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release: () => release(), held: () => held };
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

describe('axe on every catalogue page', () => {
  it.each([
    ['home', '/'],
    ['a top-level category', '/categoria/mama-y-bebe'],
    ['a third-level category', '/categoria/panales-desechables'],
    ['the listing', '/productos?categoria=farmacia'],
    ['search results', '/buscar?q=paracetamol'],
    ['a collection', '/coleccion/ofertas'],
    ['a product with several pictures', `/producto/${GALLERY_PRODUCT}`],
    ['a content page', '/nosotros'],
    ['the Libro de Reclamaciones', '/libro-de-reclamaciones'],
  ])('%s (desktop and phone)', async (_, path) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await browser.newPage({ viewport });
      await page.goto(url(path));
      await page.locator('h1').first().waitFor();
      await hydrated(page);
      await expectNoSeriousViolations(page, `${path} at ${viewport.width}px`);
      await page.close();
    }
  });

  it('with the desktop menu, its "Más" and the phone menu open', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Subcategorías de Mamá y Bebé' }).click();
    await expectNoSeriousViolations(page, 'navbar panel open');
    await nav.getByRole('button', { name: 'Más' }).click();
    await expectNoSeriousViolations(page, '"Más" open');
    await page.close();

    const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await phone.goto(url('/'));
    await hydrated(phone);
    await phone.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Menú de categorías' });
    await drawer.getByText('Mamá y Bebé', { exact: true }).click();
    await expectNoSeriousViolations(phone, 'phone menu open');
    await phone.close();
  });
});

describe('desktop menu', () => {
  it('keeps the top level on one row at 1366 px, the rest under "Más"', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    await hydrated(page);
    const rows = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.navbar-row > li:not([hidden])'))
        .filter((item) => getComputedStyle(item).visibility !== 'hidden')
        .map((item) => ({ top: item.getBoundingClientRect().top, right: item.getBoundingClientRect().right })),
    );
    expect(new Set(rows.map((row) => Math.round(row.top))).size).toBe(1);
    expect(Math.max(...rows.map((row) => row.right))).toBeLessThanOrEqual(1366);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const more = nav.getByRole('button', { name: 'Más' });
    await more.click();
    const overflow = await page.locator('.navbar-more .navbar-panel > ul > li > a').allTextContents();
    const shown = await page.locator('.navbar-row > li[data-top]:not([hidden]) > a').allTextContents();
    expect(overflow.length).toBeGreaterThan(0);
    expect([...shown, ...overflow]).toContain('Feria');
    expect(shown).not.toContain(overflow[0]);
    await page.close();
  });

  it('opens the second and third levels by keyboard (Enter, arrows, Escape) and on hover', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const toggle = nav.getByRole('button', { name: 'Subcategorías de Mamá y Bebé' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // Second level and, under Pañales, the third.
    await panel.getByRole('link', { name: 'Pañales', exact: true }).waitFor();
    expect(await panel.getByRole('link', { name: 'Pañales desechables' }).isVisible()).toBe(true);

    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.closest('[data-panel]') !== null);
    const first = await activeText(page);
    await page.keyboard.press('ArrowDown');
    expect(await activeText(page)).not.toBe(first);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-toggle'))).not.toBeNull();

    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    // Right arrow moves along the row: from the button to the next top-level link.
    await page.keyboard.press('ArrowRight');
    expect(await activeText(page)).toBe('Nutrición');

    await page.mouse.move(0, 800);
    await nav.getByRole('link', { name: 'Salud', exact: true }).hover();
    await nav.getByRole('link', { name: 'Primeros auxilios' }).waitFor();
    await page.mouse.move(0, 800);
    await nav.getByRole('link', { name: 'Primeros auxilios' }).waitFor({ state: 'hidden' });

    // A third-level link leads to its category.
    await toggle.click();
    await panel.getByRole('link', { name: 'Pañales desechables' }).click();
    await page.waitForURL('**/categoria/panales-desechables');
    await page.close();
  });

  it('keeps the keys pressed before its behaviour has arrived (loaded on idle or first use)', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const chunk = await holdChunk(page, 'navbar-second');
    await page.goto(url('/'));
    await page.waitForFunction(() => document.querySelector('.navbar-row[data-measured]') !== null);
    await expect.poll(chunk.held).toBe(1);
    const toggle = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('button', { name: 'Subcategorías de Mamá y Bebé' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    // The page did not scroll on the arrow meanwhile.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    chunk.release();
    // Enter opened the panel and Down went into it.
    await page.waitForFunction(() => document.activeElement?.closest('[data-panel]') !== null);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });
});

describe('keyboard focus', () => {
  it('goes to the first new product after "Ver más productos"', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/buscar?q=ml'));
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Ver más productos' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('[data-product-card]') !== null, undefined, {
      timeout: 15_000,
    });
    const index = await page.evaluate(() => {
      const cards = Array.from(document.querySelectorAll('[data-scroll-root="busqueda"] [data-product-card]'));
      return cards.findIndex((card) => card.contains(document.activeElement));
    });
    expect(index).toBe(100);
    await page.close();
  });

  it("goes to the new page's main heading after a route change", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Farmacia', exact: true })
      .click();
    await page.waitForURL('**/categoria/farmacia');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await activeText(page)).toBe('Farmacia');
    await page.close();
  });

  it('stays in the phone menu: the page behind is inert and Tab never leaves it', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(url('/'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú de categorías' });
    await drawer.waitFor();
    expect(await page.locator('#contenido').evaluate((main) => (main as HTMLElement).inert)).toBe(true);
    const inside = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    const where = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
    let before = '';
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${press + 1} from ${before} to ${await where()}`).toBe(true);
      before = await where();
    }
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${press + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.locator('#contenido').evaluate((main) => (main as HTMLElement).inert)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menú');
    await page.close();
  });

  it('opens the phone menu pressed before its panel has arrived, with the focus inside', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const chunk = await holdChunk(page, 'Menú de categorías');
    await page.goto(url('/'));
    await expect.poll(chunk.held).toBe(1);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    chunk.release();
    await page.getByRole('dialog', { name: 'Menú de categorías' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await page.locator('#contenido').evaluate((main) => (main as HTMLElement).inert)).toBe(true);
    await page.close();
  });

  it('reaches the gallery strip and names its controls "Imagen 2 de 3"; card pictures beside their names are decorative', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url(`/producto/${GALLERY_PRODUCT}`));
    const strip = page.getByTestId('gallery-strip');
    expect(await strip.getAttribute('tabindex')).toBe('0');
    await page.getByRole('link', { name: 'Imagen 2 de 3' }).waitFor();
    expect(await page.getByRole('link', { name: 'Imagen 3 de 3' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Imagen 2 de 3' }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="gallery-strip"]')?.scrollLeft ?? 0) > 0);
    const cardAlts = await page
      .locator('[data-product-card] img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(cardAlts.length).toBeGreaterThan(0);
    expect(new Set(cardAlts)).toEqual(new Set(['']));
    await page.close();
  });
});

describe('catalogue findings', () => {
  it('shows the whole category path in the breadcrumbs of a product and of a category', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/categoria/panales-desechables'));
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
    expect(await crumbs.allTextContents()).toEqual(['Inicio', 'Mamá y Bebé', 'Pañales', 'Pañales desechables']);
    await page.locator('[data-product-card] a').first().click();
    await page.waitForURL('**/producto/**');
    await page.locator('h1').waitFor();
    const names = await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('listitem')
      .allTextContents();
    expect(names.slice(0, 4)).toEqual(['Inicio', 'Mamá y Bebé', 'Pañales', 'Pañales desechables']);
    expect(names).toHaveLength(5);
    await page.close();
  });

  it('keeps the query in the search box of a results page opened directly', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/buscar?q=paracetamol'));
    expect(await page.getByRole('combobox', { name: 'Buscar productos' }).first().inputValue()).toBe('paracetamol');
    await page.goto(url('/categoria/farmacia'));
    expect(await page.getByRole('combobox', { name: 'Buscar productos' }).first().inputValue()).toBe('');
    await page.close();
  });

  it('suggests products as the shopper types, by keyboard alone (combobox), and still submits the search', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    const field = page.getByRole('combobox', { name: 'Buscar productos' }).first();
    const list = page.getByRole('listbox', { name: 'Sugerencias' }).first();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sugerencias')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
    });

    // One letter asks nothing; typing on asks once, after the pause (300 ms), for the whole word.
    await field.focus();
    await page.keyboard.type('p');
    await page.waitForTimeout(500);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.type('aracetamol', { delay: 40 });
    await list.getByRole('option').first().waitFor();
    expect(asked).toEqual(['paracetamol']);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    const options = await list.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(6);
    for (const option of options) expect(option).toMatch(/paracetamol/i);
    expect(await seriousViolations(page)).toEqual([]);

    // ↓ chooses the first, ↑ wraps to the last, Escape closes and leaves the text.
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await list.getByRole('option').last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(await field.inputValue()).toBe('paracetamol');

    // Enter with no option chosen submits the search as before.
    await page.keyboard.press('Enter');
    await page.waitForURL('**/buscar?q=paracetamol');
    await page.locator('[data-product-card]').first().waitFor();
    const resultNames = await page.locator('[data-product-card] h3').allTextContents();

    // The suggestions are the results page's first products; ↓ + Enter opens the chosen one.
    const box = page.getByRole('combobox', { name: 'Buscar productos' }).first();
    await box.fill('');
    await box.focus();
    await page.keyboard.type('paracetamol', { delay: 40 });
    await list.getByRole('option').first().waitFor();
    const names = await list.locator('[role="option"] > span:first-child').allTextContents();
    expect(names).toEqual(resultNames.slice(0, names.length).map((name) => name.trim()));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/producto/**');
    await page.getByRole('heading', { level: 1, name: names[0] }).waitFor();
    await page.close();
  });

  it("shows the category's own description, one wording of the delivery area, and a footer heading that is not a link", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/categoria/panales-desechables'));
    const intro = (await page.locator('.category-page .intro').textContent())?.trim();
    expect(intro).toBe('Pañales para recién nacidos, bebés y niños en todas las tallas.');
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/todo Lima|Lima Metropolitana|todo el Perú/);
    expect(text).toContain('Delivery en Lima y Callao.');
    const heading = page.getByRole('contentinfo').getByRole('heading', { name: 'Categorías' });
    expect(await heading.getByRole('link').count()).toBe(0);
    await page.close();
  });

  it("shows the store's identity in the footer, from the content backend", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/'));
    const identity = page.getByTestId('store-identity');
    const text = (await identity.textContent()) ?? '';
    for (const expected of [
      'Cuida Farmacias S.A.C.',
      'RUC20605478124',
      'Q.F. Ana Lucía Paredes Rojas (C.Q.F.P. 12458)',
      'N.° 0098765',
      'atencion@cuida.pe',
      'Yape',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await identity.getByRole('link', { name: /987 000 123/ }).getAttribute('href')).toBe(
      'https://wa.me/51987000123',
    );
    expect(await identity.getByRole('link', { name: '(01) 640-9000' }).getAttribute('href')).toBe('tel:+5116409000');
    await page.close();
  });

  it('shows the first row of products above the fold of a 1366×900 screen', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(url('/categoria/mama-y-bebe'));
    const card = page.locator('[data-product-card]').first();
    await card.waitFor();
    const box = await card.locator('img, .image-placeholder').first().boundingBox();
    const name = await card.locator('h3').boundingBox();
    expect(box).not.toBeNull();
    // The picture and the name of the first row are on screen without scrolling.
    expect((name?.y ?? 0) + (name?.height ?? 0)).toBeLessThanOrEqual(900);
    await page.close();
  });
});
