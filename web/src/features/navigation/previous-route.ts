/** The current and previous route of the session (requirements: "Previous route and home"). */

export const CURRENT_ROUTE_KEY = 'cuida:route:current';
export const PREVIOUS_ROUTE_KEY = 'cuida:route:previous';

export interface RouteRecord {
  path: string;
  /** Query string without '?', '' when there is none. */
  query: string;
}

export function routeRecord(pathname: string, search: string): RouteRecord {
  return { path: pathname, query: search.startsWith('?') ? search.slice(1) : search };
}

export function sameRoute(a: RouteRecord | null, b: RouteRecord | null): boolean {
  return !!a && !!b && a.path === b.path && a.query === b.query;
}

/** Untrusted JSON from session storage → a route record, or null. */
export function parseRouteRecord(value: unknown): RouteRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { path, query } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  return { path, query: typeof query === 'string' ? query : '' };
}

/**
 * The routes to store after arriving at `now`: the route seen before becomes the previous one; a reload of the same
 * route changes nothing.
 */
export function nextRoutes(
  stored: { current: RouteRecord | null; previous: RouteRecord | null },
  now: RouteRecord,
): { current: RouteRecord; previous: RouteRecord | null } {
  if (sameRoute(stored.current, now)) return { current: now, previous: stored.previous };
  return { current: now, previous: stored.current };
}

/** Going to home goes back if the previous route was already home (requirements: "Previous route and home"). */
export function shouldGoBackHome(previous: RouteRecord | null, currentPath: string): boolean {
  return previous?.path === '/' && currentPath !== '/';
}
