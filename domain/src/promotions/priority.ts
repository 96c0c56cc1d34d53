/** The part of a voucher-service promotion that ordering reads (`metadatos.prioridad`). */
export interface Prioritised {
  metadatos?: { prioridad?: unknown } | null;
}

/**
 * A promotion's priority as a number, or null when it has none. Numeric strings count ("2", " 3 "), because the
 * voucher service stores metadata as text; empty strings and anything non-numeric mean "no priority".
 */
export function promotionPriority(promotion: Prioritised): number | null {
  const raw = promotion.metadatos?.prioridad;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/**
 * Promotions ordered by priority ascending, those with a priority first (requirements: "Promotion priority"). Equal
 * priorities and promotions without one keep the service's order. Returns a new array.
 */
export function sortByPriority<T extends Prioritised>(promotions: readonly T[]): T[] {
  return promotions
    .map((promotion, index) => ({ promotion, index, priority: promotionPriority(promotion) }))
    .sort((a, b) => {
      if (a.priority !== null && b.priority !== null && a.priority !== b.priority) return a.priority - b.priority;
      if (a.priority === null && b.priority !== null) return 1;
      if (a.priority !== null && b.priority === null) return -1;
      return a.index - b.index;
    })
    .map(({ promotion }) => promotion);
}
