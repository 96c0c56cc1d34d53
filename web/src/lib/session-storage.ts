/**
 * JSON values in the browser's session storage: saved, read and removed under a key. Failures are only logged, with
 * the product's messages (requirements: "Silent failures"): a read that fails returns null.
 */

/** The part of the Storage API these helpers use, so tests can pass a fake. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's session storage, or null where there is none. Reading `window.sessionStorage` itself throws where the
 * browser blocks storage (a partner's cross-site iframe with third-party storage blocked): that is no storage, not a
 * crash of the page.
 */
export function defaultStore(): SessionStore | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveSession(key: string, value: unknown, store: SessionStore | null = defaultStore()): void {
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error('Error al guardar en sessionStorage:', error);
  }
}

export function readSession<T>(key: string, store: SessionStore | null = defaultStore()): T | null {
  if (!store) return null;
  try {
    const raw = store.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    console.error('Error al recuperar de sessionStorage:', error);
    return null;
  }
}

export function removeSession(key: string, store: SessionStore | null = defaultStore()): void {
  if (!store) return;
  try {
    store.removeItem(key);
  } catch (error) {
    console.error('Error al guardar en sessionStorage:', error);
  }
}
