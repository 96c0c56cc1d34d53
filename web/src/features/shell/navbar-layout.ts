/**
 * The desktop navbar keeps its top level on one row: the items that do not fit go under a last "Más" item. Pure, so
 * the rule is tested without a browser (the component measures, this decides). Comes with every page
 * (NavbarShell.tsx); the keys' rules, needed only once the bar is used, are navbar-keys.ts's.
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

/** The "Más" item's key (its button's `data-toggle`); the other buttons carry their menu item's id. */
export const MORE_KEY = 'mas';

/**
 * Whether the bar acts on `key` while every panel is closed (the shell keeps such a key from scrolling the page until
 * the controller arrives): Left, Right, Home and End along the row, Down on a panel's button (`toggle`).
 * navbarKeyAction (navbar-keys.ts) decides the same for a closed bar.
 */
export function rowKeyHandled(key: string, toggle: boolean): boolean {
  return (
    key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End' || (key === 'ArrowDown' && toggle)
  );
}
