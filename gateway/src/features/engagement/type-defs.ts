export const engagementTypeDefs = /* GraphQL */ `
  "A product the recommendation service suggests."
  type RecommendedProduct {
    "SKU."
    sku: String!
    "Name."
    name: String!
    "Product slug."
    slug: String!
    "Price in PEN."
    price: Float
    "Picture URL."
    imageUrl: String
    "The full commerce product (one batched commerce request for all recommendations)."
    product: Product
  }

  "Where an abandoned cart came from."
  enum EntryPoint {
    "The web storefront."
    WEB
    "An embedded partner app."
    EMBEDDED
  }

  "A product in an abandoned cart."
  input AbandonedCartProductInput {
    "SKU."
    sku: String!
    "Name."
    name: String!
    "Units."
    quantity: Int!
    "Unit price in PEN."
    unitPrice: Float!
  }

  "A cart left idle (the storefront sends it after 5 minutes without a change), with the shopper's identity, for follow-up."
  input AbandonedCartInput {
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number."
    documentNumber: String!
    "Shopper's name."
    name: String!
    "Phone (the +51 prefix is dropped)."
    phone: String!
    "E-mail."
    email: String!
    "Where the cart was left; by default from the partner context (embedded when in a partner app)."
    entryPoint: EntryPoint
    "The cart's products."
    products: [AbandonedCartProductInput!]!
    "When the first product was added."
    firstProductAddedAt: DateTime!
    "When the last product was added."
    lastProductAddedAt: DateTime!
    "Without a session: the guest checkout the shopper holds, whose client document (cliente.*) must be this cart's."
    checkoutId: ID
  }

  "The answer to saving an abandoned cart."
  type AbandonedCartReceipt {
    "Whether the cart was stored."
    saved: Boolean!
  }

  extend type Query {
    """
    Products to suggest next to these SKUs or in this category. An optional decoration: empty, with
    extensions.degraded, when the recommendation service does not answer within a short budget.
    """
    recommendedProducts(skus: [String!], categorySlug: String, first: Int = 8): [RecommendedProduct!]!
  }

  extend type Mutation {
    "Stores an idle cart for follow-up. A signed-in customer saves their own document's cart; without a session, only the cart of the guest checkout the shopper holds (checkoutId), with the document written on it, never for a registered customer's document. Other documents are refused."
    saveAbandonedCart(input: AbandonedCartInput!): AbandonedCartReceipt!
  }
`;
