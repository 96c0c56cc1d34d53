import { tag } from '../../lib/static-markup';
import type { MenuNode } from '../navigation/menu';
import { NavbarShell } from './NavbarShell';
import { MORE_KEY } from './navbar-layout';

const panelId = (key: string) => `menu-principal-${key}`;

/**
 * The desktop navbar (768 px and up), three levels, as the APG "disclosure navigation menu with top-level links":
 * each top item is a link to its page and, when it has subcategories, a button that opens a panel with the second
 * level and, under each, the third. Enter or Space on the button opens it (aria-expanded), the arrow keys move along
 * the row and through the panel, Escape closes it and gives the focus back to its button; hovering opens it too, and
 * focus or pointer leaving closes it. The top level stays on one row: what does not fit goes under "Más".
 *
 * Rendered here, on the server, with every panel closed; the browser gets the bar's behaviour apart
 * (NavbarShell.tsx fits the row, navbar-controller.ts opens and closes), so no menu markup is built in the browser.
 */
export function NavbarMenu({ items }: { items: MenuNode[] }) {
  if (items.length === 0) return null;
  return (
    <NavbarShell>
      <ul className="navbar-row">
        {items.map((item) => (
          <li key={item.id} data-top className={item.children.length > 0 ? 'navbar-item has-panel' : 'navbar-item'}>
            <a href={item.href} data-menu-path={JSON.stringify(item.path)}>
              {item.name}
            </a>
            {item.children.length > 0 && (
              <>
                <button
                  type="button"
                  className="navbar-toggle"
                  data-toggle={item.id}
                  aria-expanded={false}
                  aria-controls={panelId(item.id)}
                >
                  <span className="visually-hidden">Subcategorías de {item.name}</span>
                  <Chevron />
                </button>
                {/* The panel's links as server HTML: React hydrates the panel as one node (lib/static-markup.ts). */}
                <div
                  id={panelId(item.id)}
                  className="navbar-panel"
                  data-panel
                  hidden
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by lib/static-markup.ts
                  dangerouslySetInnerHTML={{ __html: panelColumns(item.children).html }}
                />
              </>
            )}
          </li>
        ))}
        {/* Offered once the row was measured and some item did not fit (NavbarShell.tsx); its entries are copies of
            the hidden items' links, made when it opens (navbar-controller.ts). */}
        <li data-more className="navbar-item navbar-more navbar-more-unused" aria-hidden inert>
          <button
            type="button"
            className="navbar-toggle navbar-more-button"
            data-toggle={MORE_KEY}
            aria-expanded={false}
            aria-controls={panelId(MORE_KEY)}
            disabled
          >
            Más
            <Chevron />
          </button>
          <div id={panelId(MORE_KEY)} className="navbar-panel" data-panel hidden>
            <ul className="navbar-columns" />
          </div>
        </li>
      </ul>
    </NavbarShell>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
      <path fill="currentColor" d="m7 9 5 5 5-5 1.4 1.4L12 16.8 5.6 10.4 7 9Z" />
    </svg>
  );
}

/** A panel's second level and, under each, the third: links only, so plain markup. */
function panelColumns(children: MenuNode[]) {
  return tag(
    'ul',
    { class: 'navbar-columns' },
    ...children.map((child) =>
      tag(
        'li',
        {},
        tag(
          'a',
          { href: child.href, class: 'navbar-second', 'data-menu-path': JSON.stringify(child.path) },
          child.name,
        ),
        child.children.length > 0 &&
          tag(
            'ul',
            {},
            ...child.children.map((grandchild) =>
              tag(
                'li',
                {},
                tag('a', { href: grandchild.href, 'data-menu-path': JSON.stringify(grandchild.path) }, grandchild.name),
              ),
            ),
          ),
      ),
    ),
  );
}
