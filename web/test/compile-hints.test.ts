import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, polyfillScripts, withCompileHint } from '../build-hooks/compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('compile hints', () => {
  it('reads the polyfills from the build manifest, nothing else', () => {
    expect(polyfillScripts({ polyfillFiles: ['static/chunks/p.js', 3] })).toEqual(['static/chunks/p.js']);
    expect(polyfillScripts({})).toEqual([]);
    expect(polyfillScripts(null)).toEqual([]);
    expect(polyfillScripts({ polyfillFiles: 'static/chunks/p.js' })).toEqual([]);
  });

  it('puts the hint first, once', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}let a=1;`);
    expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}let a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('hints every script of a build but the polyfills, and leaves other files alone', async () => {
    const project = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    dirs.push(project);
    const chunks = join(project, '.next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    for (const name of ['react.js', 'later.js', 'polyfill.js']) writeFileSync(join(chunks, name), 'run();');
    writeFileSync(join(chunks, 'page.css'), 'a{}');
    writeFileSync(
      join(project, '.next', 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfill.js'] }),
    );

    expect((await addCompileHints(project, '.next')).sort()).toEqual([
      'static/chunks/later.js',
      'static/chunks/react.js',
    ]);
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(`${COMPILE_HINT}run();`);
    expect(readFileSync(join(chunks, 'later.js'), 'utf8')).toBe(`${COMPILE_HINT}run();`);
    expect(readFileSync(join(chunks, 'polyfill.js'), 'utf8')).toBe('run();');
    expect(readFileSync(join(chunks, 'page.css'), 'utf8')).toBe('a{}');
    // Run again (a second build step over the same output): still one hint.
    await addCompileHints(project, join(project, '.next'));
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(`${COMPILE_HINT}run();`);
  });
});
