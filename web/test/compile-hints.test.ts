import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  HINTED_SCRIPT_MIN_BYTES,
  startupScripts,
  withCompileHint,
} from '../build-hooks/compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('compile hints on the start-up scripts', () => {
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

  it('puts the hint first, once', () => {
    expect(withCompileHint('let a=1;')).toBe(`${COMPILE_HINT}let a=1;`);
    expect(withCompileHint(withCompileHint('let a=1;'))).toBe(`${COMPILE_HINT}let a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('hints the large start-up scripts of a build and leaves the small ones and the others alone', async () => {
    const project = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    dirs.push(project);
    const chunks = join(project, '.next', 'static', 'chunks');
    mkdirSync(chunks, { recursive: true });
    const large = `(()=>{${'x'.repeat(HINTED_SCRIPT_MIN_BYTES)}})();`;
    writeFileSync(join(chunks, 'react.js'), large);
    writeFileSync(join(chunks, 'runtime.js'), 'small();');
    writeFileSync(join(chunks, 'lazy.js'), large);
    writeFileSync(
      join(project, '.next', 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }),
    );

    expect(await addCompileHints(project, '.next')).toEqual(['static/chunks/react.js']);
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(COMPILE_HINT + large);
    expect(readFileSync(join(chunks, 'runtime.js'), 'utf8')).toBe('small();');
    expect(readFileSync(join(chunks, 'lazy.js'), 'utf8')).toBe(large);
    // Run again (a second build step over the same output): still one hint.
    await addCompileHints(project, join(project, '.next'));
    expect(readFileSync(join(chunks, 'react.js'), 'utf8')).toBe(COMPILE_HINT + large);
  });
});
