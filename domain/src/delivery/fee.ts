import { roundMoney } from '../money/round';

/** Name of the fallback tier in the coverage data (requirements: "Delivery fee"). */
export const DEFAULT_TIER = 'Defecto';

/** One delivery price tier: precioTicket → threshold, precioDelivery → fee (data, not constants). */
export interface DeliveryTier {
  threshold: number | typeof DEFAULT_TIER;
  fee: number;
}

export interface DeliveryFeeInput {
  /** Order total the tiers are compared with. */
  orderTotal: number;
  tiers: readonly DeliveryTier[];
  /** The district's own price (El Agustino: 0); null or missing when the district uses the tiers. */
  districtPrice?: number | null;
}

/**
 * Delivery fee (requirements: "Delivery fee"). A district with its own numeric price uses it, 0
 * included. Otherwise the fee of the highest numeric threshold at or below the order total applies — a tier of 250
 * applies from 250 up — else the default tier's fee. The total is rounded to the cent first so that 249.999999 from
 * float arithmetic counts as 250. Null when no tier applies and there is no default: the coverage data is then
 * incomplete, and quoting 0 would give delivery away.
 */
export function deliveryFee({ orderTotal, tiers, districtPrice }: DeliveryFeeInput): number | null {
  if (typeof districtPrice === 'number' && Number.isFinite(districtPrice)) return districtPrice;
  const total = roundMoney(orderTotal);
  let best: { threshold: number; fee: number } | null = null;
  let fallback: number | null = null;
  for (const tier of tiers) {
    if (tier.threshold === DEFAULT_TIER) {
      fallback ??= tier.fee;
    } else if (tier.threshold <= total && (best === null || tier.threshold > best.threshold)) {
      best = { threshold: tier.threshold, fee: tier.fee };
    }
  }
  return best?.fee ?? fallback;
}
