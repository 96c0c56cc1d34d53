import { describe, expect, it } from 'vitest';
import { brandOrLaboratory, presentation, purchaseOptions, requiresPrescription } from '../../src/catalog/attributes';

const attr = (slug: string, ...values: { name?: string; slug?: string; boolean?: boolean | null }[]) => ({
  attribute: { slug },
  values,
});

describe('purchaseOptions', () => {
  it('reads once, subscription only and both', () => {
    expect(purchaseOptions([attr('typePurchase', { slug: 'once' })])).toEqual({
      once: true,
      subscription: false,
      subscriptionOnly: false,
    });
    expect(purchaseOptions([attr('typePurchase', { slug: 'subscription-only' })])).toEqual({
      once: false,
      subscription: true,
      subscriptionOnly: true,
    });
    expect(purchaseOptions([attr('typePurchase', { slug: 'once-and-subscription' })])).toEqual({
      once: true,
      subscription: true,
      subscriptionOnly: false,
    });
    expect(purchaseOptions([attr('typePurchase', { slug: 'once' }, { slug: 'subscription' })])).toEqual({
      once: true,
      subscription: true,
      subscriptionOnly: false,
    });
  });

  it('treats a product without typePurchase as sold once', () => {
    expect(purchaseOptions([])).toEqual({ once: true, subscription: false, subscriptionOnly: false });
  });
});

describe('brandOrLaboratory', () => {
  it('shows the laboratory when the flag says so, the brand otherwise', () => {
    const both = [attr('brand', { name: 'Panadol' }), attr('laboratory', { name: 'GSK' })];
    expect(brandOrLaboratory([...both, attr('flagBrandOrLaboratory', { slug: 'laboratory' })])).toEqual({
      kind: 'LABORATORY',
      name: 'GSK',
    });
    expect(brandOrLaboratory([...both, attr('flagBrandOrLaboratory', { slug: 'brand' })])).toEqual({
      kind: 'BRAND',
      name: 'Panadol',
    });
  });

  it('falls back to what exists, or null', () => {
    expect(
      brandOrLaboratory([attr('laboratory', { name: 'Genfar' }), attr('flagBrandOrLaboratory', { slug: 'brand' })]),
    ).toEqual({ kind: 'LABORATORY', name: 'Genfar' });
    expect(brandOrLaboratory([])).toBeNull();
  });
});

describe('presentation and requiresPrescription', () => {
  it('reads the presentation text', () => {
    expect(presentation([attr('presentation', { name: ' Caja x 100 tabletas ' })])).toBe('Caja x 100 tabletas');
    expect(presentation([])).toBeNull();
  });

  it('reads the boolean, or a yes/no value', () => {
    expect(requiresPrescription([attr('requiresPrescription', { boolean: true, slug: 'true' })])).toBe(true);
    expect(requiresPrescription([attr('requiresPrescription', { boolean: null, name: 'Sí' })])).toBe(true);
    expect(requiresPrescription([attr('requiresPrescription', { boolean: false, slug: 'false' })])).toBe(false);
    expect(requiresPrescription([])).toBe(false);
  });
});
