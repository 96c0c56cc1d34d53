import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_CONTENT_SECURITY_POLICY } from '../src/graphiql/page';
import { startTestStack, type TestStack } from './support/stack';

/**
 * GraphiQL is served whole by the gateway: its page names only files of the gateway's own origin (no CDN, which a
 * closed network, a corporate proxy or a strict Content-Security-Policy would block), and those files are there.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const origin = () => new URL(stack.gateway.url).origin;

async function page() {
  const response = await fetch(stack.gateway.url, { headers: { accept: 'text/html' } });
  return { response, html: await response.text() };
}

/** Every address the page loads: stylesheet, scripts, icon, and the editor workers named in its JSON block. */
function addressesIn(html: string): { page: string[]; workers: Record<string, string> } {
  const page = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
  const block = /<script type="application\/json" id="graphiql-workers">([^<]*)<\/script>/.exec(html)?.[1];
  return { page, workers: block ? (JSON.parse(block) as Record<string, string>) : {} };
}

describe('GraphiQL page', () => {
  it('loads nothing from another origin and runs no inline script', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./i);
    const { page: addresses, workers } = addressesIn(html);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(workers).sort()).toEqual(['editorWorkerService', 'graphql', 'json']);
    for (const address of [...addresses, ...Object.values(workers)]) expect(address).toMatch(/^\/graphiql\//);
    // Scripts either load a file or carry JSON data; none runs inline.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.every((attributes) => /type="application\/json"/.test(attributes ?? ''))).toBe(true);
    expect(response.headers.get('content-security-policy')).toBe(GRAPHIQL_CONTENT_SECURITY_POLICY);
  });

  it('opens with the example operations and a partner-key header to fill in', async () => {
    const { html } = await page();
    const options = JSON.parse(
      /<script type="application\/json" id="graphiql-options">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as { defaultQuery?: string; headers?: string; title?: string };
    expect(options.title).toBe('Cuida · GraphQL');
    expect(options.defaultQuery).toContain('query CategoryListing');
    expect(JSON.parse(options.headers ?? '{}')).toEqual({ 'X-Api-Key': '' });
  });
});

describe('GraphiQL files', () => {
  it('serves each file the page names, immutable, compressed when asked', async () => {
    const { html } = await page();
    const { page: addresses, workers } = addressesIn(html);
    for (const address of [...addresses, ...Object.values(workers)]) {
      const plain = await fetch(`${origin()}${address}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await plain.arrayBuffer());
      expect(plain.status, address).toBe(200);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(plain.headers.get('content-type')).toMatch(
        address.endsWith('.js') ? /^text\/javascript/ : address.endsWith('.css') ? /^text\/css/ : /^image\//,
      );
      expect(body.length).toBeGreaterThan(0);

      const compressed = await fetch(`${origin()}${address}`, { headers: { 'accept-encoding': 'gzip' } });
      // fetch decompresses on its own: the same bytes arrive, and the header says they travelled gzipped.
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await compressed.arrayBuffer()).equals(body)).toBe(true);
    }
  });

  it('the script is GraphiQL itself, and the boot script starts it with same-origin workers', async () => {
    const { html } = await page();
    const { page: addresses } = addressesIn(html);
    const scripts = addresses.filter((address) => address.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (address) => (await fetch(`${origin()}${address}`)).text()));
    expect(texts.some((text) => text.includes('renderYogaGraphiQL') && text.length > 1_000_000)).toBe(true);
    expect(texts.some((text) => /getWorkerUrl/.test(text) && text.length < 2_000)).toBe(true);
  });

  it('answers an unknown file 404 and a write 405, and leaves /graphql alone', async () => {
    expect((await fetch(`${origin()}/graphiql/graphiql.000000000000.js`)).status).toBe(404);
    expect((await fetch(`${origin()}/graphiql/../graphql`)).status).not.toBe(500);
    const write = await fetch(`${origin()}/graphiql/boot.js`, { method: 'POST', body: '{}' });
    expect(write.status).toBe(405);
    const graphql = await fetch(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await graphql.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
