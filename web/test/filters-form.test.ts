import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Filters } from '../src/features/catalog/Filters';
import { DEFAULT_SORT, parseListingParams } from '../src/features/catalog/listing';

const params = { category: null, brand: null, minPrice: 12.5, maxPrice: 40, sort: DEFAULT_SORT, query: null };

/** The form's inputs as the browser would send them: name → value. */
function sent(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(tag)?.[1] ?? '';
  }
  return fields;
}

describe('the listing filters', () => {
  const html = renderToStaticMarkup(createElement(Filters, { action: '/productos', params, brands: [] }));

  it('send the price range under the names the listing reads back', () => {
    const back = parseListingParams(sent(html));
    expect({ minPrice: back.minPrice, maxPrice: back.maxPrice }).toEqual({ minPrice: 12.5, maxPrice: 40 });
  });

  it('label each end of the range, tied to its own input', () => {
    for (const [bound, label, placeholder] of [
      ['min', 'Precio mínimo', 'Mín.'],
      ['max', 'Precio máximo', 'Máx.'],
    ]) {
      const id = `filtros-productos-${bound}`;
      expect(html).toContain(`<label for="${id}" class="visually-hidden">${label}</label>`);
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*placeholder="${placeholder}"`));
    }
  });
});
