export const deliveryTypeDefs = /* GraphQL */ `
  "How an order reaches the shopper: scheduled, express, regular, the insurer's delivery, or a store pickup by the shopper or by someone else."
  enum DeliveryType {
    "Scheduled delivery."
    PROGRAMADO
    "Same-day delivery, offered from 08:00 to the 21:00 cut-off (America/Lima)."
    EXPRESS
    "The default delivery."
    DEFAULT
    "Delivery arranged through the insurer's app."
    RIMAC
    "The shopper picks the order up."
    PICKUP_FOR_ME
    "Someone else picks the order up."
    PICKUP_FOR_SOMEONE_ELSE
  }

  "A district of Lima or Callao (INEI ubigeo)."
  type District {
    "INEI ubigeo code, e.g. 150122 (Miraflores)."
    id: ID!
    "District name."
    name: String!
    "Whether deliveries reach it."
    covered: Boolean!
    "The district's own delivery price in PEN (El Agustino: 0); null when the price tiers apply."
    ownPrice: Float
  }

  "A delivery price tier: from this order total (or the default tier) the fee is this."
  type DeliveryTier {
    "Order total in PEN from which the tier applies; null for the default tier (Defecto)."
    threshold: Float
    "Delivery fee in PEN."
    fee: Float!
  }

  "The express delivery window, in America/Lima time."
  type ExpressWindow {
    "Opening time, HH:mm."
    opensAt: String!
    "Cut-off time, HH:mm."
    closesAt: String!
    "Whether express can be chosen now, by the gateway's clock."
    isOpenNow: Boolean!
  }

  "Where and how Cuida delivers."
  type DeliveryCoverage {
    "The districts asked for, or every covered district, in alphabetical order (Lima's own district named Cercado de Lima)."
    districts: [District!]!
    "The price tiers, highest threshold first."
    tiers: [DeliveryTier!]!
    "The express window."
    express: ExpressWindow!
  }

  "A delivery fee quote for an order total and a district."
  type DeliveryQuote {
    "The district quoted for."
    district: District!
    "The delivery type quoted."
    deliveryType: DeliveryType!
    "The order total the quote is for, in PEN."
    subtotal: Float!
    "Whether this delivery type can be used for this district now."
    available: Boolean!
    "Why not, in Spanish, when unavailable."
    unavailableReason: String
    "The fee in PEN; null when unavailable."
    fee: Float
    "The fee formatted for shoppers, e.g. 'S/ 9.90' ('Gratis' when 0)."
    feeText: String
  }

  extend type Query {
    "Covered districts, delivery price tiers and the express window. With districtIds, answers those districts (covered or not)."
    deliveryCoverage(districtIds: [ID!]): DeliveryCoverage!
    "Quotes the delivery fee for an order total, a district and a delivery type."
    deliveryQuote(
      districtId: ID!
      subtotal: Float!
      deliveryType: DeliveryType = DEFAULT
      "The partner context (the insurer's app offers RIMAC delivery); wins over the X-App-* headers."
      context: ShoppingContextInput
    ): DeliveryQuote!
  }
`;
