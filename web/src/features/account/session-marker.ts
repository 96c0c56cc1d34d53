/**
 * The one session cookie page scripts may read: `1` when a session may exist. It holds no token; it spares visitors
 * who never signed in a request to `GET /api/sesion`. Its own module, so that client code imports no server crypto.
 * In production its name takes the `__Host-` prefix like the others.
 */
export const SESSION_MARKER = 'cuida-con-sesion';

/** Whether the page's cookies (`document.cookie`) carry the marker, under either name. */
export function hasSessionMarker(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => /^\s*(__Host-)?cuida-con-sesion=1\s*$/.test(part));
}
