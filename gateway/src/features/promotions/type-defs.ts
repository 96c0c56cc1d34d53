/** What every promotion tier shows, applied to a cart or offered on a product: written once for both types. */
const promotionTierFields = /* GraphQL */ `
    "The promotion tier's id."
    id: ID!
    "Text to show shoppers."
    banner: String
    "Channel and priority."
    metadata: PromotionMetadata!`;

export const promotionsTypeDefs = /* GraphQL */ `
  "The partner app a session comes from: it selects the promotion channel."
  input ShoppingContextInput {
    "Inside the insurer's app (channel rimac)."
    appRimac: Boolean
    "Inside the second embedded app (channel appCI)."
    appCI: Boolean
    "In the non-customer zone."
    zonaNoClientes: Boolean
  }

  "Whether a cart line is bought once or by subscription."
  enum PurchaseType {
    "A one-time purchase."
    ONCE
    "A recurring subscription."
    SUBSCRIPTION
  }

  "A cart line sent for promotion checks."
  input PromotionLineInput {
    "The line's variant."
    variantId: ID!
    "The variant's SKU (the voucher service's source_id)."
    sku: String!
    "Units in the line."
    quantity: Int!
    "The collection promotion window (voucherify metadata, ddMMyyyy_ddMMyyyy) the line was added under. A line with a window is evaluated only while the window is open (Lima time); a line without one is always evaluated."
    voucherWindow: String
    "How the line is bought."
    purchaseType: PurchaseType = ONCE
  }

  "Where a promotion applies."
  enum PromotionChannel {
    "Every channel."
    ALL
    "The web storefront (outside the insurer's app)."
    WEB
    "The insurer's app."
    RIMAC
    "The second embedded app."
    APP_CI
  }

  "A promotion's routing data from the voucher service (metadatos)."
  type PromotionMetadata {
    "Where it applies."
    channel: PromotionChannel!
    "Lower first; promotions without a priority come after those with one."
    priority: Int
  }

  "An item a promotion acts on."
  type PromotionItem {
    "The product's slug."
    productSlug: String
    "The SKU, when the voucher service names one."
    sku: String
    "Units."
    quantity: Int!
    "What the promotion does to it, as the voucher service names it (e.g. AGREGAR_ITEM for a gift)."
    effect: String
  }

  "A promotion applied to the cart."
  type AppliedVoucher {
${promotionTierFields}
    "The voucher service's object kind, e.g. promotion_tier."
    object: String!
    "How many items the promotion acts on."
    itemsQuantity: Int!
    "Discount it gives, in PEN."
    discount: Float!
    "The items it acts on."
    items: [PromotionItem!]!
    "Whether to show the discount amount (false for gift-only promotions)."
    showDiscount: Boolean!
  }

  "A free item a promotion adds to the cart: quantity 1, price S/ 0."
  type GiftLine {
    "The gift's product."
    product: Product
    "The gift's slug (as the voucher service names it)."
    productSlug: String!
    "The variant to add."
    variantId: ID
    "Its SKU."
    sku: String
    "Always 1."
    quantity: Int!
    "Always 0."
    unitPrice: Float!
    "The promotion that gives it."
    voucherId: ID!
  }

  "The result of evaluating a cart's promotions: those of the session's channel, by priority. On any upstream failure it is empty, never an error."
  type PromotionEvaluation {
    "The channel the promotions were matched against."
    channel: PromotionChannel!
    "Promotions applied, by priority."
    appliedVouchers: [AppliedVoucher!]!
    "Gift lines to add (replace any previous gifts with these)."
    gifts: [GiftLine!]!
    "Total promotion discount in PEN."
    promoDiscount: Float!
    "How many of the lines sent had an open voucher window and were evaluated."
    evaluatedLines: Int!
    "False when the voucher service could not be used: the result is then empty."
    complete: Boolean!
  }

  "The answer to a coupon check."
  type CouponValidation {
    "The coupon asked about."
    code: String!
    "Whether it applies to this cart."
    valid: Boolean!
    "Discount it gives, in PEN (0 when invalid)."
    discount: Float!
    "A message for the shopper, in Spanish."
    message: String!
    "Why it does not apply (the voucher service's code), when invalid."
    reason: String
  }

  "A promotion a product takes part in, for listings and product pages."
  type ProductPromotion {
${promotionTierFields}
  }

  extend type Product {
    """
    Promotions this product takes part in, for the caller's channel. A whole listing costs one voucher-service call.
    An optional decoration: when the voucher service does not answer within a short budget the list is empty and the
    answer carries extensions.degraded (upstream, reason, fields: Product.promotions), so "no promotions" and
    "promotions unavailable" can be told apart.
    """
    promotions(context: ShoppingContextInput): [ProductPromotion!]!
  }

  extend type Query {
    """
    Evaluates a cart's promotions for a channel: applied vouchers, gift lines and the promotion discount. A preview
    with a short budget: when the voucher service cannot be used the result is empty, complete is false and the answer
    carries extensions.degraded. placeOrder prices the order again and refuses it rather than charge without them.
    """
    evaluatePromotions(lines: [PromotionLineInput!]!, context: ShoppingContextInput): PromotionEvaluation!
    "Checks a coupon code against a cart."
    validateCoupon(
      code: String!
      lines: [PromotionLineInput!]!
      "A guest's identity document, for single-use coupons. Ignored while a customer is signed in: their verified document is used."
      documentNumber: String
      context: ShoppingContextInput
    ): CouponValidation!
  }
`;
