export const pricingTypeDefs = /* GraphQL */ `
  "A variant's current price, to refresh a saved cart: a line whose variant gets no price here is no longer for sale and should be removed."
  type VariantPrice {
    "The variant asked for."
    variantId: ID!
    "Whether it can be bought now: in the channel, for sale, with a price. When false, drop the line from the cart."
    available: Boolean!
    "Gross unit price in PEN (IGV included): the price the cart shows. Null when unavailable."
    unitPrice: Float
    "Net unit price in PEN (without IGV). Null when unavailable."
    netPrice: Float
    "Units that may be bought now (capped by the commerce API)."
    quantityAvailable: Int
  }

  "A cart line for totals: its unit price and quantity."
  input TotalsLineInput {
    "Unit price in PEN (0 for a gift), at most 100000."
    unitPrice: Float!
    "Units in the line, 0 to 10000."
    quantity: Int!
  }

  "What the totals are computed from."
  input CartTotalsInput {
    "The cart's lines, one-time and subscription alike (at most 500)."
    lines: [TotalsLineInput!]!
    "Coupon discount in PEN (0 to 100000000, like the other amounts)."
    discount: Float = 0
    "Promotion discount in PEN (from evaluatePromotions)."
    promoDiscount: Float = 0
    "Delivery fee in PEN (from deliveryQuote)."
    delivery: Float = 0
  }

  "Totals of a cart and of its checkout, rounded to cents (half away from zero)."
  type CartTotals {
    "Sum of the line totals."
    subtotal: Float!
    "Coupon discount applied."
    discount: Float!
    "Promotion discount applied."
    promoDiscount: Float!
    "Delivery fee."
    delivery: Float!
    "Cart total: subtotal − discount − promotion discount."
    cartTotal: Float!
    "Checkout total: subtotal − discount + delivery − promotion discount."
    checkoutTotal: Float!
    "The checkout total formatted for shoppers, e.g. 'S/ 12.50'."
    checkoutTotalText: String!
  }

  extend type Query {
    "Current prices of variants by id (at most 100), in the order asked. One commerce request whatever the count."
    variantPrices(ids: [ID!]!, channel: String = "feria-cuida"): [VariantPrice!]!
    "Totals of a cart: the storefront and partner apps get the same rounding. Out-of-bounds numbers are BAD_USER_INPUT naming the field."
    cartTotals(input: CartTotalsInput!): CartTotals!
  }
`;
