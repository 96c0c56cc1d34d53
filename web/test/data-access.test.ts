import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's rules of data access and dependencies (docs/storefront.md, "Data access"), read from the sources:
 * server reads (and the server's own writes) go through a feature's `loaders.ts`; the browser writes through the
 * Apollo browser client (`lib/apollo-browser.ts`, to /api/graphql); every price shown goes through `<Price>`; the
 * checkout imports the cart and the account, never the other way round.
 */
const WEB = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = [...sources(join(WEB, 'src')), ...sources(join(WEB, 'app'))].map((path) => ({
  path: relative(WEB, path),
  text: readFileSync(path, 'utf8'),
}));

describe('storefront data access', () => {
  it("reads the gateway on the server only in the features' loaders", () => {
    const callers = files.filter((file) => /\bqueryGateway(As)?\(/.test(file.text)).map((file) => file.path);
    expect(callers.filter((path) => !path.endsWith('/loaders.ts') && path !== 'src/lib/gateway.ts')).toEqual([]);
    // Types (the customer's tokens) may be imported anywhere; the client itself only by the loaders.
    const importers = files.filter((file) =>
      /^import \{[^}]*\} from '(@\/lib|(\.\.\/)+lib)\/gateway'/m.test(file.text),
    );
    // The browser's proxy reads only the gateway's address.
    expect(
      importers
        .map((file) => file.path)
        .filter((path) => !path.endsWith('/loaders.ts') && path !== 'app/api/graphql/route.ts'),
    ).toEqual([]);
  });

  it('writes from the browser through the Apollo browser client only (no fetch of /api/graphql of its own)', () => {
    const ownFetch = files.filter((file) => /fetch\(\s*['"`]\/api\/graphql/.test(file.text)).map((file) => file.path);
    expect(ownFetch).toEqual([]);
    const clients = files.filter((file) => /new ApolloClient\(/.test(file.text)).map((file) => file.path);
    expect(clients).toEqual(['src/lib/apollo-browser.ts']);
  });

  it('shows every price through <Price> (the product page formats its lazily loaded line total itself)', () => {
    const formatting = files
      .filter((file) => file.path.endsWith('.tsx') && /\bformatPrice\b/.test(file.text))
      .map((file) => file.path);
    expect(formatting.sort()).toEqual(['src/features/product/PurchasePanel.tsx', 'src/lib/Price.tsx']);
  });

  it('lets the checkout import the cart and the account, never the other way round', () => {
    const backwards = files
      .filter((file) => file.path.startsWith('src/features/') && !file.path.startsWith('src/features/checkout/'))
      .filter((file) => /from '(\.\.\/checkout|@\/features\/checkout)\//.test(file.text))
      .map((file) => file.path);
    expect(backwards).toEqual([]);
  });

  it('renders category and collection pages with one listing component', () => {
    for (const page of ['app/categoria/[slug]/page.tsx', 'app/coleccion/[slug]/page.tsx']) {
      expect(files.find((file) => file.path === page)?.text).toContain('<CatalogueListingPage');
    }
  });
});
