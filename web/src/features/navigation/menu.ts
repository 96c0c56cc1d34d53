/** Menu items (requirements: "Menus") → storefront addresses and a plain tree the shell renders. */

export interface MenuItemInput {
  id: string;
  name: string;
  url?: string | null;
  category?: { slug: string } | null;
  collection?: { slug: string } | null;
  page?: { slug: string } | null;
  children?: readonly MenuItemInput[] | null;
}

export interface MenuNode {
  id: string;
  name: string;
  href: string;
  /** Names from the top item down to this one, for the menu_click event. */
  path: string[];
  children: MenuNode[];
}

/** Where a menu item leads: its category, collection or page, else its own URL, else home. */
export function menuItemHref(item: MenuItemInput): string {
  if (item.category) return `/categoria/${encodeURIComponent(item.category.slug)}`;
  if (item.collection) return `/coleccion/${encodeURIComponent(item.collection.slug)}`;
  if (item.page) return `/${encodeURIComponent(item.page.slug)}`;
  if (item.url) return item.url;
  return '/';
}

/** The menu as a tree of at most `depth` levels (the footer's three levels of children; requirements: "Menus"). */
export function menuTree(
  items: readonly MenuItemInput[] | null | undefined,
  depth = 4,
  parents: string[] = [],
): MenuNode[] {
  if (!items || depth <= 0) return [];
  return items.map((item) => {
    const path = [...parents, item.name];
    return {
      id: item.id,
      name: item.name,
      href: menuItemHref(item),
      path,
      children: menuTree(item.children, depth - 1, path),
    };
  });
}
