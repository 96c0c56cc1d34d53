import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, INTERIM_CEILINGS_KB, overBudget } from '../first-load-js';

const kb = (value: number) => Math.round(value * 1024);

describe('the first-load JS budget gate', () => {
  it('passes routes at or under their budget and names each route over it', () => {
    const sizes = [
      { route: '/', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB) },
      { route: '/productos', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB + 0.5) },
      { route: '/checkout', rawBytes: 0, gzipBytes: kb((INTERIM_CEILINGS_KB['/checkout'] ?? 0) - 1) },
      { route: '/carrito', rawBytes: 0, gzipBytes: kb((INTERIM_CEILINGS_KB['/carrito'] ?? 0) + 3) },
    ];
    expect(overBudget(sizes)).toEqual([
      `/productos: ${(FIRST_LOAD_BUDGET_KB + 0.5).toFixed(1)} kB gzip, over its ${FIRST_LOAD_BUDGET_KB} kB`,
      `/carrito: ${((INTERIM_CEILINGS_KB['/carrito'] ?? 0) + 3).toFixed(1)} kB gzip, over its ${INTERIM_CEILINGS_KB['/carrito']} kB`,
    ]);
  });

  it('holds every interim ceiling above the budget (a route at or under it needs none)', () => {
    for (const [route, ceiling] of Object.entries(INTERIM_CEILINGS_KB)) {
      expect(ceiling, route).toBeGreaterThan(FIRST_LOAD_BUDGET_KB);
    }
  });
});
