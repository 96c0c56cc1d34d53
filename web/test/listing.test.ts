import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  hasMorePages,
  listingQuery,
  PAGE_SIZE,
  parseListingParams,
  productListVariables,
  readSavedListing,
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
    // `disponible` of older shared links is dropped: every listing shows products in stock.
    expect(query).toBe('categoria=feria&precioMax=30&orden=novedades');
    expect(parseListingParams(Object.fromEntries(new URLSearchParams(query)))).toEqual(params);
    expect(listingQuery(parseListingParams({}))).toBe('');
  });
});

describe('productListVariables (filters → GraphQL variables)', () => {
  const scope = { channel: 'feria-cuida', categoryId: 'Q2F0ZWdvcnk6MQ==' };

  it('asks for pages of 100, in stock, whatever the address says', () => {
    expect(PAGE_SIZE).toBe(100);
    for (const search of [{}, { disponible: '1' }, { disponible: '0' }, { q: 'bloqueador' }]) {
      const variables = productListVariables(parseListingParams(search), { channel: 'feria-cuida' });
      expect(variables.first).toBe(100);
      expect(variables.filter?.stockAvailability).toBe('IN_STOCK');
    }
  });

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
    expect(variables.filter).toEqual({ price: { lte: 40 }, stockAvailability: 'IN_STOCK' });
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
      first: 100,
      after: 'Y3Vyc29yOjIz',
      filter: { collections: ['Q29sbGVjdGlvbjox'], stockAvailability: 'IN_STOCK' },
      sortBy: { field: 'CREATED_AT', direction: 'DESC', channel: 'feria-cuida' },
    });
  });
});

describe('hasMorePages', () => {
  it('hides load-more after a page of fewer than 20 products, whatever hasNextPage says', () => {
    expect(hasMorePages(100, true)).toBe(true);
    expect(hasMorePages(20, true)).toBe(true);
    expect(hasMorePages(19, true)).toBe(false);
    expect(hasMorePages(100, false)).toBe(false);
    expect(hasMorePages(100, null)).toBe(false);
  });
});

describe('readSavedListing (the list kept in session storage per address)', () => {
  it('reads back the loaded products, the cursor and the total', () => {
    const saved = { items: [{ id: 'a' }], cursor: 'Y3Vyc29yOjk5', hasMore: true, total: 172 };
    expect(readSavedListing(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(readSavedListing({ items: [], cursor: null, hasMore: false, total: 44 })?.total).toBe(44);
  });

  it('refuses what is not a saved listing, and a total that is not a count', () => {
    expect(readSavedListing(null)).toBeNull();
    expect(readSavedListing({ items: 'x', hasMore: true })).toBeNull();
    expect(readSavedListing({ items: [], hasMore: 'yes' })).toBeNull();
    expect(readSavedListing({ items: [], hasMore: false, total: -1 })?.total).toBeNull();
    expect(readSavedListing({ items: [], hasMore: false, total: '44' })?.total).toBeNull();
  });
});
