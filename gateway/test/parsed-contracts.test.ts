import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  contractDigest,
  contractDocument,
  contractKey,
  PARSED_CONTRACTS_FILE,
  type ParsedContracts,
  writeParsedContracts,
} from '../src/config/parsed-contracts';
import { openApiDocumentPath, REST_SERVICES } from '../src/config/upstreams';

/** The REST contracts the production bundle brings parsed: the same documents, and never a stale one. */
const dir = mkdtempSync(join(tmpdir(), 'cuida-parsed-contracts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parsed contracts', () => {
  it('holds every REST contract as YAML parses it, with the digest of its file', () => {
    expect(writeParsedContracts(dir).sort()).toEqual(
      REST_SERVICES.map((service) => contractKey(openApiDocumentPath(service))).sort(),
    );
    const artefact = JSON.parse(readFileSync(join(dir, PARSED_CONTRACTS_FILE), 'utf8')) as ParsedContracts;
    for (const service of REST_SERVICES) {
      const path = openApiDocumentPath(service);
      const text = readFileSync(path, 'utf8');
      const entry = artefact[contractKey(path)];
      expect(entry?.sha256).toBe(contractDigest(text));
      expect(entry?.document).toEqual(parse(text));
      // What a worker reads from the artefact is what it would have parsed.
      expect(contractDocument(path, text, artefact)).toEqual(parse(text));
    }
  });

  it('reads the artefact only for the text it was made from', () => {
    const path = openApiDocumentPath('sales');
    const text = readFileSync(path, 'utf8');
    const marked = { [contractKey(path)]: { sha256: contractDigest(text), document: { from: 'artefact' } } };
    expect(contractDocument(path, text, marked)).toEqual({ from: 'artefact' });
    // The file changed since the bundle was built: its own text is parsed.
    const edited = `${text}\nx-edited: true\n`;
    expect(contractDocument(path, edited, marked)).toEqual(parse(edited));
    expect(contractDocument(path, text, {})).toEqual(parse(text));
  });
});
