import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { z } from 'zod';
import { REPO_ROOT } from '../repo-paths';
import { openApiDocumentPath, REST_SERVICES } from './upstreams';

/**
 * The REST contracts (schema/openapi/*.yaml) parsed when the production bundle is built, written next to it as JSON:
 * a worker that starts reads them with JSON.parse instead of parsing YAML with code the JIT has not warmed yet (about
 * half a second of its start-up). Each entry carries the SHA-256 of the YAML it came from; a document whose file no
 * longer matches is parsed from the file, so an edited contract is never read stale.
 */
export const PARSED_CONTRACTS_FILE = 'parsed-contracts.json';

const ParsedContracts = z.record(z.string(), z.object({ sha256: z.string(), document: z.unknown() }));
export type ParsedContracts = z.infer<typeof ParsedContracts>;

export const contractDigest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Keyed by the path from the repository's root, as the bundle's build wrote it. */
export const contractKey = (path: string) => relative(REPO_ROOT, path).split('\\').join('/');

let loaded: ParsedContracts | undefined;

/** The artefact next to the running module (the bundle's directory), or none (sources run by tsx, tests). */
export function parsedContracts(): ParsedContracts {
  if (!loaded) {
    const file = join(dirname(fileURLToPath(import.meta.url)), PARSED_CONTRACTS_FILE);
    loaded = existsSync(file) ? ParsedContracts.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  }
  return loaded;
}

/** A contract's document: the artefact's when it was made from this very text, else parsed from it. */
export function contractDocument(path: string, text: string, artefact: ParsedContracts = parsedContracts()): unknown {
  const entry = artefact[contractKey(path)];
  return entry && entry.sha256 === contractDigest(text) ? entry.document : parse(text);
}

/**
 * Writes the artefact into `directory` (the bundle's build). A document JSON cannot carry as YAML parsed it is left
 * out, and so parsed from its file at start.
 */
export function writeParsedContracts(directory: string): string[] {
  const artefact: ParsedContracts = {};
  for (const service of REST_SERVICES) {
    const path = openApiDocumentPath(service);
    const text = readFileSync(path, 'utf8');
    const document: unknown = parse(text);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(document)), document)) continue;
    artefact[contractKey(path)] = { sha256: contractDigest(text), document };
  }
  writeFileSync(join(directory, PARSED_CONTRACTS_FILE), JSON.stringify(artefact));
  return Object.keys(artefact);
}
