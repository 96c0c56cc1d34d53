/**
 * The commerce operations placeOrder makes, with the gateway's app token (MANAGE_CHECKOUTS, HANDLE_CHECKOUTS,
 * HANDLE_PAYMENTS, MANAGE_ORDERS): Saleor's own names and shapes, so a real Saleor with a real payment app answers
 * them the same way.
 */
import { OWNER_KEY } from '../checkout/access';
import { ORDER_METADATA_KEYS, REDEMPTION_KEY } from './order-metadata';

/** Checkout metadata placeOrder reads: the delivery chosen at step 2 and the buyer's document (coupons, redemption). */
export const CHECKOUT_KEYS_READ = ['entrega.tipo', 'entrega.distrito', 'cliente.numeroDocumento'] as const;

export const CHECKOUT_STATE = /* GraphQL */ `
  query PlaceOrderCheckout($id: ID, $keys: [String!]) {
    checkout(id: $id) {
      id
      email
      channel { slug orderSettings { allowUnpaidOrders } }
      fields: metafields(keys: $keys)
      redemption: privateMetafield(key: "${REDEMPTION_KEY}")
      shippingAddress { id }
      billingAddress { id }
      deliveryMethod { __typename ... on ShippingMethod { id } }
      shippingMethods { id }
      shippingPrice { gross { amount } }
      totalPrice { gross { amount } }
      lines {
        id
        quantity
        unitPrice { gross { amount } }
        variant {
          id
          sku
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
  variant: {
    id: string;
    sku: string | null;
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
  channel: { slug: string; orderSettings: { allowUnpaidOrders: boolean } | null };
  fields: Record<string, string> | null;
  redemption: string | null;
  shippingAddress: { id: string } | null;
  billingAddress: { id: string } | null;
  deliveryMethod: { __typename: string; id?: string } | null;
  shippingMethods: { id: string }[];
  shippingPrice: { gross: { amount: number } } | null;
  totalPrice: { gross: { amount: number } } | null;
  lines: CheckoutLineState[];
  transactions: { id: string; chargedAmount: { amount: number } }[] | null;
}

export const COMPLETE = /* GraphQL */ `
  mutation PlaceOrderComplete($id: ID, $metadata: [MetadataInput!]) {
    checkoutComplete(id: $id, metadata: $metadata) {
      order { id }
      errors { field code message variants }
    }
  }
`;

export interface CompleteAnswer {
  checkoutComplete: {
    order: { id: string } | null;
    errors: { field: string | null; code: string; message: string | null; variants: string[] | null }[];
  } | null;
}

export const ORDER_STATE = /* GraphQL */ `
  query PlaceOrderOrder($id: ID, $keys: [String!]) {
    order(id: $id) {
      id
      owner: privateMetafield(key: "${OWNER_KEY}")
      redemption: privateMetafield(key: "${REDEMPTION_KEY}")
      fields: metafields(keys: $keys)
      totalCharged { amount }
      lines { productSku quantity unitPrice { gross { amount } } }
    }
  }
`;

export const ORDER_KEYS_READ = Object.values(ORDER_METADATA_KEYS);

export interface OrderState {
  id: string;
  owner: string | null;
  redemption: string | null;
  fields: Record<string, string> | null;
  totalCharged: { amount: number } | null;
  lines: { productSku: string | null; quantity: number; unitPrice: { gross: { amount: number } } | null }[];
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
