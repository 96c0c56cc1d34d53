import type { MenuNode } from '../navigation/menu';

/** The header's navbar: the top-level items in one row (wider screens). */
export function NavbarMenu({ items }: { items: MenuNode[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="navbar" aria-label="Principal">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} data-menu-path={JSON.stringify(item.path)}>
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The drawer's tree: an item with children opens in place (details/summary, no script), with a link to itself. */
export function DrawerMenu({ items }: { items: MenuNode[] }) {
  return (
    <nav aria-label="Categorías">
      <DrawerLevel items={items} />
    </nav>
  );
}

function DrawerLevel({ items }: { items: MenuNode[] }) {
  return (
    <ul className="drawer-level">
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <details>
              <summary>{item.name}</summary>
              <a className="drawer-all" href={item.href} data-menu-path={JSON.stringify(item.path)}>
                Ver todo {item.name}
              </a>
              <DrawerLevel items={item.children} />
            </details>
          ) : (
            <a href={item.href} data-menu-path={JSON.stringify(item.path)}>
              {item.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The footer: groups with a heading, their links, and a third level under each link. */
export function FooterMenu({ items }: { items: MenuNode[] }) {
  return (
    <nav className="footer-menu" aria-label="Pie de página">
      {items.map((group) => (
        <section key={group.id} className="footer-group">
          <h2>
            <a href={group.href} data-menu-path={JSON.stringify(group.path)}>
              {group.name}
            </a>
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
