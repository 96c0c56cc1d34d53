import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderImage } from '../images/render';

const MEDIA_PATH = /^\/media\/(products|categories|collections|banners)\/([\w-]{1,64})\.png$/;

/** Serves the catalogue's generated pictures: `/media/<kind>/<key>.png?size=N`. */
export function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const match = MEDIA_PATH.exec(url.pathname);
  if (!match?.[1] || !match[2]) return false;
  const size = Number(url.searchParams.get('size') ?? 800);
  const kind = match[1] as 'products' | 'categories' | 'collections' | 'banners';
  const png = renderImage(kind, match[2], Number.isFinite(size) ? size : 800);
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': png.length,
    // Pictures are a pure function of their address.
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  });
  res.end(req.method === 'HEAD' ? undefined : png);
  return true;
}
