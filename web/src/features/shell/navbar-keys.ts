/**
 * The desktop navbar's keys and clicks (navbar-controller.ts applies them; loaded on demand with it). Pure, so the
 * rules are tested without a browser.
 */

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

/** What a key pressed in the navbar does (the controller applies it to the page). */
export type NavbarKeyAction =
  /** Close the open panel and give the focus back to its button. */
  | { type: 'close' }
  /** Open this button's panel and focus its first link. */
  | { type: 'open'; key: string }
  /** Focus the entry at `index`: among the row's links and buttons, or the open panel's links. */
  | { type: 'focus'; index: number };

/**
 * The APG disclosure navigation menu's keys: Escape closes the open panel; in a panel, Up and Down (Home, End) move
 * through its links; along the row, Left and Right (Home, End) move between links and buttons, and Down on a button
 * opens its panel. `index` is the focused entry's position among `count` (the panel's links or the row's stops),
 * `toggle` the focused button's key (null on a link). Null: the key keeps its default action.
 */
export function navbarKeyAction(
  key: string,
  at: { open: boolean; inPanel: boolean; index: number; count: number; toggle: string | null },
): NavbarKeyAction | null {
  if (key === 'Escape') return at.open ? { type: 'close' } : null;
  if (at.inPanel) {
    const index = nextIndex(at.index, at.count, key === 'ArrowRight' || key === 'ArrowLeft' ? '' : key);
    return index === null ? null : { type: 'focus', index };
  }
  if (key === 'ArrowDown' && at.toggle) return { type: 'open', key: at.toggle };
  if (key === 'ArrowUp' || key === 'ArrowDown') return null;
  const index = nextIndex(at.index, at.count, key);
  return index === null ? null : { type: 'focus', index };
}

/**
 * The panel open after a click on `key`'s button: a click closes its open panel, except one the pointer opened by
 * hovering on its way to the button (`hovered`): that click pins it open instead.
 */
export function toggledPanel(open: string | null, key: string, hovered: string | null): string | null {
  return open === key && hovered !== key ? null : key;
}
