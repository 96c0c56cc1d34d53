import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickRecommendations } from '../src/features/product/recommendations';

const item = (id: string, isAvailableForPurchase = true) => ({ id, isAvailableForPurchase });

describe('the products under a product page', () => {
  it('takes the service’s first, fills the row from the same category, and says where they came from', () => {
    const picked = pickRecommendations({
      currentId: 'p0',
      recommended: [item('p1'), item('p2')],
      sameCategory: [item('p0'), item('p2'), item('p3'), item('p4')],
      count: 4,
    });
    expect(picked.products.map((product) => product.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(picked.source).toBe('mixed');
  });

  it('falls back to the same category when the service answered none (failed, slow or empty)', () => {
    const picked = pickRecommendations({
      currentId: 'p0',
      recommended: [],
      sameCategory: [item('p0'), item('p5'), item('p6')],
      count: 8,
    });
    expect(picked).toEqual({ products: [item('p5'), item('p6')], source: 'category' });
  });

  it('keeps the service’s row when it fills it, skipping unknown and unavailable products', () => {
    const picked = pickRecommendations({
      currentId: 'p0',
      recommended: [null, item('p1'), item('p2', false), item('p3')],
      sameCategory: [item('p9')],
      count: 2,
    });
    expect(picked).toEqual({ products: [item('p1'), item('p3')], source: 'service' });
  });

  it('never shows the product itself or one product twice, and never more than asked (any inputs)', () => {
    const id = fc.constantFrom('p0', 'p1', 'p2', 'p3', 'p4', 'p5');
    const candidates = fc.array(fc.option(fc.record({ id, isAvailableForPurchase: fc.boolean() }), { nil: null }));
    fc.assert(
      fc.property(
        id,
        candidates,
        candidates,
        fc.integer({ min: 0, max: 10 }),
        (currentId, recommended, same, count) => {
          const { products } = pickRecommendations({
            currentId,
            recommended,
            sameCategory: same.flatMap((candidate) => (candidate ? [candidate] : [])),
            count,
          });
          const ids = products.map((product) => product.id);
          expect(ids).not.toContain(currentId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(count);
          expect(products.every((product) => product.isAvailableForPurchase !== false)).toBe(true);
        },
      ),
    );
  });
});
