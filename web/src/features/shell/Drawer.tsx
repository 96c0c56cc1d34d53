'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type DrawerItem, DrawerMenu } from './Menus';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex="0"]';

/**
 * The mobile menu (below 768 px): a button that opens a modal panel with the `navigation` menu. Keyboard accessible:
 * aria-expanded on the button, focus moves into the panel and stays there (Tab wraps), Escape or the close button
 * closes it and focus returns to the button. A navigation closes it too. The menu is rendered only while open, so
 * pages do not pay for its hundred links until a shopper asks for them.
 */
export function Drawer({ items }: { items: DrawerItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
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

function visible(element: HTMLElement): boolean {
  return element.offsetParent !== null || element === document.activeElement;
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
