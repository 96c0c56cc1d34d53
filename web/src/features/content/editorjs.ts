/**
 * EditorJS documents (Saleor's rich text: page content, product, category and collection descriptions) → a small
 * tree the storefront renders with React. Only paragraph, header and list blocks are kept. Inline markup is
 * sanitised by construction: the tree holds text nodes and a short allow-list of inline elements (links only to
 * http(s), mailto, tel and site paths); everything else is dropped, keeping its text, and script or style content is
 * dropped whole. React escapes the text when rendering, so no HTML string ever reaches the page.
 */

export const INLINE_TAGS = ['strong', 'em', 'u', 's', 'mark', 'code', 'sub', 'sup', 'a', 'br'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: InlineTag; href?: string; children: InlineNode[] };

export interface ListItem {
  content: InlineNode[];
  children: ListItem[];
}

export type Block =
  | { type: 'paragraph'; id: string; content: InlineNode[] }
  | { type: 'header'; id: string; level: 2 | 3 | 4 | 5 | 6; content: InlineNode[] }
  | { type: 'list'; id: string; ordered: boolean; items: ListItem[] };

/** Tag names in the source → the element kept (b and i become their semantic twins). */
const TAG_ALIASES: Record<string, InlineTag> = {
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  u: 'u',
  s: 's',
  strike: 's',
  del: 's',
  mark: 'mark',
  code: 'code',
  sub: 'sub',
  sup: 'sup',
  a: 'a',
  br: 'br',
};
/** Elements whose content is not text for the reader. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** A link target a shopper may follow: http(s), mailto, tel, or a path on this site. Anything else: null. */
export function safeHref(raw: string): string | null {
  const href = decodeEntities(raw).trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  if (href.startsWith('#')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|<!--[\s\S]*?(?:-->|$)/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Inline HTML of an EditorJS text → sanitised nodes. */
export function parseInline(html: string): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: { tag: InlineTag | null; source: string; children: InlineNode[] }[] = [
    { tag: null, source: '', children: root },
  ];
  const top = () => stack[stack.length - 1] as (typeof stack)[number];
  const pushText = (text: string) => {
    if (!text) return;
    const decoded = decodeEntities(text);
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.text += decoded;
    else siblings.push({ type: 'text', text: decoded });
  };
  let index = 0;
  let skipping: string | null = null;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match !== null; match = TAG.exec(html)) {
    const [whole, closing, rawName = '', attributes = ''] = match;
    if (!skipping) pushText(html.slice(index, match.index));
    index = match.index + whole.length;
    if (whole.startsWith('<!--')) continue;
    const name = rawName.toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !attributes.trim().endsWith('/')) skipping = name;
      continue;
    }
    const tag = TAG_ALIASES[name];
    if (!tag) continue; // Unknown element: its text stays, the element goes.
    if (tag === 'br') {
      if (!closing) top().children.push({ type: 'element', tag: 'br', children: [] });
      continue;
    }
    if (closing) {
      // Close the nearest open element of that name (and any left open inside it); a stray closing tag is ignored.
      const at = stack.findLastIndex((frame, i) => i > 0 && frame.source === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: InlineNode & { type: 'element' } = { type: 'element', tag, children: [] };
    if (tag === 'a') {
      const hrefMatch = HREF.exec(attributes);
      const href = hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null;
      if (href) element.href = href;
    }
    top().children.push(element);
    stack.push({ tag, source: name, children: element.children });
  }
  if (!skipping) pushText(html.slice(index));
  return root;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function parseListItems(items: unknown, depth: number): ListItem[] {
  if (!Array.isArray(items) || depth > 5) return [];
  return items.flatMap((item): ListItem[] => {
    // EditorJS List v1 keeps strings; the nested list (v2) keeps { content, items }.
    if (typeof item === 'string') return [{ content: parseInline(item), children: [] }];
    if (item && typeof item === 'object') {
      const { content, items: children } = item as { content?: unknown; items?: unknown };
      return [{ content: parseInline(text(content)), children: parseListItems(children, depth + 1) }];
    }
    return [];
  });
}

/** An EditorJS document (JSON text or already parsed) → its blocks; anything unreadable gives no blocks. */
export function parseEditorJs(source: unknown): Block[] {
  let document: unknown = source;
  if (typeof source === 'string') {
    if (!source.trim()) return [];
    try {
      document = JSON.parse(source);
    } catch {
      return [{ type: 'paragraph', id: 'texto', content: parseInline(source) }];
    }
  }
  const blocks = (document as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const seen = new Set<string>();
  return blocks.flatMap((raw, index): Block[] => {
    if (!raw || typeof raw !== 'object') return [];
    const { id, type, data } = raw as { id?: unknown; type?: unknown; data?: Record<string, unknown> };
    // Ids key the rendered blocks: a missing or repeated one gets the block's position.
    const blockId = typeof id === 'string' && id && !seen.has(id) ? id : `bloque-${index}`;
    seen.add(blockId);
    switch (type) {
      case 'paragraph':
        return [{ type: 'paragraph', id: blockId, content: parseInline(text(data?.text)) }];
      case 'header': {
        // The page title is the only h1: headers start at level 2.
        const level = Math.min(6, Math.max(2, Math.trunc(Number(data?.level) || 2))) as 2 | 3 | 4 | 5 | 6;
        return [{ type: 'header', id: blockId, level, content: parseInline(text(data?.text)) }];
      }
      case 'list':
        return [
          {
            type: 'list',
            id: blockId,
            ordered: data?.style === 'ordered',
            items: parseListItems(data?.items, 0),
          },
        ];
      default:
        return [];
    }
  });
}

export function inlineText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.tag === 'br' ? ' ' : inlineText(node.children)))
    .join('');
}

/** The document's text, for meta descriptions: paragraphs and headers joined, whitespace collapsed. */
export function editorJsPlainText(source: unknown): string {
  const parts = parseEditorJs(source).map((block) =>
    block.type === 'list' ? block.items.map((item) => inlineText(item.content)).join(', ') : inlineText(block.content),
  );
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
