'use client';

import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../lib/Icon';
import { whenIdle } from '../../lib/idle';
import { loadOnce } from '../../lib/load-once';
import type { DrawerPanelProps } from './DrawerPanel';
import header from './Header.module.css';
import type { DrawerItem } from './Menus';

const PHONE = '(max-width: 767.98px)';

type Panel = ComponentType<DrawerPanelProps>;
/** The panel's module, once per page (again after a failed attempt). */
const loadPanel = loadOnce<Panel>(() => import('./DrawerPanel').then((module) => module.DrawerPanel));

/**
 * The mobile menu's button (below 768 px). The menu itself (DrawerPanel.tsx: the modal panel, its focus rules and
 * its links) is loaded when the browser is idle at phone widths, and rendered when the button is touched, focused or
 * pressed: a press before it has arrived opens the menu as soon as it has.
 */
export function Drawer({ items }: { items: DrawerItem[] }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prepare = () => {
    if (panel) return;
    loadPanel().then(
      (Panel) => setPanel({ Panel }),
      // Offline: the button stays closed, and the next press tries again.
      () => setOpen(false),
    );
  };

  // On idle the module only arrives (then a press is instant); the panel, every link of the menu, is rendered on the
  // first touch, focus or press: rendered on idle it was a long task right after load (Lighthouse's TBT on a phone).
  useEffect(() => {
    if (!window.matchMedia(PHONE).matches) return;
    return whenIdle(() => {
      loadPanel().catch(() => undefined);
    });
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={header.drawerToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Abrir menú"
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
      >
        <Icon path="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
      </button>
      {panel && <panel.Panel id={panelId} items={items} open={open} setOpen={setOpen} buttonRef={buttonRef} />}
    </>
  );
}
