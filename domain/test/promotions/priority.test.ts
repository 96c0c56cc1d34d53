import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionPriority, sortByPriority } from '../../src/promotions/priority';

const promo = (id: string, prioridad?: unknown) => ({ id, metadatos: prioridad === undefined ? {} : { prioridad } });

describe('promotionPriority', () => {
  it('reads numbers and numeric strings', () => {
    expect(promotionPriority(promo('a', 2))).toBe(2);
    expect(promotionPriority(promo('a', ' 3 '))).toBe(3);
    expect(promotionPriority(promo('a', '0'))).toBe(0);
  });

  it('treats missing, empty and non-numeric values as no priority', () => {
    expect(promotionPriority(promo('a'))).toBeNull();
    expect(promotionPriority({})).toBeNull();
    expect(promotionPriority({ metadatos: null })).toBeNull();
    expect(promotionPriority(promo('a', ''))).toBeNull();
    expect(promotionPriority(promo('a', 'alta'))).toBeNull();
    expect(promotionPriority(promo('a', Number.NaN))).toBeNull();
    expect(promotionPriority(promo('a', null))).toBeNull();
  });
});

describe('sortByPriority', () => {
  it('puts prioritised promotions first, ascending, and keeps the rest in order', () => {
    const sorted = sortByPriority([
      promo('a', 3),
      promo('b'),
      promo('c', '1'),
      promo('d', 2),
      promo('e', ''),
      promo('f', 1),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['c', 'f', 'd', 'a', 'b', 'e']);
  });

  it('does not modify its input', () => {
    const input = [promo('a', 2), promo('b', 1)];
    sortByPriority(input);
    expect(input.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('is a stable permutation: prioritised first, ascending, ties in input order', () => {
    const prioridad = fc.option(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 5 }).map(String)), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.array(prioridad, { maxLength: 30 }), (values) => {
        const input = values.map((p, i) => promo(String(i), p));
        const out = sortByPriority(input);
        expect([...out].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(input);
        for (let i = 1; i < out.length; i++) {
          const [prev, cur] = [out[i - 1], out[i]];
          if (!prev || !cur) continue;
          const [p, c] = [promotionPriority(prev), promotionPriority(cur)];
          expect(p === null && c !== null).toBe(false);
          if (p !== null && c !== null) expect(p <= c).toBe(true);
          if (p === c) expect(Number(prev.id) < Number(cur.id)).toBe(true);
        }
      }),
    );
  });
});
