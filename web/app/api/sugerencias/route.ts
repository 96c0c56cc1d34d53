import { loadSuggestions } from '@/features/catalog/suggestions';

/**
 * `GET /api/sugerencias?q=…`: the header's search suggestions (features/shell/search-suggestions.ts). Catalogue data,
 * read through the data cache like the results page; a query shorter than two characters is refused (400), a gateway
 * failure answers 503 and the field simply shows no suggestions.
 */
export async function GET(request: Request): Promise<Response> {
  const answer = await loadSuggestions(new URL(request.url).searchParams);
  if (!answer.ok) {
    const error = answer.status === 400 ? 'Escribe al menos dos letras.' : 'No pudimos cargar sugerencias.';
    return Response.json({ error }, { status: answer.status, headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(
    { suggestions: answer.suggestions },
    // Shoppers type the same beginnings: a short private cache spares the server repeated keystrokes.
    { headers: { 'cache-control': 'private, max-age=60' } },
  );
}
