import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { type GraphQLResolveInfo, OperationTypeNode } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { authorizeCheckout, authorizeOrderById } from './access';
import { COMMERCE_MUTATIONS, COMMERCE_QUERIES, type RootAccess } from './commerce-access';
import { uuidOfGlobalId } from './references';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;
type Args = Record<string, unknown>;
type Resolver = (root: unknown, args: Args, context: GatewayContext, info: GraphQLResolveInfo) => Promise<unknown>;

const refusing =
  (coordinate: string, reason: string): Resolver =>
  async () => {
    throw gatewayError(ErrorCode.FORBIDDEN, reason, { refused: coordinate });
  };

/** The root fields COMMERCE_QUERIES and COMMERCE_MUTATIONS refuse, each answering its reason. */
function refusedResolvers(table: Readonly<Record<string, RootAccess>>, root: string): Record<string, Resolver> {
  return Object.fromEntries(
    Object.entries(table).flatMap(([name, access]) =>
      access.kind === 'refused' ? [[name, refusing(`${root}.${name}`, access.reason)]] : [],
    ),
  );
}

const TRANSACTION_OWNER = /* GraphQL */ `
  query GuardTransaction($id: ID, $token: UUID) {
    transaction(id: $id, token: $token) { checkout { id } order { id } }
  }
`;

interface TransactionOwner {
  transaction: { checkout: { id: string } | null; order: { id: string } | null } | null;
}

/** The checkout (its token) or order (its uuid) `id` names, authorized for the caller; anything else: NOT_FOUND. */
async function authorizePayable(
  context: GatewayContext,
  id: string,
): Promise<{ checkout: string } | { order: string }> {
  const checkout = uuidOfGlobalId(id, 'Checkout');
  if (checkout) {
    await authorizeCheckout(context, checkout);
    return { checkout };
  }
  const order = uuidOfGlobalId(id, 'Order');
  if (order) {
    await authorizeOrderById(context, order);
    return { order };
  }
  throw gatewayError(ErrorCode.NOT_FOUND, 'Payments are made on a checkout or an order the caller may change.');
}

/**
 * The payment mutations of Saleor's transaction flow beyond transactionInitialize (guarded-operations.ts), and the
 * commerce root fields the gateway refuses. Each checks the object it names before anything reaches commerce.
 */
export function commerceGuardResolvers(commerce: Commerce) {
  const delegate = (fieldName: string) => (args: Args, context: GatewayContext, info: GraphQLResolveInfo) =>
    delegateToSchema({ schema: commerce, operation: OperationTypeNode.MUTATION, fieldName, args, context, info });

  return {
    Query: refusedResolvers(COMMERCE_QUERIES, 'Query'),
    Mutation: {
      ...refusedResolvers(COMMERCE_MUTATIONS, 'Mutation'),
      paymentGatewayInitialize: (async (_root, args, context, info) => {
        const payable = await authorizePayable(context, typeof args.id === 'string' ? args.id : '');
        return 'checkout' in payable
          ? context.services.checkoutLocks.run(payable.checkout, () =>
              delegate('paymentGatewayInitialize')(args, context, info),
            )
          : delegate('paymentGatewayInitialize')(args, context, info);
      }) satisfies Resolver,
      // The transaction names its checkout or order only to the gateway (an app): read it, then apply that rule.
      transactionProcess: (async (_root, args, context, info) => {
        const id = typeof args.id === 'string' ? args.id : null;
        const token = typeof args.token === 'string' ? args.token : null;
        if (!id && !token) throw gatewayError(ErrorCode.NOT_FOUND, 'The transaction was not found.');
        const { transaction } = await context.services.commerce.query<TransactionOwner>(TRANSACTION_OWNER, {
          id,
          token,
        });
        const owner = transaction?.checkout?.id ?? transaction?.order?.id;
        if (!owner) throw gatewayError(ErrorCode.NOT_FOUND, 'The transaction was not found.');
        const payable = await authorizePayable(context, owner);
        return 'checkout' in payable
          ? context.services.checkoutLocks.run(payable.checkout, () =>
              delegate('transactionProcess')(args, context, info),
            )
          : delegate('transactionProcess')(args, context, info);
      }) satisfies Resolver,
    },
  };
}
