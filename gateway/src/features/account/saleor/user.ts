import { defaultMergedResolver, type SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { isStaff } from '../../../auth/roles';
import type { GatewayContext } from '../../../context';
import { ErrorCode, gatewayError } from '../../../errors/codes';
import { customerOrders } from '../order-history';
import { type AccountUser, isAccountUser } from './account-user';
import { savedAddresses, toSaleorAddress } from './addresses';

export { type AccountUser, accountUser, isAccountUser } from './account-user';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

/** A Saleor field the gateway does not answer: a coded error naming it, never a silent null or a false empty list. */
export function fieldNotAvailable(coordinate: string, why: string) {
  return gatewayError(ErrorCode.FIELD_NOT_AVAILABLE, `${coordinate} is not available from this API: ${why}`, {
    field: coordinate,
  });
}

/** Saleor's global ID of a user: base64 of `User:<id>`; ours is the identity provider's subject. */
export function userGlobalId(sub: string): string {
  return Buffer.from(`User:${sub}`).toString('base64');
}

type Resolver = GraphQLFieldResolver<AccountUser, GatewayContext, Record<string, unknown>>;

/** Why each of Saleor's User fields the gateway cannot answer is missing (answered as FIELD_NOT_AVAILABLE). */
export const NOT_ANSWERED: Readonly<Record<string, string>> = {
  defaultBillingAddress:
    'only the default delivery address is kept (defaultShippingAddress); a receipt is billed to the document',
  checkout: 'read a checkout by its id',
  checkoutTokens: 'read a checkout by its id',
  checkoutIds: 'read a checkout by its id',
  checkouts: 'read a checkout by its id',
  giftCards: 'Cuida has no gift cards',
  languageCode: 'the account keeps no language (the store is in Spanish)',
  dateJoined: 'the identity provider does not tell the gateway',
  lastLogin: 'the identity provider does not tell the gateway',
  updatedAt: 'the identity provider does not tell the gateway',
  accessibleChannels: 'channels are not assigned to accounts',
  restrictedAccessToChannels: 'channels are not assigned to accounts',
};

/** The Saleor User fields answered for an account; the pharmacy's own fields are added by the feature's resolvers. */
export function accountUserFields(commerce: Commerce): Record<string, Resolver> {
  return {
    id: ({ customer }) => userGlobalId(customer.claims.sub),
    isStaff: ({ customer }) => isStaff(customer.claims),
    // Only an active, confirmed account can sign in at the identity provider.
    isActive: () => true,
    isConfirmed: () => true,
    // Cuida keeps no Saleor metadata, picture, customer type, attributes or stored payment methods on an account:
    // these empty answers are the truth, not a gap.
    metadata: () => [],
    metafield: () => null,
    metafields: () => ({}),
    avatar: () => null,
    customerType: () => null,
    assignedAttributes: () => [],
    assignedAttribute: () => null,
    externalReference: () => null,
    userPermissions: () => [],
    permissionGroups: () => [],
    editableGroups: () => [],
    storedPaymentSources: () => [],
    storedPaymentMethods: () => [],
    addresses: async ({ customer }, _, context) => (await savedAddresses(context, customer)).map(toSaleorAddress),
    defaultShippingAddress: async ({ customer }, _, context) => {
      const found = (await savedAddresses(context, customer)).find((address) => address.predeterminada);
      return found ? toSaleorAddress(found) : null;
    },
    orders: ({ customer }, args, context, info: GraphQLResolveInfo) => {
      for (const unsupported of ['filter', 'where', 'last', 'before']) {
        if (args[unsupported] !== undefined && args[unsupported] !== null) {
          throw fieldNotAvailable(
            `User.orders(${unsupported})`,
            'the order history is paged forwards only (first, after), newest first',
          );
        }
      }
      return customerOrders(commerce, customer.claims.sub, { first: args.first, after: args.after }, context, info);
    },
  };
}

/**
 * Resolvers for every field of `User`: an account's own answer (or FIELD_NOT_AVAILABLE naming the field) for the User
 * objects this feature builds; the default merged resolution for User objects that come from the commerce API.
 */
export function userResolvers(
  fieldNames: readonly string[],
  answered: Record<string, Resolver>,
  commerceFields: ReadonlySet<string>,
): Record<string, GraphQLFieldResolver<unknown, GatewayContext>> {
  const resolvers: Record<string, GraphQLFieldResolver<unknown, GatewayContext>> = {};
  for (const field of fieldNames) {
    const own = answered[field];
    resolvers[field] = (parent, args, context, info) => {
      if (isAccountUser(parent)) {
        if (own) return own(parent, args as Record<string, unknown>, context, info);
        throw fieldNotAvailable(`User.${field}`, NOT_ANSWERED[field] ?? 'not kept for accounts');
      }
      if (!commerceFields.has(field)) {
        throw fieldNotAvailable(`User.${field}`, 'answered only for the signed-in customer (me)');
      }
      return defaultMergedResolver(parent as Parameters<typeof defaultMergedResolver>[0], args, context, info);
    };
  }
  return resolvers;
}
