/**
 * How a client may use each root field of the commerce API the gateway offers. Deny by default: a field missing here
 * fails gateway/test/commerce-guards.test.ts, which reads the gateway's schema; only catalogue reading is passed
 * through as it is, every other field goes through a gateway resolver that applies the rule named here.
 */
export type RootAccess =
  /** Public catalogue reading (products, categories, pages, menus, a channel's public fields): passed through. */
  | { kind: 'public' }
  /** A gateway resolver checks who may read or change the object, then delegates. */
  | { kind: 'guarded'; rule: string }
  /** A gateway resolver refuses it, always (coded FORBIDDEN, with the reason). */
  | { kind: 'refused'; reason: string };

const PUBLIC: RootAccess = { kind: 'public' };
const CHECKOUT_HOLDER: RootAccess = {
  kind: 'guarded',
  rule: "the checkout's holder (a guest checkout's id or token), or its customer signed in",
};

export const COMMERCE_QUERIES: Readonly<Record<string, RootAccess>> = {
  shop: PUBLIC,
  refundSettings: PUBLIC,
  returnSettings: PUBLIC,
  categories: PUBLIC,
  category: PUBLIC,
  collection: PUBLIC,
  collections: PUBLIC,
  product: PUBLIC,
  products: PUBLIC,
  productType: PUBLIC,
  productTypes: PUBLIC,
  productVariant: PUBLIC,
  productVariants: PUBLIC,
  page: PUBLIC,
  pages: PUBLIC,
  pageType: PUBLIC,
  pageTypes: PUBLIC,
  menu: PUBLIC,
  menus: PUBLIC,
  menuItem: PUBLIC,
  menuItems: PUBLIC,
  channel: PUBLIC,
  attributes: PUBLIC,
  attribute: PUBLIC,
  addressValidationRules: PUBLIC,
  checkout: CHECKOUT_HOLDER,
  order: { kind: 'guarded', rule: "the order's customer signed in (guests: guestOrder with the order's access token)" },
  orderByToken: {
    kind: 'refused',
    reason: "An order's token is not a capability here: guests read their order with guestOrder(accessToken).",
  },
};

const LEGACY_PAYMENTS =
  "Saleor's legacy Payments API is not offered: pay with paymentGatewayInitialize, transactionInitialize and transactionProcess.";
const STORED_METHODS =
  'Stored payment methods belong to a Saleor customer account, which this API does not have: pay per checkout.';

export const COMMERCE_MUTATIONS: Readonly<Record<string, RootAccess>> = {
  checkoutCreate: {
    kind: 'guarded',
    rule: 'anyone; a signed-in customer becomes its owner; no prices, private metadata or cuida. keys',
  },
  checkoutLinesAdd: CHECKOUT_HOLDER,
  checkoutLinesUpdate: CHECKOUT_HOLDER,
  checkoutLinesDelete: CHECKOUT_HOLDER,
  checkoutEmailUpdate: CHECKOUT_HOLDER,
  checkoutBillingAddressUpdate: CHECKOUT_HOLDER,
  checkoutShippingAddressUpdate: CHECKOUT_HOLDER,
  checkoutDeliveryMethodUpdate: CHECKOUT_HOLDER,
  checkoutShippingMethodUpdate: CHECKOUT_HOLDER,
  checkoutCustomerNoteUpdate: CHECKOUT_HOLDER,
  checkoutLanguageCodeUpdate: CHECKOUT_HOLDER,
  deliveryOptionsCalculate: CHECKOUT_HOLDER,
  checkoutAddPromoCode: {
    kind: 'guarded',
    rule: "the checkout's holder; the code is one of Cuida's coupons, checked by the voucher service and priced into the lines",
  },
  checkoutRemovePromoCode: CHECKOUT_HOLDER,
  checkoutComplete: {
    kind: 'guarded',
    rule: "the checkout's holder, and only when its transactions cover its total (chargeStatus FULL or OVERCHARGED); a checkout the gateway priced is placed by placeOrder's flow",
  },
  paymentGatewayInitialize: { kind: 'guarded', rule: "a checkout's holder, or an order's customer signed in" },
  transactionInitialize: {
    kind: 'guarded',
    rule: "the checkout's holder (no order transactions, no app-only arguments)",
  },
  transactionProcess: { kind: 'guarded', rule: 'the holder of the checkout the transaction belongs to' },
  updateMetadata: { kind: 'guarded', rule: "only a checkout the caller holds, only the storefront's keys" },
  deleteMetadata: { kind: 'guarded', rule: "only a checkout the caller holds, only the storefront's keys" },
  checkoutCreateFromOrder: {
    kind: 'refused',
    reason: 'A checkout is not created from an order through this API: create one with checkoutCreate.',
  },
  checkoutPaymentCreate: { kind: 'refused', reason: LEGACY_PAYMENTS },
  paymentInitialize: { kind: 'refused', reason: LEGACY_PAYMENTS },
  paymentCheckBalance: { kind: 'refused', reason: LEGACY_PAYMENTS },
  storedPaymentMethodRequestDelete: { kind: 'refused', reason: STORED_METHODS },
  paymentGatewayInitializeTokenization: { kind: 'refused', reason: STORED_METHODS },
  paymentMethodInitializeTokenization: { kind: 'refused', reason: STORED_METHODS },
  paymentMethodProcessTokenization: { kind: 'refused', reason: STORED_METHODS },
};
