import { describe, expect, it } from 'vitest';
import { primarySku } from '../../src/analytics/cart-line';

describe('primarySku', () => {
  it('takes the first entry of the sku list', () => {
    expect(primarySku({ sku: ['SKU-1', 'SKU-2'] })).toBe('SKU-1');
  });

  it('accepts a plain string', () => {
    expect(primarySku({ sku: 'SKU-1' })).toBe('SKU-1');
  });

  it('gives an empty string for an empty list', () => {
    expect(primarySku({ sku: [] })).toBe('');
  });
});
