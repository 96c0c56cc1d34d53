import { SourceMap } from 'node:module';
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SourceMapFile, trimForStackTraces } from '../bundle-source-map';

const SOURCES = [
  '../../gateway/src/main.ts',
  '../../node_modules/graphql/execution/execute.js',
  '../../domain/src/money/round.ts',
  '../../node_modules/@whatwg-node/server/cjs/index.js',
];
const NAMES = ['resolve', 'execute', 'roundPen'];

const mapOf = (lines: SourceMapSegment[][]): SourceMapFile => ({
  version: 3,
  file: 'main.mjs',
  sources: SOURCES,
  names: NAMES,
  mappings: encode(lines),
});

/**
 * What node reports for a generated position: the original place, or nothing (the frame keeps the bundle's). Names
 * are left out: node reports the last name seen even for a segment that has none.
 */
const lookUp = (map: SourceMapFile, line: number, column: number) => {
  const entry = new SourceMap(map as never).findEntry(line, column) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  return entry.originalSource === undefined
    ? null
    : { source: entry.originalSource, line: entry.originalLine, column: entry.originalColumn };
};

// Lines of segments sorted by column, each mapping into one of SOURCES (with or without a name); as esbuild writes
// them, a line holds the code of one module.
const segment = (source: number) =>
  fc
    .tuple(
      fc.nat(200),
      fc.constant(source),
      fc.nat(500),
      fc.nat(80),
      fc.option(fc.nat(NAMES.length - 1), { nil: undefined }),
    )
    .map(
      ([column, source, line, originalColumn, name]): SourceMapSegment =>
        name === undefined ? [column, source, line, originalColumn] : [column, source, line, originalColumn, name],
    );
const lines = fc.array(
  fc
    .nat(SOURCES.length - 1)
    .chain((source) => fc.uniqueArray(segment(source), { selector: (item) => item[0], maxLength: 8 }))
    .map((line) => line.sort((a, b) => a[0] - b[0])),
  { maxLength: 12 },
);

describe("the gateway bundle's source map, trimmed to what stack traces need", () => {
  it('keeps every mapping of own code and the first of each line of package code, and only the names they use', () => {
    const trimmed = trimForStackTraces(
      mapOf([
        [
          [0, 0, 10, 2, 0],
          [12, 0, 11, 4],
        ],
        [
          [0, 3, 400, 0],
          [6, 3, 400, 6, 1],
          [9, 1, 20, 0],
        ],
      ]),
    );
    expect(decode(trimmed.mappings).map((line) => line.length)).toEqual([2, 1]);
    expect(trimmed.sources).toEqual([
      '../../gateway/src/main.ts',
      '../../node_modules/@whatwg-node/server/cjs/index.js',
    ]);
    expect(trimmed.names).toEqual(['resolve']);
  });

  it('maps a position in own code as before, and one in package code to the same file', () => {
    fc.assert(
      fc.property(lines, fc.nat(13), fc.nat(210), (generated, line, column) => {
        const original = mapOf(generated);
        const before = lookUp(original, line, column);
        const after = lookUp(trimForStackTraces(original), line, column);
        if (before === null || !before.source.includes('node_modules/')) expect(after).toEqual(before);
        else expect(after?.source).toBe(before.source);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the line of a frame inside a package, from the first mapping of the bundle's line", () => {
    const trimmed = trimForStackTraces(
      mapOf([
        [
          [0, 1, 41, 0],
          [8, 1, 41, 9],
          [30, 1, 41, 31],
        ],
        [[2, 0, 7, 2]],
      ]),
    );
    expect(lookUp(trimmed, 0, 31)).toEqual({ source: SOURCES[1], line: 41, column: 0 });
    expect(lookUp(trimmed, 1, 4)).toEqual({ source: SOURCES[0], line: 7, column: 2 });
  });
});
