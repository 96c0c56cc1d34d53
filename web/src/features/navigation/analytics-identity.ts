/**
 * The user id every analytics event carries (requirements: "Analytics user id"): a signed-in customer is the SHA-256
 * hex of their e-mail (`analyticsUserId` of the domain, set by `AnalyticsIdentity` from the session); anyone else is
 * the analytics client id. The storefront loads no analytics library that would own a client id (no `_ga` cookie is
 * read), so the client id is first-party: a random UUID kept in local storage under `cuida:analytics-client-id`,
 * created on the first event. It identifies a browser, not a person, and holds nothing about the shopper.
 */

export const ANALYTICS_CLIENT_ID_KEY = 'cuida:analytics-client-id';

const CLIENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ClientIdStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface AnalyticsIdentityHost {
  localStorage?: ClientIdStore;
}

/** The signed-in customer's hashed e-mail, or null (signed out, or not hashed yet). */
let signedInUserId: string | null = null;
/** This page's client id when storage refuses to keep one (private mode, blocked storage). */
let pageClientId: string | null = null;

export function setSignedInUserId(id: string | null): void {
  signedInUserId = id;
}

/** The stored client id, or a new one stored now; a page without storage keeps one id for its lifetime. */
export function analyticsClientId(
  store: ClientIdStore | null | undefined,
  newId: () => string = () => crypto.randomUUID(),
): string {
  try {
    const stored = store?.getItem(ANALYTICS_CLIENT_ID_KEY);
    if (stored && CLIENT_ID_PATTERN.test(stored)) return stored;
    const created = newId();
    if (!store) throw new Error('sin almacenamiento');
    store.setItem(ANALYTICS_CLIENT_ID_KEY, created);
    return created;
  } catch {
    pageClientId ??= newId();
    return pageClientId;
  }
}

function storeOf(host: AnalyticsIdentityHost): ClientIdStore | null {
  try {
    return host.localStorage ?? null;
  } catch {
    // Reading window.localStorage throws where the browser blocks storage.
    return null;
  }
}

/** The user id for an event pushed now from `host`. */
export function currentAnalyticsUserId(host: AnalyticsIdentityHost): string {
  return signedInUserId ?? analyticsClientId(storeOf(host));
}
