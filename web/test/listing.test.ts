import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  hasMorePages,
  listingQuery,
  PAGE_SIZE,
  parseListingParams,
  productListVariables,
} from '../src/features/catalog/listing';

describe('parseListingParams', () => {
  it('reads the listing address', () => {
    expect(
      parseListingParams({
        categoria: 'Farmacia',
        marca: 'Genfar',
        precioMin: '10',
        precioMax: '50,5',
        disponible: '1',
        orden: 'precio-desc',
      }),
    ).toEqual({
      category: 'farmacia',
      brand: 'Genfar',
      minPrice: 10,
      maxPrice: 50.5,
      inStock: true,
      sort: 'precio-desc',
      query: null,
    });
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parseListingParams({ precioMin: 'abc', precioMax: '-3', orden: 'DROP TABLE', disponible: 'si' })).toEqual({
      category: null,
      brand: null,
      minPrice: null,
      maxPrice: null,
      inStock: false,
      sort: DEFAULT_SORT,
      query: null,
    });
  });

  it('swaps a reversed price range and takes the first of repeated values', () => {
    const params = parseListingParams({ precioMin: '80', precioMax: '20', q: ['  panadol ', 'x'] });
    expect([params.minPrice, params.maxPrice, params.query]).toEqual([20, 80, 'panadol']);
  });

  it('writes an address that reads back the same, leaving defaults out', () => {
    const params = parseListingParams({ categoria: 'feria', precioMax: '30', disponible: '1', orden: 'novedades' });
    const query = listingQuery(params);
    expect(query).toBe('categoria=feria&precioMax=30&disponible=1&orden=novedades');
    expect(parseListingParams(Object.fromEntries(new URLSearchParams(query)))).toEqual(params);
    expect(listingQuery(parseListingParams({}))).toBe('');
  });
});

describe('productListVariables (filters → GraphQL variables)', () => {
  const scope = { channel: 'feria-cuida', categoryId: 'Q2F0ZWdvcnk6MQ==' };

  it('maps category, price range, availability and sort', () => {
    const params = parseListingParams({ precioMin: '5', precioMax: '40', disponible: '1', orden: 'precio-asc' });
    expect(productListVariables(params, scope)).toEqual({
      channel: 'feria-cuida',
      first: PAGE_SIZE,
      filter: { categories: ['Q2F0ZWdvcnk6MQ=='], price: { gte: 5, lte: 40 }, stockAvailability: 'IN_STOCK' },
      sortBy: { field: 'PRICE', direction: 'ASC', channel: 'feria-cuida' },
    });
  });

  it('sends one-sided price ranges and the brand as search text', () => {
    const variables = productListVariables(parseListingParams({ precioMax: '40', marca: 'Bayer', q: 'aspirina' }), {
      channel: 'feria-cuida',
    });
    expect(variables.filter).toEqual({ price: { lte: 40 } });
    expect(variables.search).toBe('aspirina Bayer');
    expect(variables.sortBy).toEqual({ field: 'NAME', direction: 'ASC', channel: 'feria-cuida' });
  });

  it('restricts to a collection and continues after a cursor', () => {
    const variables = productListVariables(
      parseListingParams({ orden: 'novedades' }),
      {
        channel: 'feria-cuida',
        collectionId: 'Q29sbGVjdGlvbjox',
      },
      'Y3Vyc29yOjIz',
    );
    expect(variables).toEqual({
      channel: 'feria-cuida',
      first: 24,
      after: 'Y3Vyc29yOjIz',
      filter: { collections: ['Q29sbGVjdGlvbjox'] },
      sortBy: { field: 'CREATED_AT', direction: 'DESC', channel: 'feria-cuida' },
    });
  });
});

describe('hasMorePages', () => {
  it('hides load-more after a page of fewer than 20 products, whatever hasNextPage says', () => {
    expect(hasMorePages(24, true)).toBe(true);
    expect(hasMorePages(20, true)).toBe(true);
    expect(hasMorePages(19, true)).toBe(false);
    expect(hasMorePages(24, false)).toBe(false);
    expect(hasMorePages(24, null)).toBe(false);
  });
});
