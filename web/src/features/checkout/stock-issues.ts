/**
 * The checkout state's sold-out and low-stock lists (requirements: "Checkout state"), from the commerce checkout's
 * lines as read back: a line with no unit left is sold out; one with fewer units than the cart asks for, or within
 * the last units ("Últimas unidades"), is low on stock. Pure.
 */
import { LOW_STOCK_THRESHOLD } from '../catalog/stock';
import type { StockIssue } from './checkout-state';

export interface CheckoutLineStock {
  quantity: number;
  variant: { id: string; quantityAvailable?: number | null };
}

export function stockIssues(
  lines: readonly CheckoutLineStock[],
  names: ReadonlyMap<string, string>,
): { emptyProducts: StockIssue[]; lowStock: StockIssue[] } {
  const emptyProducts: StockIssue[] = [];
  const lowStock: StockIssue[] = [];
  for (const line of lines) {
    const available = line.variant.quantityAvailable;
    if (typeof available !== 'number' || !Number.isFinite(available)) continue;
    const issue = {
      variantId: line.variant.id,
      name: names.get(line.variant.id) ?? 'Un producto',
      quantityAvailable: Math.max(0, available),
    };
    if (available <= 0) emptyProducts.push(issue);
    else if (available < line.quantity || available <= LOW_STOCK_THRESHOLD) lowStock.push(issue);
  }
  return { emptyProducts, lowStock };
}
