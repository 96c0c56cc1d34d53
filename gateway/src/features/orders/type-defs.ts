export const ordersTypeDefs = /* GraphQL */ `
  "A guest order found by its number and its buyer's document."
  type GuestOrderLookup {
    "Opens the order with guestOrder(accessToken), as the one issued when it was placed."
    accessToken: String!
    "The order."
    order: Order
  }

  "What a guest gives to find their order: the number on the confirmation and the document they bought with."
  input FindGuestOrderInput {
    "The order number (digits; a leading # or N.° is ignored)."
    number: String!
    "The buyer's document number as given at checkout (spaces and dashes are ignored)."
    documentNumber: String!
  }

  extend type Mutation {
    """
    Finds a guest order by its number and its buyer's document number. Null when nothing matches, whatever the
    reason (no such order, another document, a customer's order): the answer never tells which. A few tries an hour
    per client (RATE_LIMITED with retryAfter). A mutation because each try spends the client's allowance.
    """
    findGuestOrder(input: FindGuestOrderInput!): GuestOrderLookup
  }
`;
