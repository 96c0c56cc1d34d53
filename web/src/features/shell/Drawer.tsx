'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DrawerItem, DrawerMenu } from './Menus';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex="0"]';

/**
 * The mobile menu (below 768 px): a button that opens a modal panel with the `navigation` menu. Keyboard accessible:
 * aria-expanded on the button, focus moves into the panel and stays there (Tab wraps; the rest of the page is inert
 * while it is open), Escape or the close button closes it and focus returns to the button. A navigation closes it too. The menu is rendered only while open, so
 * pages do not pay for its hundred links until a shopper asks for them.
 */
export function Drawer({ items }: { items: DrawerItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Set when the drawer closes by Escape or its buttons: the focus goes back to the menu button once the page behind
  // is no longer inert (an inert button cannot take it).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
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
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="drawer-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Abrir menú"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      <div className="drawer-backdrop" hidden={!open} onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={panelId}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menú de categorías"
        hidden={!open}
        data-testid="drawer"
      >
        <div className="drawer-head">
          <p className="drawer-title">Categorías</p>
          <button type="button" className="drawer-close" onClick={close} aria-label="Cerrar menú">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path
                fill="currentColor"
                d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
              />
            </svg>
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
      if (sibling.classList.contains('drawer-backdrop') || sibling.tagName === 'SCRIPT') continue;
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
