import { GraphQLError } from 'graphql';
import type { ProductRecord, VariantRecord } from '../../catalog/model';
import type { AddressInputShape } from '../address';
import type {
  AddressRecord,
  CheckoutRecord,
  OrderLineRecord,
  OrderRecord,
  TransactionEventRecord,
  TransactionRecord,
} from '../checkout-model';
import type { LineInput, LineUpdateInput, PricedLine } from '../checkout-service';
import { checkoutError } from '../errors';
import { fromGlobalId, globalIdType, toGlobalId } from '../global-id';
import { money, roundCents, taxedFromGross } from '../money';
import { paginate } from '../pagination';
import { legacyPaymentStatus, type PaymentSummary, paymentSummary } from '../payments';
import { permissionDenied } from '../permissions';
import { shippingMethodFields } from './catalog';
import type { CommerceContext, InChannel } from './context';
import { mediaUrl, metadataFields } from './metadata';

const COUNTRY_NAMES: Record<string, string> = { PE: 'Perú' };

interface CheckoutArgs {
  id?: string | null;
  token?: string | null;
}

const idOf = (args: CheckoutArgs) => args.id ?? args.token ?? '';

interface OrdersArgs {
  sortBy?: { direction: 'ASC' | 'DESC'; field: string } | null;
  where?: { metadata?: { key: string; value?: { eq?: string | null; oneOf?: string[] | null } | null } | null } | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The sort fields the sandbox implements: all mean the order of creation (numbers come from a sequence). */
const CREATION_ORDER_FIELDS = new Set(['NUMBER', 'CREATED_AT', 'CREATION_DATE']);

/** `where.metadata` as a key and the accepted values (null: any value), as Saleor's MetadataFilterInput reads. */
function metadataCondition(where: OrdersArgs['where']) {
  const metadata = where?.metadata;
  if (!metadata) return undefined;
  const { eq, oneOf } = metadata.value ?? {};
  return { key: metadata.key, values: eq != null ? [eq] : (oneOf ?? null) };
}

/** Addresses live inside their checkout or order here, so their id is derived from the owner and the role. */
function addressFields(address: AddressRecord | null, ownerId: string, role: 'billing' | 'shipping') {
  if (!address) return null;
  return {
    ...address,
    id: toGlobalId('Address', `${ownerId}-${role}`),
    country: { code: address.country, country: COUNTRY_NAMES[address.country] ?? address.country },
    metadata: [],
    metafield: null,
    metafields: {},
  };
}

/** Private metadata needs an app or staff member with one of these (Saleor's CheckoutCreateInput.privateMetadata). */
const CHECKOUT_PERMISSIONS = ['MANAGE_CHECKOUTS', 'HANDLE_CHECKOUTS'];
const ORDER_PERMISSIONS = ['MANAGE_ORDERS'];

/** `privateMetafield(key)`: apps only, as Saleor ("Requires staff permissions to access"). */
const privateMetafield =
  <T extends { privateMetadata?: Record<string, string> }>(permissions: string[]) =>
  (source: T, args: { key: string }, context: CommerceContext) => {
    if (!context.app) throw permissionDenied(permissions);
    return source.privateMetadata?.[args.key] ?? null;
  };

/** Checkout.transactions and Order.transactions: MANAGE_CHECKOUTS / MANAGE_ORDERS or HANDLE_PAYMENTS (apps here). */
const PAYMENT_PERMISSIONS = ['HANDLE_PAYMENTS'];

/** One transactions read per order and request, however many payment fields the query selects. */
const orderPayments = new WeakMap<
  OrderRecord,
  Promise<{ transactions: TransactionRecord[]; summary: PaymentSummary }>
>();

function paymentsOf(order: OrderRecord, context: CommerceContext) {
  let found = orderPayments.get(order);
  if (!found) {
    found = context.checkouts
      .transactionsOfOrder(order.id)
      .then((transactions) => ({ transactions, summary: paymentSummary(transactions, order.total) }));
    orderPayments.set(order, found);
  }
  return found;
}

/** Custom line prices are Saleor's HANDLE_CHECKOUTS permission: apps only. */
function assertLinePricesAllowed(
  lines: readonly { price?: number | null; priceOverrideReason?: string | null }[] | null | undefined,
  context: CommerceContext,
): void {
  if (context.app) return;
  if (lines?.some((line) => line.price != null || line.priceOverrideReason != null)) {
    throw permissionDenied(['HANDLE_CHECKOUTS']);
  }
}

/** A channel's or the shipping app's method in the commerce API's ShippingMethod shape. */
export function methodFields(
  method: Parameters<CommerceContext['checkouts']['shippingMethodGlobalId']>[0],
  context: CommerceContext,
) {
  return shippingMethodFields(method, context.checkouts.shippingMethodGlobalId(method));
}

/** Mutation payloads: Saleor answers the object (or null) plus its errors list. */
function checkoutPayload(result: { value: CheckoutRecord | null; errors: unknown[] }) {
  return { checkout: result.value, errors: result.errors };
}

export const checkoutResolvers = {
  Query: {
    checkout: (_: unknown, args: CheckoutArgs, context: CommerceContext) => context.checkouts.find(idOf(args)),
    order: async (_: unknown, args: { id?: string | null }, context: CommerceContext) => {
      const pk = args.id ? fromGlobalId(args.id, 'Order') : null;
      return pk ? context.checkouts.findOrder(pk) : null;
    },
    // Saleor: MANAGE_ORDERS (the gateway's app token). Newest first unless sorted otherwise, as Saleor's default.
    orders: async (_: unknown, args: OrdersArgs, context: CommerceContext) => {
      if (!context.app) throw permissionDenied(ORDER_PERMISSIONS);
      const sortBy = args.sortBy ?? { direction: 'DESC', field: 'NUMBER' };
      if (!CREATION_ORDER_FIELDS.has(sortBy.field)) {
        throw new GraphQLError(`The sandbox sorts orders by NUMBER or CREATED_AT only, not ${sortBy.field}.`, {
          extensions: { code: 'GRAPHQL_ERROR' },
        });
      }
      const orders = await context.checkouts.findOrders(
        { metadata: metadataCondition(args.where) },
        sortBy.direction === 'DESC',
      );
      return paginate(orders, args, 'orders');
    },
  },

  Mutation: {
    checkoutCreate: async (
      _: unknown,
      args: {
        input: {
          channel?: string | null;
          email?: string | null;
          lines?: LineInput[] | null;
          shippingAddress?: AddressInputShape | null;
          billingAddress?: AddressInputShape | null;
          languageCode?: string | null;
          metadata?: { key: string; value: string }[] | null;
          privateMetadata?: { key: string; value: string }[] | null;
        };
      },
      context: CommerceContext,
    ) => {
      const { input } = args;
      if (input.privateMetadata?.length && !context.app) throw permissionDenied(CHECKOUT_PERMISSIONS);
      assertLinePricesAllowed(input.lines, context);
      const result = await context.checkouts.create({ ...input, lines: input.lines ?? [] });
      if (result.value && input.metadata?.length) {
        return checkoutPayload(await context.checkouts.updateMetadata(result.value.token, input.metadata));
      }
      return checkoutPayload(result);
    },
    checkoutLinesAdd: async (_: unknown, args: CheckoutArgs & { lines: LineInput[] }, context: CommerceContext) => {
      assertLinePricesAllowed(args.lines, context);
      return checkoutPayload(await context.checkouts.linesAdd(idOf(args), args.lines));
    },
    checkoutLinesUpdate: async (
      _: unknown,
      args: CheckoutArgs & { lines: LineUpdateInput[] },
      context: CommerceContext,
    ) => {
      assertLinePricesAllowed(args.lines, context);
      return checkoutPayload(await context.checkouts.linesUpdate(idOf(args), args.lines));
    },
    checkoutLinesDelete: async (_: unknown, args: CheckoutArgs & { linesIds: string[] }, context: CommerceContext) =>
      checkoutPayload(await context.checkouts.linesDelete(idOf(args), args.linesIds)),
    checkoutEmailUpdate: async (_: unknown, args: CheckoutArgs & { email: string }, context: CommerceContext) =>
      checkoutPayload(await context.checkouts.emailUpdate(idOf(args), args.email)),
    checkoutBillingAddressUpdate: async (
      _: unknown,
      args: CheckoutArgs & { billingAddress: AddressInputShape },
      context: CommerceContext,
    ) => checkoutPayload(await context.checkouts.addressUpdate(idOf(args), 'BILLING', args.billingAddress)),
    checkoutShippingAddressUpdate: async (
      _: unknown,
      args: CheckoutArgs & { shippingAddress: AddressInputShape },
      context: CommerceContext,
    ) => checkoutPayload(await context.checkouts.addressUpdate(idOf(args), 'SHIPPING', args.shippingAddress)),
    checkoutDeliveryMethodUpdate: async (
      _: unknown,
      args: CheckoutArgs & { deliveryMethodId?: string | null },
      context: CommerceContext,
    ) => checkoutPayload(await context.checkouts.deliveryMethodUpdate(idOf(args), args.deliveryMethodId ?? null)),
    checkoutComplete: async (
      _: unknown,
      args: CheckoutArgs & { metadata?: { key: string; value: string }[] | null },
      context: CommerceContext,
    ) => {
      if (args.metadata?.length) {
        const updated = await context.checkouts.updateMetadata(idOf(args), args.metadata);
        // A completed checkout is gone; completion below then answers with its order.
        if (updated.errors.length > 0 && !(await context.checkouts.findOrderByCheckout(idOf(args)))) {
          return { order: null, confirmationNeeded: false, confirmationData: null, errors: updated.errors };
        }
      }
      const result = await context.checkouts.complete(idOf(args));
      return { order: result.value, confirmationNeeded: false, confirmationData: null, errors: result.errors };
    },
    updatePrivateMetadata: async (
      _: unknown,
      args: { id: string; input: { key: string; value: string }[] },
      context: CommerceContext,
    ) => {
      const type = globalIdType(args.id);
      if (!context.app) throw permissionDenied(type === 'Order' ? ORDER_PERMISSIONS : CHECKOUT_PERMISSIONS);
      if (args.input.some((item) => item.key.trim() === '')) {
        return { item: null, errors: [{ field: 'input', message: 'Metadata key cannot be empty.', code: 'REQUIRED' }] };
      }
      if (type !== 'Checkout' && type !== 'Order') {
        return {
          item: null,
          errors: [{ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' }],
        };
      }
      const result = await context.checkouts.updatePrivateMetadata(args.id, args.input);
      return {
        item: result.value,
        errors: result.errors.map((error) => ({
          field: error.field,
          message: error.message,
          code: error.code === 'INVALID' ? 'INVALID' : 'NOT_FOUND',
        })),
      };
    },
    transactionInitialize: async (
      _: unknown,
      args: {
        id: string;
        amount?: number | null;
        idempotencyKey?: string | null;
        paymentGateway: { id: string; data?: unknown };
      },
      context: CommerceContext,
    ) => {
      const result = await context.checkouts.transactionInitialize(args.id, {
        amount: args.amount ?? null,
        idempotencyKey: args.idempotencyKey ?? null,
        paymentGateway: args.paymentGateway,
      });
      return {
        transaction: result.value?.transaction ?? null,
        transactionEvent: result.value?.event ?? null,
        data: result.value?.data ?? null,
        errors: result.errors,
      };
    },
    transactionRequestAction: async (
      _: unknown,
      args: { id?: string | null; actionType: string; amount?: number | null },
      context: CommerceContext,
    ) => {
      if (!context.app) throw permissionDenied(PAYMENT_PERMISSIONS);
      const pk = args.id ? fromGlobalId(args.id, 'TransactionItem') : null;
      if (!pk) {
        return {
          transaction: null,
          errors: [{ field: 'id', message: `Couldn't resolve to a node: ${args.id ?? ''}`, code: 'NOT_FOUND' }],
        };
      }
      const result = await context.checkouts.transactionRequestAction(pk, args.actionType, args.amount);
      return { transaction: result.value, errors: result.errors };
    },
    deleteMetadata: async (_: unknown, args: { id: string; keys: string[] }, context: CommerceContext) => {
      if (globalIdType(args.id) !== 'Checkout') {
        const notFound = checkoutError('NOT_FOUND', 'id', `Couldn't resolve to a node: ${args.id}`);
        return { item: null, errors: [{ field: notFound.field, message: notFound.message, code: 'NOT_FOUND' }] };
      }
      const result = await context.checkouts.deleteMetadata(args.id, args.keys);
      return {
        item: result.value,
        errors: result.errors.map((error) => ({ field: error.field, message: error.message, code: 'NOT_FOUND' })),
      };
    },
    updateMetadata: async (
      _: unknown,
      args: { id: string; input: { key: string; value: string }[] },
      context: CommerceContext,
    ) => {
      if (args.input.some((item) => item.key.trim() === '')) {
        return { item: null, errors: [{ field: 'input', message: 'Metadata key cannot be empty.', code: 'REQUIRED' }] };
      }
      const type = globalIdType(args.id);
      if (type !== 'Checkout' && type !== 'Order') {
        const notFound = checkoutError('NOT_FOUND', 'id', `Couldn't resolve to a node: ${args.id}`);
        return { item: null, errors: [{ field: notFound.field, message: notFound.message, code: 'NOT_FOUND' }] };
      }
      // An order's metadata: Saleor's MANAGE_ORDERS (the gateway's app token), as for its private metadata.
      if (type === 'Order' && !context.app) throw permissionDenied(ORDER_PERMISSIONS);
      const result =
        type === 'Order'
          ? await context.checkouts.updateOrderMetadata(args.id, args.input, 'metadata')
          : await context.checkouts.updateMetadata(args.id, args.input);
      return {
        item: result.value,
        // The service answers NOT_FOUND for the object, INVALID for items over the metadata bounds.
        errors: result.errors.map((error) => ({
          field: error.field,
          message: error.message,
          code: error.code === 'INVALID' ? 'INVALID' : 'NOT_FOUND',
        })),
      };
    },
  },

  ObjectWithMetadata: {
    // Checkouts and orders (updateMetadata, updatePrivateMetadata) are written here.
    __resolveType: (item: CheckoutRecord | OrderRecord) => ('number' in item ? 'Order' : 'Checkout'),
  },

  Channel: {
    orderSettings: (channel: { slug: string }, _: unknown, context: CommerceContext) => {
      if (!context.app) throw permissionDenied(['MANAGE_CHANNELS', ...ORDER_PERMISSIONS]);
      return { allowUnpaidOrders: context.checkouts.allowsUnpaidOrders(channel.slug) };
    },
  },

  TransactionItem: {
    id: (transaction: TransactionRecord) => toGlobalId('TransactionItem', transaction.id),
    ...metadataFields(() => ({})),
    authorizedAmount: (transaction: TransactionRecord) => money(transaction.authorizedAmount, 'PEN'),
    chargedAmount: (transaction: TransactionRecord) => money(transaction.chargedAmount, 'PEN'),
    refundedAmount: (transaction: TransactionRecord) => money(transaction.refundedAmount, 'PEN'),
  },

  TransactionEvent: {
    id: (event: TransactionEventRecord) => toGlobalId('TransactionEvent', event.id),
    amount: (event: TransactionEventRecord) => money(event.amount, 'PEN'),
  },

  DeliveryMethod: {
    __resolveType: () => 'ShippingMethod',
  },

  Checkout: {
    id: (checkout: CheckoutRecord) => toGlobalId('Checkout', checkout.token),
    ...metadataFields<CheckoutRecord>((checkout) => checkout.metadata),
    privateMetafield: privateMetafield<CheckoutRecord>(CHECKOUT_PERMISSIONS),
    updatedAt: (checkout: CheckoutRecord) => checkout.lastChange,
    channel: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      channelFields(context, checkout.channelSlug),
    billingAddress: (checkout: CheckoutRecord) => addressFields(checkout.billingAddress, checkout.token, 'billing'),
    shippingAddress: (checkout: CheckoutRecord) => addressFields(checkout.shippingAddress, checkout.token, 'shipping'),
    customerNote: () => '',
    discount: () => money(0, 'PEN'),
    discountName: () => null,
    voucherCode: () => null,
    availableShippingMethods: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      context.checkouts.shippingMethodsFor(checkout).map((method) => methodFields(method, context)),
    shippingMethods: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      context.checkouts.shippingMethodsFor(checkout).map((method) => methodFields(method, context)),
    shippingMethod: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      selectedMethod(checkout, context),
    deliveryMethod: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      selectedMethod(checkout, context),
    isShippingRequired: () => true,
    quantity: (checkout: CheckoutRecord) => checkout.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      context.checkouts.totals(checkout).lines.map((priced) => ({ ...priced, channel: checkout.channelSlug })),
    shippingPrice: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      taxedFromGross(context.checkouts.totals(checkout).shipping, 'PEN'),
    subtotalPrice: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      taxedFromGross(context.checkouts.totals(checkout).subtotal, 'PEN'),
    totalPrice: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      taxedFromGross(context.checkouts.totals(checkout).total, 'PEN'),
    languageCode: (checkout: CheckoutRecord) => checkout.languageCode,
    transactions: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) => {
      if (!context.app) throw permissionDenied([...CHECKOUT_PERMISSIONS, ...PAYMENT_PERMISSIONS]);
      return context.checkouts.transactionsOfCheckout(checkout.token);
    },
    chargeStatus: async (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      (await context.checkouts.checkoutPayments(checkout)).chargeStatus,
    authorizeStatus: async (checkout: CheckoutRecord, _: unknown, context: CommerceContext) =>
      (await context.checkouts.checkoutPayments(checkout)).authorizeStatus,
  },

  CheckoutLine: {
    id: (line: PricedLine) => toGlobalId('CheckoutLine', line.line.id),
    ...metadataFields<PricedLine>((line) => line.line.metadata ?? {}),
    quantity: (line: PricedLine) => line.line.quantity,
    variant: (
      line: PricedLine & { channel: string },
    ): InChannel<{ variant: VariantRecord; product: ProductRecord }> => ({
      record: { variant: line.variant, product: line.product },
      channel: line.channel,
    }),
    unitPrice: (line: PricedLine) => taxedFromGross(line.unitPrice, 'PEN'),
    undiscountedUnitPrice: (line: PricedLine) => money(line.undiscountedUnitPrice, 'PEN'),
    totalPrice: (line: PricedLine) => taxedFromGross(line.totalPrice, 'PEN'),
    requiresShipping: () => true,
    isGift: () => false,
  },

  Order: {
    id: (order: OrderRecord) => toGlobalId('Order', order.id),
    ...metadataFields<OrderRecord>((order) => order.metadata),
    privateMetafield: privateMetafield<OrderRecord>(ORDER_PERMISSIONS),
    number: (order: OrderRecord) => String(order.number),
    channel: (order: OrderRecord, _: unknown, context: CommerceContext) => channelFields(context, order.channelSlug),
    billingAddress: (order: OrderRecord) => addressFields(order.billingAddress, order.id, 'billing'),
    shippingAddress: (order: OrderRecord) => addressFields(order.shippingAddress, order.id, 'shipping'),
    // What the order's transactions cover: a cash-on-delivery order (allowUnpaidOrders) is not paid.
    isPaid: async (order: OrderRecord, _: unknown, context: CommerceContext) => {
      const { chargeStatus } = (await paymentsOf(order, context)).summary;
      return chargeStatus === 'FULL' || chargeStatus === 'OVERCHARGED';
    },
    paymentStatus: async (order: OrderRecord, _: unknown, context: CommerceContext) => {
      const { transactions, summary } = await paymentsOf(order, context);
      return legacyPaymentStatus(
        summary,
        transactions.reduce((sum, transaction) => sum + transaction.refundedAmount, 0),
      );
    },
    chargeStatus: async (order: OrderRecord, _: unknown, context: CommerceContext) =>
      (await paymentsOf(order, context)).summary.chargeStatus,
    authorizeStatus: async (order: OrderRecord, _: unknown, context: CommerceContext) =>
      (await paymentsOf(order, context)).summary.authorizeStatus,
    transactions: async (order: OrderRecord, _: unknown, context: CommerceContext) => {
      if (!context.app) throw permissionDenied([...ORDER_PERMISSIONS, ...PAYMENT_PERMISSIONS]);
      return (await paymentsOf(order, context)).transactions;
    },
    total: (order: OrderRecord) => taxedFromGross(order.total, 'PEN'),
    undiscountedTotal: (order: OrderRecord) => taxedFromGross(order.total, 'PEN'),
    shippingPrice: (order: OrderRecord) => taxedFromGross(order.shippingPrice, 'PEN'),
    subtotal: (order: OrderRecord) => taxedFromGross(order.subtotal, 'PEN'),
    totalCharged: async (order: OrderRecord, _: unknown, context: CommerceContext) =>
      money((await paymentsOf(order, context)).summary.charged, 'PEN'),
    voucherCode: () => null,
    discount: () => money(0, 'PEN'),
  },

  OrderLine: {
    id: (line: OrderLineRecord) => toGlobalId('OrderLine', line.id),
    ...metadataFields<OrderLineRecord>((line) => line.metadata ?? {}),
    undiscountedUnitPrice: (line: OrderLineRecord) =>
      taxedFromGross(line.undiscountedUnitPrice ?? line.unitPrice, 'PEN'),
    unitPrice: (line: OrderLineRecord) => taxedFromGross(line.unitPrice, 'PEN'),
    totalPrice: (line: OrderLineRecord) => taxedFromGross(roundCents(line.unitPrice * line.quantity), 'PEN'),
    thumbnail: (line: OrderLineRecord, args: { size?: number | null }, context: CommerceContext) => {
      const path = context.catalog.variant(line.variantId)?.product.media[0];
      return path ? { url: mediaUrl(context.publicUrl, path, args.size), alt: line.productName } : null;
    },
    variant: (line: OrderLineRecord, _: unknown, context: CommerceContext) => {
      const found = context.catalog.variant(line.variantId);
      return found ? { record: found, channel: 'feria-cuida' } : null;
    },
  },
};

function selectedMethod(checkout: CheckoutRecord, context: CommerceContext) {
  const method = context.checkouts.selectedMethod(checkout);
  return method ? methodFields(method, context) : null;
}

export function channelFields(context: CommerceContext, slug: string) {
  const channel = context.catalog.channel(slug);
  return channel
    ? { ...channel, id: toGlobalId('Channel', channel.id), metadata: [], metafield: null, metafields: {} }
    : null;
}
