'use client';

import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { itemsThatFit, nextIndex } from './navbar-layout';

/** A navbar entry: what the menu shows (it travels as data to the browser). */
export interface NavbarItem {
  id: string;
  name: string;
  href: string;
  /** Names from the top item down, for the menu_click event. */
  path: string[];
  children: NavbarItem[];
}

const MORE = 'mas';

/**
 * The desktop navbar (768 px and up), three levels, as the APG "disclosure navigation menu with top-level links":
 * each top item is a link to its page and, when it has subcategories, a button that opens a panel with the second
 * level and, under each, the third. Enter or Space on the button opens it (aria-expanded), the arrow keys move along
 * the row and through the panel, Escape closes it and gives the focus back to its button; hovering opens it too, and
 * focus or pointer leaving closes it. The top level stays on one row: what does not fit goes under "Más".
 */
export function NavbarMenu({ items }: { items: NavbarItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [visible, setVisible] = useState(items.length);
  // Set once the row was measured (the end-to-end tests wait for it: the menu is then interactive).
  const [measured, setMeasured] = useState(false);
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLUListElement>(null);
  const widths = useRef<number[] | null>(null);
  const moreWidth = useRef(0);
  // The panel the pointer opened by hovering (null once a click pinned it): leaving closes only that one, and a click
  // on its button keeps it open instead of closing what the pointer just opened on its way to the button.
  const hovered = useRef<string | null>(null);
  const hoverOpen = (key: string) => {
    hovered.current = key;
    setOpen(key);
  };
  const hoverClose = (key: string) => {
    if (hovered.current !== key) return;
    hovered.current = null;
    setOpen((current) => (current === key ? null : current));
  };
  const toggle = (key: string) => {
    const pinning = hovered.current === key;
    hovered.current = null;
    setOpen((current) => (current === key && !pinning ? null : key));
  };

  const close = (returnFocus: boolean) => {
    const current = open;
    hovered.current = null;
    setOpen(null);
    if (current && returnFocus) navRef.current?.querySelector<HTMLElement>(`[data-toggle="${current}"]`)?.focus();
  };

  // Measures every item once, the first time the row is laid out (all are in it until then: below 768 px the navbar
  // is not displayed and nothing is measured), then keeps as many as fit whenever the row's width changes.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => {
      if (row.offsetWidth === 0) return;
      const style = getComputedStyle(row);
      const gap = Number.parseFloat(style.columnGap) || 0;
      if (!widths.current) {
        const entries = Array.from(row.querySelectorAll<HTMLElement>(':scope > li[data-top]'));
        widths.current = entries.map((entry) => entry.getBoundingClientRect().width + gap);
        const more = row.querySelector<HTMLElement>(':scope > li[data-more]');
        moreWidth.current = (more?.getBoundingClientRect().width ?? 80) + gap;
      }
      const available = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setVisible(itemsThatFit(widths.current, available + gap, moreWidth.current));
      setMeasured(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (items.length === 0) return null;
  const overflow = items.slice(visible);
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  /** Left and Right (Home, End) along the row's links and buttons; Down on a button opens its panel. */
  const onRowKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const row = rowRef.current;
    if (!row) return;
    const panel = target.closest<HTMLElement>('[data-panel]');
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close(true);
      }
      return;
    }
    if (panel) {
      const links = Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));
      const index = nextIndex(
        links.indexOf(target),
        links.length,
        event.key === 'ArrowRight' || event.key === 'ArrowLeft' ? '' : event.key,
      );
      if (index !== null) {
        event.preventDefault();
        links[index]?.focus();
      }
      return;
    }
    const stops = Array.from(row.querySelectorAll<HTMLElement>(':scope > li:not([hidden]) > :is(a, button)'));
    if (event.key === 'ArrowDown' && target.dataset.toggle) {
      event.preventDefault();
      const key = target.dataset.toggle;
      setOpen(key);
      // The panel is shown by this render: focus its first link once it is.
      requestAnimationFrame(() =>
        document.getElementById(panelId(key))?.querySelector<HTMLElement>('a[href]')?.focus(),
      );
      return;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
    const index = nextIndex(stops.indexOf(target), stops.length, event.key);
    if (index !== null) {
      event.preventDefault();
      stops[index]?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="navbar"
      aria-label="Principal"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul ref={rowRef} className="navbar-row" onKeyDown={onRowKey} data-measured={measured ? true : undefined}>
        {items.map((item, index) => {
          const hasPanel = item.children.length > 0;
          const expanded = open === item.id;
          return (
            <li
              key={item.id}
              data-top
              hidden={index >= visible}
              className={hasPanel ? 'navbar-item has-panel' : 'navbar-item'}
              onMouseEnter={hasPanel ? () => hoverOpen(item.id) : undefined}
              onMouseLeave={hasPanel ? () => hoverClose(item.id) : undefined}
            >
              <a href={item.href} data-menu-path={JSON.stringify(item.path)}>
                {item.name}
              </a>
              {hasPanel && (
                <>
                  <button
                    type="button"
                    className="navbar-toggle"
                    data-toggle={item.id}
                    aria-expanded={expanded}
                    aria-controls={panelId(item.id)}
                    onClick={() => toggle(item.id)}
                  >
                    <span className="visually-hidden">Subcategorías de {item.name}</span>
                    <Chevron />
                  </button>
                  <div id={panelId(item.id)} className="navbar-panel" data-panel hidden={!expanded}>
                    <ul className="navbar-columns">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a href={child.href} className="navbar-second" data-menu-path={JSON.stringify(child.path)}>
                            {child.name}
                          </a>
                          {child.children.length > 0 && (
                            <ul>
                              {child.children.map((grandchild) => (
                                <li key={grandchild.id}>
                                  <a href={grandchild.href} data-menu-path={JSON.stringify(grandchild.path)}>
                                    {grandchild.name}
                                  </a>
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              )}
            </li>
          );
        })}
        <li
          data-more
          className={
            overflow.length > 0 ? 'navbar-item has-panel navbar-more' : 'navbar-item navbar-more navbar-more-unused'
          }
          aria-hidden={overflow.length === 0 ? true : undefined}
          inert={overflow.length === 0 ? true : undefined}
          onMouseEnter={overflow.length > 0 ? () => hoverOpen(MORE) : undefined}
          onMouseLeave={() => hoverClose(MORE)}
        >
          <button
            type="button"
            className="navbar-toggle navbar-more-button"
            data-toggle={MORE}
            aria-expanded={open === MORE}
            aria-controls={panelId(MORE)}
            disabled={overflow.length === 0}
            onClick={() => toggle(MORE)}
          >
            Más
            <Chevron />
          </button>
          <div id={panelId(MORE)} className="navbar-panel" data-panel hidden={open !== MORE}>
            <ul className="navbar-columns">
              {overflow.map((item) => (
                <li key={item.id}>
                  <a href={item.href} className="navbar-second" data-menu-path={JSON.stringify(item.path)}>
                    {item.name}
                  </a>
                  {item.children.length > 0 && (
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a href={child.href} data-menu-path={JSON.stringify(child.path)}>
                            {child.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
      <path fill="currentColor" d="m7 9 5 5 5-5 1.4 1.4L12 16.8 5.6 10.4 7 9Z" />
    </svg>
  );
}
