import { describe, expect, it } from 'vitest';
import { footerMenu } from '../src/features/shell/Menus';
import { escapeHtml, markup, safeHref, tag } from '../src/lib/static-markup';

describe('static markup', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#x27;Jerry&#x27;&lt;/b&gt;');
    expect(tag('a', { href: '/x?a=1&b="2"', title: '<t>' }, '1 < 2').html).toBe(
      `<a href='/x?a=1&amp;b="2"' title="&lt;t&gt;">1 &lt; 2</a>`,
    );
  });

  it('writes a value with double quotes and no single one in single quotes, which it then need not escape', () => {
    expect(tag('button', { 'data-line': '{"name":"Panadol <Forte> & más"}' }).html).toBe(
      `<button data-line='{"name":"Panadol &lt;Forte&gt; &amp; más"}'></button>`,
    );
    // Both kinds of quote: double quotes, every quote escaped.
    expect(tag('button', { 'data-line': `{"name":"L'Oréal"}` }).html).toBe(
      '<button data-line="{&quot;name&quot;:&quot;L&#x27;Oréal&quot;}"></button>',
    );
    expect(tag('a', { title: "L'Oréal" }).html).toBe('<a title="L&#x27;Oréal"></a>');
  });

  it('writes booleans as React does and leaves out empty values', () => {
    expect(tag('div', { hidden: true, inert: false, id: undefined, 'data-n': 0 }).html).toBe(
      '<div hidden="" data-n="0"></div>',
    );
    expect(tag('img', { src: '/a.png', alt: '' }, 'ignored').html).toBe('<img src="/a.png" alt="">');
    expect(tag('svg', { viewBox: '0 0 24 24' }).html).toBe('<svg viewBox="0 0 24 24"></svg>');
  });

  it('nests markup without escaping it twice and skips empty children', () => {
    expect(markup(tag('li', {}, 'a & b'), null, false, undefined, 'c').html).toBe('<li>a &amp; b</li>c');
  });

  it('refuses javascript: addresses, however they are written', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref(' JavaScript\t:alert(1)')).toBe('#');
    expect(tag('a', { href: 'java\nscript:alert(1)' }, 'x').html).toBe('<a href="#">x</a>');
    expect(safeHref('/categoria/farmacia')).toBe('/categoria/farmacia');
    expect(safeHref('https://wa.me/51999')).toBe('https://wa.me/51999');
  });

  it('refuses element and attribute names that are not plain', () => {
    expect(() => tag('a onclick=x', {})).toThrow();
    expect(() => tag('a', { 'onclick="x"': 'y' })).toThrow();
  });
});

describe('footer menu markup', () => {
  it('keeps the groups, their links, the third level and the menu path of each link', () => {
    const html = footerMenu([
      {
        id: '1',
        name: 'Categorías',
        href: '/',
        path: ['Categorías'],
        children: [
          {
            id: '2',
            name: 'Salud & Bienestar',
            href: '/categoria/salud',
            path: ['Categorías', 'Salud & Bienestar'],
            children: [
              { id: '3', name: 'Vitaminas', href: '/categoria/vitaminas', path: ['x', 'y', 'Vitaminas'], children: [] },
            ],
          },
        ],
      },
      { id: '4', name: 'Nosotros', href: '/nosotros', path: ['Nosotros'], children: [] },
    ]).html;
    expect(html).toContain('<h2>Categorías</h2>');
    expect(html).toContain(
      `<a href="/categoria/salud" data-menu-path='["Categorías","Salud &amp; Bienestar"]'>Salud &amp; Bienestar</a>`,
    );
    expect(html).toContain('<ul><li><a href="/categoria/vitaminas"');
    expect(html).toContain(`<h2><a href="/nosotros" data-menu-path='["Nosotros"]'>Nosotros</a></h2>`);
    expect(html.startsWith('<nav class=')).toBe(true);
    expect(html).toContain('aria-label="Pie de página"');
  });
});
