'use client';

import { type ReactNode, type SyntheticEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { whenIdle } from '../../lib/idle';
import styles from './Navbar.module.css';
import type { NavbarController } from './navbar-controller';
import { itemsThatFit, rowKeyHandled } from './navbar-layout';

const DESKTOP = '(min-width: 768px)';

/**
 * The desktop navbar's `<nav>` around the server's row (NavbarMenu.tsx). With the page it only fits the top level on
 * one row (what does not fit goes under "Más"); the panels' behaviour (navbar-controller.ts) is loaded when the
 * browser is idle at desktop widths, or with the first pointer or focus in the bar. Events that arrive before it are
 * kept and handled once it is there, so the first click or key is not lost.
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  const controller = useRef<NavbarController | null>(null);
  // Events received while the controller loads (null: not asked for yet, or its chunk failed: ask again).
  const pending = useRef<Event[] | null>(null);
  const widths = useRef<number[] | null>(null);
  const moreWidth = useRef(0);

  const load = useCallback(() => {
    if (controller.current || pending.current) return;
    pending.current = [];
    import('./navbar-controller').then(
      ({ navbarController }) => {
        const nav = navRef.current;
        if (!nav) return;
        const loaded = navbarController(nav);
        controller.current = loaded;
        for (const event of pending.current ?? []) loaded.handle(event);
        pending.current = null;
      },
      () => {
        pending.current = null;
      },
    );
  }, []);

  const forward = (event: SyntheticEvent) => {
    if (controller.current) {
      controller.current.handle(event.nativeEvent);
      return;
    }
    // Before the controller: the keys it will act on must not scroll the page meanwhile. Only the row can have the
    // focus then (every panel is closed).
    if (event.type === 'keydown') {
      const { key } = event.nativeEvent as KeyboardEvent;
      if (rowKeyHandled(key, 'toggle' in (event.target as HTMLElement).dataset)) event.preventDefault();
    }
    load();
    pending.current?.push(event.nativeEvent);
  };

  // Measures every item once, the first time the row is laid out (all are in it until then: below 768 px the navbar
  // is not displayed and nothing is measured), then keeps as many as fit whenever the row's width changes.
  useLayoutEffect(() => {
    const row = navRef.current?.querySelector<HTMLElement>('.navbar-row');
    if (!row) return;
    const measure = () => {
      if (row.offsetWidth === 0) return;
      const style = getComputedStyle(row);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const items = Array.from(row.querySelectorAll<HTMLElement>(':scope > li[data-top]'));
      const more = row.querySelector<HTMLElement>(':scope > li[data-more]');
      if (!widths.current) {
        widths.current = items.map((item) => item.getBoundingClientRect().width + gap);
        moreWidth.current = (more?.getBoundingClientRect().width ?? 80) + gap;
      }
      const available = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      showItems(items, more, itemsThatFit(widths.current, available + gap, moreWidth.current));
      row.dataset.measured = 'true';
      controller.current?.overflowChanged();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    // Phones never show this bar: they do not load its behaviour.
    const cancel = window.matchMedia(DESKTOP).matches ? whenIdle(load) : undefined;
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [load]);

  return (
    <nav
      ref={navRef}
      className={styles.navbar}
      aria-label="Principal"
      onFocus={load}
      onKeyDown={forward}
      onClick={forward}
      onMouseOver={forward}
      onMouseOut={forward}
      onBlur={forward}
    >
      {children}
    </nav>
  );
}

/** The first `count` items stay in the row; "Más" is offered (and reachable) only when some are left over. */
function showItems(items: HTMLElement[], more: HTMLElement | null, count: number): void {
  items.forEach((item, index) => {
    item.hidden = index >= count;
  });
  if (!more) return;
  const overflow = count < items.length;
  more.classList.toggle('has-panel', overflow);
  more.classList.toggle('navbar-more-unused', !overflow);
  more.inert = !overflow;
  if (overflow) more.removeAttribute('aria-hidden');
  else more.setAttribute('aria-hidden', 'true');
  const button = more.querySelector('button');
  if (button) button.disabled = !overflow;
}
