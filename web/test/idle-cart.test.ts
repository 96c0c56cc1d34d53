import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/features/account/session-context';
import { type CartState, cartReducer, emptyCart, type NewLine } from '../src/features/cart/cart-state';
import {
  abandonedCartInput,
  cartFingerprint,
  evaluateIdle,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_LIMIT_MS,
  type IdleIdentity,
  type IdleTimer,
  idleIdentity,
  observeCart,
  parseIdleIdentity,
  parseIdleTimer,
  usableIdentity,
} from '../src/features/cart/idle-cart';

const START = Date.UTC(2026, 10, 25, 15, 0, 0);
const MINUTE = 60_000;

const line = (over: Partial<NewLine> = {}): NewLine => ({
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  sku: 'SKU-1',
  quantity: 1,
  priceUnit: 12.5,
  typePurchase: 'once',
  voucherifyData: null,
  brand: 'Genfar',
  category: 'Analgésicos',
  image: null,
  isOnlySubscription: false,
  metadata: { originalPrice: null },
  name: 'Paracetamol 500 mg',
  presentation: 'Caja x 100',
  prescriptionType: 'not-required',
  slug: 'paracetamol-500',
  maxQuantity: 10,
  ...over,
});

const guest: IdleIdentity = {
  documentType: 2,
  documentNumber: '41234567',
  name: 'Rosa Mendoza',
  phone: '912345678',
  email: 'rosa@example.pe',
  checkoutId: 'Q2hlY2tvdXQ6YWJj',
};

/**
 * A fake clock driving the rule as the component does: the cart is observed on each change, and evaluated every
 * 60 s. Returns the times (minutes after START) at which the cart was sent.
 */
function simulate(
  steps: { at: number; cart?: CartState; identity?: IdleIdentity | null }[],
  untilMinute: number,
  initial: IdleIdentity | null = guest,
): number[] {
  let timer: IdleTimer | null = null;
  let cart = emptyCart();
  let identity = initial;
  const sent: number[] = [];
  const pending = [...steps].sort((a, b) => a.at - b.at);
  for (let now = START; now <= START + untilMinute * MINUTE; now += 1000) {
    while (pending[0] && START + pending[0].at * MINUTE <= now) {
      const step = pending.shift();
      if (step?.cart) {
        cart = step.cart;
        timer = observeCart(timer, cart, now);
      }
      if (step && 'identity' in step) identity = step.identity ?? null;
    }
    if ((now - START) % IDLE_CHECK_INTERVAL_MS === 0 && now > START) {
      const result = evaluateIdle(timer, identity, now);
      timer = result.timer;
      if (result.send) sent.push((now - START) / MINUTE);
    }
  }
  return sent;
}

const withLine = (over: Partial<NewLine> = {}, at = START, base = emptyCart()) =>
  cartReducer(base, { type: 'add', line: line(over), at });

describe('idle-cart timer rule', () => {
  it('keeps the constants: evaluated every 60 s, 5 minutes idle', () => {
    expect(IDLE_CHECK_INTERVAL_MS).toBe(60_000);
    expect(IDLE_LIMIT_MS).toBe(300_000);
  });

  it('sends once, at the first evaluation 5 minutes after the last change, and not again while nothing changes', () => {
    expect(simulate([{ at: 0.5, cart: withLine({}, START + 30_000) }], 30)).toEqual([6]);
  });

  it('a change starts a new idle period: sent again 5 minutes after it', () => {
    const first = withLine({}, START);
    const second = cartReducer(first, { type: 'update', id: first.cartOnce[0]?.id ?? '', quantity: 2, at: START });
    expect(
      simulate(
        [
          { at: 0, cart: first },
          { at: 12.5, cart: second },
        ],
        30,
      ),
    ).toEqual([5, 18]);
  });

  it('a change before the limit postpones the send', () => {
    const first = withLine({}, START);
    const second = withLine({ variantId: 'other', sku: 'SKU-2' }, START + 3 * MINUTE, first);
    expect(
      simulate(
        [
          { at: 0, cart: first },
          { at: 3, cart: second },
        ],
        20,
      ),
    ).toEqual([8]);
  });

  it('an emptied cart removes the timer: nothing is sent', () => {
    const first = withLine({}, START);
    expect(
      simulate(
        [
          { at: 0, cart: first },
          { at: 2, cart: emptyCart() },
        ],
        20,
      ),
    ).toEqual([]);
    expect(observeCart({ fingerprint: 'x', lastChangeAt: START, sentAt: null }, emptyCart(), START)).toBeNull();
  });

  it('waits for an identity: without one nothing is sent; once known, the idle cart goes at the next evaluation', () => {
    const cart = withLine({}, START);
    expect(simulate([{ at: 0, cart }], 20, null)).toEqual([]);
    expect(
      simulate(
        [
          { at: 0, cart },
          { at: 9.5, identity: guest },
        ],
        20,
        null,
      ),
    ).toEqual([10]);
  });

  it("ignores a document of '-' and identities the gateway would refuse", () => {
    const cart = withLine({}, START);
    expect(simulate([{ at: 0, cart }], 20, { ...guest, documentNumber: '-' })).toEqual([]);
    expect(usableIdentity({ ...guest, documentNumber: '-' })).toBe(false);
    expect(usableIdentity({ ...guest, documentNumber: '1234' })).toBe(false);
    expect(usableIdentity({ ...guest, phone: '12345' })).toBe(false);
    expect(usableIdentity({ ...guest, name: ' ' })).toBe(false);
    expect(usableIdentity({ ...guest, email: 'rosa' })).toBe(false);
    expect(usableIdentity(guest)).toBe(true);
  });

  it('gifts are not the shopper: a gift-only change is no change', () => {
    const cart = withLine({}, START);
    const gift: CartState = {
      ...cart,
      cartOnce: [
        ...cart.cartOnce,
        { ...(cart.cartOnce[0] as CartState['cartOnce'][number]), id: 'gift:v:1', isGift: true, priceUnit: 0 },
      ],
    };
    expect(cartFingerprint(gift)).toBe(cartFingerprint(cart));
    expect(
      simulate(
        [
          { at: 0, cart },
          { at: 4, cart: gift },
        ],
        10,
      ),
    ).toEqual([5]);
  });

  it('a cart restored on a new page counts from its newest line, never from the future', () => {
    const old = withLine({}, START - 10 * MINUTE);
    expect(observeCart(null, old, START)?.lastChangeAt).toBe(START - 10 * MINUTE);
    const future = withLine({}, START + 10 * MINUTE);
    expect(observeCart(null, future, START)?.lastChangeAt).toBe(START);
    const kept = { fingerprint: cartFingerprint(old), lastChangeAt: START - MINUTE, sentAt: START };
    expect(observeCart(kept, old, START + MINUTE)).toBe(kept);
  });

  it('reads a stored timer and identity only when well formed', () => {
    expect(parseIdleTimer({ fingerprint: 'a', lastChangeAt: 1, sentAt: null })).toEqual({
      fingerprint: 'a',
      lastChangeAt: 1,
      sentAt: null,
    });
    expect(parseIdleTimer({ fingerprint: 'a', lastChangeAt: 'x', sentAt: null })).toBeNull();
    expect(parseIdleTimer('nope')).toBeNull();
    expect(parseIdleIdentity({ ...guest, documentType: '4' })?.documentType).toBe(4);
    expect(parseIdleIdentity({ ...guest, documentType: 9 })).toBeNull();
    expect(parseIdleIdentity({ ...guest, email: 3 })).toBeNull();
  });
});

describe('idle-cart identity', () => {
  const user: SessionUser = {
    sub: 'sub-1',
    email: 'maria.quispe@cuida.pe',
    firstName: 'María',
    lastName: 'Quispe Huamán',
    phone: '+51987654321',
    documentType: 2,
    documentNumber: '45871236',
    groups: [],
  };

  it('without a session: the client written on the guest checkout', () => {
    expect(idleIdentity(null, guest)).toBe(guest);
    expect(idleIdentity(null, null)).toBeNull();
  });

  it("signed in: the account's document, never a checkout id; none without a document", () => {
    expect(idleIdentity(user, guest)).toEqual({
      documentType: 2,
      documentNumber: '45871236',
      name: 'María Quispe Huamán',
      phone: '+51987654321',
      email: 'maria.quispe@cuida.pe',
      checkoutId: null,
    });
    expect(idleIdentity({ ...user, documentNumber: null }, guest)).toBeNull();
  });

  it("fills the account's missing phone from the checkout only for the same document", () => {
    const noPhone = { ...user, phone: null };
    expect(idleIdentity(noPhone, { ...guest, documentNumber: '45871236' })?.phone).toBe('912345678');
    expect(idleIdentity(noPhone, guest)?.phone).toBe('');
  });
});

describe('abandoned-cart payload', () => {
  it('the abandoned-cart payload: document, name, phone, e-mail, entry point, products, first and last dates', () => {
    const first = withLine({ quantity: 2 }, START);
    const cart = withLine(
      { variantId: 'v2', sku: 'SKU-2', name: 'Vitamina C', priceUnit: 19.9 },
      START + MINUTE,
      first,
    );
    expect(abandonedCartInput(cart, { ...guest, documentNumber: ' 41234567 ' }, false)).toEqual({
      documentType: 2,
      documentNumber: '41234567',
      name: 'Rosa Mendoza',
      phone: '912345678',
      email: 'rosa@example.pe',
      entryPoint: 'WEB',
      products: [
        { sku: 'SKU-1', name: 'Paracetamol 500 mg', quantity: 2, unitPrice: 12.5 },
        { sku: 'SKU-2', name: 'Vitamina C', quantity: 1, unitPrice: 19.9 },
      ],
      firstProductAddedAt: new Date(START).toISOString(),
      lastProductAddedAt: new Date(START + MINUTE).toISOString(),
      checkoutId: guest.checkoutId,
    });
  });

  it('EMBEDDED inside a partner app; a signed-in cart has no checkout id', () => {
    const cart = withLine({}, START);
    const input = abandonedCartInput(cart, { ...guest, checkoutId: null }, true);
    expect(input.entryPoint).toBe('EMBEDDED');
    expect(input).not.toHaveProperty('checkoutId');
  });
});
