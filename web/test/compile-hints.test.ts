import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadScripts,
  HINTED_SCRIPT_MIN_BYTES,
  startupScripts,
  withCompileHint,
} from '../build-hooks/compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const manifestOf = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;

/** A build output: two start-up scripts (one large), a route's own script, one loaded later, a polyfill. */
function build(routeManifest: string): { project: string; chunks: string; large: string } {
  const project = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  dirs.push(project);
  const chunks = join(project, '.next', 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(join(project, '.next', 'server', 'app', 'producto', '[slug]'), { recursive: true });
  const large = `(()=>{${'x'.repeat(HINTED_SCRIPT_MIN_BYTES)}})();`;
  for (const name of ['react.js', 'later.js']) writeFileSync(join(chunks, name), large);
  for (const name of ['runtime.js', 'route.js', 'polyfill.js']) writeFileSync(join(chunks, name), 'small();');
  writeFileSync(
    join(project, '.next', 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'],
      polyfillFiles: ['static/chunks/polyfill.js'],
    }),
  );
  writeFileSync(
    join(project, '.next', 'server', 'app', 'producto', '[slug]', 'page_client-reference-manifest.js'),
    routeManifest,
  );
  return { project, chunks, large };
}

describe('compile hints', () => {
  it('reads the start-up scripts from the build manifest, nothing else', () => {
    expect(
      startupScripts({
        rootMainFiles: ['static/chunks/a1.js', 'static/chunks/b_2-c.js', 'static/css/x.css', '../escape.js', 3],
      }),
    ).toEqual(['static/chunks/a1.js', 'static/chunks/b_2-c.js']);
    expect(startupScripts({})).toEqual([]);
    expect(startupScripts(null)).toEqual([]);
    expect(startupScripts({ rootMainFiles: 'static/chunks/a.js' })).toEqual([]);
  });

  it("reads a route's first-load scripts from its client reference manifest, or nothing from another shape", () => {
    expect(
      firstLoadScripts(
        manifestOf('/producto/[slug]/page', {
          '[project]/web/app/layout': ['static/chunks/shell.js'],
          '[project]/web/app/producto/[slug]/page': ['static/chunks/shell.js', 'static/chunks/product.js'],
        }),
      ),
    ).toEqual(['static/chunks/shell.js', 'static/chunks/shell.js', 'static/chunks/product.js']);
    expect(firstLoadScripts(manifestOf('/api/x/route', {}))).toEqual([]);
    expect(firstLoadScripts('module.exports = {}')).toBeNull();
    expect(firstLoadScripts('globalThis.__RSC_MANIFEST["/x/page"] = {not json};')).toBeNull();
    expect(firstLoadScripts('globalThis.__RSC_MANIFEST["/x/page"] = {"entryJSFiles":{"a":"b"}};')).toBeNull();
  });

  it('puts the hint first, once', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}let a=1;`);
    expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}let a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('hints the large start-up scripts and the ones loaded later, never a small one or a first-load one', async () => {
    const { project, chunks, large } = build(
      manifestOf('/producto/[slug]/page', { '[project]/web/app/producto/[slug]/page': ['static/chunks/route.js'] }),
    );
    expect((await addCompileHints(project, '.next')).sort()).toEqual([
      'static/chunks/later.js',
      'static/chunks/react.js',
    ]);
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(COMPILE_HINT + large);
    expect(readFileSync(join(chunks, 'later.js'), 'utf8')).toBe(COMPILE_HINT + large);
    for (const name of ['runtime.js', 'route.js', 'polyfill.js']) {
      expect(readFileSync(join(chunks, name), 'utf8')).toBe('small();');
    }
    // Run again (a second build step over the same output): still one hint.
    await addCompileHints(project, join(project, '.next'));
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(COMPILE_HINT + large);
  });

  it('hints only the large start-up scripts when a manifest cannot be read', async () => {
    const { project, chunks, large } = build('globalThis.__RSC_MANIFEST["/producto/[slug]/page"] = {broken};');
    expect(await addCompileHints(project, '.next')).toEqual(['static/chunks/react.js']);
    expect(readFileSync(join(chunks, 'later.js'), 'utf8')).toBe(large);
  });
});
