/**
 * Search as you type: the rules the header's search field follows, kept free of React and of the domain package so
 * the field adds little to every page's start-up script.
 */

/** Suggestions are asked for once the shopper has stopped typing this long. */
export const SUGGESTION_DELAY_MS = 300;
/** Shorter queries match too much to help. */
export const MIN_SUGGESTION_QUERY = 2;
/** At most this many products are suggested. */
export const MAX_SUGGESTIONS = 6;

export interface Suggestion {
  name: string;
  slug: string;
  /** Already formatted (`S/ 12.50`), or null when the product has no price. */
  price: string | null;
}

/** The query to ask suggestions for, or null when the typed text is too short (or too long) to ask. */
export function suggestionQuery(typed: string): string | null {
  const query = typed.trim().replace(/\s+/g, ' ');
  return query.length >= MIN_SUGGESTION_QUERY && query.length <= 120 ? query : null;
}

/**
 * The option the arrow keys move to in a list of `count` suggestions (-1: none, the focus stays in the field),
 * wrapping around as the combobox pattern does; `Home`/`End` are left to the text field.
 */
export function movedOption(active: number, key: string, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return active;
}

/** What a screen reader hears when suggestions arrive. */
export function suggestionsStatus(count: number): string {
  if (count === 0) return 'Sin sugerencias';
  return count === 1 ? '1 sugerencia' : `${count} sugerencias`;
}

export const productPath = (slug: string) => `/producto/${encodeURIComponent(slug)}`;
