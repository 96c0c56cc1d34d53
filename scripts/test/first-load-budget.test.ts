import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, overBudget } from '../first-load-js';
import { routeOf } from '../lighthouse-routes';

const kb = (value: number) => Math.round(value * 1024);

describe('the first-load JS budget gate', () => {
  it('passes routes at or under the budget and names each route over it', () => {
    const sizes = [
      { route: '/', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB) },
      { route: '/productos', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB + 0.5) },
      { route: '/checkout', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB - 1) },
      { route: '/carrito', rawBytes: 0, gzipBytes: kb(FIRST_LOAD_BUDGET_KB + 3) },
    ];
    expect(overBudget(sizes)).toEqual([
      `/productos: ${(FIRST_LOAD_BUDGET_KB + 0.5).toFixed(1)} kB gzip, over its ${FIRST_LOAD_BUDGET_KB} kB`,
      `/carrito: ${(FIRST_LOAD_BUDGET_KB + 3).toFixed(1)} kB gzip, over its ${FIRST_LOAD_BUDGET_KB} kB`,
    ]);
  });

  it('holds the checkout, the cart and the account to the same 150 kB as the catalogue', () => {
    const sizes = ['/checkout', '/checkout/confirmacion', '/carrito', '/registro-usuario', '/mi-cuenta'].map(
      (route) => ({ route, rawBytes: 0, gzipBytes: kb(150.1) }),
    );
    expect(overBudget(sizes)).toHaveLength(sizes.length);
  });
});

describe('the Lighthouse table: the build route a measured path is served by', () => {
  const routes = [
    '/',
    '/productos',
    '/producto/[slug]',
    '/checkout',
    '/checkout/confirmacion',
    '/mi-cuenta',
    '/[slug]',
  ];
  it('matches exact routes first, with the query left out', () => {
    expect(routeOf('/', routes)).toBe('/');
    expect(routeOf('/productos?categoria=farmacia', routes)).toBe('/productos');
    expect(routeOf('/checkout?step=2', routes)).toBe('/checkout');
    expect(routeOf('/checkout/confirmacion', routes)).toBe('/checkout/confirmacion');
    expect(routeOf('/mi-cuenta', routes)).toBe('/mi-cuenta');
  });
  it('fills a dynamic segment, one segment only', () => {
    expect(routeOf('/producto/allegra-180-mg', routes)).toBe('/producto/[slug]');
    expect(routeOf('/nosotros', routes)).toBe('/[slug]');
    expect(routeOf('/producto/a/b', routes)).toBeNull();
  });
});
