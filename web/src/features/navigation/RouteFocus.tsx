'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isTypingIn, shouldMoveFocus } from './route-focus';

const MAIN = '#contenido';
/** Frames to wait for the new page's heading (a page streams in after the address changes). */
const MAX_FRAMES = 120;

/** Moves the focus to the new page's main heading after a client-side change of path (route-focus.ts says why). */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const headingBefore = useRef<Element | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!shouldMoveFocus(from, pathname)) {
      headingBefore.current = document.querySelector(`${MAIN} h1`);
      return;
    }
    const stale = headingBefore.current;
    let frame = 0;
    let handle = 0;
    const attempt = () => {
      const heading = document.querySelector<HTMLElement>(`${MAIN} h1`);
      if (heading && heading !== stale && heading.isConnected) {
        headingBefore.current = heading;
        if (isTypingIn(document.activeElement) && document.querySelector(MAIN)?.contains(document.activeElement))
          return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // No scroll: the scroll position is the navigation tracker's (top, or restored on back/forward).
        heading.focus({ preventScroll: true });
        return;
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);

  return null;
}
