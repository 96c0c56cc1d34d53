import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';

/**
 * On-demand revalidation of cached catalogue reads: `POST /api/revalidate` with `Authorization: Bearer
 * $REVALIDATE_SECRET` and `{"tags": ["products", "product:<slug>", …]}` (tags in src/lib/cache-manifest.ts).
 * Disabled (404) while REVALIDATE_SECRET is unset.
 */
function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return new Response(null, { status: 404 });
  if (!authorized(request, secret)) return Response.json({ error: 'No autorizado.' }, { status: 401 });
  let tags: unknown;
  try {
    tags = ((await request.json()) as { tags?: unknown }).tags;
  } catch {
    return Response.json({ error: 'El cuerpo debe ser JSON: {"tags": ["…"]}.' }, { status: 400 });
  }
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > 128 ||
    !tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 256)
  ) {
    return Response.json({ error: 'tags debe ser una lista de 1 a 128 etiquetas.' }, { status: 400 });
  }
  for (const tag of tags as string[]) revalidateTag(tag, 'max');
  return Response.json({ revalidated: tags });
}
