import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, STOCK_LABELS, stockState, unitsAvailable } from '../src/features/catalog/stock';
import { productJsonLd, serializeJsonLd } from '../src/features/product/json-ld';

describe('stock', () => {
  it('labels 0 units Agotado and 1 to 3 Últimas unidades', () => {
    expect([0, 1, 3, 4, null].map((units) => STOCK_LABELS[stockState(units)])).toEqual([
      'Agotado',
      'Últimas unidades',
      'Últimas unidades',
      'Disponible',
      'Disponible',
    ]);
  });

  it('sums the variants’ units, unknown when none is known', () => {
    expect(unitsAvailable([{ quantityAvailable: 2 }, { quantityAvailable: null }, { quantityAvailable: 5 }])).toBe(7);
    expect(unitsAvailable([{ quantityAvailable: null }])).toBeNull();
    expect(unitsAvailable(null)).toBeNull();
  });

  it('bounds the quantity by the stock and the per-customer limit', () => {
    expect(maxQuantity(7, null)).toBe(7);
    expect(maxQuantity(7, 2)).toBe(2);
    expect(maxQuantity(0, 2)).toBe(0);
    expect(maxQuantity(null, null)).toBe(99);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(0);
  });
});

describe('productJsonLd', () => {
  it('describes the product with a PEN offer and its availability', () => {
    const data = productJsonLd({
      name: 'Panadol 500 mg',
      url: 'https://cuida.pe/producto/panadol',
      images: ['https://media/1.png'],
      sku: '123456',
      brand: 'GSK',
      price: 12.5,
      units: 2,
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Panadol 500 mg',
      image: ['https://media/1.png'],
      sku: '123456',
      brand: { '@type': 'Brand', name: 'GSK' },
      offers: {
        '@type': 'Offer',
        url: 'https://cuida.pe/producto/panadol',
        priceCurrency: 'PEN',
        price: '12.50',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
    const out = productJsonLd({ name: 'x', url: 'u', images: [], price: 1, units: 0 });
    expect((out.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('never lets text close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('promotion badge', () => {
  it('shows the discount and the last day in Lima while the window is open', async () => {
    const { promotionBadgeText } = await import('../src/features/collections/promotion');
    // 23:59:59.999 in Lima on 2 December is already 3 December in UTC.
    expect(promotionBadgeText({ isActive: true, discountPercent: 20, endsAt: '2026-12-03T04:59:59.999Z' })).toBe(
      '20 % de descuento hasta el 2 de diciembre',
    );
    expect(promotionBadgeText({ isActive: true, discountPercent: null, endsAt: '2026-12-03T04:59:59.999Z' })).toBe(
      'Promoción vigente hasta el 2 de diciembre',
    );
    expect(promotionBadgeText({ isActive: false, discountPercent: 20, endsAt: '2026-12-03T04:59:59.999Z' })).toBeNull();
    expect(promotionBadgeText(null)).toBeNull();
  });
});

describe('picture srcset', () => {
  it('drops widths wider than the source picture, keeping the first one at or above it', async () => {
    const { trimSrcSet } = await import('../src/lib/srcset');
    const srcSet = '/i?w=206 206w, /i?w=412 412w, /i?w=640 640w, /i?w=828 828w, /i?w=1200 1200w';
    expect(trimSrcSet(srcSet, 400)).toBe('/i?w=206 206w, /i?w=412 412w');
    expect(trimSrcSet(srcSet, 800)).toBe('/i?w=206 206w, /i?w=412 412w, /i?w=640 640w, /i?w=828 828w');
    expect(trimSrcSet(srcSet, 1200)).toBe(srcSet);
    expect(trimSrcSet(undefined, 400)).toBeUndefined();
  });
});
