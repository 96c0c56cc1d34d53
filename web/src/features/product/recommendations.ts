/**
 * The products shown under a product: the recommendation service's first, then products of the same category to fill
 * the row — or only those when the service failed, was too slow (the gateway answers none after a short budget) or had
 * nothing to suggest. Never the product itself, never one product twice, never a product that cannot be bought now.
 */
export interface RecommendationCandidate {
  id: string;
  isAvailableForPurchase?: boolean | null;
}

export function pickRecommendations<T extends RecommendationCandidate>(options: {
  currentId: string;
  recommended: readonly (T | null | undefined)[];
  sameCategory: readonly T[];
  count: number;
}): { products: T[]; source: 'service' | 'mixed' | 'category' } {
  const seen = new Set<string>([options.currentId]);
  const products: T[] = [];
  const take = (candidates: readonly (T | null | undefined)[]) => {
    let taken = 0;
    for (const candidate of candidates) {
      if (products.length >= options.count) break;
      if (!candidate || seen.has(candidate.id) || candidate.isAvailableForPurchase === false) continue;
      seen.add(candidate.id);
      products.push(candidate);
      taken += 1;
    }
    return taken;
  };
  const fromService = take(options.recommended);
  const fromCategory = take(options.sameCategory);
  const source = fromService === 0 ? 'category' : fromCategory === 0 ? 'service' : 'mixed';
  return { products, source };
}
