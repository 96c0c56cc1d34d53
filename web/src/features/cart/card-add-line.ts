import type { NewLine } from './cart-state';

/**
 * The attribute a product card's "Agregar" button carries the line it adds in (JSON of `NewLine`, built on the server
 * by the card). One listener for the page reads it (CardAddButtons.tsx), instead of a client component per card.
 */
export const ADD_LINE_ATTRIBUTE = 'data-add-line';

/** The buttons that add a card's line: `[data-add-line]`. */
export const ADD_LINE_SELECTOR = `button[${ADD_LINE_ATTRIBUTE}]`;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The line of a card's button, or null when the attribute is not a line the cart can take (the page's own markup,
 * checked anyway: an edited page must not put a malformed line into the saved cart).
 */
export function readAddLine(raw: string | null): NewLine | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Partial<Record<keyof NewLine, unknown>>;
  const valid =
    isText(line.variantId) &&
    isText(line.sku) &&
    isText(line.name) &&
    isText(line.slug) &&
    isPositive(line.priceUnit) &&
    isPositive(line.quantity) &&
    isPositive(line.maxQuantity) &&
    (line.typePurchase === 'once' || line.typePurchase === 'subscription');
  return valid ? (value as NewLine) : null;
}
