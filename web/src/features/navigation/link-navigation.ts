/**
 * Which clicks on links the storefront turns into client-side navigations, and where they go: every internal link
 * keeps the session's partner flags (requirements: "Partner flags in navigation"). Links are plain <a> elements
 * rendered on the server; one listener (LinkInterceptor) applies this, so a page of products hydrates no link
 * components at all.
 */
import { type PartnerFlags, withFlags } from '../partners/flags';

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** The href attribute as written. */
  href: string;
  target?: string | null;
  download?: boolean;
}

export interface CurrentLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** Paths the app router does not render: API routes, Next's assets and metadata files. */
const NOT_PAGES = /^\/(api|_next)\/|^\/(sitemap\.xml|robots\.txt|icon\.svg)$/;

/**
 * The address to navigate to (path, query with flags, hash), or null when the browser should handle the click itself:
 * modified or non-primary clicks, other windows, downloads, other origins, non-page paths and jumps within the page.
 */
export function linkNavigation(
  anchor: AnchorInfo,
  click: ClickInfo,
  location: CurrentLocation,
  flags: PartnerFlags,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return withFlags(`${url.pathname}${url.search}${url.hash}`, flags);
}

/** The menu path stored on a menu link (`data-menu-path`, a JSON list of names); null when absent or malformed. */
export function parseMenuPath(value: string | undefined): string[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A GET form's submission as a client-side navigation: the action with the filled fields as query (empty fields left
 * out) and the session's flags; null for other origins or non-page actions.
 */
export function formNavigation(
  action: string,
  fields: readonly [string, string][],
  location: CurrentLocation,
  flags: PartnerFlags,
): string | null {
  let url: URL;
  try {
    url = new URL(action || location.pathname, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of fields) if (value.trim() !== '') query.append(name, value.trim());
  const search = query.toString();
  return withFlags(`${url.pathname}${search ? `?${search}` : ''}`, flags);
}
