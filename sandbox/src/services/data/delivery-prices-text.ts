/**
 * The content pages' sentences about delivery prices, written from the coverage data's tiers so that what the pages
 * promise is what checkout charges (a page never states a price of its own).
 */
import { DELIVERY_OPTION_TIERS, DELIVERY_OPTIONS } from './coverage';

const soles = (amount: number) =>
  `S/ ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const fee = (amount: number) => (amount === 0 ? 'gratis' : soles(amount));

/** "Delivery programado: S/ 9.90; gratis por compras desde S/ 149.00." for one delivery type. */
export function deliveryTypePriceText(kind: string): string {
  const option = DELIVERY_OPTIONS.find((candidate) => candidate.kind === kind);
  const tiers = DELIVERY_OPTION_TIERS[kind] ?? [];
  const base = tiers.find((tier) => tier.threshold === null);
  if (!option || !base) throw new Error(`coverage data: no default tier for ${kind}`);
  const steps = tiers
    .filter((tier): tier is { threshold: number; price: number } => tier.threshold !== null)
    .sort((a, b) => a.threshold - b.threshold)
    .map((tier) => `${fee(tier.price)} por compras desde ${soles(tier.threshold)}`);
  return `${option.name}: ${fee(base.price)}${steps.length > 0 ? `; ${steps.join('; ')}` : ''}.`;
}

/** The FAQ's answer to "¿Cuánto cuesta el delivery?". */
export function deliveryPricesText(): string {
  return [
    'El costo depende del tipo de entrega que elijas; un distrito con tarifa propia paga esa tarifa.',
    ...['default', 'programado', 'express'].map(deliveryTypePriceText),
    'El recojo en tienda es gratis.',
  ].join(' ');
}
