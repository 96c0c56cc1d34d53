import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cards = (page: Page) => page.locator('[data-scroll-root="productos"] [data-product-card]');

describe('catalogue journey', () => {
  it('home → category → listing with a filter → load more → product detail', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(inject('storefrontUrl'));

    await page
      .getByTestId('categories')
      .getByRole('link', { name: /Farmacia/ })
      .click();
    await page.waitForURL('**/categoria/farmacia');
    await page.getByRole('heading', { level: 1, name: 'Farmacia' }).waitFor();
    // Next streams metadata: the title may arrive just after the heading.
    await expect.poll(() => page.title()).toBe('Farmacia | Cuida Farmacia Online');
    expect(
      await page.getByRole('navigation', { name: 'Subcategorías de Farmacia' }).getByRole('link').count(),
    ).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Filtrar y ordenar' }).click();
    await page.waitForURL('**/productos?categoria=farmacia');
    await cards(page).first().waitFor();
    // Pages of 100, in stock only: Farmacia's products in stock fit in one page, so there is no "Ver más".
    const total = Number((await page.getByTestId('product-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(24);
    expect(total).toBeLessThan(100);
    expect(await cards(page).count()).toBe(total);
    expect(await page.locator('[data-scroll-root="productos"] [data-stock="out"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ver más productos' }).count()).toBe(0);
    expect(await page.getByLabel('Solo productos disponibles').count()).toBe(0);

    const firstBefore = await cards(page).first().getAttribute('data-slug');
    await page.getByLabel('Ordenar por').selectOption('precio-asc');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.waitForURL(/orden=precio-asc/);
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-scroll-root="productos"] [data-product-card]')?.getAttribute('data-slug') !==
        before,
      firstBefore,
    );
    // Sorted by the catalogue price (a card under a running collection promotion shows less, with "Antes").
    const amounts = (
      await page
        .locator('[data-scroll-root="productos"] [data-testid="product-card-price"]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-catalogue-price') ?? ''))
    ).map(Number);
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // A search matching more than 100 products in stock: 100, then the rest with "Ver más".
    await page.goto(`${inject('storefrontUrl')}/buscar?q=ml`);
    const resultCards = page.locator('[data-scroll-root="busqueda"] [data-product-card]');
    await resultCards.first().waitFor();
    expect(await resultCards.count()).toBe(100);
    await page.getByRole('button', { name: 'Ver más productos' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-scroll-root="busqueda"] [data-product-card]').length > 100,
    );
    expect(await resultCards.count()).toBeLessThanOrEqual(200);
    // The list's total is kept in the session with the products loaded.
    const saved = await page.evaluate(() => {
      const raw = sessionStorage.getItem(`cuida:list:${location.pathname}${location.search}`);
      return raw ? (JSON.parse(raw) as { total: number | null; items: unknown[] }) : null;
    });
    expect(saved?.total).toBe(await resultCards.count());
    expect(saved?.items.length).toBe((await resultCards.count()) - 100);

    const last = resultCards.last();
    const name = (await last.locator('h3').getAttribute('title')) ?? '';
    await last.getByRole('link').click();
    await page.waitForURL('**/producto/**');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toMatch(/^S\/\u00a0\d+\.\d{2}$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name, offers: { priceCurrency: 'PEN' } });
    expect(['Disponible', 'Últimas unidades']).toContain(await page.getByTestId('stock-state').textContent());
    await page.close();
  });

  it('hides load-more after a short page, and shows a prescription product with its badge and quantity bound', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Feria's products in stock are fewer than a page of 100: all of them at once, and no load-more.
    await page.goto(`${inject('storefrontUrl')}/productos`);
    await page.getByRole('heading', { level: 1, name: 'Feria' }).waitFor();
    const total = Number((await page.getByTestId('product-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(20);
    expect(await cards(page).count()).toBe(total);
    expect(await page.getByRole('button', { name: 'Ver más productos' }).count()).toBe(0);

    await page.goto(`${inject('storefrontUrl')}/productos?categoria=antibioticos`);
    const rx = page.locator('[data-product-card]', { has: page.getByTestId('card-rx-badge') }).first();
    await rx.getByRole('link').click();
    await page.getByTestId('rx-badge').waitFor();
    expect(await page.getByTestId('rx-badge').textContent()).toBe('Requiere receta');
    const quantity = page.getByTestId('quantity');
    const max = Number(await quantity.getAttribute('max'));
    await quantity.fill(String(max + 5));
    expect(Number(await quantity.inputValue())).toBe(max);
    await page.close();
  });

  it('renders content pages, collection promotions and a Spanish 404', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('storefrontUrl')}/preguntas-frecuentes`);
    await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);

    await page.goto(`${inject('storefrontUrl')}/coleccion/cyber-salud`);
    expect(await page.getByTestId('promotion-badge').textContent()).toMatch(/^20 % de descuento hasta el/);
    await page.goto(`${inject('storefrontUrl')}/coleccion/ofertas-de-verano`);
    expect(await page.getByTestId('promotion-badge').count()).toBe(0);

    // Each 404 says what was not found.
    const missing = [
      ['/producto/no-existe-este-producto', 'No encontramos este producto'],
      ['/categoria/no-existe-esta-categoria', 'No encontramos esta categoría'],
      ['/coleccion/no-existe-esta-coleccion', 'No encontramos esta colección'],
      ['/no/existe/esta/pagina', 'No encontramos esta página'],
    ] as const;
    for (const [path, heading] of missing) {
      const response = await page.goto(`${inject('storefrontUrl')}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.close();
  });

  it('suggests the recommendation service’s products under a product, and keeps the row when the service fails', async () => {
    const slug = 'allegra-180-mg-caja-x-10-tabletas';
    const gateway = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(inject('gatewayUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const { product } = (await gateway(
      'query ($slug: String!) { product(slug: $slug, channel: "feria-cuida") { id category { id } variants { sku } } }',
      { slug },
    )) as { product: { id: string; variants: { sku: string }[] } };
    const sku = product.variants[0]?.sku as string;
    const { recommendedProducts } = (await gateway(
      'query ($skus: [String!]) { recommendedProducts(skus: $skus, first: 8) { slug } }',
      { skus: [sku] },
    )) as { recommendedProducts: { slug: string }[] };
    expect(recommendedProducts.length).toBeGreaterThan(0);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const section = page.locator('section[aria-labelledby="recomendados"]');
    const shownSlugs = () =>
      section
        .locator('[data-product-card]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slug')));
    await page.goto(`${inject('storefrontUrl')}/producto/${slug}`);
    await section.getByRole('heading', { name: 'También te puede interesar' }).waitFor();
    const fromService = await shownSlugs();
    // The service's suggestions come first, in its order; never the product itself.
    expect(fromService.slice(0, recommendedProducts.length)).toEqual(
      recommendedProducts.slice(0, 8).map((item) => item.slug),
    );
    expect(fromService).not.toContain(slug);
    expect(await section.getAttribute('data-source')).not.toBe('category');

    // The recommendation service fails: the row is still there, never with the product itself — the service's
    // suggestions when they are in the data cache (per SKU, for every shopper), otherwise products of the same
    // category (which of the two depends on what the storefront's cache holds from earlier runs; the choice itself
    // is unit-tested in web/test/recommendations.test.ts, the cache's refusal of degraded answers in
    // web/test/gateway-client.test.ts).
    const faults = `${inject('sandboxUrl')}/__admin/faults/sales2`;
    await fetch(faults, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/obtener/producto/recomendado'], errorRate: 1 }),
    });
    try {
      await page.goto(`${inject('storefrontUrl')}/producto/${slug}`);
      await section.getByRole('heading', { name: 'También te puede interesar' }).waitFor();
      const during = await shownSlugs();
      expect(during.length).toBeGreaterThan(0);
      expect(during).not.toContain(slug);
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    // An answer the gateway gave without recommendations is never trusted from the cache: with the service back, the
    // next view shows its suggestions again.
    await page.goto(`${inject('storefrontUrl')}/producto/${slug}`);
    await section.getByRole('heading', { name: 'También te puede interesar' }).waitFor();
    expect(await section.getAttribute('data-source')).not.toBe('category');
    expect(await shownSlugs()).toEqual(fromService);
    await page.close();
  });
});
