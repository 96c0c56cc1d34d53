/**
 * The desktop navbar keeps its top level on one row: the items that do not fit go under a last "Más" item. Pure, so
 * the rule is tested without a browser (the component measures, this decides).
 */

/**
 * How many items stay in the row: as many as fit, in order, leaving room for "Más" when any is left over. `widths`
 * are the items' widths with their gap, `available` the row's width, `moreWidth` the "Más" item's.
 */
export function itemsThatFit(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count++;
  }
  return count;
}

/** The index focus moves to with an arrow key in a row (or column) of `count` items, wrapping at both ends. */
export function nextIndex(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
