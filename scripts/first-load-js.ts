/**
 * First-load JavaScript per route of the last `next build` (Next 16 no longer prints it): raw and gzip sizes, read
 * from `web/.next/diagnostics/route-bundle-stats.json` (gzip: each first-load chunk at level 9, summed).
 *
 * `npm run first-load-js -w web` rewrites the table in docs/storefront.md (between the `first-load-js` markers) and
 * prints it; scripts/lighthouse.ts rewrites it too, with its own tables. Build first: `npm run build -w web`.
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

/** The table, as Markdown (a sentence instead when there is no build). */
export function firstLoadJs(): string {
  const statsPath = join(ROOT, 'web', '.next', 'diagnostics', 'route-bundle-stats.json');
  let stats: RouteStats[];
  try {
    stats = JSON.parse(readFileSync(statsPath, 'utf8'));
  } catch {
    return '_No build found (web/.next/diagnostics/route-bundle-stats.json)._';
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const rows = stats.map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => {
    const gzip = firstLoadChunkPaths.reduce(
      (total, chunk) => total + gzipSync(readFileSync(join(ROOT, 'web', chunk)), { level: 9 }).length,
      0,
    );
    return `| \`${route}\` | ${kb(firstLoadUncompressedJsBytes)} | ${kb(gzip)} |`;
  });
  return ['| route | first-load JS | gzip |', '| --- | ---: | ---: |', ...rows].join('\n');
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

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const table = firstLoadJs();
  writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), 'first-load-js', table));
  console.log(table);
}
