import { describe, expect, it } from 'vitest';
import * as domain from '../src/index';

describe('@cuida/domain entry point', () => {
  it('exposes the rules the gateway and the storefront call', () => {
    expect(domain.formatPrice(domain.cartTotal({ lines: [{ priceUnit: 12.5, quantity: 2 }], discount: 5 }))).toBe(
      'S/\u00a020.00',
    );
    expect(domain.deliveryFee({ orderTotal: 250, tiers: [{ threshold: 250, fee: 0 }] })).toBe(0);
    expect(
      domain.selectPromotions([{ metadatos: { canal: 'all' } }], {
        appRimac: false,
        appCI: false,
        zonaNoClientes: false,
      }),
    ).toHaveLength(1);
  });
});
