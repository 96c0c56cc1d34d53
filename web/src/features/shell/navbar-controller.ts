/**
 * The desktop navbar's behaviour, loaded on demand (NavbarShell.tsx: on idle at desktop widths, or on the first
 * pointer or focus in the bar): opening and closing the panels on click, hover and keys, and the "Más" panel's
 * entries. The markup is the server's (NavbarMenu.tsx); this only sets `aria-expanded` and `hidden` on it, and fills
 * "Más" from the items the row hides. The rules are navbar-layout.ts's.
 */
import { navbarKeyAction, toggledPanel } from './navbar-keys';
import { MORE_KEY } from './navbar-layout';

export interface NavbarController {
  /** One event of the bar (click, keydown, mouseover, mouseout, focusout), as the shell received it. */
  handle(event: Event): void;
  /** The row's measurement changed which items it shows: "Más" lists the others. */
  overflowChanged(): void;
}

/** The top-level item an element belongs to, when that item opens a panel (a top item with children, or "Más"). */
const panelItem = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>('.navbar-row > li.has-panel') : null;

export function navbarController(nav: HTMLElement): NavbarController {
  let open: string | null = null;
  // The panel the pointer opened by hovering (null once a click pinned it): leaving closes only that one.
  let hovered: string | null = null;

  const row = nav.querySelector<HTMLUListElement>('.navbar-row');
  const toggles = () => Array.from(nav.querySelectorAll<HTMLButtonElement>('[data-toggle]'));
  const toggleOf = (key: string) => toggles().find((button) => button.dataset.toggle === key) ?? null;
  const panelOf = (button: HTMLElement | null) => {
    const id = button?.getAttribute('aria-controls');
    return id ? document.getElementById(id) : null;
  };
  const keyOf = (item: HTMLElement) => item.querySelector<HTMLElement>(':scope > [data-toggle]')?.dataset.toggle;

  const onOutsidePointer = (event: PointerEvent) => {
    if (!nav.contains(event.target as Node)) setOpen(null);
  };

  function setOpen(key: string | null): void {
    if (key === MORE_KEY && open !== MORE_KEY) fillMore();
    open = key;
    for (const button of toggles()) {
      const expanded = button.dataset.toggle === key;
      button.setAttribute('aria-expanded', String(expanded));
      const panel = panelOf(button);
      if (panel) panel.hidden = !expanded;
    }
    if (key) document.addEventListener('pointerdown', onOutsidePointer);
    else document.removeEventListener('pointerdown', onOutsidePointer);
  }

  /**
   * "Más" lists the items the row hides, each with its second level: copies of the row's own links (the menu travels
   * once, as the row's markup).
   */
  function fillMore(): void {
    const list = panelOf(toggleOf(MORE_KEY))?.querySelector('ul');
    if (!row || !list) return;
    const entries = Array.from(row.querySelectorAll<HTMLElement>(':scope > li[data-top][hidden]')).map((item) => {
      const entry = document.createElement('li');
      const top = item.querySelector(':scope > a');
      if (top) {
        const link = top.cloneNode(true) as HTMLElement;
        link.className = 'navbar-second';
        entry.append(link);
      }
      const children = Array.from(item.querySelectorAll<HTMLElement>('[data-panel] .navbar-columns > li > a'));
      if (children.length > 0) {
        const level = document.createElement('ul');
        for (const child of children) {
          const li = document.createElement('li');
          const link = child.cloneNode(true) as HTMLElement;
          link.removeAttribute('class');
          li.append(link);
          level.append(li);
        }
        entry.append(level);
      }
      return entry;
    });
    list.replaceChildren(...entries);
  }

  const close = (returnFocus: boolean) => {
    const current = open;
    hovered = null;
    setOpen(null);
    if (current && returnFocus) toggleOf(current)?.focus();
  };

  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!row) return;
    const panel = target.closest<HTMLElement>('[data-panel]');
    const entries = panel
      ? Array.from(panel.querySelectorAll<HTMLElement>('a[href]'))
      : Array.from(row.querySelectorAll<HTMLElement>(':scope > li:not([hidden]) > :is(a, button)'));
    const action = navbarKeyAction(event.key, {
      open: open !== null,
      inPanel: panel !== null,
      index: entries.indexOf(target),
      count: entries.length,
      toggle: panel ? null : (target.dataset.toggle ?? null),
    });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'close') close(true);
    else if (action.type === 'focus') entries[action.index]?.focus();
    else {
      setOpen(action.key);
      panelOf(toggleOf(action.key))?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  };

  return {
    handle(event) {
      switch (event.type) {
        case 'keydown':
          onKey(event as KeyboardEvent);
          break;
        case 'click': {
          const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-toggle]');
          const key = button?.dataset.toggle;
          if (!key || !nav.contains(button)) return;
          const next = toggledPanel(open, key, hovered);
          hovered = null;
          setOpen(next);
          break;
        }
        case 'mouseover':
        case 'mouseout': {
          // mouseenter and mouseleave of a top item, from the events that bubble to the bar.
          const item = panelItem(event.target);
          if (!item || item === panelItem((event as MouseEvent).relatedTarget)) return;
          const key = keyOf(item);
          if (!key) return;
          if (event.type === 'mouseover') {
            hovered = key;
            setOpen(key);
          } else if (hovered === key) {
            hovered = null;
            if (open === key) setOpen(null);
          }
          break;
        }
        case 'focusout':
          if (!nav.contains((event as FocusEvent).relatedTarget as Node | null)) setOpen(null);
          break;
      }
    },
    overflowChanged() {
      if (open === MORE_KEY) fillMore();
    },
  };
}
