/**
 * The commerce operations placeOrder makes, with the gateway's app token (MANAGE_CHECKOUTS, HANDLE_CHECKOUTS,
 * HANDLE_PAYMENTS, MANAGE_ORDERS): Saleor's own names and shapes, so a real Saleor with a real payment app answers
 * them the same way.
 */
import { OWNER_KEY } from '../checkout/access';
import { GIFT_LINE_KEY } from './order-lines';
import { ORDER_METADATA_KEYS, REDEMPTION_KEY } from './order-metadata';

/**
 * The promo code a Saleor client added to a checkout (checkoutAddPromoCode): one of Cuida's coupons, kept in the
 * checkout's public metadata under a key clients cannot write, so that `voucherCode` can show it.
 */
export const PROMO_CODE_KEY = 'cuida.cupon';

/** Checkout metadata placeOrder reads: the buyer's document (coupons, redemption) and a client's promo code. */
export const CHECKOUT_KEYS_READ = ['cliente.numeroDocumento', PROMO_CODE_KEY] as const;

export const CHECKOUT_STATE = /* GraphQL */ `
  query PlaceOrderCheckout($id: ID, $keys: [String!]) {
    checkout(id: $id) {
      id
      email
      chargeStatus
      channel { slug orderSettings { allowUnpaidOrders } }
      fields: metafields(keys: $keys)
      redemption: privateMetafield(key: "${REDEMPTION_KEY}")
      shippingAddress { id }
      billingAddress { id }
      deliveryMethod { __typename ... on ShippingMethod { id name price { amount } } }
      shippingMethods { id }
      shippingPrice { gross { amount } }
      totalPrice { gross { amount } }
      lines {
        id
        quantity
        unitPrice { gross { amount } }
        gift: metafield(key: "${GIFT_LINE_KEY}")
        variant {
          id
          sku
          pricing { price { gross { amount } } }
          quantityAvailable
          quantityLimitPerCustomer
          product { name isAvailableForPurchase collections { voucherify: metafield(key: "voucherify") } }
        }
      }
      transactions { id chargedAmount { amount } }
    }
  }
`;

export interface CheckoutLineState {
  id: string;
  quantity: number;
  unitPrice: { gross: { amount: number } } | null;
  /** The promotion of a gift line the gateway added (null for a bought line). */
  gift: string | null;
  variant: {
    id: string;
    sku: string | null;
    pricing: { price: { gross: { amount: number } } | null } | null;
    quantityAvailable: number | null;
    quantityLimitPerCustomer: number | null;
    product: {
      name: string;
      isAvailableForPurchase: boolean | null;
      collections: { voucherify: string | null }[] | null;
    };
  } | null;
}

export interface CheckoutState {
  id: string;
  email: string | null;
  /** Saleor's CheckoutChargeStatusEnum: whether its transactions cover its total (FULL, OVERCHARGED). */
  chargeStatus: string;
  channel: { slug: string; orderSettings: { allowUnpaidOrders: boolean } | null };
  fields: Record<string, string> | null;
  redemption: string | null;
  shippingAddress: { id: string } | null;
  billingAddress: { id: string } | null;
  deliveryMethod: { __typename: string; id?: string; name?: string; price?: { amount: number } } | null;
  shippingMethods: { id: string }[];
  shippingPrice: { gross: { amount: number } } | null;
  totalPrice: { gross: { amount: number } } | null;
  lines: CheckoutLineState[];
  transactions: { id: string; chargedAmount: { amount: number } }[] | null;
}

export const COMPLETE = /* GraphQL */ `
  mutation PlaceOrderComplete($id: ID, $metadata: [MetadataInput!]) {
    checkoutComplete(id: $id, metadata: $metadata) {
      order { id number userEmail total { gross { amount } } totalCharged { amount } }
      errors { field code message variants }
    }
  }
`;

export interface CompleteAnswer {
  checkoutComplete: {
    order: {
      id: string;
      number?: string | null;
      userEmail?: string | null;
      total?: { gross: { amount: number } };
      totalCharged?: { amount: number };
    } | null;
    errors: { field: string | null; code: string; message: string | null; variants: string[] | null }[];
  } | null;
}

export const ORDER_STATE = /* GraphQL */ `
  query PlaceOrderOrder($id: ID, $keys: [String!]) {
    order(id: $id) {
      id
      number
      userEmail
      owner: privateMetafield(key: "${OWNER_KEY}")
      redemption: privateMetafield(key: "${REDEMPTION_KEY}")
      fields: metafields(keys: $keys)
      totalCharged { amount }
      total { gross { amount } }
      lines { productSku quantity unitPrice: undiscountedUnitPrice { gross { amount } } gift: metafield(key: "${GIFT_LINE_KEY}") }
    }
  }
`;

export const ORDER_KEYS_READ = Object.values(ORDER_METADATA_KEYS);

export interface OrderState {
  id: string;
  number: string | null;
  userEmail: string | null;
  owner: string | null;
  redemption: string | null;
  fields: Record<string, string> | null;
  totalCharged: { amount: number } | null;
  total: { gross: { amount: number } } | null;
  /** The bought lines at their catalogue prices (`undiscountedUnitPrice`); gift lines carry their promotion. */
  lines: {
    productSku: string | null;
    quantity: number;
    unitPrice: { gross: { amount: number } } | null;
    gift?: string | null;
  }[];
}

export const CHARGE = /* GraphQL */ `
  mutation PlaceOrderCharge($id: ID!, $amount: PositiveDecimal, $key: String, $gateway: PaymentGatewayToInitialize!) {
    transactionInitialize(id: $id, amount: $amount, idempotencyKey: $key, paymentGateway: $gateway) {
      transaction { id chargedAmount { amount } }
      transactionEvent { type message }
      errors { field code message }
    }
  }
`;

export interface ChargeAnswer {
  transactionInitialize: {
    transaction: { id: string; chargedAmount: { amount: number } } | null;
    transactionEvent: { type: string | null; message: string } | null;
    errors: { field: string | null; code: string; message: string | null }[];
  } | null;
}

export const REFUND = /* GraphQL */ `
  mutation PlaceOrderRefund($id: ID) {
    transactionRequestAction(id: $id, actionType: REFUND) {
      transaction { id }
      errors { field code message }
    }
  }
`;

export interface RefundAnswer {
  transactionRequestAction: { errors: { code: string; message: string | null }[] } | null;
}

export const WRITE_PRIVATE_METADATA = /* GraphQL */ `
  mutation PlaceOrderPrivateMetadata($id: ID!, $input: [MetadataInput!]!) {
    updatePrivateMetadata(id: $id, input: $input) {
      errors { field code message }
    }
  }
`;

export interface WritePrivateMetadataAnswer {
  updatePrivateMetadata: { errors: { code: string; message: string | null }[] } | null;
}
