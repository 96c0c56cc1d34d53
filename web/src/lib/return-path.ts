/**
 * Where the storefront may send a browser back to after a detour (the `volver` parameter of sign-in): a path of this
 * site, never another origin. Browsers are lenient with addresses — they drop tabs and line breaks, read `\` as `/`,
 * and `//host` (or `/\host`) is a protocol-relative address of another site — so the rule is an allowlist, checked on
 * the value as given and on every percent-decoding of it (a value decoded once more, by a router or a proxy, must still
 * be a path of ours):
 *
 * - it begins with a single `/` followed by a path character (or is `/` itself, or `/` then a query or fragment);
 * - the value as given holds only the characters of a URL (RFC 3986: unreserved, reserved and `%`), so no space,
 *   control character (C0, DEL, C1), backslash or non-ASCII lookalike of a slash;
 * - no decoding of it holds a control character, a backslash, `//`, or a character outside letters, marks and numbers
 *   beyond ASCII (fullwidth or division slashes);
 * - and resolved against an origin it stays on that origin.
 *
 * Anything else gives the fallback.
 */
export const DEFAULT_RETURN_PATH = '/mi-cuenta';

/** Characters a URL may hold as written (RFC 3986 unreserved and reserved, and `%` of an escape). */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
/** After the leading `/`: a path character (RFC 3986 pchar, escapes included), a query or a fragment, or nothing. */
const AFTER_SLASH = /^(?:$|[A-Za-z0-9\-._~!$&'()*+,;=:@%?#])/;
/** Beyond ASCII, only letters, marks and numbers (a search for "niños" decodes to them; slash lookalikes do not). */
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
/** Decodings checked: enough for any value a browser or proxy decodes again, bounded so a long value costs little. */
const MAX_DECODINGS = 3;
const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://cuida.invalid';

/** A control character (C0, DEL, C1), or beyond ASCII anything but a letter, mark or number. */
function hasUnsafeCharacter(form: string): boolean {
  for (const character of form) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if (code > 0x9f && !WORD_CHARACTER.test(character)) return true;
  }
  return false;
}

function safeForm(form: string): boolean {
  return (
    form.startsWith('/') &&
    AFTER_SLASH.test(form.slice(1)) &&
    !form.includes('//') &&
    !form.includes('\\') &&
    !hasUnsafeCharacter(form)
  );
}

/** True when `raw` is a path of this site by the rules above. */
export function isSafeReturnPath(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return false;
  if (!URL_CHARACTERS.test(raw) || !safeForm(raw)) return false;
  let form = raw;
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // A malformed escape: a browser would keep it as written, but nothing legitimate of ours produces one.
      return false;
    }
    if (decoded === form) break;
    if (!safeForm(decoded)) return false;
    form = decoded;
  }
  try {
    return new URL(raw, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** `raw` when it is a path of this site, else `fallback` (the account page). */
export function safeReturnPath(raw: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  return isSafeReturnPath(raw) ? raw : fallback;
}

/** The sign-in page's address that returns to `path` afterwards (a path that is not ours returns to the account). */
export function signInAddress(path: string): string {
  return `/ingresar?volver=${encodeURIComponent(safeReturnPath(path))}`;
}
