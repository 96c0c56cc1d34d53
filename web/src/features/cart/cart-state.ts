/**
 * The cart (requirements: "Cart lines", "Cart actions", "Cart totals"): one pure reducer. One-time and
 * subscription lines live in separate lists; gifts are one-time lines marked `isGift` (S/ 0.00, quantity 1, not
 * editable). Money goes through `@cuida/domain` only. Side effects (saving, the gateway, analytics) belong to the
 * provider and the engine, never here.
 */
import { cartSubtotal, cartTotal, priceLine, roundMoney } from '@cuida/domain';

export type TypePurchase = 'once' | 'subscription';
export type PrescriptionType = 'simple' | 'not-required';

export interface CartLineItem {
  /** Stable per variant and purchase type (`<variantId>:<type>`), per gift `gift:<voucherId>:<variantId>`. */
  id: string;
  variantId: string;
  /** The first entry is the sku (requirements: "Cart lines"). */
  sku: string[];
  quantity: number;
  priceUnit: number;
  /** priceUnit × quantity, rounded. */
  priceValue: number;
  /** Text of the line total, `S/ 25.00`. */
  price: string;
  typePurchase: TypePurchase;
  /** When the line was added or last updated (ms since the epoch). */
  addedHour: number;
  isGift: boolean;
  /** The product's collection promotion window (`ddMMyyyy_ddMMyyyy`), when it was added under one. */
  voucherifyData: { date: string } | null;
  brand: string;
  category: string;
  image: string | null;
  isOnlySubscription: boolean;
  metadata: { originalPrice: number | null };
  name: string;
  presentation: string | null;
  prescriptionType: PrescriptionType;
  slug: string;
  /** Units the shopper may have on this line (stock and per-customer limit at the time of adding). */
  maxQuantity: number;
}

export interface AppliedVoucherView {
  id: string;
  banner: string | null;
  object: string;
  itemsQuantity: number;
  discount: number;
  showDiscount: boolean;
  metadata: { channel: string; priority: number | null };
  items: { productSlug: string | null; sku: string | null; quantity: number; effect: string | null }[];
}

export interface CartState {
  cartOnce: CartLineItem[];
  cartSubscription: CartLineItem[];
  /** Subtotal − discount − promo discount. */
  totalCart: number;
  /** Sum of the line totals. */
  subTotalCart: number;
  /** Coupon discount. */
  discount: number;
  promoDiscount: number;
  promoLoading: boolean;
  appliedVouchers: AppliedVoucherView[];
  delivery: number;
  checkoutToken: string | null;
  couponCode: string | null;
  global: { showSidebar: boolean };
}

/** What adding needs; the reducer prices it and merges it with the same variant and purchase type. */
export type NewLine = Omit<CartLineItem, 'id' | 'priceValue' | 'price' | 'addedHour' | 'isGift' | 'sku'> & {
  sku: string;
};

export type CartAction =
  | { type: 'add'; line: NewLine; at: number }
  | { type: 'update'; id: string; quantity?: number; priceUnit?: number; sku?: string; at: number }
  | { type: 'restore'; state: CartState }
  | { type: 'remove'; id: string }
  | { type: 'recalculate' }
  | { type: 'persist' }
  | { type: 'setDiscount'; amount: number }
  | { type: 'setPromoDiscount'; amount: number }
  | { type: 'setPromoLoading'; loading: boolean }
  | { type: 'setAppliedVouchers'; vouchers: AppliedVoucherView[] }
  /** The promotion flow's answer: previous gifts out, these in, with the vouchers and the promo discount. */
  | { type: 'applyPromotions'; vouchers: AppliedVoucherView[]; gifts: NewGift[]; promoDiscount: number; at: number }
  | { type: 'refreshPrices'; prices: ReadonlyMap<string, number | null>; at: number }
  | { type: 'setDelivery'; amount: number }
  | { type: 'setCheckoutToken'; token: string | null }
  | { type: 'setCouponCode'; code: string | null }
  | { type: 'setGlobal'; global: Partial<CartState['global']> }
  | { type: 'reset' };

export interface NewGift {
  voucherId: string;
  variantId: string;
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  presentation: string | null;
  brand: string;
  category: string;
}

/** Quantities the cart accepts on a line, whatever the stock says (Saleor's default line limit is 50). */
export const MAX_LINE_QUANTITY = 50;

export const emptyCart = (): CartState => ({
  cartOnce: [],
  cartSubscription: [],
  totalCart: 0,
  subTotalCart: 0,
  discount: 0,
  promoDiscount: 0,
  promoLoading: false,
  appliedVouchers: [],
  delivery: 0,
  checkoutToken: null,
  couponCode: null,
  global: { showSidebar: false },
});

export const lineId = (variantId: string, type: TypePurchase) => `${variantId}:${type}`;
export const allLines = (state: CartState): CartLineItem[] => [...state.cartOnce, ...state.cartSubscription];
/** Units the shopper chose (the header's count): gifts are left out. */
export const cartUnits = (state: CartState) =>
  allLines(state).reduce((sum, line) => sum + (line.isGift ? 0 : line.quantity), 0);

const money = (amount: number) => (Number.isFinite(amount) && amount > 0 ? roundMoney(amount) : 0);
const clampQuantity = (quantity: number, max: number) =>
  Math.max(1, Math.min(Math.floor(quantity), Math.max(1, Math.min(max, MAX_LINE_QUANTITY))));

function withTotals(state: CartState): CartState {
  const lines = allLines(state);
  return {
    ...state,
    subTotalCart: cartSubtotal(lines),
    totalCart: cartTotal({ lines, discount: state.discount, promoDiscount: state.promoDiscount }),
  };
}

function priced(line: CartLineItem, priceUnit: number, quantity: number, at: number): CartLineItem {
  return { ...line, ...priceLine(priceUnit, quantity), quantity, addedHour: at };
}

function listOf(type: TypePurchase): 'cartOnce' | 'cartSubscription' {
  return type === 'once' ? 'cartOnce' : 'cartSubscription';
}

function mapLines(state: CartState, map: (line: CartLineItem) => CartLineItem | null): CartState {
  const apply = (lines: CartLineItem[]) => lines.map(map).filter((line): line is CartLineItem => line !== null);
  return { ...state, cartOnce: apply(state.cartOnce), cartSubscription: apply(state.cartSubscription) };
}

function add(state: CartState, line: NewLine, at: number): CartState {
  // Only-subscription products are bought only by subscription (requirements: "Purchase types").
  const typePurchase: TypePurchase = line.isOnlySubscription ? 'subscription' : line.typePurchase;
  const id = lineId(line.variantId, typePurchase);
  const key = listOf(typePurchase);
  const existing = state[key].find((item) => item.id === id);
  if (existing) {
    const quantity = clampQuantity(existing.quantity + line.quantity, line.maxQuantity);
    return {
      ...state,
      [key]: state[key].map((item) =>
        item.id === id ? priced({ ...item, maxQuantity: line.maxQuantity }, line.priceUnit, quantity, at) : item,
      ),
    };
  }
  const { sku, ...rest } = line;
  const created: CartLineItem = priced(
    { ...rest, typePurchase, id, sku: [sku], isGift: false, priceValue: 0, price: '', addedHour: at },
    line.priceUnit,
    clampQuantity(line.quantity, line.maxQuantity),
    at,
  );
  return { ...state, [key]: [...state[key], created] };
}

function giftLine(gift: NewGift, at: number): CartLineItem {
  return {
    id: `gift:${gift.voucherId}:${gift.variantId}`,
    variantId: gift.variantId,
    sku: [gift.sku],
    ...priceLine(0, 1),
    quantity: 1,
    typePurchase: 'once',
    addedHour: at,
    isGift: true,
    voucherifyData: null,
    brand: gift.brand,
    category: gift.category,
    image: gift.image,
    isOnlySubscription: false,
    metadata: { originalPrice: null },
    name: gift.name,
    presentation: gift.presentation,
    prescriptionType: 'not-required',
    slug: gift.slug,
    maxQuantity: 1,
  };
}

const withoutGifts = (state: CartState): CartState => ({
  ...state,
  cartOnce: state.cartOnce.filter((line) => !line.isGift),
});

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      if (action.line.quantity < 1 || !Number.isFinite(action.line.priceUnit) || action.line.priceUnit < 0) {
        return state;
      }
      return withTotals(add(state, action.line, action.at));
    case 'update':
      return withTotals(
        mapLines(state, (line) => {
          if (line.id !== action.id || line.isGift) return line;
          const quantity =
            action.quantity === undefined ? line.quantity : clampQuantity(action.quantity, line.maxQuantity);
          const priceUnit = action.priceUnit === undefined ? line.priceUnit : money(action.priceUnit);
          const sku = action.sku ? [action.sku, ...line.sku.slice(1)] : line.sku;
          return priced({ ...line, sku }, priceUnit, quantity, action.at);
        }),
      );
    case 'restore':
      // Line totals and texts are derived again: a saved value is never trusted for money.
      return withTotals(
        mapLines({ ...action.state, promoLoading: false, global: { showSidebar: false } }, (line) => ({
          ...line,
          ...priceLine(line.priceUnit, line.quantity),
        })),
      );
    case 'remove':
      return withTotals(mapLines(state, (line) => (line.id === action.id && !line.isGift ? null : line)));
    case 'recalculate':
    case 'persist':
      return withTotals(state);
    // An unchanged value keeps the same state object: re-applying an answer must not re-render the cart.
    case 'setDiscount':
      return money(action.amount) === state.discount ? state : withTotals({ ...state, discount: money(action.amount) });
    case 'setPromoDiscount':
      return money(action.amount) === state.promoDiscount
        ? state
        : withTotals({ ...state, promoDiscount: money(action.amount) });
    case 'setPromoLoading':
      return action.loading === state.promoLoading ? state : { ...state, promoLoading: action.loading };
    case 'setAppliedVouchers':
      return { ...state, appliedVouchers: action.vouchers };
    case 'applyPromotions': {
      const base = withoutGifts(state);
      const gifts = action.gifts.map((gift) => giftLine(gift, action.at));
      return withTotals({
        ...base,
        cartOnce: [...base.cartOnce, ...gifts],
        appliedVouchers: action.vouchers,
        promoDiscount: money(action.promoDiscount),
        promoLoading: false,
      });
    }
    case 'refreshPrices':
      return withTotals(
        mapLines(state, (line) => {
          if (line.isGift) return line;
          const price = action.prices.get(line.variantId);
          if (price === undefined) return line;
          if (price === null || !Number.isFinite(price) || price <= 0) return null;
          return price === line.priceUnit ? line : priced(line, roundMoney(price), line.quantity, line.addedHour);
        }),
      );
    case 'setDelivery':
      return { ...state, delivery: money(action.amount) };
    case 'setCheckoutToken':
      return { ...state, checkoutToken: action.token };
    case 'setCouponCode':
      return action.code === state.couponCode ? state : { ...state, couponCode: action.code };
    case 'setGlobal':
      return { ...state, global: { ...state.global, ...action.global } };
    case 'reset':
      return emptyCart();
  }
}

/** The names of the lines a price refresh will drop (no valid price any more), to tell the shopper. */
export function linesLosingPrice(state: CartState, prices: ReadonlyMap<string, number | null>): string[] {
  return allLines(state)
    .filter((line) => !line.isGift && prices.has(line.variantId))
    .filter((line) => {
      const price = prices.get(line.variantId);
      return price === null || price === undefined || !Number.isFinite(price) || price <= 0;
    })
    .map((line) => line.name);
}
