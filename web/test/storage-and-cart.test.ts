import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCount } from '../src/features/shell/cart-count';
import { readSession, removeSession, type SessionStore, saveSession } from '../src/lib/session-storage';

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const broken: SessionStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => vi.restoreAllMocks());

describe('session storage helpers', () => {
  it('saves, reads and removes JSON values', () => {
    const store = memoryStore();
    saveSession('k', { a: 1 }, store);
    expect(store.data.get('k')).toBe('{"a":1}');
    expect(readSession('k', store)).toEqual({ a: 1 });
    removeSession('k', store);
    expect(readSession('k', store)).toBeNull();
  });

  it('logs the session-storage messages and returns null when storage fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveSession('k', 1, broken);
    expect(error).toHaveBeenLastCalledWith('Error al guardar en sessionStorage:', expect.any(Error));
    expect(readSession('k', broken)).toBeNull();
    expect(error).toHaveBeenLastCalledWith('Error al recuperar de sessionStorage:', expect.any(Error));
  });

  it('treats corrupt JSON as a failed read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = memoryStore();
    store.data.set('k', '{nope');
    expect(readSession('k', store)).toBeNull();
    expect(error).toHaveBeenCalledWith('Error al recuperar de sessionStorage:', expect.any(SyntaxError));
  });

  it('does nothing on the server', () => {
    expect(readSession('k', null)).toBeNull();
    expect(() => saveSession('k', 1, null)).not.toThrow();
  });
});

describe('cartCount', () => {
  it('adds the units of the one-time and subscription lines, leaving the gifts out', () => {
    const cart = { cartOnce: [{ quantity: 2 }, { quantity: 1, isGift: true }], cartSubscription: [{ quantity: 3 }] };
    expect(cartCount(JSON.stringify(cart))).toBe(5);
    expect(cartCount(JSON.stringify({ cart }))).toBe(5);
    expect(cartCount(JSON.stringify([{ quantity: 4 }]))).toBe(4);
  });

  it('is 0 for a missing, corrupt or strange value', () => {
    expect(cartCount(null)).toBe(0);
    expect(cartCount('{nope')).toBe(0);
    expect(cartCount('"hola"')).toBe(0);
    expect(
      cartCount(JSON.stringify({ cartOnce: [{ quantity: -2 }, { quantity: 1.5 }, { quantity: '3' }, null] })),
    ).toBe(0);
  });
});

describe('blocked storage (a cross-site iframe with third-party storage blocked)', () => {
  it('reading window.sessionStorage throws there: the helpers answer as without storage, never crash', () => {
    const blocked = {};
    Object.defineProperty(blocked, 'sessionStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    try {
      expect(readSession('cuida:flags')).toBeNull();
      expect(() => saveSession('cuida:flags', { appRimac: true })).not.toThrow();
      expect(() => removeSession('cuida:flags')).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
