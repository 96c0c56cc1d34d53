export const placeOrderTypeDefs = /* GraphQL */ `
  "How the shopper pays an order."
  enum PaymentMethod {
    "A card, charged when the order is placed (the commerce API's transaction flow, through the configured payment app)."
    CARD
    "Cash or card when the order arrives ('pago contra entrega'): the order is placed unpaid."
    CASH_ON_DELIVERY
  }

  "What placeOrder needs: the checkout, how it is paid, and what the shopper was shown."
  input PlaceOrderInput {
    "The commerce checkout (its id encodes its token). The same rule as the checkout mutations decides who may place it."
    checkoutId: ID!
    "How the order is paid."
    paymentMethod: PaymentMethod!
    "CARD: what the payment app needs, passed to it unchanged (the sandbox's dummy app: a test token, {\\"token\\": \\"tok_visa\\"}; {\\"token\\": \\"tok_chargeDeclined\\"} is declined). At most 4 KB. Ignored for CASH_ON_DELIVERY."
    paymentData: JSON
    "The coupon the shopper applied, validated again against the checkout's lines and promotions; omit for none."
    couponCode: String
    "The partner app the session comes from (selects the promotion channel); the X-App-* headers when omitted."
    context: ShoppingContextInput
    "The total the shopper saw, in PEN. When the re-validated total differs, nothing is charged or placed and the answer is PRICE_CHANGED with the new total in totalToPay."
    expectedTotal: Float
  }

  "Why an order was not placed."
  enum PlaceOrderErrorCode {
    "A line asks for more units than are in stock now (variants names them)."
    INSUFFICIENT_STOCK
    "The checkout has no lines."
    NO_LINES
    "The checkout has no e-mail."
    EMAIL_NOT_SET
    "The checkout has no shipping address."
    SHIPPING_ADDRESS_NOT_SET
    "The checkout has no billing address."
    BILLING_ADDRESS_NOT_SET
    "No delivery method was chosen on the checkout."
    SHIPPING_METHOD_NOT_SET
    "The delivery chosen cannot be used now: not offered for the address, a district not covered, express outside its hours, rimac outside the insurer's app."
    DELIVERY_METHOD_NOT_APPLICABLE
    "A product is no longer for sale (variants names them)."
    PRODUCT_UNAVAILABLE_FOR_PURCHASE
    "A variant is not sold in the checkout's channel (variants names them)."
    UNAVAILABLE_VARIANT_IN_CHANNEL
    "A line asks for more units than one customer may buy (variants names them)."
    QUANTITY_GREATER_THAN_LIMIT
    "The coupon does not apply to this checkout (the message says why)."
    VOUCHER_NOT_APPLICABLE
    "The card was declined or could not be charged: nothing was charged and no order was placed."
    PAYMENT_ERROR
    "The channel does not take orders that are not fully paid when placed (cash on delivery is not offered there)."
    CHECKOUT_NOT_FULLY_PAID
    "The re-validated total differs from expectedTotal: totalToPay holds the new total; confirm it and place again."
    PRICE_CHANGED
  }

  "A reason the order was not placed, in Spanish for the shopper."
  type PlaceOrderError {
    "Stable code to branch on."
    code: PlaceOrderErrorCode!
    "What happened, in Spanish."
    message: String!
    "The input or checkout field concerned, when there is one (couponCode, paymentData, email, lines…)."
    field: String
    "The variants concerned (INSUFFICIENT_STOCK and the other line codes)."
    variants: [ID!]
  }

  "Where the redemption of the vouchers an order used stands at the voucher service."
  enum VoucherRedemptionStatus {
    "The order used no promotion and no coupon."
    NONE
    "Redeemed (once, keyed on the checkout)."
    REGISTERED
    "The voucher service could not be reached: the order stands, and the redemption is retried in the background and on the next placeOrder of the same checkout."
    PENDING
    "The voucher service refused the redemption (for example a single-use coupon used meanwhile); the order stands."
    REJECTED
  }

  "The answer to placeOrder: the order, or why there is none, with the totals computed once by the gateway."
  type PlaceOrderPayload {
    "The order placed (the same one for every repetition of the request on the same checkout); null when errors is not empty."
    order: Order
    "Opens the order with guestOrder. Issued to whoever placed it: keep it, the order's id or number alone opens nothing."
    orderAccessToken: String
    "Sum of the lines at the commerce API's current prices (promotion gifts at S/ 0), PEN."
    subtotal: Float!
    "Promotion discount (evaluatePromotions over the checkout's lines), PEN."
    promoDiscount: Float!
    "Coupon discount, PEN (0 without a valid coupon)."
    couponDiscount: Float!
    "Delivery fee, PEN: the coverage tiers for the checkout's entrega.tipo and entrega.distrito, else the commerce shipping method's price."
    delivery: Float!
    "What the shopper pays: subtotal − couponDiscount + delivery − promoDiscount, PEN. 0 when the checkout was refused before it was priced."
    totalToPay: Float!
    "Whether totalToPay has been charged (CARD); false for CASH_ON_DELIVERY and when there is no order."
    paid: Boolean!
    "The redemption of the promotions and coupon the order used."
    redemption: VoucherRedemptionStatus!
    "Why there is no order; empty when it was placed."
    errors: [PlaceOrderError!]!
  }

  "An order whose figures disagree: its commerce total, the amount charged and the total the shopper confirmed."
  type OrderToReconcile {
    "The commerce order."
    orderId: ID!
    "The order's number."
    number: String!
    "Why it is listed (in English, for staff)."
    reason: String!
    "What the shopper confirmed (metadata total.pagar), in PEN; null when the order carries none."
    quotedTotal: Float
    "The commerce order's total, in PEN."
    total: Float!
    "What its transactions charged, in PEN."
    charged: Float!
    "How it is paid (metadata pago.metodo): CARD or CASH_ON_DELIVERY; null for an order placed otherwise."
    paymentMethod: String
  }

  extend type Query {
    """
    Pharmacy staff only (group pharmacy-staff): the most recent orders (up to \`last\`, at most 500) whose commerce
    total, charged amount and confirmed total disagree to the cent, or that placeOrder flagged when it placed them.
    Expected to be empty; UNAUTHENTICATED without a session, FORBIDDEN for customers.
    """
    ordersToReconcile(last: Int = 100): [OrderToReconcile!]!
  }

  extend type Mutation {
    "Places the order of a checkout, for the storefront and partner apps alike: re-validates stock, prices, promotions, the coupon and the delivery fee, charges the card (or places it unpaid, cash on delivery), completes the checkout and redeems the vouchers used. Idempotent per checkout: repeated or concurrent calls answer the same single order."
    placeOrder(input: PlaceOrderInput!): PlaceOrderPayload!
  }
`;
