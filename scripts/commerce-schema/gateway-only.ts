/**
 * What the gateway asks the commerce API with its own app token and never offers to clients: kept in
 * `schema/commerce.graphql` (the sandbox must answer the gateway's own calls) and removed from the gateway's schema
 * (schema/commerce-access.json lists them; gateway/src/gateway-schema.ts drops them). Each one is reserved by Saleor for
 * staff or apps, which is why the rule (storefront-access.ts) leaves it out of the storefront-facing API.
 *
 * This is all that is left of the hand-kept selection the commerce schema used to be cut by.
 */
export const GATEWAY_ONLY: ReadonlySet<string> = new Set([
  // A customer's order history (Customer.orders) and the reconciliation of pending redemptions (MANAGE_ORDERS).
  'Query.orders',
  // The owner of a checkout or order, and the redemption marks of placed orders (features/checkout/access.ts).
  'Checkout.privateMetafield',
  'Order.privateMetafield',
  'Mutation.updatePrivateMetadata',
  'UpdatePrivateMetadata.errors',
  'UpdatePrivateMetadata.item',
  // placeOrder: what was charged so far, and the refund of a charge whose order could not be created.
  'Checkout.transactions',
  'Order.transactions',
  'Mutation.transactionRequestAction',
  'TransactionRequestAction.transaction',
  'TransactionRequestAction.errors',
  'TransactionRequestActionError.field',
  'TransactionRequestActionError.message',
  'TransactionRequestActionError.code',
  // The checkout or order a transaction belongs to, before transactionProcess is let through (HANDLE_PAYMENTS).
  'Query.transaction',
  // Whether a channel lets a checkout complete unpaid (cash on delivery through placeOrder).
  'Channel.orderSettings',
  'OrderSettings.allowUnpaidOrders',
]);
