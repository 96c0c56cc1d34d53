/**
 * HTML built on the server for parts of a page that never change in the browser (the desktop navbar's panels, the
 * footer), put in with `dangerouslySetInnerHTML`. React hydrates such an element as one node and never walks its
 * children; every element it hydrates is main-thread work on every page load, and the navbar and the footer were
 * 330 of the 403 elements of /ingresar (docs/storefront.md, "Speed"). The HTML is what React writes, but for the
 * quotes of attribute values holding JSON (`attribute` below); text and attribute values are escaped here.
 */

/** Markup made by `tag` (escaped); a plain string passed as a child is text and is escaped. */
export interface Markup {
  readonly html: string;
}

type Child = Markup | string | number | null | undefined | false;
type AttributeValue = string | number | boolean | null | undefined;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source']);
const NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character] ?? character);
}

/**
 * ` name="value"`, or ` name='value'` when the value has double quotes and no single one: JSON in a data attribute (a
 * card's line, a menu path) would otherwise spend six bytes on each of its quotes, in the page's HTML and again in
 * its RSC payload (a listing's cards were about a fifth quotes). Inside single quotes a double quote is plain text.
 */
function attribute(key: string, value: string): string {
  if (value.includes('"') && !value.includes("'")) {
    return ` ${key}='${value.replace(/[&<>]/g, (character) => TEXT_ESCAPES[character] ?? character)}'`;
  }
  return ` ${key}="${escapeHtml(value)}"`;
}

/**
 * An address as React writes it: a `javascript:` URL (React refuses to render one) becomes a harmless one.
 * Browsers ignore control characters and spaces around and inside the scheme, so they are ignored here too.
 */
export function safeHref(href: string): string {
  const scheme = Array.from(href)
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  return scheme.startsWith('javascript:') ? '#' : href;
}

/**
 * One element: `attributes` with `true` written as a bare attribute, `false`, null and undefined left out; `href`
 * goes through `safeHref`. Tag and attribute names are the caller's constants, checked against a plain pattern.
 */
export function tag(name: string, attributes: Record<string, AttributeValue>, ...children: Child[]): Markup {
  if (!NAME.test(name)) throw new Error(`Invalid element name: ${name}`);
  let html = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (!NAME.test(key)) throw new Error(`Invalid attribute name: ${key}`);
    if (value === true) {
      html += ` ${key}=""`;
      continue;
    }
    html += attribute(key, key === 'href' ? safeHref(String(value)) : String(value));
  }
  html += '>';
  if (VOID_ELEMENTS.has(name)) return { html };
  return { html: `${html}${markup(...children).html}</${name}>` };
}

/** Several children (markup or text) side by side. */
export function markup(...children: Child[]): Markup {
  let html = '';
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    html += typeof child === 'object' ? child.html : escapeHtml(String(child));
  }
  return { html };
}
