'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { readSession, saveSession } from '../../lib/session-storage';
import { type NativeHost, type NavigationMessage, postNativeMessage } from './native-bridge';
import {
  clearPopNavigation,
  currentAddress,
  isPopNavigationTo,
  saveCurrentScroll,
  setCurrentScrollKey,
} from './navigation-state';
import { CURRENT_ROUTE_KEY, nextRoutes, PREVIOUS_ROUTE_KEY, parseRouteRecord, routeRecord } from './previous-route';
import { restoreScroll, restoreTarget, scrollKey } from './scroll-restore';

/**
 * Route-change duties of the shell (requirements: "Previous route and home", "Scroll restoration",
 * "Native iOS messages"): previous route per session, scroll positions saved before each route change and restored on
 * back/forward, and a navigation message to the native iOS web view.
 */
export function NavigationTracker() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}

function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Save the position of the page being left before a link or form starts a navigation, and when the document goes
  // away (back/forward is handled where the popstate listener lives, navigation-state.ts).
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onLeave = (event: Event) => {
      if (event.type === 'click') {
        const anchor = (event.target as Element | null)?.closest?.('a[href]');
        if (!anchor || (anchor as HTMLAnchorElement).origin !== window.location.origin) return;
      }
      saveCurrentScroll();
      clearPopNavigation();
    };
    document.addEventListener('click', onLeave, true);
    document.addEventListener('submit', onLeave, true);
    window.addEventListener('pagehide', saveCurrentScroll);
    return () => {
      document.removeEventListener('click', onLeave, true);
      document.removeEventListener('submit', onLeave, true);
      window.removeEventListener('pagehide', saveCurrentScroll);
    };
  }, []);

  useEffect(() => {
    const query = search ? `?${search}` : '';
    const key = scrollKey(pathname, query);
    setCurrentScrollKey(key);

    const now = routeRecord(pathname, query);
    const routes = nextRoutes(
      {
        current: parseRouteRecord(readSession(CURRENT_ROUTE_KEY)),
        previous: parseRouteRecord(readSession(PREVIOUS_ROUTE_KEY)),
      },
      now,
    );
    saveSession(CURRENT_ROUTE_KEY, routes.current);
    saveSession(PREVIOUS_ROUTE_KEY, routes.previous);

    const message: NavigationMessage = { type: 'navigation', path: now.path, query: now.query };
    postNativeMessage(window as Window & NativeHost, message);

    if (!isPopNavigationTo(currentAddress())) return;
    const y = readSession<number>(key);
    if (typeof y !== 'number' || y <= 0) return;
    return restoreScroll(y, restoreTarget(pathname), {
      find: (selector) => document.querySelector(selector),
      scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
  }, [pathname, search]);

  return null;
}
