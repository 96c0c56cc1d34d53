import { cartSubtotal, cartTotal, checkoutTotal, formatPrice, parsePrice } from '@cuida/domain';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { parseInput } from '../../errors/validation';

const VARIANT_PRICES = /* GraphQL */ `
  query VariantPrices($ids: [ID!], $channel: String) {
    productVariants(ids: $ids, first: 100, channel: $channel) {
      edges {
        node {
          id
          quantityAvailable
          product { isAvailableForPurchase }
          pricing { price { gross { amount } net { amount } } }
        }
      }
    }
  }
`;

interface VariantPricesAnswer {
  productVariants: {
    edges: {
      node: {
        id: string;
        quantityAvailable: number | null;
        product: { isAvailableForPurchase: boolean | null };
        pricing: { price: { gross: { amount: number }; net: { amount: number } } | null } | null;
      };
    }[];
  } | null;
}

const IdsInput = z.object({ ids: z.array(z.string().min(1)).max(100), channel: z.string().min(1) });

/**
 * Bounds that keep every total a finite amount exact to the cent: at most 500 lines × 10 000 units × S/ 100 000 and
 * amounts up to S/ 100 000 000 stay far below 2^53 cents.
 */
const MAX_UNIT_PRICE = 100_000;
const MAX_QUANTITY = 10_000;
const MAX_AMOUNT = 100_000_000;
const amount = (max: number) => z.number().finite().min(0).max(max);

const TotalsInput = z.object({
  lines: z
    .array(z.object({ unitPrice: amount(MAX_UNIT_PRICE), quantity: z.number().int().min(0).max(MAX_QUANTITY) }))
    .max(500),
  discount: amount(MAX_AMOUNT),
  promoDiscount: amount(MAX_AMOUNT),
  delivery: amount(MAX_AMOUNT),
});

export const pricingResolvers = {
  Query: {
    variantPrices: async (_: unknown, args: unknown, context: GatewayContext) => {
      const { ids, channel } = parseInput(IdsInput, args);
      if (ids.length === 0) return [];
      const answer = await context.services.commerce.query<VariantPricesAnswer>(VARIANT_PRICES, { ids, channel });
      const found = new Map((answer.productVariants?.edges ?? []).map(({ node }) => [node.id, node]));
      return ids.map((variantId) => {
        const node = found.get(variantId);
        // A price is accepted only if it is a number (requirements: "Accepted prices"): anything else drops the line.
        const unitPrice = parsePrice(node?.pricing?.price?.gross.amount);
        const netPrice = parsePrice(node?.pricing?.price?.net.amount);
        const available = Boolean(node?.product.isAvailableForPurchase) && unitPrice !== null && netPrice !== null;
        return {
          variantId,
          available,
          unitPrice: available ? unitPrice : null,
          netPrice: available ? netPrice : null,
          quantityAvailable: node?.quantityAvailable ?? 0,
        };
      });
    },
    cartTotals: (_: unknown, args: { input: unknown }) => {
      const input = parseInput(TotalsInput, args.input, 'input');
      const lines = input.lines.map((line) => ({ priceUnit: line.unitPrice, quantity: line.quantity }));
      const subtotal = cartSubtotal(lines);
      const total = checkoutTotal({
        subtotal,
        discount: input.discount,
        delivery: input.delivery,
        promoDiscount: input.promoDiscount,
      });
      return {
        subtotal,
        discount: input.discount,
        promoDiscount: input.promoDiscount,
        delivery: input.delivery,
        cartTotal: cartTotal({ lines, discount: input.discount, promoDiscount: input.promoDiscount }),
        checkoutTotal: total,
        checkoutTotalText: formatPrice(total),
      };
    },
  },
};
