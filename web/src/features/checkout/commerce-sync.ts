/**
 * Between the cart and the commerce checkout (requirements: "Checkout creation": the checkout is created when checkout
 * starts, its token kept with the cart). Pure: the checkout page runs the operations.
 */
import { allLines, type CartState } from '../cart/cart-state';

/**
 * The placeholder address the checkout is created with, until step 2 gives the real one (requirements: "Checkout
 * creation"): street and city Lima, country PE. The names are the commerce API's required fields, not the buyer's.
 */
export const PLACEHOLDER_ADDRESS = {
  firstName: 'Cliente',
  lastName: 'Cuida',
  streetAddress1: 'Lima',
  city: 'Lima',
  country: 'PE',
} as const;

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/**
 * The checkoutCreate input at checkout start: the channel, the bought lines, the placeholder address and the e-mail
 * when one is known then (a signed-in customer's); a guest's e-mail reaches the checkout at step 1.
 */
export function checkoutStartInput(input: {
  channel: string;
  lines: { variantId: string; quantity: number }[];
  email?: string | null;
}) {
  const email = input.email?.trim().toLowerCase() ?? '';
  return {
    channel: input.channel,
    lines: input.lines,
    shippingAddress: PLACEHOLDER_ADDRESS,
    ...(email.length <= 254 && EMAIL.test(email) ? { email } : {}),
  };
}

/** Units per variant the cart buys (one-time and subscription lines of a variant together; gifts are not bought). */
export function cartQuantities(cart: CartState): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of allLines(cart)) {
    if (line.isGift) continue;
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  return quantities;
}

export interface CommerceLine {
  id: string;
  quantity: number;
  variant: { id: string };
}

export interface LinesSync {
  add: { variantId: string; quantity: number }[];
  update: { lineId: string; quantity: number }[];
  remove: string[];
}

/** What to change on the checkout so its lines are the cart's. */
export function linesSync(cart: CartState, checkoutLines: readonly CommerceLine[]): LinesSync {
  const wanted = cartQuantities(cart);
  const sync: LinesSync = { add: [], update: [], remove: [] };
  const seen = new Set<string>();
  for (const line of checkoutLines) {
    const quantity = wanted.get(line.variant.id);
    if (quantity === undefined || seen.has(line.variant.id)) sync.remove.push(line.id);
    else if (quantity !== line.quantity) sync.update.push({ lineId: line.id, quantity });
    seen.add(line.variant.id);
  }
  for (const [variantId, quantity] of wanted) {
    if (!seen.has(variantId)) sync.add.push({ variantId, quantity });
  }
  return sync;
}

export const isInSync = (sync: LinesSync) => sync.add.length + sync.update.length + sync.remove.length === 0;

/** The checkout's token from its id (Saleor: base64 of "Checkout:<token>"); null for anything else. */
export function tokenOfCheckoutId(id: string): string | null {
  try {
    const decoded = atob(id);
    const match = /^Checkout:([0-9a-f-]{36})$/i.exec(decoded);
    return match?.[1]?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

export const checkoutIdOfToken = (token: string) => btoa(`Checkout:${token}`);

/**
 * The commerce delivery method of a delivery type: the gateway lists one per type as the commerce API's shipping
 * app, with the type as the method's own id (global id `app:cuida-gateway:<type>`). The id is stable, so it is sent
 * even before the checkout has listed the methods for the new address; the commerce API refuses it
 * (DELIVERY_METHOD_NOT_APPLICABLE) where the type is not offered, and the shopper is told.
 */
export function shippingMethodFor(deliveryType: string): string {
  return btoa(`app:cuida-gateway:${deliveryType}`);
}

/** The commerce address of step 2: the shopper's names and phone, the district as city area, Lima as city. */
export function commerceAddress(input: {
  firstName: string;
  paternalLastName: string;
  maternalLastName: string;
  phone: string;
  districtName: string;
  street: string;
  reference: string;
  callao: boolean;
}) {
  return {
    firstName: input.firstName.trim(),
    lastName: `${input.paternalLastName} ${input.maternalLastName}`.trim(),
    streetAddress1: input.street.trim(),
    streetAddress2: input.reference.trim(),
    city: input.callao ? 'Callao' : 'Lima',
    cityArea: input.districtName,
    country: 'PE' as const,
    phone: input.phone ? `+51${input.phone}` : '',
  };
}
