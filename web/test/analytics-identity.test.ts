import { analyticsUserId } from '@cuida/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { trackCartEvent } from '../src/features/cart/analytics';
import {
  ANALYTICS_CLIENT_ID_KEY,
  analyticsClientId,
  currentAnalyticsUserId,
  setSignedInUserId,
} from '../src/features/navigation/analytics-identity';
import { pushDataLayer } from '../src/features/navigation/data-layer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

afterEach(() => setSignedInUserId(null));

describe('analytics client id (anonymous shoppers)', () => {
  it('is created once, kept in local storage and read back', () => {
    const store = memoryStore();
    const first = analyticsClientId(store);
    expect(first).toMatch(UUID);
    expect(store.data.get(ANALYTICS_CLIENT_ID_KEY)).toBe(first);
    expect(analyticsClientId(store)).toBe(first);
  });

  it('replaces a stored value that is not one of ours', () => {
    const store = memoryStore({ [ANALYTICS_CLIENT_ID_KEY]: 'rosa@example.pe' });
    const id = analyticsClientId(store);
    expect(id).toMatch(UUID);
    expect(id).not.toContain('@');
  });

  it('without storage (blocked, private mode) keeps one id for the page', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = analyticsClientId(refusing);
    expect(id).toMatch(UUID);
    expect(analyticsClientId(null)).toBe(id);
  });
});

describe('user_id on every data-layer event', () => {
  it('anonymous: the client id, on events only (not on the ecommerce reset)', () => {
    const localStorage = memoryStore();
    const host: { dataLayer?: unknown[]; localStorage: typeof localStorage } = { localStorage };
    pushDataLayer(host, { ecommerce: null });
    pushDataLayer(host, { event: 'menu_click', category: 'Salud' });
    const id = localStorage.data.get(ANALYTICS_CLIENT_ID_KEY);
    expect(host.dataLayer).toEqual([{ ecommerce: null }, { event: 'menu_click', category: 'Salud', user_id: id }]);
  });

  it('signed in: the SHA-256 hex of the trimmed, lower-cased e-mail, never the address', async () => {
    const hash = await analyticsUserId(' Maria.Quispe@Cuida.pe ');
    expect(hash).toBe(await analyticsUserId('maria.quispe@cuida.pe'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    setSignedInUserId(hash);
    const host: { dataLayer?: unknown[]; localStorage: ReturnType<typeof memoryStore> } = {
      localStorage: memoryStore(),
    };
    expect(currentAnalyticsUserId(host)).toBe(hash);
    trackCartEvent(host, {
      event: 'add_to_cart',
      ecommerce: { currency: 'PEN', value: 10, items: [] },
    } as never);
    expect(host.dataLayer?.[1]).toMatchObject({ event: 'add_to_cart', user_id: hash });
    expect(JSON.stringify(host.dataLayer)).not.toContain('cuida.pe');
    setSignedInUserId(null);
    expect(currentAnalyticsUserId(host)).toMatch(UUID);
  });
});
