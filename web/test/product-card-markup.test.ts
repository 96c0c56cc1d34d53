import { describe, expect, it } from 'vitest';
import { ADD_LINE_ATTRIBUTE, readAddLine } from '../src/features/cart/card-add-line';
import { productCardItems, productCardMarkup } from '../src/features/catalog/product-card-markup';
import type { ProductCardFragment } from '../src/gql/graphql';

const product = {
  __typename: 'Product',
  id: 'UHJvZHVjdDox',
  name: 'Panadol "Forte" <500 mg> & más',
  slug: 'panadol-forte',
  presentation: 'Caja x 10 tabletas',
  priceValue: 12.5,
  requiresPrescription: false,
  brandOrLaboratory: { kind: 'BRAND', name: 'Panadol' },
  thumbnail: null,
  pricing: { onSale: false, priceRangeUndiscounted: { start: { gross: { amount: 12.5 } } } },
  variants: [{ id: 'VmFyaWFudDox', sku: 'SKU-1', quantityAvailable: 40, quantityLimitPerCustomer: 6 }],
  category: { id: 'Q2F0OjE=', name: 'Dolor y fiebre' },
  purchaseOptions: { subscriptionOnly: false },
  collections: [],
} as unknown as ProductCardFragment;

describe('product card markup', () => {
  it('is server HTML whose Agregar button carries its line, disabled until the cart is read', () => {
    const html = productCardMarkup(product).html;
    expect(html).not.toContain('<500');
    const button = /<button[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('disabled=""');
    expect(button).toContain('data-testid="add-to-cart"');
    expect(button).toContain(`aria-label='Agregar: Panadol "Forte" &lt;500 mg&gt; &amp; más'`);
    // The line's JSON has double quotes and no single one: the attribute is single-quoted (lib/static-markup.ts).
    const raw = /data-add-line='([^']*)'/.exec(button)?.[1] ?? '';
    const unescaped = raw
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(readAddLine(unescaped)).toMatchObject({
      variantId: 'VmFyaWFudDox',
      sku: 'SKU-1',
      name: 'Panadol "Forte" <500 mg> & más',
      priceUnit: 12.5,
      quantity: 1,
      maxQuantity: 6,
      typePurchase: 'once',
    });
    expect(html).toContain('data-testid="product-card-price" data-catalogue-price="12.5"');
    expect(html).toContain('S/\u00a012.50');
  });

  it('gives a product that cannot be bought a button that carries no line', () => {
    const soldOut = {
      ...product,
      variants: [{ id: 'VmFyaWFudDox', sku: 'SKU-1', quantityAvailable: 0, quantityLimitPerCustomer: null }],
    } as ProductCardFragment;
    const html = productCardMarkup(soldOut).html;
    expect(html).not.toContain(ADD_LINE_ATTRIBUTE);
    expect(html).toContain('Agotado');
  });

  it('writes one list item per product', () => {
    const html = productCardItems([product, { ...product, id: 'UHJvZHVjdDoy', slug: 'otro' } as ProductCardFragment]);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('data-slug="otro"');
  });
});

describe('readAddLine', () => {
  it('refuses what is not a line the cart can take', () => {
    expect(readAddLine(null)).toBeNull();
    expect(readAddLine('no es json')).toBeNull();
    expect(readAddLine('[]')).toBeNull();
    expect(readAddLine(JSON.stringify({ variantId: 'V', sku: 'S', name: 'N', slug: 's', priceUnit: 0 }))).toBeNull();
    expect(
      readAddLine(
        JSON.stringify({
          variantId: 'V',
          sku: 'S',
          name: 'N',
          slug: 's',
          priceUnit: 5,
          quantity: 1,
          maxQuantity: 3,
          typePurchase: 'gift',
        }),
      ),
    ).toBeNull();
  });
});
