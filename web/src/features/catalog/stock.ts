/** Stock state and quantity bounds shown on product cards and the product page. */

/** At or below this many units the product shows "Últimas unidades". */
export const LOW_STOCK_THRESHOLD = 3;

export type StockState = 'out' | 'low' | 'in';

export const STOCK_LABELS: Record<StockState, string> = {
  out: 'Agotado',
  low: 'Últimas unidades',
  in: 'Disponible',
};

/** Units of a product: the sum over its variants; null when the commerce API did not say. */
export function unitsAvailable(
  variants: readonly { quantityAvailable?: number | null }[] | null | undefined,
): number | null {
  const known = (variants ?? []).map((variant) => variant.quantityAvailable).filter((n) => typeof n === 'number');
  return known.length === 0 ? null : known.reduce((total, n) => total + Math.max(0, n), 0);
}

/** 'out' at 0 units, 'low' from 1 to 3, 'in' above (or when unknown: the commerce API checks again at checkout). */
export function stockState(units: number | null | undefined): StockState {
  if (typeof units !== 'number' || !Number.isFinite(units)) return 'in';
  if (units <= 0) return 'out';
  return units <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** The most units a shopper may pick: the stock, and the per-customer limit when there is one. */
export function maxQuantity(units: number | null | undefined, limitPerCustomer?: number | null): number {
  const bounds = [units, limitPerCustomer].filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  if (bounds.length === 0) return 99;
  return Math.max(0, Math.floor(Math.min(...bounds)));
}

/** A quantity the selector accepts: a whole number from 1 to `max` (0 when nothing can be bought). */
export function clampQuantity(value: number, max: number): number {
  if (max <= 0) return 0;
  const n = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.min(Math.max(n, 1), max);
}
