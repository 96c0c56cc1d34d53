import type { GatewayServices } from '../../context';
import { MESSAGES, type PlaceOrderError, placeOrderError } from './messages';
import type { GiftLine } from './order-lines';

const GIFT_VARIANTS = /* GraphQL */ `
  query PlaceOrderGiftVariants($channel: String, $skus: [String!]) {
    productVariants(first: 100, channel: $channel, filter: { sku: $skus }) {
      edges { node { id sku } }
    }
  }
`;

interface GiftVariantsAnswer {
  productVariants: { edges: { node: { id: string; sku: string | null } }[] } | null;
}

/**
 * The commerce variants of the gifts the promotions add (the voucher service names them by SKU): each becomes a line
 * of its own. A gift the catalogue no longer has is an error, never an order without the gift it promised.
 */
export async function giftLines(
  services: GatewayServices,
  channel: string,
  gifts: readonly { sku: string | null; productSlug: string; quantity: number; promotionId: string }[],
): Promise<{ lines: GiftLine[] } | { error: PlaceOrderError }> {
  if (gifts.length === 0) return { lines: [] };
  const skus = [...new Set(gifts.flatMap((gift) => (gift.sku ? [gift.sku] : [])))];
  const answer = skus.length
    ? await services.commerce.query<GiftVariantsAnswer>(GIFT_VARIANTS, { channel, skus })
    : { productVariants: { edges: [] } };
  const bySku = new Map((answer.productVariants?.edges ?? []).map(({ node }) => [node.sku ?? '', node.id]));
  const lines: GiftLine[] = [];
  for (const gift of gifts) {
    const variantId = gift.sku ? bySku.get(gift.sku) : undefined;
    if (!variantId) {
      return {
        error: placeOrderError(
          'UNAVAILABLE_VARIANT_IN_CHANNEL',
          MESSAGES.UNAVAILABLE_VARIANT_IN_CHANNEL([gift.productSlug]),
          {
            field: 'lines',
          },
        ),
      };
    }
    lines.push({ variantId, quantity: gift.quantity, promotionId: gift.promotionId });
  }
  return { lines };
}
