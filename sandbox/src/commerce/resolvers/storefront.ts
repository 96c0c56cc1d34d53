import type { AttributeValueRecord, PageRecord, ProductRecord, VariantRecord } from '../../catalog/model';
import type { CheckoutRecord, OrderRecord, TransactionRecord } from '../checkout-model';
import { fromGlobalId, fromGlobalIntId, globalIdType, toGlobalId } from '../global-id';
import { money, roundCents } from '../money';
import { DUMMY_PAYMENT_APP_ID, paymentSummary } from '../payments';
import { permissionDenied } from '../permissions';
import { selectedAttributes, shippingMethodFields } from './catalog';
import { channelFields, methodFields } from './checkout';
import { type CommerceContext, DEFAULT_CHANNEL, type InChannel } from './context';

/**
 * What a Saleor storefront's journeys need beyond what the sandbox played for Cuida's own storefront: a channel and
 * its countries, a variant by id or SKU, translations (none: the shop is in Spanish only, so Saleor answers null),
 * assigned attributes (Saleor 3.24's typed view of the same attribute values), a checkout's payment gateways (the
 * dummy payment app), delivery, problems and gift cards, the transaction flow's first and last steps, and what an
 * order page shows. Anything else answers NOT_PLAYED_BY_SANDBOX (../not-played.ts).
 */

type ProductNode = InChannel<ProductRecord>;
type VariantNode = InChannel<{ variant: VariantRecord; product: ProductRecord }>;

const nothing = () => null;

/** Saleor's dummy payment app, the only payment app the sandbox has installed. */
const DUMMY_GATEWAY = { id: DUMMY_PAYMENT_APP_ID, name: 'Dummy Payment App', currencies: ['PEN'], config: [] };

const COUNTRY = { code: 'PE', country: 'Perú', vat: null };

/** The assigned-attribute view of an attribute's values: its type by the attribute's input type. */
function assignedAttributes(context: CommerceContext, values: AttributeValueRecord[]) {
  return selectedAttributes(context, values).map(({ attribute, values: assigned }) => {
    const choice = (value: (typeof assigned)[number]) => ({ name: value.name, slug: value.slug });
    switch (attribute.inputType) {
      case 'BOOLEAN':
        return { __typename: 'AssignedBooleanAttribute', attribute, value: assigned[0]?.boolean ?? null };
      case 'DROPDOWN':
        return {
          __typename: 'AssignedSingleChoiceAttribute',
          attribute,
          value: assigned[0] ? choice(assigned[0]) : null,
        };
      default:
        return { __typename: 'AssignedPlainTextAttribute', attribute, value: assigned.map((v) => v.name).join(', ') };
    }
  });
}

/** Saleor's checkout problems the sandbox can tell: a delivery method no longer offered, a line over the stock. */
function checkoutProblems(checkout: CheckoutRecord, context: CommerceContext) {
  const problems: Record<string, unknown>[] = [];
  if (checkout.shippingMethodId !== null || checkout.externalShippingMethod) {
    const offered = context.checkouts.shippingMethodsFor(checkout);
    const selected = context.checkouts.selectedMethod(checkout);
    if (!selected || !offered.some((method) => method.id === selected.id)) {
      problems.push({
        __typename: 'CheckoutProblemDeliveryMethodStale',
        delivery: { id: toGlobalId('Delivery', checkout.token), shippingMethod: null },
      });
    }
  }
  for (const line of context.checkouts.totals(checkout).lines) {
    const available = context.stock.available(line.variant.id);
    if (line.line.quantity > available) {
      problems.push({
        __typename: 'CheckoutLineProblemInsufficientStock',
        availableQuantity: available,
        line: { ...line, channel: checkout.channelSlug },
        variant: { record: { variant: line.variant, product: line.product }, channel: checkout.channelSlug },
      });
    }
  }
  return problems;
}

const STATUS_DISPLAY: Record<string, string> = { UNFULFILLED: 'Unfulfilled' };

async function orderPayments(order: OrderRecord, context: CommerceContext) {
  const transactions = await context.checkouts.transactionsOfOrder(order.id);
  return paymentSummary(transactions, order.total);
}

/**
 * Types whose every field is read from the records the resolvers above return (payloads, errors, gateways, the
 * assigned-attribute views): played by records, like PLAYED_BY_RECORDS.
 */
export const STOREFRONT_RECORD_TYPES: readonly string[] = [
  'AddressValidationData',
  'AssignedBooleanAttribute',
  'AssignedChoiceAttributeValue',
  'AssignedPlainTextAttribute',
  'AssignedSingleChoiceAttribute',
  'CheckoutLineProblemInsufficientStock',
  'CheckoutProblemDeliveryMethodStale',
  'ChoiceValue',
  'CountryDisplay',
  'Delivery',
  'DeliveryOptionsCalculate',
  'DeliveryOptionsCalculateError',
  'GatewayConfigLine',
  'PaymentGateway',
  'PaymentGatewayConfig',
  'PaymentGatewayConfigError',
  'PaymentGatewayInitialize',
  'PaymentGatewayInitializeError',
  'TransactionProcess',
  'TransactionProcessError',
];

/** Peru's address rules as the sandbox plays them (Saleor reads them from Google's address data). */
const PERU_ADDRESS_RULES = {
  countryCode: 'PE',
  countryName: 'PERU',
  addressFormat: '%N%n%O%n%A%n%C %Z%n%S',
  addressLatinFormat: '%N%n%O%n%A%n%C %Z%n%S',
  allowedFields: ['city', 'company_name', 'country_area', 'name', 'postal_code', 'street_address'],
  requiredFields: ['city', 'street_address'],
  upperFields: [],
  countryAreaType: 'province',
  countryAreaChoices: [],
  cityType: 'city',
  cityChoices: [],
  cityAreaType: 'district',
  cityAreaChoices: [],
  postalCodeType: 'postal',
  postalCodeMatchers: ['^\\d{5}$'],
  postalCodeExamples: ['15001'],
  postalCodePrefix: '',
};

export const storefrontResolvers = {
  Query: {
    addressValidationRules: (_: unknown, args: { countryCode: string }) =>
      args.countryCode === 'PE' ? PERU_ADDRESS_RULES : null,
    channel: (_: unknown, args: { id?: string | null; slug?: string | null }, context: CommerceContext) => {
      const pk = args.id ? fromGlobalIntId(args.id, 'Channel') : null;
      const slug = args.slug ?? context.catalog.channels.find((channel) => channel.id === pk)?.slug ?? '';
      return channelFields(context, slug);
    },
    productVariant: (
      _: unknown,
      args: { id?: string | null; sku?: string | null; channel?: string | null },
      context: CommerceContext,
    ): VariantNode | null => {
      const channel = args.channel ?? DEFAULT_CHANNEL;
      const pk = args.id ? fromGlobalIntId(args.id, 'ProductVariant') : null;
      for (const product of context.catalog.products) {
        if (!context.catalog.isVisibleInChannel(product, channel, context.app)) continue;
        const variant = product.variants.find((v) => (args.id ? v.id === pk : v.sku === args.sku));
        if (variant) return { record: { variant, product }, channel };
      }
      return null;
    },
    // Saleor: HANDLE_PAYMENTS or MANAGE_ORDERS (the gateway's app token, to guard transactionProcess).
    transaction: async (_: unknown, args: { id?: string | null }, context: CommerceContext) => {
      if (!context.app) throw permissionDenied(['HANDLE_PAYMENTS', 'MANAGE_ORDERS']);
      const pk = args.id ? fromGlobalId(args.id, 'TransactionItem') : null;
      return pk ? context.checkouts.findTransaction(pk) : null;
    },
  },

  Mutation: {
    deliveryOptionsCalculate: async (_: unknown, args: { id: string }, context: CommerceContext) => {
      const checkout = await context.checkouts.find(args.id);
      if (!checkout) {
        return {
          deliveries: [],
          errors: [{ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' }],
        };
      }
      return {
        deliveries: context.checkouts.shippingMethodsFor(checkout).map((method) => {
          const shippingMethod = methodFields(method, context);
          return { id: toGlobalId('Delivery', `${checkout.token}:${shippingMethod.id}`), shippingMethod };
        }),
        errors: [],
      };
    },
    paymentGatewayInitialize: async (_: unknown, args: { id: string }, context: CommerceContext) => {
      const type = globalIdType(args.id);
      const exists =
        type === 'Checkout'
          ? await context.checkouts.find(args.id)
          : type === 'Order'
            ? await context.checkouts.findOrder(fromGlobalId(args.id, 'Order') ?? '')
            : null;
      if (!exists) {
        return {
          gatewayConfigs: null,
          errors: [{ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' }],
        };
      }
      return { gatewayConfigs: [{ id: DUMMY_PAYMENT_APP_ID, data: {}, errors: [] }], errors: [] };
    },
    // The dummy app settles at transactionInitialize: processing answers the transaction as it stands.
    transactionProcess: async (_: unknown, args: { id?: string | null }, context: CommerceContext) => {
      const pk = args.id ? fromGlobalId(args.id, 'TransactionItem') : null;
      const transaction = pk ? await context.checkouts.findTransaction(pk) : null;
      if (!transaction) {
        return {
          transaction: null,
          transactionEvent: null,
          data: null,
          errors: [{ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' }],
        };
      }
      return {
        transaction,
        transactionEvent: transaction.events[transaction.events.length - 1] ?? null,
        data: null,
        errors: [],
      };
    },
  },

  Channel: {
    defaultCountry: () => COUNTRY,
    countries: () => [COUNTRY],
  },

  Product: {
    translation: nothing,
    productVariants: ({ record, channel }: ProductNode) => {
      const edges = record.variants.map((variant) => ({
        cursor: toGlobalId('ProductVariant', variant.id),
        node: { record: { variant, product: record }, channel },
      }));
      return {
        edges,
        totalCount: edges.length,
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges[edges.length - 1]?.cursor ?? null,
        },
      };
    },
    assignedAttributes: ({ record }: ProductNode, _: unknown, context: CommerceContext) =>
      assignedAttributes(context, record.attributes),
    assignedAttribute: ({ record }: ProductNode, args: { slug: string }, context: CommerceContext) =>
      assignedAttributes(context, record.attributes).find((assigned) => assigned.attribute.slug === args.slug) ?? null,
  },
  ProductVariant: { translation: nothing },
  Category: { translation: nothing },
  Collection: { translation: nothing },
  Attribute: { translation: nothing },
  AttributeValue: { translation: nothing },
  MenuItem: { translation: nothing },
  Page: {
    translation: nothing,
    // Pages carry no attribute values in the seed (Page.attributes answers none too).
    assignedAttributes: (_page: PageRecord) => [],
  },
  AssignedChoiceAttributeValue: { translation: nothing },
  AssignedPlainTextAttribute: { translation: nothing },
  AssignedAttribute: {
    __resolveType: (assigned: { __typename: string }) => assigned.__typename,
  },
  CheckoutProblem: { __resolveType: (problem: { __typename: string }) => problem.__typename },

  Checkout: {
    availablePaymentGateways: () => [DUMMY_GATEWAY],
    giftCards: () => [],
    translatedDiscountName: nothing,
    delivery: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) => {
      const selected = context.checkouts.selectedMethod(checkout);
      return selected
        ? { id: toGlobalId('Delivery', checkout.token), shippingMethod: methodFields(selected, context) }
        : null;
    },
    problems: (checkout: CheckoutRecord, _: unknown, context: CommerceContext) => checkoutProblems(checkout, context),
    totalBalance: async (checkout: CheckoutRecord, _: unknown, context: CommerceContext) => {
      const summary = await context.checkouts.checkoutPayments(checkout);
      return money(roundCents(summary.charged - context.checkouts.totals(checkout).total), 'PEN');
    },
  },

  TransactionItem: {
    checkout: (transaction: TransactionRecord, _: unknown, context: CommerceContext) =>
      transaction.orderId ? null : context.checkouts.find(toGlobalId('Checkout', transaction.checkoutToken)),
    order: (transaction: TransactionRecord, _: unknown, context: CommerceContext) =>
      transaction.orderId ? context.checkouts.findOrder(transaction.orderId) : null,
    actions: () => [],
  },

  Order: {
    deliveryMethod: (order: OrderRecord) =>
      shippingMethodFields(
        { name: order.shippingMethodName, price: order.shippingPrice, maximumDeliveryDays: null, description: null },
        typeof order.shippingMethodId === 'string'
          ? order.shippingMethodId
          : toGlobalId('ShippingMethod', order.shippingMethodId),
      ),
    shippingMethodName: (order: OrderRecord) => order.shippingMethodName,
    discounts: () => [],
    voucher: nothing,
    giftCards: () => [],
    fulfillments: () => [],
    statusDisplay: (order: OrderRecord) => STATUS_DISPLAY[order.status] ?? order.status,
    totalCaptured: async (order: OrderRecord, _: unknown, context: CommerceContext) =>
      money((await orderPayments(order, context)).charged, 'PEN'),
    totalBalance: async (order: OrderRecord, _: unknown, context: CommerceContext) =>
      money(roundCents((await orderPayments(order, context)).charged - order.total), 'PEN'),
  },
};
