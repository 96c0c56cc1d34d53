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
  shippingMethodId: number;
  shippingMethodName: string;
  shippingPrice: number;
  subtotal: number;
  total: number;
  metadata: Record<string, string>;
  /** Copied from the checkout at completion, as Saleor does. */
  privateMetadata?: Record<string, string>;
}
