/** Texts longer than this are cut (requirements: "Text truncation"). */
export const TRUNCATE_AFTER = 65;
/** …to this many characters (requirements: "Text truncation"). */
export const TRUNCATE_KEEP = 50;
/** Three ASCII dots rather than U+2026, so the result is the same in every font and in plain-text channels. */
export const ELLIPSIS = '...';

/**
 * Display text: longer than 65 characters → its first 50 plus `...`; otherwise unchanged. Characters are
 * counted as code points so that an emoji is never split into half a surrogate pair.
 */
export function truncateText(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= TRUNCATE_AFTER) return text;
  return `${chars.slice(0, TRUNCATE_KEEP).join('')}${ELLIPSIS}`;
}
