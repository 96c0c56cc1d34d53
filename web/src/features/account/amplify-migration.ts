/**
 * The cookies Amplify kept the session in before ADR 12 (`ssr: true`, readable by page scripts):
 * `CognitoIdentityServiceProvider.<client>.LastAuthUser` and `….<client>.<user>.{idToken,accessToken,refreshToken,
 * clockDrift,…}`. proxy.ts moves such a session into the storefront's own cookies and expires these, so the deployment
 * signs nobody out. Names are as the browser's js-cookie wrote them (URI-encoded).
 */
export const AMPLIFY_COOKIE_PREFIX = 'CognitoIdentityServiceProvider.';

/** A cookie name as js-cookie writes it (Amplify's browser storage): URI-encoded, with #$&+^`| left as they are. */
export function encodeCookieName(name: string): string {
  return encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent);
}

export interface LegacySession {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
}

/**
 * What the request's Amplify cookies hold: every such name (to expire, whatever the client), and the session of the
 * storefront's client under its LastAuthUser, when complete.
 */
export function legacyAmplifySession(
  cookies: readonly { name: string; value: string }[],
  clientId: string,
): { names: string[]; session: LegacySession | null } {
  const names = cookies.map((cookie) => cookie.name).filter((name) => name.startsWith(AMPLIFY_COOKIE_PREFIX));
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value || null;
  const base = `${AMPLIFY_COOKIE_PREFIX}${encodeCookieName(clientId)}`;
  const user = value(`${base}.LastAuthUser`);
  if (!user) return { names, session: null };
  const prefix = `${base}.${encodeCookieName(user)}`;
  const idToken = value(`${prefix}.idToken`);
  const accessToken = value(`${prefix}.accessToken`);
  if (!idToken || !accessToken) return { names, session: null };
  return { names, session: { idToken, accessToken, refreshToken: value(`${prefix}.refreshToken`) } };
}

/** Amplify's cookies for a session (tests and the container test's journey, which play a browser from before). */
export function amplifySessionCookies(
  clientId: string,
  user: string,
  session: LegacySession,
): { name: string; value: string }[] {
  const base = `${AMPLIFY_COOKIE_PREFIX}${clientId}`;
  const entries = [
    { name: `${base}.LastAuthUser`, value: user },
    { name: `${base}.${user}.idToken`, value: session.idToken },
    { name: `${base}.${user}.accessToken`, value: session.accessToken },
    { name: `${base}.${user}.clockDrift`, value: '0' },
  ];
  if (session.refreshToken) entries.push({ name: `${base}.${user}.refreshToken`, value: session.refreshToken });
  return entries.map(({ name, value }) => ({ name: encodeCookieName(name), value }));
}
