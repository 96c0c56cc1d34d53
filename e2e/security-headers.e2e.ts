import { createServer } from 'node:http';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

/**
 * The storefront's security headers on real responses of the production build (web/proxy.ts,
 * web/src/lib/security-headers.ts), and pages that still hydrate under the policy with no violation reported.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Violations = { directive: string; blocked: string }[];

/** Render-blocking stylesheets a page may load (the most any page loads since the styles became CSS modules). */
const STYLESHEETS_PER_PAGE = 4;

/** A page that records every CSP violation: the DOM event in each frame, and Chromium's console reports. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<Violations>; console: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string }[] = [];
    (window as unknown as { __csp: typeof list }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const violations = async () => {
    const all: Violations = [];
    for (const frame of page.frames()) {
      all.push(
        ...(await frame
          .evaluate(() => (window as unknown as { __csp?: Violations }).__csp ?? [])
          .catch(() => [] as Violations)),
      );
    }
    return all;
  };
  return { page, violations, console };
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The nonce of a policy. */
function nonceIn(policy: string | null): string {
  const sources = directives(policy).get('script-src') ?? [];
  return sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? 'none';
}

/** The nonce of a page response's policy. */
function nonceOf(response: Response | null): string {
  return nonceIn(response?.headers()['content-security-policy'] ?? null);
}

/**
 * The nonces on the document's scripts (read as a property: Chromium hides the attribute after parsing). Chunks that
 * Next's runtime adds later carry none — `'strict-dynamic'` trusts them — so only the scripts with one are compared;
 * an inline script without it would be blocked and reported as a violation.
 */
function scriptNonces(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.scripts].map((script) => script.nonce ?? '').filter(Boolean));
}

describe('security headers', () => {
  it('sends the policy and the other headers on real page responses, with a fresh nonce on every script', async () => {
    const base = inject('storefrontUrl');
    const home = await fetch(base);
    const product = /href="(\/producto\/[^"?]+)"/.exec(await home.clone().text())?.[1];
    expect(product).toBeDefined();
    const seen = new Set<string>();
    for (const path of ['/', product, product]) {
      // Raw responses (Chromium hides Strict-Transport-Security received over http from its reports).
      const response = await fetch(new URL(path ?? '/', base));
      expect(response.status).toBe(200);
      const headers = response.headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The stack runs the production build, so HSTS is sent (browsers ignore it over plain http).
      expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('x-frame-options')).toBeNull();
      // HTML carrying a nonce is never kept by a shared cache.
      expect(headers.get('cache-control')).toMatch(/private.*no-store/);

      const csp = directives(headers.get('content-security-policy'));
      const nonce =
        csp
          .get('script-src')
          ?.find((source) => source.startsWith("'nonce-"))
          ?.slice(7, -1) ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
      // Itself only: the storefront's server talks to the user pool, the browser never does.
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toContain(inject('sandboxUrl'));
      expect(csp.get('frame-ancestors')).toEqual(["'self'", inject('partnerOrigin')]);
      expect(csp.get('object-src')).toEqual(["'none'"]);

      // Next stamped this request's nonce on every script it rendered (JSON-LD is data, never run).
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    }

    // A build file and an API route (outside the proxy) get the static headers from next.config.ts, no policy.
    const html = await (await fetch(base)).text();
    const asset = /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const path of [asset, '/api/graphql']) {
      const response = await fetch(new URL(path, base));
      await response.arrayBuffer();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('home and product pages hydrate under the policy, twice in a row, with no violation', async () => {
    const { page, violations, console } = await watchedPage();
    const base = inject('storefrontUrl');
    await page.goto(base);
    // A client interaction: the discover tabs toggle only once React has hydrated.
    const tab = page.getByRole('tablist', { name: 'Descubre' }).getByRole('tab').nth(1);
    await tab.click();
    await page.waitForFunction(
      () => document.querySelectorAll('[role="tablist"] [role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
    );

    // A client-side navigation (the RSC payload over fetch, connect-src 'self') to a product.
    await page.locator('[data-product-card] a').first().click();
    await page.waitForURL('**/producto/**');
    const product = page.url();

    // The product page loaded as a document, twice: a page cached with an earlier visitor's nonce would not hydrate.
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(product);
      expect(response?.status()).toBe(200);
      expect(new Set(await scriptNonces(page))).toEqual(new Set([nonceOf(response)]));
      const quantity = page.getByTestId('quantity');
      await quantity.waitFor();
      expect(await quantity.inputValue()).toBe('1');
      await page.getByRole('button', { name: 'Agregar una unidad' }).click();
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('[data-testid="quantity"]')?.value === '2',
      );
    }

    // The cart: its engine arrives as a chunk; after a reload the saved cart is read back by its own small readers
    // (lib/stored-shape.ts), so zod, whose `eval` probe the policy would report, is not even loaded.
    await page.getByRole('button', { name: /^Agregar al carrito/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '2');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '2');
    expect(await page.evaluate(() => '__zod_globalConfig' in globalThis)).toBe(false);

    // Load-more: Apollo Client arrives as a chunk loaded by a trusted script ('strict-dynamic') and calls
    // /api/graphql; the optimised pictures come from the storefront's image optimizer.
    await page.goto(`${base}/buscar?q=ml`);
    await page.getByRole('button', { name: 'Ver más productos' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-scroll-root="busqueda"] [data-product-card]').length > 100,
    );

    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
    await page.close();
  });

  it('styles reach every page under the policy: files of the site, no inline style without the nonce', async () => {
    // Next's inlined CSS (`experimental.inlineCss`) comes as one <style> that React writes without the nonce: the
    // policy refuses it and the pages show unstyled. Inline styles must carry the page's nonce, stylesheets must be
    // the build's own files, and a page must be styled once loaded.
    const base = inject('storefrontUrl');
    const { page, violations, console } = await watchedPage();
    for (const path of ['/', '/productos?categoria=farmacia', '/ingresar', '/carrito']) {
      const response = await fetch(new URL(path, base));
      expect(response.status).toBe(200);
      const nonce = nonceIn(response.headers.get('content-security-policy'));
      const html = await response.text();
      for (const [tag] of html.matchAll(/<style\b[^>]*>/g)) expect(tag).toContain(` nonce="${nonce}"`);
      const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
      for (const tag of sheets) expect(tag).toMatch(/href="\/_next\/static\/[^"]+\.css"/);
      // Each one holds the first paint back; the split into CSS modules must not bring back one file per module.
      expect(sheets.length).toBeLessThanOrEqual(STYLESHEETS_PER_PAGE);

      await page.goto(new URL(path, base).toString());
      // globals.css lays the body out as a column; a refused stylesheet leaves it a block.
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex');
    }
    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
    await page.close();
  });

  it('the image optimizer fetches the media host, and no other port of the same machine', async () => {
    const storefront = inject('storefrontUrl');
    const html = await (await fetch(`${storefront}/`)).text();
    const optimized = /\/_next\/image\?url=[^"\s]+/.exec(html)?.[0]?.replaceAll('&amp;', '&');
    expect(optimized).toBeDefined();
    const picture = await fetch(`${storefront}${optimized}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    const media = new URL(new URL(`${storefront}${optimized}`).searchParams.get('url') ?? '');
    for (const elsewhere of [
      `${inject('identityUrl')}${media.pathname}`,
      `${new URL(inject('gatewayUrl')).origin}${media.pathname}`,
      `http://127.0.0.1:${media.port}${media.pathname}`,
    ]) {
      const answer = await fetch(`${storefront}/_next/image?url=${encodeURIComponent(elsewhere)}&w=412&q=75`);
      expect(answer.status, elsewhere).toBe(400);
    }
  });

  it('lets a configured partner embed the store, and no other origin', async () => {
    const storefront = inject('storefrontUrl');
    const partner = new URL(inject('partnerOrigin'));
    // A partner app's page with the store in an iframe, served on every interface: the configured origin is
    // http://localhost:<port>, the same page at http://127.0.0.1:<port> is an origin nobody configured. (The partner
    // is same-site with the storefront here, so the framed store keeps its session storage in an incognito context.)
    const server = createServer((_, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        '<!doctype html><title>Socio</title>' +
          `<iframe name="tienda" src="${storefront}/?appRimac=true" width="1200" height="800"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(Number(partner.port), resolve));
    try {
      const { page, violations } = await watchedPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refused.push(message.text());
      });
      const embedded = () => page.frames().find((frame) => frame.name() === 'tienda');

      await page.goto(partner.origin);
      const store = page.frameLocator('iframe[name="tienda"]');
      // Rendered and hydrated inside the partner's page: the branding and the discover tabs are client-side.
      await store.getByTestId('partner-badge').waitFor();
      const tab = store.getByRole('tablist', { name: 'Descubre' }).getByRole('tab').nth(1);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(refused).toEqual([]);
      expect(await violations()).toEqual([]);

      await page.goto(`http://127.0.0.1:${partner.port}/`);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      expect(refused[0]).toContain(`frame-ancestors 'self' ${partner.origin}`);
      // Chromium swaps the refused frame for its error page: the frame is briefly absent from page.frames().
      await expect.poll(() => embedded() !== undefined).toBe(true);
      expect(embedded()?.url()).not.toContain(storefront);
      await page.close();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
