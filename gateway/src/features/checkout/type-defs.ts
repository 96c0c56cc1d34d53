export const checkoutTypeDefs = /* GraphQL */ `
  "The buyer's details kept on a checkout (metadata cliente.*)."
  type CheckoutClient {
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int
    "Document number."
    documentNumber: String
    "First names."
    firstName: String
    "Father's last name."
    paternalLastName: String
    "Mother's last name."
    maternalLastName: String
    "Date of birth, YYYY-MM-DD."
    birthDate: String
  }

  "A checkout read back with the storefront's own data: the client and delivery details written in its metadata."
  type RestoredCheckout {
    "The commerce checkout."
    checkout: Checkout!
    "The buyer, from the checkout's metadata."
    client: CheckoutClient!
    "SKUs bought once (metadata productos.compraUnica); the other lines are subscriptions."
    oneTimeSkus: [String!]!
    "The coupon applied (metadata descuento.cupon)."
    couponCode: String
  }

  extend type Query {
    "Reads a checkout back with its buyer, one-time SKUs and coupon (same access rule as checkout)."
    restoreCheckout(id: ID!): RestoredCheckout
    "An order placed as a guest, opened with the access token issued when it was placed (CheckoutComplete.orderAccessToken). NOT_FOUND for a forged or altered token."
    guestOrder(accessToken: String!): Order
  }

  extend type CheckoutComplete {
    "Opens the order just placed with guestOrder. Issued only here: keep it, the order's id or number alone opens nothing."
    orderAccessToken: String
  }
`;
