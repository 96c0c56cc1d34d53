import { type Markup, tag } from '../../lib/static-markup';
import type { MenuNode } from '../navigation/menu';
import styles from './Menus.module.css';

/** A drawer entry: only what the drawer shows (it travels as data to the browser; DrawerPanel.tsx renders it). */
export interface DrawerItem {
  name: string;
  href: string;
  children: DrawerItem[];
}

export function drawerItems(nodes: readonly MenuNode[]): DrawerItem[] {
  return nodes.map((node) => ({ name: node.name, href: node.href, children: drawerItems(node.children) }));
}

/**
 * The footer's menu (server HTML, Footer.tsx): groups with a heading, their links, and a third level under each link.
 * A group's heading names the group ("Categorías"), it does not lead to the one page its menu item points at; a
 * group without links stays a link.
 */
export function footerMenu(items: MenuNode[]): Markup {
  return tag(
    'nav',
    { class: styles.footerMenu, 'aria-label': 'Pie de página' },
    ...items.map((group) =>
      tag(
        'section',
        { class: styles.footerGroup },
        tag(
          'h2',
          {},
          group.children.length > 0
            ? group.name
            : tag('a', { href: group.href, 'data-menu-path': JSON.stringify(group.path) }, group.name),
        ),
        group.children.length > 0 && footerLevel(group.children),
      ),
    ),
  );
}

function footerLevel(items: MenuNode[]): Markup {
  return tag(
    'ul',
    {},
    ...items.map((item) =>
      tag(
        'li',
        {},
        tag('a', { href: item.href, 'data-menu-path': JSON.stringify(item.path) }, item.name),
        item.children.length > 0 && footerLevel(item.children),
      ),
    ),
  );
}
