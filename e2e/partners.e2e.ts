/**
 * A partner's landing from the agreements service: the insurer's app opens the store with its badge, banners, product
 * row and worlds; an insured member verifies their membership by document (keyboard only), the badge says so for the
 * session; a world page (the skincare world) keeps the partner flag and has the scroll restoration's key element; the
 * CI club verifies by member code. Axe finds nothing serious or critical on the landing, the form and the world. The
 * sitemap lists the partners' worlds beside the catalogue.
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

const url = (path: string) => `${inject('storefrontUrl')}${path}`;

/** Tabs until the element with this accessible label has the focus (keyboard only). */
async function tabTo(page: Page, label: string, limit = 200) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return (labelled ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    });
    if (focused === label) return;
  }
  throw new Error(`never reached ${label}`);
}

describe('partner agreements', () => {
  it("lists the partners' worlds in the sitemap, beside the catalogue's pages", async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(locations).toContain('/mundo/cuidado-de-la-piel');
    expect(locations.filter((path) => path.startsWith('/mundo/'))).toHaveLength(1);
    expect(locations.some((path) => path.startsWith('/categoria/'))).toBe(true);
    expect(locations.some((path) => path.startsWith('/producto/'))).toBe(true);
  });

  it("insurer's landing → membership verified by document, keyboard only → the skincare world", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/?appRimac=true'));

    // Branding from the agreements service: the logo on the media host, the tagline.
    const badge = page.getByTestId('partner-badge');
    await badge.waitFor();
    expect(await badge.getAttribute('data-partner')).toBe('rimac');
    expect(await badge.getByRole('img', { name: 'Rimac Seguros' }).getAttribute('src')).toMatch(
      /\/media\/logos\/rimac\.svg$/,
    );
    await page.waitForFunction(() => {
      const logo = document.querySelector<HTMLImageElement>('[data-testid="partner-badge"] img');
      return logo?.complete && logo.naturalWidth > 0;
    });
    expect(await badge.textContent()).toContain('Beneficios para asegurados Rimac');
    expect(await page.getByRole('region', { name: 'Beneficios Rimac Seguros' }).getByRole('link').count()).toBe(2);
    const row = page.getByRole('region', { name: 'Elegidos para asegurados Rimac' });
    await row.locator('[data-product-card]').first().waitFor();
    expect(await row.locator('[data-product-card]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Verifica tu afiliación a Rimac Seguros' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: an empty number is refused by the form, a document that is not a member by the agreement.
    await tabTo(page, 'Número de documento');
    await page.keyboard.press('Enter');
    const number = page.getByLabel('Número de documento');
    await page.getByText('Ingresa tu número de documento.').waitFor();
    expect(await number.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('45871236');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No encontramos una afiliación a Rimac Seguros' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The insured member, typed with a dash.
    await number.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('7012-5489');
    await page.keyboard.press('Enter');
    const verified = page.getByTestId('membership-verified');
    await verified.waitFor();
    expect(await verified.textContent()).toBe(
      'Afiliación verificada: Jorge Ramírez. Te escribiremos a jor*********z@cuida.pe.',
    );
    expect(await verified.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByTestId('partner-verified').waitFor();

    // Kept for the session: a reload shows the member verified, without asking again.
    await page.reload();
    await page.getByTestId('membership-verified').waitFor();
    await page.getByTestId('partner-verified').waitFor();

    // A world the agreement offers: the flag is kept, banners and the product row from the service.
    await page
      .getByRole('navigation', { name: 'Mundos Rimac Seguros' })
      .getByRole('link', {
        name: 'Mundo cuidado de la piel',
      })
      .click();
    await page.waitForURL('**/mundo/cuidado-de-la-piel?appRimac=true');
    await page.getByRole('heading', { level: 1, name: 'Mundo cuidado de la piel' }).waitFor();
    await expect.poll(() => page.title()).toContain('Mundo cuidado de la piel');
    expect(
      await page.getByRole('region', { name: 'Destacados de Mundo cuidado de la piel' }).getByRole('link').count(),
    ).toBe(2);
    // The scroll restoration's key element of a world.
    await page.locator('[data-scroll-root="mundo"] [data-product-card]').first().waitFor();
    expect(
      await page.getByRole('region', { name: 'Cuidado solar' }).locator('[data-product-card]').count(),
    ).toBeGreaterThan(0);
    await page.getByTestId('partner-verified').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An unknown world is a Spanish 404.
    const missing = await page.goto(url('/mundo/no-existe'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No encontramos este mundo' }).waitFor();
    await page.close();
  });

  it('the CI club verifies its members by member code', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/?appCI=true'));
    await page.getByTestId('partner-badge').waitFor();
    expect(await page.getByTestId('partner-badge').getAttribute('data-partner')).toBe('ci');
    await page.getByLabel('Código de socio').fill('ci-2024-0001');
    await page.getByRole('button', { name: 'Verificar afiliación' }).click();
    await page.getByTestId('membership-verified').waitFor();
    expect(await page.getByTestId('membership-verified').textContent()).toContain('Lucía Torres');
    expect(await page.getByRole('region', { name: 'Packs para socios del Club CI' }).count()).toBe(1);
    await page.close();
  });

  it('the web and the non-customer zone show no agreement', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('/?zonaNoClientes=true'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('membership').count()).toBe(0);
    expect(await page.getByTestId('partner-badge').count()).toBe(0);
    await page.close();
  });
});
