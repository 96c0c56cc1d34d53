import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Next's data cache keeps any HTTP 200 answer for its `revalidate` time, and an answer the gateway sent without some
 * decorations (`extensions.degraded`: promotions, recommendations, subscription flags unavailable) is a 200.
 * `queryGateway` never trusts a cached answer marked degraded (it reads again uncached, gateway-client.test.ts), but
 * promotions follow their windows to the minute and subscription flags are a customer's own: no read the storefront
 * sends through the data cache (`queryGateway` with a cache policy) may select those; they are read per visit (the
 * cart's promotion preview, the account's subscriptions). Recommendations are the same for every shopper and are
 * cached per SKU.
 */
const WEB = join(import.meta.dirname, '..');
const DECORATIONS = /\b(promotions|evaluatePromotions|hasSubscription)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'gql' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The operations passed to `queryGateway` together with a cache policy (`CACHE.…`). */
function dataCachedOperations(): string[] {
  const names = new Set<string>();
  for (const file of [...sources(join(WEB, 'src')), ...sources(join(WEB, 'app'))]) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.split('queryGateway(').slice(1)) {
      const statement = call.slice(0, call.indexOf(';'));
      const document = /^\s*(\w+)Document\b/.exec(statement)?.[1];
      if (document && /\bCACHE\./.test(statement)) names.add(document);
    }
  }
  return [...names];
}

describe("the storefront's data cache", () => {
  it('caches no read that selects a decoration', () => {
    const manifest = JSON.parse(readFileSync(join(WEB, 'src', 'gql', 'persisted-documents.json'), 'utf8')) as Record<
      string,
      string
    >;
    const operations = dataCachedOperations();
    expect(operations).toEqual(expect.arrayContaining(['ProductList', 'ProductBySlug', 'Home']));
    for (const name of operations) {
      const document = Object.values(manifest).find((text) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text));
      expect(document, name).toBeDefined();
      expect(DECORATIONS.test(document ?? ''), `${name} selects a decoration`).toBe(false);
    }
  });
});
