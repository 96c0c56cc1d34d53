import { formatPrice, priceLinesAfterDiscount, roundMoney, toCents } from '@cuida/domain';

/** Line metadata the gateway writes (clients may not write `cuida.` keys): the promotion a gift line comes from. */
export const GIFT_LINE_KEY = 'cuida.regalo';
/** The catalogue unit price of a line whose price the order's discounts lowered. */
export const LIST_PRICE_KEY = 'cuida.precioLista';

/** A paid line as the checkout holds it (several lines of one variant are merged into the first). */
export interface CurrentLine {
  id: string;
  variantId: string;
  quantity: number;
  /** The commerce API's unit price now (an earlier attempt's custom price included). */
  unitPrice: number;
  /** The catalogue price (the commerce API's price for the variant in the channel). */
  listPrice: number;
  gift: string | null;
}

export interface GiftLine {
  variantId: string;
  quantity: number;
  promotionId: string;
}

export interface LineChanges {
  delete: string[];
  update: { lineId: string; quantity: number; price: number; priceOverrideReason: string; metadata: Meta[] }[];
  add: {
    variantId: string;
    quantity: number;
    price: number;
    priceOverrideReason: string;
    forceNewLine: true;
    metadata: Meta[];
  }[];
}

type Meta = { key: string; value: string };

interface PlannedLine {
  /** The checkout line kept for it, if any. */
  lineId: string | null;
  variantId: string;
  quantity: number;
  price: number;
  reason: string;
  metadata: Meta[];
}

/**
 * The commerce checkout's lines as the order must record them: each bought variant once, at its catalogue price
 * less its share of the order's discounts (promotions and coupon, spread to the cent by `priceLinesAfterDiscount`,
 * a line split in two where cents demand it), and each gift as a line of its own at S/ 0.00 marked with its
 * promotion. The checkout's total is then what the shopper pays for the lines. Pure.
 */
export function planOrderLines(input: {
  lines: readonly CurrentLine[];
  gifts: readonly GiftLine[];
  discount: number;
  discountNames: readonly string[];
}): PlannedLine[] {
  const bought = new Map<string, { lineId: string; quantity: number; listPrice: number }>();
  for (const line of input.lines) {
    if (line.gift !== null) continue;
    const found = bought.get(line.variantId);
    if (found) found.quantity += line.quantity;
    else bought.set(line.variantId, { lineId: line.id, quantity: line.quantity, listPrice: line.listPrice });
  }
  const priced = priceLinesAfterDiscount(
    [...bought].map(([variantId, line]) => ({ key: variantId, quantity: line.quantity, unitPrice: line.listPrice })),
    input.discount,
  );
  const used = new Set<string>();
  const planned: PlannedLine[] = priced.map((line) => {
    const source = bought.get(line.key);
    const listPrice = source?.listPrice ?? line.unitPrice;
    const lineId = source && !used.has(source.lineId) ? source.lineId : null;
    if (lineId) used.add(lineId);
    const discounted = toCents(line.unitPrice) < toCents(listPrice);
    return {
      lineId,
      variantId: line.key,
      quantity: line.quantity,
      price: line.unitPrice,
      reason: discounted
        ? `Precio de catálogo ${formatPrice(listPrice)} menos ${input.discountNames.join(' y ')}`
        : 'Precio de catálogo',
      metadata: discounted ? [{ key: LIST_PRICE_KEY, value: roundMoney(listPrice).toFixed(2) }] : [],
    };
  });
  for (const gift of input.gifts) {
    planned.push({
      lineId: null,
      variantId: gift.variantId,
      quantity: gift.quantity,
      price: 0,
      reason: `Regalo de la promoción ${gift.promotionId}`,
      metadata: [{ key: GIFT_LINE_KEY, value: gift.promotionId }],
    });
  }
  return planned;
}

/**
 * What to send so the checkout holds the planned lines; empty when it already does (a repeated attempt). Lines that
 * are not planned (old gifts, extra lines of a variant) are deleted, kept ones updated, new ones added.
 */
export function lineChanges(current: readonly CurrentLine[], planned: readonly PlannedLine[]): LineChanges {
  const changes: LineChanges = { delete: [], update: [], add: [] };
  const kept = new Set(planned.flatMap((line) => (line.lineId ? [line.lineId] : [])));
  if (isPlanHeld(current, planned)) return changes;
  for (const line of current) if (!kept.has(line.id)) changes.delete.push(line.id);
  for (const line of planned) {
    const base = { quantity: line.quantity, price: line.price, priceOverrideReason: line.reason };
    const metadata = line.metadata;
    if (line.lineId) changes.update.push({ lineId: line.lineId, ...base, metadata });
    else changes.add.push({ variantId: line.variantId, ...base, forceNewLine: true, metadata });
  }
  return changes;
}

/** Whether the checkout's lines are the planned ones already: same variants, quantities, prices and gift marks. */
function isPlanHeld(current: readonly CurrentLine[], planned: readonly PlannedLine[]): boolean {
  const key = (variantId: string, quantity: number, price: number, gift: string | null) =>
    `${variantId}|${quantity}|${toCents(price)}|${gift ?? ''}`;
  const giftOf = (line: PlannedLine) => line.metadata.find((item) => item.key === GIFT_LINE_KEY)?.value ?? null;
  const have = current.map((line) => key(line.variantId, line.quantity, line.unitPrice, line.gift)).sort();
  const want = planned.map((line) => key(line.variantId, line.quantity, line.price, giftOf(line))).sort();
  return have.length === want.length && have.every((item, index) => item === want[index]);
}

export const hasChanges = (changes: LineChanges) =>
  changes.delete.length + changes.update.length + changes.add.length > 0;

export const WRITE_LINES = /* GraphQL */ `
  mutation PlaceOrderLines(
    $id: ID!
    $delete: [ID!]!
    $update: [CheckoutLineUpdateInput!]!
    $add: [CheckoutLineInput!]!
    $hasDelete: Boolean!
    $hasUpdate: Boolean!
    $hasAdd: Boolean!
  ) {
    checkoutLinesDelete(id: $id, linesIds: $delete) @include(if: $hasDelete) {
      errors { field code message variants }
    }
    checkoutLinesUpdate(id: $id, lines: $update) @include(if: $hasUpdate) {
      errors { field code message variants }
    }
    checkoutLinesAdd(id: $id, lines: $add) @include(if: $hasAdd) {
      errors { field code message variants }
    }
  }
`;

type LineErrors = {
  errors: { field: string | null; code: string; message: string | null; variants: string[] | null }[];
};

export interface WriteLinesAnswer {
  checkoutLinesDelete?: LineErrors | null;
  checkoutLinesUpdate?: LineErrors | null;
  checkoutLinesAdd?: LineErrors | null;
}

export const writeLinesVariables = (id: string, changes: LineChanges) => ({
  id,
  delete: changes.delete,
  update: changes.update,
  add: changes.add,
  hasDelete: changes.delete.length > 0,
  hasUpdate: changes.update.length > 0,
  hasAdd: changes.add.length > 0,
});

export const errorsOfWrite = (answer: WriteLinesAnswer) => [
  ...(answer.checkoutLinesDelete?.errors ?? []),
  ...(answer.checkoutLinesUpdate?.errors ?? []),
  ...(answer.checkoutLinesAdd?.errors ?? []),
];
