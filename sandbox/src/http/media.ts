import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderImage } from '../images/render';
import { AGREEMENT_LOGOS } from '../services/data/agreements';

const MEDIA_PATH = /^\/media\/(products|categories|collections|banners)\/([\w-]{1,64})\.png$/;

const LOGO_PATH = /^\/media\/logos\/([\w-]{1,64})\.svg$/;

/** Serves the agreements' logos (`/media/logos/<key>.svg`). */
function handleLogo(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const key = LOGO_PATH.exec(url.pathname)?.[1];
  const svg = key && Object.hasOwn(AGREEMENT_LOGOS, key) ? AGREEMENT_LOGOS[key] : undefined;
  if (svg === undefined) return false;
  const body = Buffer.from(svg, 'utf8');
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': body.length,
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
    // An SVG opened on its own runs nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** Serves the catalogue's generated pictures (`/media/<kind>/<key>.png?size=N`) and the agreements' logos. */
export function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (handleLogo(req, res, url)) return true;
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
