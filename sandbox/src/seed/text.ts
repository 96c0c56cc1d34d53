import { hashString } from './random';

/** "Mamá y Bebé" → "mama-y-bebe": lowercase ASCII, accents dropped, anything else collapsed to hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cuts at a word boundary so SEO descriptions stay under the usual 160 characters. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Rounds money to 2 decimals without binary drift (1.005 → 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export type EditorBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'header'; text: string; level?: 2 | 3 | 4 }
  | { type: 'list'; items: string[]; style?: 'ordered' | 'unordered' };

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** A 10-character EditorJS block id derived from the owner key and position (stable across runs). */
function blockId(key: string, index: number): string {
  let hash = hashString(`${key}#${index}`);
  let id = '';
  for (let i = 0; i < 10; i++) {
    id += ID_ALPHABET[hash % ID_ALPHABET.length];
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) >>> 0;
  }
  return id;
}

/**
 * Rich text the way Saleor stores it: an EditorJS document serialised to a string.
 * `key` makes block ids unique per record; `time` is the document's edit time in epoch milliseconds.
 */
export function editorJs(key: string, time: number, blocks: EditorBlock[]): string {
  return JSON.stringify({
    time,
    blocks: blocks.map((block, index) => {
      const id = blockId(key, index);
      if (block.type === 'header') {
        return { id, type: 'header', data: { text: block.text, level: block.level ?? 2 } };
      }
      if (block.type === 'list') {
        return { id, type: 'list', data: { style: block.style ?? 'unordered', items: block.items } };
      }
      return { id, type: 'paragraph', data: { text: block.text } };
    }),
    version: '2.24.3',
  });
}

/** Shorthand for documents made of plain paragraphs. */
export function paragraphs(key: string, time: number, texts: string[]): string {
  return editorJs(
    key,
    time,
    texts.map((text) => ({ type: 'paragraph', text })),
  );
}
