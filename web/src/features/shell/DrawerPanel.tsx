import { usePathname, useSearchParams } from 'next/navigation';
import { type RefObject, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Icon } from '../../lib/Icon';
import header from './Header.module.css';
import type { DrawerItem } from './Menus';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex="0"]';

export interface DrawerPanelProps {
  /** The id the menu button's aria-controls names. */
  id: string;
  items: DrawerItem[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button: the focus goes back to it when the panel closes by Escape or its buttons. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile menu's modal panel with the `navigation` menu, loaded on demand by its button (Drawer.tsx). Keyboard
 * accessible: focus moves into the panel and stays there (Tab wraps; the rest of the page is inert while it is open),
 * Escape or the close button closes it and focus returns to the button. A navigation closes it too. The menu is
 * rendered only while open, so pages do not pay for its hundred links until a shopper asks for them.
 */
export function DrawerPanel({ id, items, open, setOpen, buttonRef }: DrawerPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  // Set when the drawer closes by Escape or its buttons: the focus goes back to the menu button once the page behind
  // is no longer inert (an inert button cannot take it).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, [setOpen]);

  // A layout effect: the panel may mount already open (a press before this module arrived), and the focus must be in
  // it by the time it is painted.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // The page behind the dialog is made inert (every sibling of the panel and of each of its ancestors): Tab,
    // a screen reader's virtual cursor and a click cannot reach it, whatever the key handler below misses.
    const madeInert = panel ? inertOutside(panel) : [];
    const focusables = () => Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(visible);
    focusables()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('drawer-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('drawer-open');
      for (const element of madeInert) element.inert = false;
      if (returnFocus.current) {
        returnFocus.current = false;
        buttonRef.current?.focus();
      }
    };
  }, [open, close, buttonRef]);

  return (
    <>
      <div className={header.drawerBackdrop} hidden={!open} onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={header.drawer}
        role="dialog"
        aria-modal="true"
        aria-label="Menú de categorías"
        hidden={!open}
        data-testid="drawer"
      >
        <div className={header.drawerHead}>
          <p className={header.drawerTitle}>Categorías</p>
          <button type="button" className={header.drawerClose} onClick={close} aria-label="Cerrar menú">
            <Icon path="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z" />
          </button>
        </div>
        {open && <DrawerMenu items={items} />}
      </div>
      <Suspense fallback={null}>
        <CloseOnNavigation open={open} onNavigate={() => setOpen(false)} />
      </Suspense>
    </>
  );
}

/** Makes inert what is outside `panel` (siblings up to <body>), except the backdrop; answers what it changed. */
function inertOutside(panel: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = panel; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.classList.contains(header.drawerBackdrop ?? '') || sibling.tagName === 'SCRIPT') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return changed;
}

/**
 * Whether Tab can land on the element: what a closed <details> hides is not (Chrome keeps a layout box for it, so
 * offsetParent alone would count it, and the last "focusable" would be a hidden link: Tab then left the drawer).
 */
function visible(element: HTMLElement): boolean {
  if (element === document.activeElement) return true;
  const closed = element.closest('details:not([open])');
  if (closed && !(element.tagName === 'SUMMARY' && element.parentElement === closed)) return false;
  if (closed?.parentElement?.closest('details:not([open])')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.offsetParent !== null;
}

/** Closes the drawer once the address changes (a link in it was followed). */
function CloseOnNavigation({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const address = `${usePathname()}?${useSearchParams().toString()}`;
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      openedAt.current = null;
      return;
    }
    if (openedAt.current === null) openedAt.current = address;
    else if (openedAt.current !== address) onNavigate();
  }, [open, address, onNavigate]);
  return null;
}

/** The drawer's tree: an item with children opens in place (details/summary), with a link to itself. */
function DrawerMenu({ items }: { items: DrawerItem[] }) {
  return (
    <nav aria-label="Categorías">
      <DrawerLevel items={items} parents={[]} />
    </nav>
  );
}

function DrawerLevel({ items, parents }: { items: DrawerItem[]; parents: string[] }) {
  return (
    <ul className={header.drawerLevel}>
      {items.map((item) => {
        const path = JSON.stringify([...parents, item.name]);
        return (
          <li key={`${item.href} ${item.name}`}>
            {item.children.length > 0 ? (
              <details>
                <summary>{item.name}</summary>
                <a className={header.drawerAll} href={item.href} data-menu-path={path}>
                  Ver todo {item.name}
                </a>
                <DrawerLevel items={item.children} parents={[...parents, item.name]} />
              </details>
            ) : (
              <a href={item.href} data-menu-path={path}>
                {item.name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
