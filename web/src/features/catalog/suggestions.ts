import { formatPrice } from '@cuida/domain';
import { z } from 'zod';
import { CHANNEL } from '../../lib/site';
import { MAX_SUGGESTIONS, type Suggestion, suggestionQuery } from '../shell/search-suggestions';
import { parseListingParams, productListVariables } from './listing';
import { loadProductPage } from './loaders';

const SuggestionParams = z.object({ q: z.string().max(500) });

export type SuggestionsAnswer = { ok: true; suggestions: Suggestion[] } | { ok: false; status: 400 | 503 };

/**
 * The products suggested for a typed query: the first results of the search page's own query (the same matching, in
 * the same order, through the same cached catalogue read), so a suggestion is never missing from the results page.
 */
export async function loadSuggestions(params: URLSearchParams): Promise<SuggestionsAnswer> {
  const parsed = SuggestionParams.safeParse({ q: params.get('q') ?? '' });
  const query = parsed.success ? suggestionQuery(parsed.data.q) : null;
  if (!query) return { ok: false, status: 400 };
  const variables = productListVariables({ ...parseListingParams({ q: query }), category: null }, { channel: CHANNEL });
  const page = await loadProductPage(variables);
  if (!page.ok) return { ok: false, status: 503 };
  return {
    ok: true,
    suggestions: page.data.products.slice(0, MAX_SUGGESTIONS).map((product) => ({
      name: product.name,
      slug: product.slug,
      price: typeof product.priceValue === 'number' ? formatPrice(product.priceValue) : null,
    })),
  };
}
