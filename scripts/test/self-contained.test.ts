/**
 * The repository explains itself: whoever clones it alone finds every rule it cites. Comments, tests, schema
 * descriptions and docs point at docs/requirements.md or an ADR in docs/adr/, never at documents the repository does
 * not contain (a specification's numbered sections, design notes kept elsewhere, a sibling folder) nor at issue
 * numbers of a tracker. This test reads every tracked text file.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** What a reference to something outside the repository looks like. */
const OUTSIDE_REFERENCES: { name: string; pattern: RegExp }[] = [
  { name: 'a numbered section of an outside specification', pattern: /\bspec(?:'s)?\s*§/i },
  { name: 'a section number', pattern: /§\s?\d/ },
  { name: 'outside design notes', pattern: /\b(?:decisions|architecture)\.md\b/i },
  { name: 'a numbered decision', pattern: /\bdecisions?\s+\d/i },
  { name: 'an issue number', pattern: /\bissues?\s+\d/i },
  { name: "an issue's finding", pattern: /\bfindings?\s+\d/i },
  { name: 'a tracker number', pattern: /(?:^|[\s([,;])#\d{1,3}\b/ },
  { name: 'a sibling folder', pattern: /\.\.\/shared\b/ },
];

/** Matches that are not references, each with where it is and why it stays. */
const ALLOWED: { file: string; text: string }[] = [
  // Test data: an order number as a shopper types it on a complaint sheet.
  { file: 'domain/test/complaints/complaint.test.ts', text: `pedido #${1}` },
];

const SKIPPED = new Set(['package-lock.json']);
const THIS_FILE = 'scripts/test/self-contained.test.ts';

function trackedTextFiles(): { path: string; text: string }[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const files: { path: string; text: string }[] = [];
  for (const path of listing.split('\0')) {
    if (path === '' || SKIPPED.has(path)) continue;
    let buffer: Buffer;
    try {
      buffer = readFileSync(resolve(root, path));
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    if (buffer.subarray(0, 8000).includes(0)) continue; // binary
    files.push({ path, text: buffer.toString('utf8') });
  }
  return files;
}

const files = trackedTextFiles();

describe('the repository cites only what it contains', () => {
  it('reads the tracked files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.path === 'docs/requirements.md')).toBe(true);
  });

  for (const { name, pattern } of OUTSIDE_REFERENCES) {
    it(`no tracked file cites ${name}`, () => {
      const found: string[] = [];
      for (const { path, text } of files) {
        text.split('\n').forEach((line, index) => {
          const match = pattern.exec(line);
          if (!match) return;
          if (ALLOWED.some((allowed) => allowed.file === path && line.includes(allowed.text))) return;
          found.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}`);
        });
      }
      expect(found).toEqual([]);
    });
  }
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const requirements = readFileSync(resolve(root, 'docs/requirements.md'), 'utf8');
const headings = [...requirements.matchAll(/^#{2,4} (.+)$/gm)].map((match) => (match[1] ?? '').trim());
const anchors = new Set(headings.map(anchorOf));

describe('references to docs/requirements.md name its sections', () => {
  it('has no two sections of the same title', () => {
    const twice = headings.filter((heading, index) => headings.indexOf(heading) !== index);
    expect(twice).toEqual([]);
  });

  it('every `requirements: "Title"` names a section', () => {
    const missing: string[] = [];
    for (const { path, text } of files) {
      if (path === THIS_FILE) continue; // its examples name no section
      // `requirements: "A"`, `requirements: "A", "B"` or `requirements: "A" and "B"`, perhaps wrapped over comment lines.
      for (const match of text.matchAll(/requirements:[\s*/#]*("[^"\n]+"(?:(?:,|\sand)[\s*/#]*"[^"\n]+")*)/g)) {
        for (const title of (match[1] ?? '').matchAll(/"([^"\n]+)"/g)) {
          if (!headings.includes(title[1] ?? '')) missing.push(`${path}: "${title[1]}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every link to a section of docs/requirements.md finds it', () => {
    const missing: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(/requirements\.md#([\p{L}\p{N}_-]+)/gu)) {
        if (!anchors.has(match[1] ?? '')) missing.push(`${path}: #${match[1]}`);
      }
    }
    for (const match of requirements.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu)) {
      if (!anchors.has(match[1] ?? '')) missing.push(`docs/requirements.md: #${match[1]}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('README', () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

  it('links every ADR in docs/adr/', () => {
    const adrs = readdirSync(resolve(root, 'docs/adr')).filter((name) => name.endsWith('.md'));
    expect(adrs.length).toBeGreaterThan(0);
    expect(adrs.filter((name) => !readme.includes(`(docs/adr/${name})`))).toEqual([]);
  });

  it('links docs/requirements.md', () => {
    expect(readme).toContain('(docs/requirements.md)');
  });
});
