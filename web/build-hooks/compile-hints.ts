import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * V8's per-file compile hint: a script that starts with this comment has all its functions compiled on the
 * background thread that streams it, instead of one by one on the main thread the first time each is called.
 * Chromium reads it (explicit compile hints); other engines ignore a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const CHUNK = /^static\/chunks\/[\w.-]+\.js$/;

function manifestScripts(manifest: unknown, key: 'rootMainFiles' | 'polyfillFiles'): string[] {
  if (typeof manifest !== 'object' || manifest === null || !(key in manifest)) return [];
  const files = (manifest as Record<string, unknown>)[key];
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && CHUNK.test(file));
}

/** The scripts every page runs as it starts (React, the App Router, Turbopack's runtime), from the build manifest. */
export function startupScripts(manifest: unknown): string[] {
  return manifestScripts(manifest, 'rootMainFiles');
}

/**
 * The scripts a route's first load brings (`entryJSFiles` of a page's client reference manifest, the file Next writes
 * as `globalThis.__RSC_MANIFEST["/route/page"] = {…}`), or null when the file is not in that shape.
 */
export function firstLoadScripts(manifestSource: string): string[] | null {
  const files: string[] = [];
  let read = false;
  for (const line of manifestSource.split('\n')) {
    const at = line.indexOf('] = {');
    if (!line.startsWith('globalThis.__RSC_MANIFEST[') || at < 0) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line.slice(at + 4).replace(/;\s*$/, ''));
    } catch {
      return null;
    }
    const entryFiles = (entry as { entryJSFiles?: unknown }).entryJSFiles;
    if (typeof entryFiles !== 'object' || entryFiles === null) return null;
    for (const list of Object.values(entryFiles)) {
      if (!Array.isArray(list)) return null;
      files.push(...list.filter((file): file is string => typeof file === 'string'));
    }
    read = true;
  }
  // A route handler's manifest lists no scripts: read, and empty.
  return read ? files : null;
}

/** The script with the hint first; a script that has it already is left as it is (a build step run twice). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Of the start-up scripts, only the large ones (React DOM, the App Router) get it: they hold nearly all the functions
 * compiled as a page starts, and each hint costs about 30 bytes (gzip) of every route's first-load budget.
 */
export const HINTED_SCRIPT_MIN_BYTES = 100_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The scripts that load later, on demand (the checkout, Apollo Client, the cart's engine…): in no route's first load,
 * so their hint costs no budget, and each is loaded when its code is about to run. Null when a manifest could not be
 * read: then none is counted as later (hinting a first-load script by mistake would spend budget unseen).
 */
async function laterScripts(
  dist: string,
  startup: readonly string[],
  polyfills: readonly string[],
): Promise<string[] | null> {
  const firstLoad = new Set([...startup, ...polyfills]);
  const manifests = (await filesUnder(join(dist, 'server', 'app'))).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  );
  if (manifests.length === 0) return null;
  for (const manifest of manifests) {
    const files = firstLoadScripts(await readFile(manifest, 'utf8'));
    if (!files) return null;
    for (const file of files) firstLoad.add(file);
  }
  const chunks = (await readdir(join(dist, 'static', 'chunks'))).map((name) => `static/chunks/${name}`);
  return chunks.filter((file) => CHUNK.test(file) && !firstLoad.has(file));
}

/**
 * Puts the hint at the top of the large start-up scripts and of every script loaded on demand in a production build
 * (next.config.ts runs it after Next compiles). The profile of a product page's load on a phone-speed CPU had
 * 0.6–0.7 s of the main thread compiling functions of the start-up scripts lazily at 4× CPU; with the hint 0.15–0.2 s
 * (docs/storefront.md, "Speed").
 */
export async function addCompileHints(projectDir: string, distDir: string): Promise<string[]> {
  const dist = resolve(projectDir, distDir);
  const manifest: unknown = JSON.parse(await readFile(join(dist, 'build-manifest.json'), 'utf8'));
  const startup = startupScripts(manifest);
  const hinted: string[] = [];
  for (const file of startup) {
    if ((await stat(join(dist, file))).size >= HINTED_SCRIPT_MIN_BYTES) hinted.push(file);
  }
  hinted.push(...((await laterScripts(dist, startup, manifestScripts(manifest, 'polyfillFiles'))) ?? []));
  for (const file of hinted) {
    const path = join(dist, file);
    await writeFile(path, withCompileHint(await readFile(path, 'utf8')));
  }
  return hinted;
}
