import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../../context';
import { ErrorCode, gatewayError } from '../../../errors/codes';
import { authorizeCheckoutOwner, OWNER_INDEX_KEY, OWNER_KEY, ownerOf, rememberOwner } from '../../checkout/access';
import { checkoutTokenOf, globalIdOf } from '../../checkout/references';
import { commerceQuery } from '../../commerce-query';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

const WRITE_OWNER = /* GraphQL */ `
  mutation WriteOwner($id: ID!, $private: [MetadataInput!]!, $public: [MetadataInput!]!) {
    updatePrivateMetadata(id: $id, input: $private) { errors { code } }
    updateMetadata(id: $id, input: $public) { errors { code } }
  }
`;

interface Written {
  updatePrivateMetadata: { errors: unknown[] } | null;
  updateMetadata: { errors: unknown[] } | null;
}

/** What the payload's `checkout` field delegates with. */
interface AttachPayload {
  checkoutId: string;
}

/**
 * Saleor's `checkoutCustomerAttach` / `checkoutCustomerDetach`, for the signed-in customer only: attach makes a
 * checkout they hold (a guest's, by its id) theirs; detach makes their own checkout a guest's again. Someone else's
 * checkout is refused by the checkout rule; `customerId` (another customer, an app's privilege) is refused.
 * The owner is the gateway's private metadata (features/checkout/access.ts); an emptied owner is no owner.
 */
export function checkoutCustomerMutations() {
  const change =
    (attach: boolean) =>
    async (_: unknown, args: Record<string, unknown>, context: GatewayContext): Promise<AttachPayload> => {
      if (args.customerId !== undefined && args.customerId !== null) {
        throw gatewayError(ErrorCode.FORBIDDEN, 'customerId is for apps: a customer attaches a checkout to themself.', {
          field: 'customerId',
        });
      }
      if (context.viewer.kind === 'anonymous') {
        throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Sign in to attach a checkout to your account.');
      }
      const customer = await context.requireCustomer();
      const token = checkoutTokenOf({ id: args.id ?? args.checkoutId, token: args.token });
      const owner = await ownerOf(context, 'Checkout', token);
      // Someone else's checkout: FORBIDDEN (a guest's, or the caller's own, passes).
      await authorizeCheckoutOwner(context, owner);
      const value = attach ? customer.claims.sub : '';
      await context.services.checkoutLocks.run(token, async () => {
        const written = await context.services.commerce.query<Written>(WRITE_OWNER, {
          id: globalIdOf('Checkout', token),
          private: [{ key: OWNER_KEY, value }],
          public: [{ key: OWNER_INDEX_KEY, value }],
        });
        if (!written.updatePrivateMetadata || written.updatePrivateMetadata.errors.length > 0) {
          throw gatewayError(ErrorCode.NOT_FOUND, 'The checkout was not found.');
        }
      });
      rememberOwner(context, 'Checkout', token, value || null);
      return { checkoutId: globalIdOf('Checkout', token) };
    };
  return { checkoutCustomerAttach: change(true), checkoutCustomerDetach: change(false) };
}

/** The payloads' `checkout`, read from the commerce API with the client's selection; errors are never listed. */
export function checkoutCustomerPayloads(commerce: Commerce) {
  const payload = {
    checkout: (parent: AttachPayload, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
      commerceQuery(commerce, 'checkout', { id: parent.checkoutId }, context, info),
    errors: () => [],
    checkoutErrors: () => [],
  };
  return { CheckoutCustomerAttach: payload, CheckoutCustomerDetach: payload };
}
