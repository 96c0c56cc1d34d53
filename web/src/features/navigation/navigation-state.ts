/**
 * Browser-side memory of the current page's scroll key and of the last back/forward navigation, shared by the scroll
 * restoration and the lists that restore their loaded pages.
 *
 * The popstate listener is registered when this module loads, in the capture phase: it must run before the app
 * router's own listener, which renders the page being returned to (and runs its effects) synchronously. At that
 * moment the window still shows the page being left, so its position is saved under that page's key.
 */
import { saveSession } from '../../lib/session-storage';

let popTarget: string | null = null;
let currentKey: string | null = null;

/** Path plus query string of the window's current address. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The session storage key of the page on screen (set by the NavigationTracker on each route). */
export function setCurrentScrollKey(key: string): void {
  currentKey = key;
}

/** Saves the position of the page on screen under its key. */
export function saveCurrentScroll(): void {
  if (currentKey) saveSession(currentKey, Math.round(window.scrollY));
}

export function clearPopNavigation(): void {
  popTarget = null;
}

/** Whether the page at `address` was reached by back/forward (in the app, or as the document's own navigation). */
export function isPopNavigationTo(address: string): boolean {
  return popTarget === address;
}

if (typeof window !== 'undefined') {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward') popTarget = currentAddress();
  window.addEventListener(
    'popstate',
    () => {
      saveCurrentScroll();
      popTarget = currentAddress();
    },
    { capture: true },
  );
}
