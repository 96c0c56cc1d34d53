/**
 * Scroll restoration on back/forward (requirements: "Scroll restoration"): positions are saved per path plus query
 * string in session storage before each route change; on a back/forward navigation the page waits for its key element
 * (polling every 100 ms, up to 100 times), then waits 200 ms (listing pages) or 1500 ms (the generic container) and
 * scrolls.
 */

export const SCROLL_KEY_PREFIX = 'cuida:scroll:';
export const POLL_INTERVAL_MS = 100;
export const MAX_POLLS = 100;
export const LISTING_DELAY_MS = 200;
export const GENERIC_DELAY_MS = 1500;
/** The generic container every page renders (the shell's <main>). */
export const GENERIC_SELECTOR = '#contenido';

export interface RestoreTarget {
  /** The element whose presence means the page's content is there. */
  selector: string;
  /** Wait after the element appears, before scrolling. */
  delayMs: number;
}

/** Listing pages and the selector of their key element (the first product card of the list, a world's row, the home's). */
const LISTING_TARGETS: { test: (pathname: string) => boolean; selector: string }[] = [
  { test: (p) => p === '/productos', selector: '[data-scroll-root="productos"] [data-product-card]' },
  { test: (p) => p.startsWith('/categoria/'), selector: '[data-scroll-root="categoria"] [data-product-card]' },
  { test: (p) => p.startsWith('/coleccion/'), selector: '[data-scroll-root="coleccion"] [data-product-card]' },
  { test: (p) => p === '/buscar', selector: '[data-scroll-root="busqueda"]' },
  // A world (e.g. the skincare world): its product row.
  { test: (p) => p.startsWith('/mundo/'), selector: '[data-scroll-root="mundo"] [data-product-card]' },
  { test: (p) => p === '/', selector: '[data-scroll-root="inicio"] [data-product-card]' },
];

/** Session storage key of a position: path plus query string ('?a=1', or '' when there is none). */
export function scrollKey(pathname: string, search: string): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${SCROLL_KEY_PREFIX}${pathname}${query}`;
}

export function restoreTarget(pathname: string): RestoreTarget {
  const listing = LISTING_TARGETS.find((target) => target.test(pathname));
  return listing
    ? { selector: listing.selector, delayMs: LISTING_DELAY_MS }
    : { selector: GENERIC_SELECTOR, delayMs: GENERIC_DELAY_MS };
}

export interface RestoreEnv {
  find(selector: string): unknown;
  scrollTo(y: number): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Polls for the target's element, then scrolls to `y` after the target's delay. Returns a cancel function (a new
 * navigation cancels a pending restoration). When the element never appears, nothing is scrolled.
 */
export function restoreScroll(y: number, target: RestoreTarget, env: RestoreEnv): () => void {
  let handle: unknown = null;
  let cancelled = false;
  let polls = 0;
  const poll = () => {
    if (cancelled) return;
    if (env.find(target.selector)) {
      handle = env.setTimeout(() => {
        if (!cancelled) env.scrollTo(y);
      }, target.delayMs);
      return;
    }
    polls += 1;
    if (polls < MAX_POLLS) handle = env.setTimeout(poll, POLL_INTERVAL_MS);
  };
  poll();
  return () => {
    cancelled = true;
    if (handle !== null) env.clearTimeout(handle);
  };
}
