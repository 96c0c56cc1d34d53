import { describe, expect, it, vi } from 'vitest';
import { parseIdleIdentity } from '../src/features/cart/idle-cart';
import {
  CHECKOUT_CLIENT_KEY,
  rememberCheckoutClient,
  rememberedIdentity,
} from '../src/features/cart/remembered-client';
import { emptyClient } from '../src/features/checkout/checkout-state';
import { checkoutIdOfToken } from '../src/features/checkout/commerce-sync';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

const client = {
  ...emptyClient(),
  documentNumber: ' 41234567 ',
  firstName: 'Rosa Elena',
  paternalLastName: 'Mendoza',
  maternalLastName: '',
  phone: '912345678',
  email: 'rosa.mendoza@example.pe ',
  birthDate: '1990-03-14',
};

describe("the checkout's client for the idle-cart timer", () => {
  it('is remembered with its checkout and read back as the identity of that checkout only', () => {
    const store = memoryStore();
    rememberCheckoutClient(client, { token: 'token-1', id: checkoutIdOfToken('token-1') }, store);
    expect(JSON.parse(store.data.get(CHECKOUT_CLIENT_KEY) ?? '{}')).toEqual({
      checkoutToken: 'token-1',
      checkoutId: checkoutIdOfToken('token-1'),
      documentType: 2,
      documentNumber: '41234567',
      name: 'Rosa Elena Mendoza',
      phone: '912345678',
      email: 'rosa.mendoza@example.pe',
    });
    expect(parseIdleIdentity(rememberedIdentity('token-1', store))).toEqual({
      documentType: 2,
      documentNumber: '41234567',
      name: 'Rosa Elena Mendoza',
      phone: '912345678',
      email: 'rosa.mendoza@example.pe',
      checkoutId: checkoutIdOfToken('token-1'),
    });
    // The cart now holds another checkout (or none): the client is not written on it.
    expect(rememberedIdentity('token-2', store)).toBeNull();
    expect(rememberedIdentity(null, store)).toBeNull();
  });

  it('a corrupt value is no identity, and a failing storage is only logged', () => {
    const store = memoryStore();
    store.setItem(CHECKOUT_CLIENT_KEY, '{not json');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(rememberedIdentity('token-1', store)).toBeNull();
    expect(log).toHaveBeenCalledWith('Error al recuperar de sessionStorage:', expect.anything());
    store.setItem(CHECKOUT_CLIENT_KEY, JSON.stringify({ checkoutToken: 'token-1', documentType: 'x' }));
    expect(parseIdleIdentity(rememberedIdentity('token-1', store))).toBeNull();
    log.mockRestore();
  });
});
