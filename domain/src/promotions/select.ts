import { matchesPromotionChannel, type SessionContext } from './channel';
import { type Prioritised, sortByPriority } from './priority';

/** The part of a voucher-service promotion that selection reads. */
export interface SelectablePromotion extends Prioritised {
  metadatos?: { canal?: unknown; prioridad?: unknown } | null;
}

/**
 * The promotions to validate for a session, in the order to apply them (requirements: "Promotion flow"): those whose
 * channel matches, ordered by priority with prioritised ones first.
 */
export function selectPromotions<T extends SelectablePromotion>(
  promotions: readonly T[],
  context: SessionContext,
): T[] {
  return sortByPriority(promotions.filter((p) => matchesPromotionChannel(p.metadatos?.canal, context)));
}
