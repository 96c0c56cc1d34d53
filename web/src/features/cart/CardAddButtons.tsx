'use client';

import { useEffect, useRef } from 'react';
import { ADD_LINE_ATTRIBUTE, ADD_LINE_SELECTOR, readAddLine } from './card-add-line';
import { useCart } from './cart-context';

function enableWithin(grid: Element): void {
  for (const button of grid.querySelectorAll<HTMLButtonElement>(`${ADD_LINE_SELECTOR}[disabled]`)) {
    button.disabled = false;
  }
}

/**
 * The "Agregar" buttons of the product grid just before it (rendered as its next sibling): one click listener on the
 * grid adds the line the clicked button carries (card-add-line.ts), and the buttons, sent disabled, are enabled once
 * the saved cart was read, as the product page's button is; cards the grid gets later (a new page of the same route,
 * "Ver más productos") are enabled as they arrive. The cards themselves are server HTML that hydrates nothing
 * (ADR 25). Only pages with a grid load this.
 */
export function CardAddButtons() {
  const anchor = useRef<HTMLSpanElement>(null);
  const { add, ready } = useCart();
  const latestAdd = useRef(add);
  latestAdd.current = add;

  useEffect(() => {
    const grid = anchor.current?.previousElementSibling;
    if (!grid) return;
    const onClick = (event: Event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLButtonElement>(ADD_LINE_SELECTOR) : null;
      if (!button || button.disabled) return;
      const line = readAddLine(button.getAttribute(ADD_LINE_ATTRIBUTE));
      if (line) latestAdd.current(line);
    };
    grid.addEventListener('click', onClick);
    return () => grid.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const grid = anchor.current?.previousElementSibling;
    if (!ready || !grid) return;
    enableWithin(grid);
    const observer = new MutationObserver(() => enableWithin(grid));
    observer.observe(grid, { childList: true });
    return () => observer.disconnect();
  }, [ready]);

  return <span ref={anchor} hidden />;
}
