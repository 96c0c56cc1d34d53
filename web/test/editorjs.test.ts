import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  editorJsPlainText,
  parseEditorJs,
  parseInline,
  safeHref,
} from '../src/features/content/editorjs';

const doc = (blocks: unknown[]) => JSON.stringify({ time: 1, blocks, version: '2.24.3' });

describe('parseEditorJs', () => {
  it('keeps paragraph, header and list blocks, in order', () => {
    const blocks = parseEditorJs(
      doc([
        { id: 'h', type: 'header', data: { text: 'Título', level: 2 } },
        { id: 'p', type: 'paragraph', data: { text: 'Hola' } },
        { id: 'l', type: 'list', data: { style: 'ordered', items: ['uno', 'dos'] } },
        { id: 'x', type: 'image', data: { file: { url: 'http://x' } } },
      ]),
    );
    expect(blocks).toEqual([
      { type: 'header', id: 'h', level: 2, content: [{ type: 'text', text: 'Título' }] },
      { type: 'paragraph', id: 'p', content: [{ type: 'text', text: 'Hola' }] },
      {
        type: 'list',
        id: 'l',
        ordered: true,
        items: [
          { content: [{ type: 'text', text: 'uno' }], children: [] },
          { content: [{ type: 'text', text: 'dos' }], children: [] },
        ],
      },
    ]);
  });

  it('keeps headers between h2 and h6 (the page title is the h1)', () => {
    const levels = parseEditorJs(
      doc([
        { type: 'header', data: { text: 'a', level: 1 } },
        { type: 'header', data: { text: 'b', level: 9 } },
        { type: 'header', data: { text: 'c' } },
      ]),
    ).map((block) => (block.type === 'header' ? block.level : null));
    expect(levels).toEqual([2, 6, 2]);
  });

  it('reads nested lists (EditorJS list v2)', () => {
    const [list] = parseEditorJs(
      doc([
        {
          type: 'list',
          data: { style: 'unordered', items: [{ content: 'a', items: [{ content: 'a.1', items: [] }] }] },
        },
      ]),
    );
    expect(list).toMatchObject({ type: 'list', ordered: false });
    expect(list?.type === 'list' && list.items[0]?.children[0]?.content).toEqual([{ type: 'text', text: 'a.1' }]);
  });

  it('gives no blocks for empty or malformed documents, and a paragraph for plain text', () => {
    expect(parseEditorJs(null)).toEqual([]);
    expect(parseEditorJs('')).toEqual([]);
    expect(parseEditorJs('{"blocks": 3}')).toEqual([]);
    expect(parseEditorJs('[1,2]')).toEqual([]);
    expect(parseEditorJs('Solo texto')).toEqual([
      { type: 'paragraph', id: 'texto', content: [{ type: 'text', text: 'Solo texto' }] },
    ]);
    expect(parseEditorJs(doc([null, 3, { type: 'paragraph' }]))).toEqual([
      { type: 'paragraph', id: 'bloque-2', content: [] },
    ]);
  });
});

describe('parseInline (sanitising)', () => {
  it('keeps allowed inline elements, mapping b and i to strong and em', () => {
    expect(parseInline('Hola <b>fuerte</b> y <i>suave</i><br>fin')).toEqual([
      { type: 'text', text: 'Hola ' },
      { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'fuerte' }] },
      { type: 'text', text: ' y ' },
      { type: 'element', tag: 'em', children: [{ type: 'text', text: 'suave' }] },
      { type: 'element', tag: 'br', children: [] },
      { type: 'text', text: 'fin' },
    ]);
  });

  it('drops other elements but keeps their text, and drops scripts and styles whole', () => {
    expect(
      parseInline('<div onclick="x()">a<span style="x">b</span></div><script>alert(1)</script><style>p{}</style>c'),
    ).toEqual([{ type: 'text', text: 'abc' }]);
    expect(parseInline('<img src=x onerror=alert(1)>ok')).toEqual([{ type: 'text', text: 'ok' }]);
    expect(parseInline('a<!-- <b>no</b> -->b')).toEqual([{ type: 'text', text: 'ab' }]);
  });

  it('keeps only safe link targets', () => {
    expect(parseInline('<a href="https://cuida.pe/x" target="_blank">web</a>')).toEqual([
      { type: 'element', tag: 'a', href: 'https://cuida.pe/x', children: [{ type: 'text', text: 'web' }] },
    ]);
    expect(parseInline("<a href='/delivery'>d</a>")).toEqual([
      { type: 'element', tag: 'a', href: '/delivery', children: [{ type: 'text', text: 'd' }] },
    ]);
    expect(parseInline('<a href="javascript:alert(1)">x</a>')).toEqual([
      { type: 'element', tag: 'a', children: [{ type: 'text', text: 'x' }] },
    ]);
    expect(safeHref('  JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('&#106;avascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('mailto:hola@cuida.pe')).toBe('mailto:hola@cuida.pe');
    expect(safeHref('data:text/html,x')).toBeNull();
  });

  it('decodes entities into text (React escapes it again when rendering)', () => {
    expect(parseInline('S/&nbsp;9.90 &amp; &lt;b&gt; &#241; &#xf1;')).toEqual([
      { type: 'text', text: 'S/\u00a09.90 & <b> ñ ñ' },
    ]);
    expect(decodeEntities('&unknown; &#0; &#xD800;')).toBe('&unknown; \ufffd \ufffd');
  });

  it('closes unclosed elements and ignores stray closing tags', () => {
    expect(parseInline('<b>a<i>b</b>c</i>d')).toEqual([
      {
        type: 'element',
        tag: 'strong',
        children: [
          { type: 'text', text: 'a' },
          { type: 'element', tag: 'em', children: [{ type: 'text', text: 'b' }] },
        ],
      },
      { type: 'text', text: 'cd' },
    ]);
    expect(parseInline('1 < 2 y 3 > 2')).toEqual([{ type: 'text', text: '1 < 2 y 3 > 2' }]);
  });
});

describe('editorJsPlainText', () => {
  it('joins the text of every block for meta descriptions', () => {
    expect(
      editorJsPlainText(
        doc([
          { type: 'paragraph', data: { text: 'Hola <b>mundo</b>.' } },
          { type: 'list', data: { items: ['a', 'b'] } },
        ]),
      ),
    ).toBe('Hola mundo. a, b');
  });
});
