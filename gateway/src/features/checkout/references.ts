import { ErrorCode, gatewayError } from '../../errors/codes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Saleor's object ids are base64 of "Type:pk"; checkouts and orders have UUID pks. Null when malformed. */
export function uuidOfGlobalId(id: string, type: 'Checkout' | 'Order'): string | null {
  if (id.length > 200 || !BASE64.test(id)) return null;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const prefix = `${type}:`;
  if (!decoded.startsWith(prefix)) return null;
  const pk = decoded.slice(prefix.length);
  return UUID.test(pk) ? pk.toLowerCase() : null;
}

export const globalIdOf = (type: 'Checkout' | 'Order', uuid: string) =>
  Buffer.from(`${type}:${uuid}`).toString('base64');

const notFound = (what: string) => gatewayError(ErrorCode.NOT_FOUND, `${what} was not found.`);

/**
 * The checkout an operation names by `id` or `token` (Saleor accepts either), as its token. A checkout's id encodes
 * its token, so whoever holds either holds the guest checkout's capability. Malformed or contradictory: NOT_FOUND.
 */
export function checkoutTokenOf(args: { id?: unknown; token?: unknown; checkoutId?: unknown }): string {
  const fromId = typeof args.id === 'string' ? uuidOfGlobalId(args.id, 'Checkout') : null;
  // `checkoutId` is Saleor's deprecated name of `id`: the same rules, and it must agree with the others.
  const fromCheckoutId = typeof args.checkoutId === 'string' ? uuidOfGlobalId(args.checkoutId, 'Checkout') : null;
  const fromToken = typeof args.token === 'string' && UUID.test(args.token) ? args.token.toLowerCase() : null;
  if (args.id != null && !fromId) throw notFound('The checkout');
  if (args.checkoutId != null && !fromCheckoutId) throw notFound('The checkout');
  if (args.token != null && !fromToken) throw notFound('The checkout');
  const named = [fromId, fromCheckoutId, fromToken].filter((value): value is string => value !== null);
  const token = named[0];
  if (!token || named.some((other) => other !== token)) throw notFound('The checkout');
  return token;
}

/**
 * The arguments a guarded checkout operation is delegated with: the checkout it was authorized for, named by `id`
 * alone (whatever named it: `id`, `checkoutId` or `token`), so commerce acts on exactly that checkout.
 */
export function withCheckoutId<T extends Record<string, unknown>>(args: T, token: string): T {
  const { checkoutId: _checkoutId, token: _token, ...rest } = args;
  return { ...rest, id: globalIdOf('Checkout', token) } as unknown as T;
}

/** The order an id names, as its UUID; malformed: NOT_FOUND. */
export function orderUuidOf(id: unknown): string {
  const uuid = typeof id === 'string' ? uuidOfGlobalId(id, 'Order') : null;
  if (!uuid) throw notFound('The order');
  return uuid;
}
