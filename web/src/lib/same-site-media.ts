/** The pictures the storefront's own `/media/` route relays (the media host's addresses, nothing else). */
export const MEDIA_PATH = /^\/media\/(?:products|categories|collections|banners)\/[\w-]{1,64}\.png$/;

/**
 * A picture published under the site's own origin (`<site>/media/…`, as the sandbox stack publishes its media host)
 * is named by its path, so the image optimizer reads it through the storefront's `/media/` route
 * (app/media/[...path]/route.ts) instead of calling the site's public address from inside the server, which a
 * container cannot reach. Any other address is left as it is.
 */
export function mediaSource(src: string, siteOrigin: string | undefined): string {
  if (!siteOrigin) return src;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  return url.origin === siteOrigin && MEDIA_PATH.test(url.pathname) ? `${url.pathname}${url.search}` : src;
}
