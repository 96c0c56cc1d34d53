export interface MenuClickEvent {
  event: 'menu_click';
  category: string;
}

/**
 * menu_click (requirements: "Menu click event"): category = the non-empty parts of the menu path joined by '::', e.g.
 * ['Salud', '', 'Vitaminas'] → 'Salud::Vitaminas'. Parts are trimmed, so a part of spaces counts as empty.
 */
export function menuClickEvent(path: readonly (string | null | undefined)[]): MenuClickEvent {
  const parts = path.map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return { event: 'menu_click', category: parts.join('::') };
}
