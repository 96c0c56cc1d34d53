import { isStaff } from '../../auth/roles';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { globalIdOf } from './references';

/**
 * Private metadata key holding the Cognito `sub` of the customer a checkout (and the order it becomes: Saleor copies
 * private metadata at completion) belongs to. Only the gateway's app token reads or writes private metadata.
 */
export const OWNER_KEY = 'cuida.owner';

/**
 * Public metadata key with the same `sub`, written by the gateway beside OWNER_KEY: an index only, because Saleor
 * filters orders by public metadata but not by private (`orders(where: {metadata})`, Customer.orders). Clients cannot
 * write it through the gateway (metadata-keys.ts); whatever it says, OWNER_KEY decides (ADR 7).
 */
export const OWNER_INDEX_KEY = 'cuida.cuenta';

const CHECKOUT_OWNER = /* GraphQL */ `
  query CheckoutOwner($id: ID) {
    checkout(id: $id) { id owner: privateMetafield(key: "cuida.owner") }
  }
`;
const ORDER_OWNER = /* GraphQL */ `
  query OrderOwner($id: ID) {
    order(id: $id) { id owner: privateMetafield(key: "cuida.owner") }
  }
`;

interface Owned {
  owner: string | null;
}

/** One owner lookup per object per request, however many fields or mutations name it. */
function ownerLoader(context: GatewayContext, type: 'Checkout' | 'Order') {
  const document = type === 'Checkout' ? CHECKOUT_OWNER : ORDER_OWNER;
  const field = type === 'Checkout' ? 'checkout' : 'order';
  return context.loader<string, Owned | null>(`owner:${type}`, (uuids) =>
    Promise.all(
      uuids.map(async (uuid) => {
        try {
          const answer = await context.services.commerce.query<Record<string, { owner: string | null } | null>>(
            document,
            { id: globalIdOf(type, uuid) },
          );
          const found = answer[field];
          return found ? { owner: found.owner ?? null } : null;
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    ),
  );
}

/** The owner (`sub`) of a checkout or an order, null for a guest's (or an unknown one): the request's one lookup. */
export async function ownerOf(
  context: GatewayContext,
  type: 'Checkout' | 'Order',
  uuid: string,
): Promise<string | null> {
  return (await ownerLoader(context, type).load(uuid))?.owner ?? null;
}

/** After the owner of a checkout changed (checkoutCustomerAttach/Detach): later reads in the request see the new one. */
export function rememberOwner(context: GatewayContext, type: 'Checkout' | 'Order', uuid: string, owner: string | null) {
  ownerLoader(context, type).clear(uuid).prime(uuid, { owner });
}

/** The owner to record on a checkout the caller creates: their `sub` when signed in (session checked), else none. */
export async function ownerForNewCheckout(context: GatewayContext): Promise<string | null> {
  if (context.viewer.kind === 'anonymous') return null;
  // A refused or ended session is an error, not a silent guest checkout.
  const customer = await context.requireCustomer();
  return customer.claims.sub;
}

/**
 * Reading or changing a checkout (requirements: "Checkout access"): a guest checkout is open to the
 * holder of its token (its id encodes the token); a customer's checkout only to that customer, with a live session.
 */
export async function authorizeCheckout(context: GatewayContext, token: string): Promise<void> {
  const found = await ownerLoader(context, 'Checkout').load(token);
  if (!found) throw gatewayError(ErrorCode.NOT_FOUND, 'The checkout was not found.');
  await authorizeCheckoutOwner(context, found.owner);
}

/**
 * The checkout rule for an owner already read: none (a guest's) is open to whoever holds the checkout; a customer's
 * only to that customer, with a live session. placeOrder applies it to the order a checkout became (same owner).
 */
export async function authorizeCheckoutOwner(context: GatewayContext, owner: string | null): Promise<void> {
  if (!owner) return;
  if (context.viewer.kind === 'anonymous') {
    throw gatewayError(ErrorCode.UNAUTHENTICATED, 'This checkout belongs to a customer: sign in as that customer.');
  }
  const customer = await context.requireCustomer();
  if (customer.claims.sub !== owner) {
    throw gatewayError(ErrorCode.FORBIDDEN, 'This checkout belongs to another customer.');
  }
}

/**
 * Reading an order by id: its customer or staff, signed in. Guests read theirs with the access token issued at
 * placement (guestOrder). Someone else's order answers NOT_FOUND, like an unknown one: ids are not capabilities.
 */
export async function authorizeOrderById(context: GatewayContext, uuid: string): Promise<void> {
  if (context.viewer.kind === 'anonymous') {
    throw gatewayError(
      ErrorCode.UNAUTHENTICATED,
      'Orders are read by their customer (signed in) or, for guest orders, with guestOrder(accessToken).',
    );
  }
  const customer = await context.requireCustomer();
  const found = await ownerLoader(context, 'Order').load(uuid);
  if (!found || (!isStaff(customer.claims) && found.owner !== customer.claims.sub)) {
    throw gatewayError(ErrorCode.NOT_FOUND, 'The order was not found.');
  }
}
