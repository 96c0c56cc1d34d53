/**
 * First-load JavaScript per route of the last `next build` (Next 16 no longer prints it): raw and gzip sizes, read
 * from `web/.next/diagnostics/route-bundle-stats.json` (gzip: each first-load chunk at level 9, summed).
 *
 * `npm run first-load-js -w web` rewrites the table in docs/storefront.md (between the `first-load-js` markers) and
 * prints it; scripts/lighthouse.ts rewrites it too, with its own tables; `npm run first-load-js:check -w web` fails
 * when a route is over its budget (`npm test` runs it after the browser journeys' production build). Build first:
 * `npm run build -w web`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const DOC = join(ROOT, 'docs', 'storefront.md');

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

const STATS_PATH = join(ROOT, 'web', '.next', 'diagnostics', 'route-bundle-stats.json');

/** Every shopper route's budget: first-load JavaScript, gzip. */
export const FIRST_LOAD_BUDGET_KB = 150;

/**
 * Routes still above the budget, each held at a ceiling just over its size when the budget check came, so that none
 * grows while they are brought under it (their client code: Apollo Client and the checkout's steps). Raised once, for
 * saved addresses and the account's security page, by what was measured side by side with the build before them:
 * the five address documents add 1.1 kB gzip to every route that bundles the codegen documents module
 * (`web/src/gql/graphql.ts` is one module: checkout 224.9 → 226.3, confirmation 214.2 → 215.3, Libro de Reclamaciones
 * 188.1 → 189.2) and the account page's address book 4.2 kB (156.7 → 160.9, its form loading on demand).
 */
export const INTERIM_CEILINGS_KB: Readonly<Record<string, number>> = {
  '/checkout': 226.5,
  '/checkout/confirmacion': 215.5,
  '/registro-usuario': 215,
  '/carrito': 213,
  '/libro-de-reclamaciones': 189.5,
  '/mi-cuenta': 161,
};

export interface RouteSize {
  route: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Each route's first-load JS of the last build; null when there is no build. */
export function routeSizes(statsPath = STATS_PATH): RouteSize[] | null {
  let stats: RouteStats[];
  try {
    stats = JSON.parse(readFileSync(statsPath, 'utf8'));
  } catch {
    return null;
  }
  return stats.map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
    route,
    rawBytes: firstLoadUncompressedJsBytes,
    gzipBytes: firstLoadChunkPaths.reduce(
      (total, chunk) => total + gzipSync(readFileSync(join(ROOT, 'web', chunk)), { level: 9 }).length,
      0,
    ),
  }));
}

/** The routes over their budget (the interim ceiling where a route has one, else the budget), one line each. */
export function overBudget(sizes: readonly RouteSize[]): string[] {
  return sizes.flatMap(({ route, gzipBytes }) => {
    const limit = INTERIM_CEILINGS_KB[route] ?? FIRST_LOAD_BUDGET_KB;
    const kb = gzipBytes / 1024;
    return kb > limit ? [`${route}: ${kb.toFixed(1)} kB gzip, over its ${limit} kB`] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The table, as Markdown (a sentence instead when there is no build). */
export function firstLoadJs(): string {
  const sizes = routeSizes();
  if (!sizes) return '_No build found (web/.next/diagnostics/route-bundle-stats.json)._';
  const rows = sizes.map(
    ({ route, rawBytes, gzipBytes }) =>
      `| \`${route}\` | ${kb(rawBytes)} | ${kb(gzipBytes)} | ${INTERIM_CEILINGS_KB[route] ?? FIRST_LOAD_BUDGET_KB} kB |`,
  );
  return ['| route | first-load JS | gzip | budget (gzip) |', '| --- | ---: | ---: | ---: |', ...rows].join('\n');
}

/** `text` with the content between `<!-- marker:start -->` and `<!-- marker:end -->` replaced (appended if absent). */
export function replaceSection(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return `${text.trimEnd()}\n\n${start}\n${content}\n${end}\n`;
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

if (
  process.argv[1] &&
  fileURLToPath(import.meta.url) === resolve(process.argv[1]) &&
  process.argv.includes('--check')
) {
  // The budget gate (`npm run first-load-js:check -w web`, after a production build): fails on a route over budget.
  const sizes = routeSizes();
  if (!sizes) {
    console.error('first-load JS: no build found; run `npm run build -w web` first.');
    process.exit(1);
  }
  const over = overBudget(sizes);
  for (const line of over) console.error(`first-load JS over budget: ${line}`);
  console.log(`first-load JS: ${sizes.length} routes, ${over.length} over budget`);
  process.exit(over.length > 0 ? 1 : 0);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const table = firstLoadJs();
  writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), 'first-load-js', table));
  console.log(table);
}
