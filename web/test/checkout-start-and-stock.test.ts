import { describe, expect, it } from 'vitest';
import { checkoutStartInput, PLACEHOLDER_ADDRESS } from '../src/features/checkout/commerce-sync';
import { stockIssues } from '../src/features/checkout/stock-issues';

describe('checkout creation (requirements: "Checkout creation")', () => {
  const lines = [{ variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==', quantity: 2 }];

  it('is created with the placeholder address: street and city Lima, country PE', () => {
    expect(PLACEHOLDER_ADDRESS).toMatchObject({ streetAddress1: 'Lima', city: 'Lima', country: 'PE' });
    expect(checkoutStartInput({ channel: 'feria-cuida', lines })).toEqual({
      channel: 'feria-cuida',
      lines,
      shippingAddress: PLACEHOLDER_ADDRESS,
    });
  });

  it("carries the e-mail known at start (a signed-in customer's), trimmed and lower-cased", () => {
    expect(checkoutStartInput({ channel: 'feria-cuida', lines, email: ' Maria.Quispe@Cuida.pe ' }).email).toBe(
      'maria.quispe@cuida.pe',
    );
    expect(checkoutStartInput({ channel: 'feria-cuida', lines, email: 'no es un correo' })).not.toHaveProperty('email');
    expect(checkoutStartInput({ channel: 'feria-cuida', lines, email: null })).not.toHaveProperty('email');
  });
});

describe('sold-out and low-stock lists (requirements: "Checkout state")', () => {
  const names = new Map([
    ['a', 'Paracetamol'],
    ['b', 'Pañales'],
    ['c', 'Vitamina C'],
    ['d', 'Alcohol'],
  ]);

  it('sorts lines by the units left: none, fewer than asked or the last units, plenty, unknown', () => {
    const issues = stockIssues(
      [
        { quantity: 1, variant: { id: 'a', quantityAvailable: 0 } },
        { quantity: 5, variant: { id: 'b', quantityAvailable: 4 } },
        { quantity: 1, variant: { id: 'c', quantityAvailable: 3 } },
        { quantity: 1, variant: { id: 'd', quantityAvailable: 40 } },
        { quantity: 1, variant: { id: 'e', quantityAvailable: null } },
      ],
      names,
    );
    expect(issues.emptyProducts).toEqual([{ variantId: 'a', name: 'Paracetamol', quantityAvailable: 0 }]);
    expect(issues.lowStock).toEqual([
      { variantId: 'b', name: 'Pañales', quantityAvailable: 4 },
      { variantId: 'c', name: 'Vitamina C', quantityAvailable: 3 },
    ]);
  });
});
