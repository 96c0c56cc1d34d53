/** A checkout as the sandbox stores it (JSON in the `checkout` table). Prices are derived on read, as Saleor does. */

export interface AddressRecord {
  firstName: string;
  lastName: string;
  companyName: string;
  streetAddress1: string;
  streetAddress2: string;
  city: string;
  cityArea: string;
  postalCode: string;
  country: string;
  countryArea: string;
  phone: string;
}

export interface CheckoutLineRecord {
  id: string;
  variantId: number;
  quantity: number;
  /** Saleor's custom line price, set only by an app with HANDLE_CHECKOUTS (CheckoutLineInput.price). */
  priceOverride?: number | null;
  priceOverrideReason?: string | null;
  metadata?: Record<string, string>;
}

/**
 * A delivery method listed by the shipping app (Saleor's external shipping methods, SHIPPING_LIST_METHODS_FOR_CHECKOUT):
 * `id` is the app's own id for it.
 */
export interface ExternalShippingMethodRecord {
  id: string;
  name: string;
  description: string | null;
  price: number;
  maximumDeliveryDays: number | null;
}

export interface CheckoutRecord {
  /** UUID: both the checkout's token and the pk inside its global id. */
  token: string;
  channelSlug: string;
  email: string | null;
  lines: CheckoutLineRecord[];
  shippingAddress: AddressRecord | null;
  billingAddress: AddressRecord | null;
  shippingMethodId: number | null;
  /** The shipping app's methods as last listed for this checkout (refreshed when its lines or address change). */
  externalShippingMethods?: ExternalShippingMethodRecord[] | null;
  /** The chosen method of the shipping app, as listed when chosen or last refreshed. */
  externalShippingMethod?: ExternalShippingMethodRecord | null;
  metadata: Record<string, string>;
  /** Saleor's private metadata: read and written only by apps and staff (absent in checkouts stored before it). */
  privateMetadata?: Record<string, string>;
  created: string;
  lastChange: string;
  languageCode: string;
}

export interface OrderLineRecord {
  id: string;
  variantId: number;
  productName: string;
  variantName: string;
  productSku: string;
  quantity: number;
  unitPrice: number;
  /** The catalogue price before any app override (absent in orders stored before it). */
  undiscountedUnitPrice?: number;
  priceOverrideReason?: string | null;
  metadata?: Record<string, string>;
}

export interface OrderRecord {
  id: string;
  number: number;
  checkoutToken: string;
  channelSlug: string;
  created: string;
  status: 'UNFULFILLED';
  userEmail: string;
  lines: OrderLineRecord[];
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  /** A channel method's number, or the shipping app's method id (`app:<app>:<id>`). */
  shippingMethodId: number | string;
  shippingMethodName: string;
  shippingPrice: number;
  subtotal: number;
  total: number;
  metadata: Record<string, string>;
  /** Copied from the checkout at completion, as Saleor does. */
  privateMetadata?: Record<string, string>;
}

/** One event of a transaction (Saleor's TransactionEvent): a request, the payment app's answer, a refund. */
export interface TransactionEventRecord {
  id: string;
  /** Saleor's TransactionEventTypeEnum value, e.g. CHARGE_REQUEST, CHARGE_SUCCESS, CHARGE_FAILURE, REFUND_SUCCESS. */
  type: string;
  amount: number;
  createdAt: string;
  message: string;
  pspReference: string;
  idempotencyKey: string | null;
}

/** A payment transaction (Saleor's TransactionItem), kept in the `payment_transaction` table. */
export interface TransactionRecord {
  /** UUID: the transaction's token and the pk inside its global id. */
  id: string;
  checkoutToken: string;
  /** Set when the checkout is completed: Saleor moves the checkout's transactions to its order. */
  orderId: string | null;
  /** The payment app's identifier (paymentGateway.id). */
  appId: string;
  name: string;
  message: string;
  pspReference: string;
  createdAt: string;
  modifiedAt: string;
  authorizedAmount: number;
  chargedAmount: number;
  refundedAmount: number;
  events: TransactionEventRecord[];
}
