import { maskEmail } from '@cuida/domain';

/**
 * Masks what must never reach a log line: e-mails (the storefront's masking rule, `jua*****z@gmail.com`), document
 * and phone numbers in the fields known to carry them (8–12 digit runs keep their last 2 digits), and secrets: JWTs
 * anywhere, `Bearer …`/`Basic …` credentials, passwords, tokens, API keys, cookies, verification codes, and
 * passwords in URLs. Pure: returns a masked copy, never changes its input.
 */

export const REDACTED = '[REDACTED]';

/** Keys whose whole value is a secret. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|x-access-token|api[-_]?key|apikey|secret|client[-_]?secret|credentials?|pwd|codigo|verification[-_]?code)$|pass(word|wd)|token|secret|private[-_]?key/i;

/** Keys whose value carries a document or phone number (requirements: "Document types", "Phones"). */
const DOCUMENT_KEY =
  /^(document|documento|documentNumber|numeroDocumento|nroDocumento|dni|ce|pasaporte|passport|usuario|usuarioLogin|username|user|phone|phoneNumber|phone_number|telefono|celular|mobile)$/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const SECRET_PARAM =
  /([?&;](?:pwd|password|pass|token|id_token|access_token|refresh_token|code|api_key|apikey)=)[^&\s#"']+/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]*:)[^@/?#\s]+@/gi;
const DIGIT_RUN = /\d{8,12}/g;

const MAX_DEPTH = 8;

/** Masks a digit run, keeping its last 2 digits: `45678912` → `******12`. */
export function maskDigits(run: string): string {
  return `${'*'.repeat(Math.max(0, run.length - 2))}${run.slice(-2)}`;
}

/**
 * An e-mail in a log line: the display mask (requirements: "E-mail masking"), which shows a local part of 4 characters
 * or fewer whole, so there a log keeps only its first character (a single character is hidden too).
 */
export function maskEmailForLog(email: string): string {
  const masked = maskEmail(email);
  if (masked.includes('*')) return masked;
  const at = email.lastIndexOf('@');
  const local = Array.from(email.slice(0, at));
  const head = local.length > 1 ? (local[0] ?? '') : '';
  return `${head}${'*'.repeat(local.length - head.length)}${email.slice(at)}`;
}

/** Masks the secrets and e-mails inside free text. */
export function redactText(text: string): string {
  return text
    .replace(JWT, '[JWT]')
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(URL_PASSWORD, (_match, head: string) => `${head}${REDACTED}@`)
    .replace(SECRET_PARAM, (_match, head: string) => `${head}${REDACTED}`)
    .replace(EMAIL, (email) => maskEmailForLog(email));
}

function redactDocument(value: unknown): unknown {
  if (typeof value === 'number') return redactDocument(String(value));
  if (typeof value !== 'string') return redactValue(value, 1, new WeakSet());
  return redactText(value).replace(DIGIT_RUN, maskDigits);
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? value.toString() : typeof value === 'function' ? undefined : value;
  }
  if (seen.has(value)) return '[Circular]';
  if (depth > MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (value instanceof Error) {
    const error: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    if (value.stack) error.stack = redactText(value.stack);
    const extensions = (value as { extensions?: unknown }).extensions;
    if (extensions && typeof extensions === 'object') error.extensions = redactValue(extensions, depth + 1, seen);
    return error;
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (value instanceof Map) return redactValue(Object.fromEntries(value), depth, seen);
  if (typeof (value as { entries?: unknown }).entries === 'function' && value instanceof Headers) {
    return redactValue(Object.fromEntries(value.entries()), depth, seen);
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) out[key] = item === null || item === undefined || item === '' ? item : REDACTED;
    else if (DOCUMENT_KEY.test(key)) out[key] = redactDocument(item);
    else out[key] = redactValue(item, depth + 1, seen);
  }
  return out;
}

/** A masked deep copy of a log entry (or any value). */
export function redact<T>(value: T): T {
  return redactValue(value, 0, new WeakSet()) as T;
}
