/**
 * Cuida's own conformance documents, written the way a Saleor storefront writes its operations (fragments per object,
 * `$channel` and `$languageCode` variables, `translation(languageCode:)` beside every name, Saleor's payload shapes with
 * `errors { field code message }`). They are validated against schema/gateway.graphql and executed through the
 * gateway by conformance.test.ts.
 */
export const MONEY = /* GraphQL */ `
  fragment Money on Money { currency amount }
`;

export const CHANNELS = /* GraphQL */ `
  query Channels {
    channels { id slug name isActive currencyCode defaultCountry { code country } }
  }
`;

export const MENU = /* GraphQL */ `
  query MenuBySlug($slug: String!, $channel: String!, $languageCode: LanguageCodeEnum!) {
    menu(slug: $slug, channel: $channel) {
      items {
        ...MenuItem
        children { ...MenuItem children { ...MenuItem } }
      }
    }
  }
  fragment MenuItem on MenuItem {
    id name translation(languageCode: $languageCode) { name } url
    category { slug } collection { slug } page { slug }
  }
`;

export const PAGE = /* GraphQL */ `
  query PageBySlug($slug: String!, $languageCode: LanguageCodeEnum!) {
    page(slug: $slug) {
      id slug title content seoTitle seoDescription
      translation(languageCode: $languageCode) { title content }
      assignedAttributes { attribute { slug } }
    }
  }
`;

export const PAGES = /* GraphQL */ `
  query Pages($first: Int!) {
    pages(first: $first) { edges { node { id slug title } } }
  }
`;

export const PRODUCT_LIST = /* GraphQL */ `
  query ProductList($first: Int!, $channel: String!, $languageCode: LanguageCodeEnum!) {
    products(first: $first, channel: $channel) {
      totalCount
      edges { node { ...ProductListItem } }
      pageInfo { hasNextPage endCursor }
    }
  }
  fragment ProductListItem on Product {
    id name slug translation(languageCode: $languageCode) { name }
    pricing { priceRange { start { gross { ...Money } } stop { gross { ...Money } } } }
    category { id name }
    thumbnail(size: 1024, format: WEBP) { url alt }
  }
  ${MONEY}
`;

export const PRODUCT_DETAILS = /* GraphQL */ `
  query ProductDetails($slug: String!, $channel: String!, $languageCode: LanguageCodeEnum!) {
    product(slug: $slug, channel: $channel) {
      id name slug description seoTitle seoDescription
      translation(languageCode: $languageCode) { id name description language { code } }
      assignedAttributes {
        attribute { slug name translation(languageCode: $languageCode) { name } }
        ... on AssignedPlainTextAttribute { text: value translation(languageCode: $languageCode) }
        ... on AssignedSingleChoiceAttribute { choice: value { name slug translation(languageCode: $languageCode) } }
        ... on AssignedBooleanAttribute { flag: value }
      }
      category { name translation(languageCode: $languageCode) { name } }
      variants {
        id name sku quantityAvailable
        translation(languageCode: $languageCode) { name }
        pricing { price { gross { ...Money } } }
      }
    }
  }
  ${MONEY}
`;

export const VARIANT = /* GraphQL */ `
  query Variant($id: ID!, $channel: String!) {
    productVariant(id: $id, channel: $channel) { id sku name pricing { price { gross { ...Money } } } product { slug } }
  }
  ${MONEY}
`;

const CHECKOUT = /* GraphQL */ `
  fragment Checkout on Checkout {
    id email chargeStatus authorizeStatus isShippingRequired voucherCode discount { ...Money }
    channel { slug }
    giftCards { id }
    availablePaymentGateways { id name currencies config { field value } }
    delivery { id shippingMethod { id name } }
    shippingMethods { id name price { ...Money } }
    problems { __typename }
    lines {
      id quantity
      unitPrice { gross { ...Money } }
      undiscountedUnitPrice { ...Money }
      totalPrice { gross { ...Money } }
      variant { id sku name product { name slug } }
    }
    subtotalPrice { gross { ...Money } }
    shippingPrice { gross { ...Money } }
    totalPrice { gross { ...Money } tax { ...Money } }
  }
  ${MONEY}
`;

const CHECKOUT_ERROR = /* GraphQL */ `
  fragment CheckoutError on CheckoutError { field code message }
`;

export const CHECKOUT_CREATE = /* GraphQL */ `
  mutation CheckoutCreate($channel: String!, $lines: [CheckoutLineInput!]!) {
    checkoutCreate(input: { channel: $channel, lines: $lines }) {
      checkout { ...Checkout }
      errors { ...CheckoutError }
    }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const CHECKOUT_FIND = /* GraphQL */ `
  query CheckoutFind($id: ID!) { checkout(id: $id) { ...Checkout } }
  ${CHECKOUT}
`;

export const CHECKOUT_LINES_ADD = /* GraphQL */ `
  mutation CheckoutLinesAdd($id: ID!, $lines: [CheckoutLineInput!]!) {
    checkoutLinesAdd(id: $id, lines: $lines) { checkout { ...Checkout } errors { ...CheckoutError } }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const CHECKOUT_LINES_UPDATE = /* GraphQL */ `
  mutation CheckoutLinesUpdate($id: ID!, $lines: [CheckoutLineUpdateInput!]!) {
    checkoutLinesUpdate(id: $id, lines: $lines) { checkout { ...Checkout } errors { ...CheckoutError } }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const CHECKOUT_EMAIL_UPDATE = /* GraphQL */ `
  mutation CheckoutEmailUpdate($id: ID!, $email: String!) {
    checkoutEmailUpdate(id: $id, email: $email) { checkout { id email } errors { ...CheckoutError } }
  }
  ${CHECKOUT_ERROR}
`;

export const CHECKOUT_ADDRESSES = /* GraphQL */ `
  mutation CheckoutAddresses($id: ID!, $address: AddressInput!) {
    checkoutShippingAddressUpdate(id: $id, shippingAddress: $address) { errors { field code message } }
    checkoutBillingAddressUpdate(id: $id, billingAddress: $address) {
      checkout { id shippingMethods { id name price { amount currency } } }
      errors { field code message }
    }
  }
`;

export const CHECKOUT_DELIVERY = /* GraphQL */ `
  mutation CheckoutDeliveryMethodUpdate($id: ID!, $deliveryMethodId: ID!) {
    checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $deliveryMethodId) {
      checkout { ...Checkout }
      errors { ...CheckoutError }
    }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const PROMO_CODE_ADD = /* GraphQL */ `
  mutation CheckoutAddPromoCode($id: ID!, $promoCode: String!) {
    checkoutAddPromoCode(id: $id, promoCode: $promoCode) {
      checkout { ...Checkout }
      errors { ...CheckoutError }
    }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const PROMO_CODE_REMOVE = /* GraphQL */ `
  mutation CheckoutRemovePromoCode($id: ID!, $promoCode: String) {
    checkoutRemovePromoCode(id: $id, promoCode: $promoCode) {
      checkout { ...Checkout }
      errors { ...CheckoutError }
    }
  }
  ${CHECKOUT}
  ${CHECKOUT_ERROR}
`;

export const PAYMENT_GATEWAY_INITIALIZE = /* GraphQL */ `
  mutation PaymentGatewayInitialize($checkoutId: ID!) {
    paymentGatewayInitialize(id: $checkoutId) {
      gatewayConfigs { id data errors { field message code } }
      errors { field message code }
    }
  }
`;

export const TRANSACTION_INITIALIZE = /* GraphQL */ `
  mutation TransactionInitialize($checkoutId: ID!, $amount: PositiveDecimal, $data: JSON) {
    transactionInitialize(id: $checkoutId, amount: $amount, paymentGateway: { id: "saleor.io.dummy-payment-app", data: $data }) {
      transaction { id chargedAmount { ...Money } }
      transactionEvent { type message }
      data
      errors { field message code }
    }
  }
  ${MONEY}
`;

export const TRANSACTION_PROCESS = /* GraphQL */ `
  mutation TransactionProcess($id: ID!, $data: JSON) {
    transactionProcess(id: $id, data: $data) {
      transaction { id actions chargedAmount { ...Money } }
      transactionEvent { type message }
      data
      errors { field message code }
    }
  }
  ${MONEY}
`;

export const CHECKOUT_COMPLETE = /* GraphQL */ `
  mutation CheckoutComplete($checkoutId: ID!) {
    checkoutComplete(id: $checkoutId) {
      order { id number status statusDisplay isPaid chargeStatus total { gross { ...Money } } }
      errors { field message code }
    }
  }
  ${MONEY}
`;

/** Every document of the corpus, by name (the conformance test validates them all). */
export const CORPUS: Readonly<Record<string, string>> = {
  CHANNELS,
  MENU,
  PAGE,
  PAGES,
  PRODUCT_LIST,
  PRODUCT_DETAILS,
  VARIANT,
  CHECKOUT_CREATE,
  CHECKOUT_FIND,
  CHECKOUT_LINES_ADD,
  CHECKOUT_LINES_UPDATE,
  CHECKOUT_EMAIL_UPDATE,
  CHECKOUT_ADDRESSES,
  CHECKOUT_DELIVERY,
  PROMO_CODE_ADD,
  PROMO_CODE_REMOVE,
  PAYMENT_GATEWAY_INITIALIZE,
  TRANSACTION_INITIALIZE,
  TRANSACTION_PROCESS,
  CHECKOUT_COMPLETE,
};
