import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { authorizeCheckout, authorizeOrderById, OWNER_INDEX_KEY, OWNER_KEY, ownerForNewCheckout } from './access';
import { assertCheckoutMetadataKeys } from './metadata-keys';
import type { OrderAccessTokens } from './order-access';
import { checkoutTokenOf, globalIdOf, orderUuidOf, uuidOfGlobalId, withCheckoutId } from './references';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;
type Args = Record<string, unknown>;
type Resolver = (root: unknown, args: Args, context: GatewayContext, info: GraphQLResolveInfo) => Promise<unknown>;

/** The commerce mutations that change one checkout, named by `id` or `token`. */
const CHECKOUT_MUTATIONS = [
  'checkoutLinesAdd',
  'checkoutLinesUpdate',
  'checkoutLinesDelete',
  'checkoutEmailUpdate',
  'checkoutBillingAddressUpdate',
  'checkoutShippingAddressUpdate',
  'checkoutDeliveryMethodUpdate',
  'checkoutShippingMethodUpdate',
  'checkoutCustomerNoteUpdate',
  'checkoutLanguageCodeUpdate',
  'deliveryOptionsCalculate',
  'checkoutComplete',
] as const;

const privateMetadataRefused = () =>
  gatewayError(ErrorCode.FORBIDDEN, 'Private metadata is kept by the gateway and is not available to API clients.');

const linePricesRefused = (field: string) =>
  gatewayError(ErrorCode.FORBIDDEN, 'Line prices are set by the gateway (placeOrder), not by API clients.', { field });

/**
 * Client-sent lines: no custom price (Saleor's HANDLE_CHECKOUTS, which the gateway holds as the commerce API's app)
 * and no metadata under the gateway's own `cuida.` keys (gift lines are marked there).
 */
function assertClientLines(lines: unknown, field: string): void {
  if (!Array.isArray(lines)) return;
  lines.forEach((line, index) => {
    if (!line || typeof line !== 'object') return;
    const { price, priceOverrideReason, metadata } = line as Record<string, unknown>;
    if (price != null || priceOverrideReason != null) throw linePricesRefused(`${field}.${index}.price`);
    if (
      Array.isArray(metadata) &&
      metadata.some((item) => String((item as { key?: unknown } | null)?.key ?? '').startsWith('cuida.'))
    ) {
      throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Line metadata keys starting with "cuida." are the gateway\'s.', {
        field: `${field}.${index}.metadata`,
      });
    }
  });
}

/** Saleor's answer to completing a checkout whose transactions do not cover its total. */
const NOT_FULLY_PAID = {
  order: null,
  confirmationNeeded: false,
  confirmationData: null,
  errors: [
    {
      field: 'id',
      code: 'CHECKOUT_NOT_FULLY_PAID',
      message:
        "The checkout's total is not covered by its transactions: place the order with placeOrder (card or cash on delivery).",
      variants: null,
      lines: null,
      addressType: null,
    },
  ],
};

/**
 * What these mutations ask of placing orders, which sets a checkout's prices (place-order/saleor-checkout.ts
 * implements it; features/index.ts wires it in, so that this feature does not depend on that one).
 */
export interface CheckoutPricing {
  /**
   * A client's line change on a checkout whose prices the gateway keeps (a promo code): made and priced again, the
   * payload answered; null when the checkout has none (the change is delegated as it is). Under the checkout's lock.
   */
  changeLines(context: GatewayContext, token: string, fieldName: string, args: Args): Promise<unknown | null>;
  /**
   * Completes a checkout only when its transactions pay it in full (else `unpaid`); one whose prices the gateway set
   * is placed by placeOrder's flow, any other completes as Saleor completes it (`plain`). Takes the checkout's lock.
   */
  complete(
    context: GatewayContext,
    token: string,
    answers: { plain: () => Promise<unknown>; unpaid: () => unknown },
  ): Promise<unknown>;
}

/**
 * The checkout whose public metadata a client writes or deletes, authorized: only a checkout the caller holds (or,
 * a customer's, owns); any other object type (an order, a product, an account) is refused, garbage is not found.
 */
async function metadataCheckout(context: GatewayContext, idArg: unknown): Promise<string> {
  const id = typeof idArg === 'string' ? idArg : '';
  const token = uuidOfGlobalId(id, 'Checkout');
  if (!token) {
    const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(id) ? Buffer.from(id, 'base64').toString('utf8') : '';
    if (/^[A-Z][A-Za-z]+:\S+$/.test(decoded)) {
      throw gatewayError(ErrorCode.FORBIDDEN, "Only a checkout's metadata can be written through this API.");
    }
    throw gatewayError(ErrorCode.NOT_FOUND, 'The object was not found.');
  }
  await authorizeCheckout(context, token);
  return token;
}

/**
 * The commerce API's checkout and order operations, guarded: each one checks who may read or change the object
 * (access.ts) before it is delegated unchanged to commerce. Being gateway resolvers, they also keep these fields
 * off the commerce pass-through path.
 */
export function guardedCommerceResolvers(commerce: Commerce, orderAccess: OrderAccessTokens, pricing: CheckoutPricing) {
  const delegate =
    (operation: OperationTypeNode, fieldName: string, withArgs: (args: Args) => Args = (args) => args) =>
    (args: Args, context: GatewayContext, info: GraphQLResolveInfo) =>
      delegateToSchema({ schema: commerce, operation, fieldName, args: withArgs(args), context, info });

  const checkoutMutation =
    (fieldName: string): Resolver =>
    async (_root, args, context, info) => {
      const token = checkoutTokenOf(args);
      await authorizeCheckout(context, token);
      const delegated = () =>
        delegate(OperationTypeNode.MUTATION, fieldName, (given) => withCheckoutId(given, token))(args, context, info);
      // Only a checkout its transactions pay in full completes here; placeOrder completes the others (cash on
      // delivery, the shopper's discounts and gifts), so no client gets an order it has not paid.
      if (fieldName === 'checkoutComplete') {
        assertCheckoutMetadataKeys(args.metadata, 'metadata');
        return pricing.complete(context, token, { plain: delegated, unpaid: () => NOT_FULLY_PAID });
      }
      if (fieldName === 'checkoutLinesAdd' || fieldName === 'checkoutLinesUpdate')
        assertClientLines(args.lines, 'lines');
      return context.services.checkoutLocks.run(
        token,
        async () => (await pricing.changeLines(context, token, fieldName, args)) ?? delegated(),
      );
    };

  return {
    Query: {
      checkout: (async (_root, args, context, info) => {
        await authorizeCheckout(context, checkoutTokenOf(args));
        return delegate(OperationTypeNode.QUERY, 'checkout')(args, context, info);
      }) satisfies Resolver,
      order: (async (_root, args, context, info) => {
        await authorizeOrderById(context, orderUuidOf(args.id));
        return delegate(OperationTypeNode.QUERY, 'order')(args, context, info);
      }) satisfies Resolver,
      guestOrder: (async (_root, args, context, info) => {
        const uuid = typeof args.accessToken === 'string' ? orderAccess.open(args.accessToken) : null;
        if (!uuid) throw gatewayError(ErrorCode.NOT_FOUND, 'The order was not found.');
        const order = await delegate(OperationTypeNode.QUERY, 'order', () => ({ id: globalIdOf('Order', uuid) }))(
          args,
          context,
          info,
        );
        if (order == null) throw gatewayError(ErrorCode.NOT_FOUND, 'The order was not found.');
        return order;
      }) satisfies Resolver,
    },
    Mutation: {
      checkoutCreate: (async (_root, args, context, info) => {
        const input = (args.input ?? {}) as Args;
        if (input.privateMetadata != null) throw privateMetadataRefused();
        assertClientLines(input.lines, 'input.lines');
        assertCheckoutMetadataKeys(input.metadata, 'input.metadata');
        const owner = await ownerForNewCheckout(context);
        // The owner (private, the authority) and its index (public: Saleor filters orders by it, Customer.orders).
        const withOwner = owner
          ? {
              input: {
                ...input,
                metadata: [...((input.metadata as unknown[] | null) ?? []), { key: OWNER_INDEX_KEY, value: owner }],
                privateMetadata: [{ key: OWNER_KEY, value: owner }],
              },
            }
          : args;
        return delegate(OperationTypeNode.MUTATION, 'checkoutCreate', () => withOwner)(args, context, info);
      }) satisfies Resolver,
      ...Object.fromEntries(CHECKOUT_MUTATIONS.map((name) => [name, checkoutMutation(name)])),
      // Saleor's transaction flow on a checkout the caller may change (placeOrder uses it; a client may too). Orders'
      // transactions and the app-only arguments (action, customerIpAddress) are not part of the contract.
      transactionInitialize: (async (_root, args, context, info) => {
        const id = typeof args.id === 'string' ? args.id : '';
        if (!uuidOfGlobalId(id, 'Checkout')) {
          throw gatewayError(ErrorCode.NOT_FOUND, 'Transactions are initialized on a checkout the caller may change.');
        }
        const token = checkoutTokenOf({ id });
        await authorizeCheckout(context, token);
        return context.services.checkoutLocks.run(token, () =>
          delegate(OperationTypeNode.MUTATION, 'transactionInitialize')(args, context, info),
        );
      }) satisfies Resolver,
      updateMetadata: (async (_root, args, context, info) => {
        const token = await metadataCheckout(context, args.id);
        assertCheckoutMetadataKeys(args.input, 'input');
        return context.services.checkoutLocks.run(token, () =>
          delegate(OperationTypeNode.MUTATION, 'updateMetadata')(args, context, info),
        );
      }) satisfies Resolver,
      deleteMetadata: (async (_root, args, context, info) => {
        const token = await metadataCheckout(context, args.id);
        const keys = Array.isArray(args.keys) ? args.keys : [];
        assertCheckoutMetadataKeys(
          keys.map((key) => ({ key })),
          'keys',
        );
        return context.services.checkoutLocks.run(token, () =>
          delegate(OperationTypeNode.MUTATION, 'deleteMetadata')(args, context, info),
        );
      }) satisfies Resolver,
    },
  };
}
