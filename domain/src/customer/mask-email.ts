const VISIBLE_HEAD = 3;
const MASK = '*';

/**
 * Masks an e-mail for display (requirements: "E-mail masking"): the first 3 characters of the local part, one asterisk
 * per hidden character, the last character, then `@` and the domain unchanged — `juanperez@gmail.com` →
 * `jua*****z@gmail.com`. The head-and-last rule would hide nothing in a local part of 4 characters or fewer, so there
 * only the first character stays and the rest is masked (`ana@x.pe` → `a**@x.pe`; a single character becomes `*`). Text
 * without `@` is masked as a whole, as if it were a local part, rather than shown in clear.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = Array.from(at === -1 ? email : email.slice(0, at));
  const domain = at === -1 ? '' : email.slice(at);
  return `${maskLocalPart(local)}${domain}`;
}

function maskLocalPart(chars: readonly string[]): string {
  if (chars.length === 0) return '';
  if (chars.length === 1) return MASK;
  if (chars.length <= VISIBLE_HEAD + 1) return `${chars[0]}${MASK.repeat(chars.length - 1)}`;
  const head = chars.slice(0, VISIBLE_HEAD).join('');
  const last = chars[chars.length - 1];
  return `${head}${MASK.repeat(chars.length - VISIBLE_HEAD - 1)}${last}`;
}
