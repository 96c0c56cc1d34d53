/**
 * What GraphiQL opens with: the main journeys of a partner developer, runnable as they are against the sandbox.
 * A test validates every operation here against the schema.
 */
export const GRAPHIQL_EXAMPLES = `# Cuida's GraphQL API. Pick an operation with the ▶ button; partner apps send X-App-Rimac: true
# (or X-App-CI: true) to get their promotion channel, customers send Authorization: Bearer <ID token>
# and X-Access-Token: <access token>.

# 1. A category's products with prices and their active promotions.
query CategoryListing {
  category(slug: "mama-y-bebe") {
    name
    priceFrom
    products(first: 24, channel: "feria-cuida") {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          name
          slug
          presentation
          brandOrLaboratory { kind name }
          requiresPrescription
          purchaseOptions { once subscription subscriptionOnly }
          priceValue
          thumbnail(size: 400) { url }
          promotions { id banner metadata { channel priority } }
        }
      }
    }
  }
}

# 2. A cart's promotions in the insurer's app (channel rimac). Lines count when their collection window is open.
query EvaluateCartForRimac {
  evaluatePromotions(
    context: { appRimac: true }
    lines: [{ variantId: "UHJvZHVjdFZhcmlhbnQ6MQ==", sku: "000001", quantity: 2, voucherWindow: "01112026_31122026" }]
  ) {
    channel
    promoDiscount
    appliedVouchers { id banner discount metadata { channel priority } }
    gifts { productSlug variantId quantity unitPrice }
  }
}

# 3. Delivery to Miraflores (INEI 150122) for a S/ 120 order.
query DeliveryToMiraflores {
  deliveryQuote(districtId: "150122", subtotal: 120, deliveryType: DEFAULT) {
    district { name covered }
    available
    fee
    feeText
    unavailableReason
  }
}

# 4. From a checkout to a placed order: create it (copy checkoutCreate.checkout.id and a shipping method id
#    into the next operations), set the billing address, choose delivery, complete.
mutation StartCheckout {
  checkoutCreate(
    input: {
      channel: "feria-cuida"
      email: "maria.quispe@cuida.pe"
      lines: [{ variantId: "UHJvZHVjdFZhcmlhbnQ6MQ==", quantity: 1 }]
      shippingAddress: { firstName: "María", lastName: "Quispe", streetAddress1: "Av. Larco 345", city: "Lima", cityArea: "Miraflores", country: PE, phone: "+51987654321" }
    }
  ) {
    checkout { id totalPrice { gross { amount } } shippingMethods { id name price { amount } } }
    errors { field code message }
  }
}

mutation SetBillingAddress($checkoutId: ID!) {
  checkoutBillingAddressUpdate(
    id: $checkoutId
    billingAddress: { firstName: "María", lastName: "Quispe", streetAddress1: "Av. Larco 345", city: "Lima", country: PE }
  ) {
    errors { field code message }
  }
}

mutation ChooseDelivery($checkoutId: ID!, $shippingMethodId: ID!) {
  checkoutDeliveryMethodUpdate(id: $checkoutId, deliveryMethodId: $shippingMethodId) {
    checkout { totalPrice { gross { amount } } }
    errors { field code message }
  }
}

# Re-validates stock, prices, promotions and coupon, charges the card (sandbox test token; "tok_chargeDeclined" is
# declined) or places it unpaid (paymentMethod: CASH_ON_DELIVERY), completes and redeems: once per checkout.
mutation PlaceOrder($checkoutId: ID!) {
  placeOrder(input: { checkoutId: $checkoutId, paymentMethod: CARD, paymentData: { token: "tok_visa" } }) {
    order { number status isPaid total { gross { amount currency } } }
    orderAccessToken
    subtotal promoDiscount couponDiscount delivery totalToPay paid redemption
    errors { code message field variants }
  }
}

# 5. The signed-in customer (needs the two headers above).
query MyAccount {
  me { firstName lastName documentType { label } documentNumber hasSubscription subscriptions { id status } }
}

# 6. A sheet of the Libro de Reclamaciones virtual, filed for a consumer (no session needed). The idempotencyKey makes
# a repeat file nothing new; a client may file a few per hour (RATE_LIMITED with extensions.retryAfter beyond).
mutation FileComplaint {
  fileComplaint(
    input: {
      kind: RECLAMO
      consumer: {
        firstName: "Lucía"
        lastName: "Torres Vega"
        documentType: 2
        documentNumber: "41234567"
        address: "Av. Brasil 1450, Pueblo Libre"
        phone: "987111222"
        email: "lucia.torres@example.pe"
        isMinor: false
      }
      item: { type: PRODUCTO, description: "Ibuprofeno 400 mg caja x 100", amount: 24.9, orderNumber: "CU-2001" }
      detail: "La caja llegó abierta y faltaban dos blísteres."
      request: "Cambio del producto."
      idempotencyKey: "partner-sheet-0001"
    }
  ) {
    number
    submittedAt
    responseDueBusinessDays
  }
}

# --- A partner's first steps with Saleor's storefront API (any Saleor client works as it is) ---

# 7. The sales channels, then a product as a Saleor storefront reads it: translations (none: null) and the
# typed attributes.
query SaleorChannelsAndProduct($languageCode: LanguageCodeEnum! = ES) {
  channels { slug name currencyCode defaultCountry { code } }
  product(slug: "paracetamol-500-mg-caja-x-100-tabletas", channel: "feria-cuida") {
    name
    translation(languageCode: $languageCode) { name }
    assignedAttributes {
      attribute { slug name }
      ... on AssignedPlainTextAttribute { text: value }
      ... on AssignedSingleChoiceAttribute { choice: value { name } }
    }
    variants { id sku pricing { price { gross { amount currency } } } }
  }
}

# 8. Saleor's checkout, paid with the sandbox's dummy payment app: create it with a variant id from 7, set the email,
# addresses and a delivery method (checkoutDeliveryMethodUpdate), then SaleorPay and SaleorComplete. Custom line
# prices, private metadata, transactionInitialize(action:) and customerIpAddress are Saleor's app-only inputs: refused.
mutation SaleorCheckout($variantId: ID!) {
  checkoutCreate(input: { channel: "feria-cuida", email: "socio@example.pe", lines: [{ variantId: $variantId, quantity: 1 }] }) {
    checkout { id totalPrice { gross { amount currency } } availablePaymentGateways { id name } }
    errors { field code message }
  }
}

mutation SaleorPay($checkoutId: ID!) {
  paymentGatewayInitialize(id: $checkoutId) { gatewayConfigs { id } errors { code message } }
  transactionInitialize(id: $checkoutId, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) {
    transaction { id chargedAmount { amount } }
    transactionEvent { type message }
    errors { field code message }
  }
}

# Completes only a checkout its transactions cover in full (else CHECKOUT_NOT_FULLY_PAID).
mutation SaleorComplete($checkoutId: ID!) {
  checkoutComplete(id: $checkoutId) {
    order { number isPaid total { gross { amount currency } } }
    orderAccessToken
    errors { field code message }
  }
}
`;
