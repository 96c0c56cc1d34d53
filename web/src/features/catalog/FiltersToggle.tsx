'use client';

import { useState } from 'react';
import buttons from '@/ui/button.module.css';
import styles from './FiltersToggle.module.css';

/** Below 768 px: shows or hides the filters panel (`aria-expanded`, `aria-controls`); hidden on wider screens. */
export function FiltersToggle({ panelId }: { panelId: string }) {
  const [open, setOpen] = useState(false);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    document.getElementById(panelId)?.classList.toggle('open', next);
  };
  return (
    <button
      type="button"
      className={`${styles.filtersToggle} ${buttons.button} ${buttons.secondary}`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
    >
      Filtrar y ordenar
    </button>
  );
}
