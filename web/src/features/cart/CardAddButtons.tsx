'use client';

import { useEffect, useRef } from 'react';
import { ADD_LINE_ATTRIBUTE, ADD_LINE_SELECTOR, readAddLine } from './card-add-line';
import { useCart } from './cart-context';

function enableWithin(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`${ADD_LINE_SELECTOR}[disabled]`)) {
    button.disabled = false;
  }
}

/**
 * The product cards' "Agregar" buttons, all of them: one click listener on the document adds the line the clicked
 * button carries (card-add-line.ts), and the buttons, sent disabled, are enabled once the saved cart was read (as the
 * product page's button is), including the ones a later page or "Ver más productos" brings. The cards themselves are
 * server HTML that hydrates nothing (ADR 23). Renders nothing.
 */
export function CardAddButtons() {
  const { add, ready } = useCart();
  const latestAdd = useRef(add);
  latestAdd.current = add;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const button = target.closest<HTMLButtonElement>(ADD_LINE_SELECTOR);
      if (!button || button.disabled) return;
      const line = readAddLine(button.getAttribute(ADD_LINE_ATTRIBUTE));
      if (line) latestAdd.current(line);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (!ready) return;
    enableWithin(document);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            if (node.matches(ADD_LINE_SELECTOR)) (node as HTMLButtonElement).disabled = false;
            else enableWithin(node);
          }
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ready]);

  return null;
}
