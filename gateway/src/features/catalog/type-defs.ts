/** Storefront facts merged onto commerce types, derived from their attributes, pricing and metadata. */
export const catalogTypeDefs = /* GraphQL */ `
  "How a product may be bought."
  type PurchaseOptions {
    "Can be bought once."
    once: Boolean!
    "Can be bought by subscription."
    subscription: Boolean!
    "Can only be bought by subscription."
    subscriptionOnly: Boolean!
  }

  "Whether the name shown next to a product is its brand or its laboratory."
  enum BrandOrLaboratoryKind {
    "A consumer brand (e.g. Eucerin)."
    BRAND
    "The laboratory that makes a medicine (e.g. Genfar)."
    LABORATORY
  }

  "The brand or laboratory the storefront shows for a product (attribute flagBrandOrLaboratory)."
  type BrandOrLaboratory {
    "Which of the two this is."
    kind: BrandOrLaboratoryKind!
    "Its name."
    name: String!
  }

  "A collection's promotion window (metadata voucherify, ddMMyyyy_ddMMyyyy, whole days in America/Lima)."
  type PromotionWindow {
    "First instant of the first day, 00:00 in Lima."
    startsAt: DateTime!
    "Last instant of the last day, 23:59:59.999 in Lima."
    endsAt: DateTime!
    "The advertised discount in percent (metadata voucherifyDescuento), when the collection has one."
    discountPercent: Float
    "Whether the window is open now, by the gateway's clock."
    isActive: Boolean!
  }

  extend type Product {
    "How this product may be bought (attribute typePurchase)."
    purchaseOptions: PurchaseOptions!
    "Pack or presentation, e.g. 'Caja x 100 tabletas' (attribute presentation)."
    presentation: String
    "The brand or laboratory to show (attributes flagBrandOrLaboratory, brand, laboratory)."
    brandOrLaboratory: BrandOrLaboratory
    "Whether a prescription is required to buy it (attribute requiresPrescription)."
    requiresPrescription: Boolean!
    "Gross price of the cheapest variant in the channel, in PEN: the price a listing shows."
    priceValue: Float
  }

  extend type Collection {
    "The collection's promotion window, when its metadata has one."
    promotionWindow: PromotionWindow
  }

  extend type Category {
    "The lowest price in the category, in PEN (metafield priceFrom)."
    priceFrom: Float
  }
`;
