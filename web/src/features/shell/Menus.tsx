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
 * The footer: groups with a heading, their links, and a third level under each link. A group's heading names the
 * group ("Categorías"), it does not lead to the one page its menu item points at; a group without links stays a link.
 */
export function FooterMenu({ items }: { items: MenuNode[] }) {
  return (
    <nav className={styles.footerMenu} aria-label="Pie de página">
      {items.map((group) => (
        <section key={group.id} className={styles.footerGroup}>
          <h2>
            {group.children.length > 0 ? (
              group.name
            ) : (
              <a href={group.href} data-menu-path={JSON.stringify(group.path)}>
                {group.name}
              </a>
            )}
          </h2>
          {group.children.length > 0 && <FooterLevel items={group.children} />}
        </section>
      ))}
    </nav>
  );
}

function FooterLevel({ items }: { items: MenuNode[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href} data-menu-path={JSON.stringify(item.path)}>
            {item.name}
          </a>
          {item.children.length > 0 && <FooterLevel items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
