import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

/**
 * A developer opens the gateway's GraphiQL on a machine with no internet: the editor renders from the gateway's own
 * files, runs an example operation against the sandbox, and shows the schema in its documentation explorer.
 */
let browser: Browser;
let page: Page;
const problems: string[] = [];
const foreign: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const origin = new URL(inject('gatewayUrl')).origin;
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
});
afterAll(() => browser?.close());

/** A part of the page's text; the editors lay out spaces as no-break spaces. */
const text = async (selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/\u00a0/g, ' ');

describe('GraphiQL in the browser', () => {
  it('renders from the gateway alone, with the examples and a partner-key header', async () => {
    await page.goto(inject('gatewayUrl'));
    await expect.poll(() => page.title()).toBe('Cuida · GraphQL');
    await page.getByRole('button', { name: /Execute query/ }).waitFor();
    await expect.poll(() => text('.graphiql-query-editor')).toContain('query CategoryListing');
    await expect.poll(() => text('.graphiql-editor-tool')).toContain('X-Api-Key');
  });

  it('runs an example operation and shows its data', async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    // The document holds several operations: GraphiQL asks which one to run.
    const choice = page.getByRole('menuitem', { name: 'CategoryListing' });
    if (await choice.isVisible({ timeout: 2_000 }).catch(() => false)) await choice.click();
    await expect
      .poll(() => text('.result-window'), { timeout: 20_000 })
      .toMatch(/"name": "Mamá y Bebé"[\s\S]*"totalCount": [1-9]/);
  });

  it('shows the schema in the documentation explorer', async () => {
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    await expect.poll(() => text('.graphiql-doc-explorer'), { timeout: 10_000 }).toMatch(/Query/);
    await explorer.getByText('Query', { exact: true }).first().click();
    await expect.poll(() => text('.graphiql-doc-explorer')).toMatch(/products/);
  });

  it('reached no other origin and reported no error', () => {
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
  });
});
