const VISIBLE_HEAD = 3;
const MASK = '*';

/**
 * Masks an e-mail for display (requirements: "E-mail masking"): the first 3 characters of the local part, one asterisk
 * per hidden character, the last character, then `@` and the domain unchanged — `juanperez@gmail.com` →
 * `jua*****z@gmail.com`. A local part of 4 characters or fewer has no middle: the first three and the last are all
 * of it, so it is shown as it is (`luis@x.pe`, `ana@x.pe`), as the rule says. Text without `@` is masked as a whole,
 * as if it were a local part.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = Array.from(at === -1 ? email : email.slice(0, at));
  const domain = at === -1 ? '' : email.slice(at);
  return `${maskLocalPart(local)}${domain}`;
}

function maskLocalPart(chars: readonly string[]): string {
  const hidden = chars.length - VISIBLE_HEAD - 1;
  if (hidden <= 0) return chars.join('');
  return `${chars.slice(0, VISIBLE_HEAD).join('')}${MASK.repeat(hidden)}${chars[chars.length - 1]}`;
}
