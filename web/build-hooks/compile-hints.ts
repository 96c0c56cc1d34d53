import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * V8's per-file compile hint: a script that starts with this comment has all its functions compiled on the
 * background thread that streams it, instead of one by one on the main thread the first time each is called.
 * Chromium reads it (explicit compile hints); other engines ignore a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^[\w.-]+\.js$/;

/** The legacy browsers' polyfills (`polyfillFiles` of the build manifest): modern browsers never load them. */
export function polyfillScripts(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null || !('polyfillFiles' in manifest)) return [];
  const files = (manifest as { polyfillFiles: unknown }).polyfillFiles;
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string');
}

/** The script with the hint first; a script that has it already is left as it is (a build step run twice). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Puts the hint at the top of every script of a production build but the polyfills (next.config.ts runs it after
 * Next compiles): each is loaded when its code is about to run, the start-up scripts as the page starts and the
 * others on demand (the checkout, Apollo Client, the cart's engine…). The profile of a product page's load on a
 * phone-speed CPU had 0.6–0.7 s of the main thread compiling the framework's functions lazily at 4× CPU; with the
 * hint 0.15–0.2 s (docs/storefront.md, "Speed"). Each hint costs about 30 bytes (gzip) of a route's first load per
 * script in it; `npm run first-load-js:check` holds every route to its budget with them.
 */
export async function addCompileHints(projectDir: string, distDir: string): Promise<string[]> {
  const dist = resolve(projectDir, distDir);
  const manifest: unknown = JSON.parse(await readFile(join(dist, 'build-manifest.json'), 'utf8'));
  const skipped = new Set(polyfillScripts(manifest));
  const hinted: string[] = [];
  for (const name of await readdir(join(dist, 'static', 'chunks'))) {
    const file = `static/chunks/${name}`;
    if (!CHUNK.test(name) || skipped.has(file)) continue;
    const path = join(dist, file);
    await writeFile(path, withCompileHint(await readFile(path, 'utf8')));
    hinted.push(file);
  }
  return hinted;
}
