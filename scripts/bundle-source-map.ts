/**
 * Trims the gateway bundle's source map to what a stack trace needs.
 *
 * Node with `--enable-source-maps` decodes a file's whole map, one array per mapping, the first time any error's
 * stack is read (graphql-js reads one for every error a resolver throws). With every package inlined, the bundle's
 * map has some 1.5 million mappings, nearly all of them into node_modules: decoded, about 95 MB, more than half of a
 * worker's 160 MB heap (cluster.ts), and the workers of the browser journeys' stack died of it under load. The
 * repository's own code keeps every mapping; package code keeps the first of each line, which still names the file
 * and line of a frame inside a package (esbuild writes one statement per line): about 30 MB decoded. Node 20 reads
 * a segment without a source as continuing the one before it, so package code cannot simply be left unmapped.
 */
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';

export interface SourceMapFile {
  version: number;
  sources: string[];
  names: string[];
  mappings: string;
  [key: string]: unknown;
}

/** A source of the repository's own code (not an installed package). */
export const isOwnSource = (source: string): boolean => !/(^|\/)node_modules\//.test(source);

export function trimForStackTraces(map: SourceMapFile): SourceMapFile {
  const sources: string[] = [];
  const names: string[] = [];
  const sourceIndex = new Map<number, number>();
  const nameIndex = new Map<number, number>();
  const keep = (table: Map<number, number>, list: string[], from: string[], index: number) => {
    let kept = table.get(index);
    if (kept === undefined) {
      kept = list.push(from[index] ?? '') - 1;
      table.set(index, kept);
    }
    return kept;
  };
  const lines = decode(map.mappings).map((line) => {
    const out: SourceMapSegment[] = [];
    // Package code keeps the first segment of each line: its file and line, not every column's.
    let packageLineKept = false;
    for (const segment of line) {
      if (segment.length === 1) continue;
      const [column, source, originalLine, originalColumn] = segment;
      const own = isOwnSource(map.sources[source] ?? '');
      if (!own && packageLineKept) continue;
      packageLineKept ||= !own;
      const kept = keep(sourceIndex, sources, map.sources, source);
      out.push(
        segment.length === 5
          ? [column, kept, originalLine, originalColumn, keep(nameIndex, names, map.names, segment[4])]
          : [column, kept, originalLine, originalColumn],
      );
    }
    return out;
  });
  // The bundle is built without sourcesContent (gateway-bundle.ts): there is none to trim alongside.
  return { ...map, sources, names, mappings: encode(lines) };
}
