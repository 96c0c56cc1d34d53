import { z } from 'zod';
import { MEDIA_PATH } from '../../../src/lib/same-site-media';

/**
 * The media host's pictures under the site's own `/media/`, relayed from `MEDIA_INTERNAL_URL` (the media host's
 * address inside the deployment's network, e.g. the sandbox's). Used where the media host has no public address of
 * its own (the sandbox stack): browsers and the image optimizer then read pictures from the site. Only picture
 * addresses are relayed, with at most a numeric `size`; without `MEDIA_INTERNAL_URL` the route does not exist (404).
 */
const Size = z.string().regex(/^\d{1,4}$/);
const RELAY_TIMEOUT_MS = 5_000;

function internalBase(): URL | null {
  const raw = process.env.MEDIA_INTERNAL_URL;
  if (!raw) return null;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  return parsed.success ? new URL(parsed.data) : null;
}

const notFound = () => new Response('No encontrado', { status: 404, headers: { 'content-type': 'text/plain' } });

export async function GET(request: Request): Promise<Response> {
  const base = internalBase();
  const url = new URL(request.url);
  if (!base || !MEDIA_PATH.test(url.pathname)) return notFound();
  const size = url.searchParams.get('size');
  if ((size !== null && !Size.safeParse(size).success) || [...url.searchParams.keys()].some((key) => key !== 'size')) {
    return notFound();
  }
  const target = new URL(url.pathname, base);
  if (size !== null) target.searchParams.set('size', size);
  let upstream: Response;
  try {
    upstream = await fetch(target, { signal: AbortSignal.timeout(RELAY_TIMEOUT_MS) });
  } catch {
    return new Response('La imagen no está disponible.', { status: 502, headers: { 'content-type': 'text/plain' } });
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !type.startsWith('image/')) {
    await upstream.body?.cancel();
    return upstream.status === 404
      ? notFound()
      : new Response('La imagen no está disponible.', { status: 502, headers: { 'content-type': 'text/plain' } });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'content-type': type,
      'cache-control': upstream.headers.get('cache-control') ?? 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
