import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * V8's per-file compile hint: a script that starts with this comment has all its functions compiled on the
 * background thread that streams it, instead of one by one on the main thread the first time each is called.
 * Chromium reads it (explicit compile hints); other engines ignore a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts every page runs as it starts (React, the App Router, Turbopack's runtime), from the build manifest. */
export function startupScripts(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null || !('rootMainFiles' in manifest)) return [];
  const files = (manifest as { rootMainFiles: unknown }).rootMainFiles;
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(file));
}

/** The script with the hint first; a script that has it already is left as it is (a build step run twice). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Only the large start-up scripts (React DOM, the App Router) get it: they hold nearly all the functions compiled
 * during a page's start-up, and each hint costs about 30 bytes (gzip) of every route's first-load budget.
 */
export const HINTED_SCRIPT_MIN_BYTES = 100_000;

/**
 * Puts the hint at the top of the large start-up scripts of a production build (next.config.ts runs it after Next
 * compiles). The profile of a product page's load on a phone-speed CPU had 0.19–0.24 s of the main thread compiling
 * functions of these scripts lazily; with the hint about 0.01 s (docs/storefront.md, "Speed").
 */
export async function addCompileHints(projectDir: string, distDir: string): Promise<string[]> {
  const dist = resolve(projectDir, distDir);
  const manifest: unknown = JSON.parse(await readFile(join(dist, 'build-manifest.json'), 'utf8'));
  const hinted: string[] = [];
  for (const file of startupScripts(manifest)) {
    const path = join(dist, file);
    if ((await stat(path)).size < HINTED_SCRIPT_MIN_BYTES) continue;
    await writeFile(path, withCompileHint(await readFile(path, 'utf8')));
    hinted.push(file);
  }
  return hinted;
}
