import { describe, expect, it } from 'vitest';
import { shownPrice } from '../src/features/catalog/shown-price';

// 27 November 2026, 12:00 in Lima.
const NOW = new Date('2026-11-27T17:00:00Z');
const cyber = { voucherify: '24112026_07122026', voucherifyDescuento: '20' };

describe('the price a card or product page shows', () => {
  it("a product in a collection whose window is open: its advertised percent off, the catalogue price as 'Antes'", () => {
    expect(shownPrice({ price: 18.9, undiscounted: 18.9, onSale: false, collections: [cyber], now: NOW })).toEqual({
      price: 15.12,
      before: 18.9,
      collectionPercent: 20,
    });
  });

  it("on sale too: the percent comes off the sale price and 'Antes' is the undiscounted price", () => {
    expect(shownPrice({ price: 16.9, undiscounted: 19.9, onSale: true, collections: [cyber], now: NOW })).toEqual({
      price: 13.52,
      before: 19.9,
      collectionPercent: 20,
    });
  });

  it('a closed window, no percent or no collection: the catalogue price (and the sale price before, if any)', () => {
    const closed = { voucherify: '18102026_17112026', voucherifyDescuento: '15' };
    const noPercent = { voucherify: '20112026_27122026', voucherifyDescuento: null };
    for (const collections of [[closed], [noPercent], [], null]) {
      expect(shownPrice({ price: 18.9, undiscounted: 18.9, onSale: false, collections, now: NOW })).toEqual({
        price: 18.9,
        before: null,
        collectionPercent: null,
      });
    }
    expect(shownPrice({ price: 16.9, undiscounted: 19.9, onSale: true, collections: [closed], now: NOW }).before).toBe(
      19.9,
    );
  });
});
