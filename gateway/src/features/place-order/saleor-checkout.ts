/**
 * Saleor's checkout mutations whose prices placing an order sets: promo codes, line changes on a checkout with one,
 * and completion. Saleor's promo codes are Cuida's coupons: one coupon mechanism for every client. A Saleor client's
 * `checkoutAddPromoCode` checks the code with the voucher service over the checkout's lines (after its promotions,
 * as placeOrder does) and, when it applies, the gateway records it on the checkout and sets the lines' prices, so
 * that the checkout's totals show the discount before the client pays. Every later line change through the gateway
 * prices the checkout again (dropping a code that no longer applies, as Saleor drops a voucher), and its completion
 * goes through placeOrder's flow (flow.ts, `completePaid`), which checks the price once more and redeems the coupon.
 */
import { defaultMergedResolver } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
import { resolvePartnerContext } from '../../partner-context';
import { authorizeCheckout } from '../checkout/access';
import type { CheckoutPricing } from '../checkout/guarded-operations';
import type { OrderAccessTokens } from '../checkout/order-access';
import { checkoutTokenOf, globalIdOf, uuidOfGlobalId } from '../checkout/references';
import { type CommerceSubschema, commerceQuery } from '../commerce-query';
import { CHECKOUT_KEYS_READ, CHECKOUT_STATE, type CheckoutState, PROMO_CODE_KEY } from './commerce';
import { confirmPlacedOrder } from './confirmation';
import type { PlaceOrderResult } from './flow';
import type { PlaceOrderError } from './messages';
import { priceLines } from './price-lines';

/** Saleor's CheckoutError, as the mutations' payloads carry it. */
export interface CheckoutError {
  field: string | null;
  code: string;
  message: string;
  variants: string[] | null;
  lines: string[] | null;
  addressType: null;
}

/** A payload whose checkout is read after the gateway priced it (the payload's `checkout` field resolves it). */
export interface PricedPayload {
  pricedCheckout: string;
  errors: CheckoutError[];
  checkoutErrors: CheckoutError[];
}

const CODE = /^[0-9A-Za-z_-]{1,40}$/;

const WRITE_PROMO_CODE = /* GraphQL */ `
  mutation PromoCodeWrite($id: ID!, $input: [MetadataInput!]!) {
    updateMetadata(id: $id, input: $input) { errors { field code message } }
  }
`;

const DELETE_PROMO_CODE = /* GraphQL */ `
  mutation PromoCodeDelete($id: ID!, $keys: [String!]!) {
    deleteMetadata(id: $id, keys: $keys) { errors { field code message } }
  }
`;

/** placeOrder's refusals in Saleor's words: the same codes, the Spanish message; a price change is an unpaid total. */
export function checkoutErrorOf(error: PlaceOrderError, field: string | null = error.field): CheckoutError {
  return {
    field,
    code: error.code === 'PRICE_CHANGED' ? 'CHECKOUT_NOT_FULLY_PAID' : error.code,
    message: error.message,
    variants: error.variants,
    lines: null,
    addressType: null,
  };
}

const checkoutError = (code: string, message: string, field: string | null): CheckoutError => ({
  field,
  code,
  message,
  variants: null,
  lines: null,
  addressType: null,
});

const payload = (token: string, errors: CheckoutError[]): PricedPayload => ({
  pricedCheckout: token,
  errors,
  checkoutErrors: errors,
});

async function readCheckout(context: GatewayContext, token: string): Promise<CheckoutState | null> {
  const answer = await context.services.commerce.query<{ checkout: CheckoutState | null }>(CHECKOUT_STATE, {
    id: globalIdOf('Checkout', token),
    keys: CHECKOUT_KEYS_READ,
  });
  return answer.checkout;
}

async function writePromoCode(context: GatewayContext, token: string, code: string | null): Promise<void> {
  const id = globalIdOf('Checkout', token);
  if (code) {
    await context.services.commerce.query(WRITE_PROMO_CODE, { id, input: [{ key: PROMO_CODE_KEY, value: code }] });
  } else {
    await context.services.commerce.query(DELETE_PROMO_CODE, { id, keys: [PROMO_CODE_KEY] });
  }
}

const sessionOf = (context: GatewayContext) => resolvePartnerContext(context.partner, null);

/**
 * Prices the checkout with `code` (or none) and records the code. The code is recorded before the lines are
 * written: should the writing fail, the checkout's completion still goes through placeOrder's flow, which refuses a
 * price it did not set, instead of completing lines at a discount nobody redeems. Under the checkout's lock.
 */
async function applyCode(context: GatewayContext, token: string, code: string | null): Promise<CheckoutError[]> {
  const checkout = await readCheckout(context, token);
  if (!checkout) return [checkoutError('NOT_FOUND', 'El carrito ya no existe: ya se hizo el pedido.', 'id')];
  const recorded = checkout.fields?.[PROMO_CODE_KEY] ?? null;
  const priced = await priceLines(
    context,
    checkout,
    {
      couponCode: code,
      session: sessionOf(context),
      write: true,
      // A code that does not apply is a refusal before this: it changes nothing.
      onPriced: async () => {
        if (recorded !== code) await writePromoCode(context, token, code);
      },
    },
    () => readCheckout(context, token),
  );
  if (priced.kind === 'gone')
    return [checkoutError('NOT_FOUND', 'El carrito ya no existe: ya se hizo el pedido.', 'id')];
  if (priced.kind === 'priced') return [];
  const coupon = priced.errors.filter((error) => error.code === 'VOUCHER_NOT_APPLICABLE');
  return coupon.length > 0
    ? coupon.map((error) => checkoutErrorOf(error, 'promoCode'))
    : priced.errors.map((error) => checkoutErrorOf(error));
}

/**
 * After a client changed the lines of a checkout the gateway prices: prices it again with its code, or without the
 * code when it no longer applies. An outage of the promotions or voucher service leaves the old prices; completion
 * checks them again, so they can never be paid as they are. Under the checkout's lock.
 */
async function priceAgain(context: GatewayContext, token: string, code: string): Promise<void> {
  try {
    const errors = await applyCode(context, token, code);
    if (errors.some((error) => error.field === 'promoCode')) await applyCode(context, token, null);
  } catch (error) {
    context.services.log({
      level: 'warn',
      msg: 'promo code: the checkout could not be priced again after its lines changed; its completion checks it',
      checkout: token,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

type Args = Record<string, unknown>;

const LINE_CHANGES: Readonly<Record<string, { document: string; variables: (args: Args) => Args }>> = {
  checkoutLinesAdd: {
    document: /* GraphQL */ `
      mutation PromoCodeLinesAdd($id: ID, $lines: [CheckoutLineInput!]!) {
        checkoutLinesAdd(id: $id, lines: $lines) { errors { field code message variants lines } }
      }
    `,
    variables: (args) => ({ lines: args.lines }),
  },
  checkoutLinesUpdate: {
    document: /* GraphQL */ `
      mutation PromoCodeLinesUpdate($id: ID, $lines: [CheckoutLineUpdateInput!]!) {
        checkoutLinesUpdate(id: $id, lines: $lines) { errors { field code message variants lines } }
      }
    `,
    variables: (args) => ({ lines: args.lines }),
  },
  checkoutLinesDelete: {
    document: /* GraphQL */ `
      mutation PromoCodeLinesDelete($id: ID, $linesIds: [ID!]!) {
        checkoutLinesDelete(id: $id, linesIds: $linesIds) { errors { field code message variants lines } }
      }
    `,
    variables: (args) => ({ linesIds: args.linesIds }),
  },
};

const PROMO_CODE_OF = /* GraphQL */ `
  query PromoCodeOf($id: ID, $key: String!) {
    checkout(id: $id) { promoCode: metafield(key: $key) }
  }
`;

/**
 * A client's line change on a checkout with a promo code: made, then priced again, and answered with the checkout
 * as it is then. Null for a checkout without one (the change is delegated as it is). Under the checkout's lock.
 */
export async function changePromoCodeLines(
  context: GatewayContext,
  token: string,
  fieldName: string,
  args: Args,
): Promise<PricedPayload | null> {
  const change = LINE_CHANGES[fieldName];
  if (!change) return null;
  const id = globalIdOf('Checkout', token);
  const { checkout } = await context.services.commerce.query<{ checkout: { promoCode: string | null } | null }>(
    PROMO_CODE_OF,
    { id, key: PROMO_CODE_KEY },
  );
  const code = checkout?.promoCode;
  if (!code) return null;
  const answer = await context.services.commerce.query<Record<string, { errors: CheckoutError[] } | null>>(
    change.document,
    { id, ...change.variables(args) },
  );
  const errors = (answer[fieldName]?.errors ?? []).map((error) => ({ ...error, addressType: null }));
  if (errors.length === 0) await priceAgain(context, token, code);
  return payload(token, errors);
}

/** Saleor's completion answer for an order placeOrder's flow placed (or refused); `order` is read by its id. */
interface PlacedPayload {
  placedOrder: string | null;
  confirmationNeeded: false;
  confirmationData: null;
  errors: CheckoutError[];
  checkoutErrors: CheckoutError[];
}

/**
 * Completes a checkout a Saleor client paid with its transactions (placeOrder's flow when the gateway set its
 * prices, flow.ts `completePaid`), and sends the order's confirmation e-mail as placeOrder does.
 */
async function completeCheckout(
  context: GatewayContext,
  token: string,
  answers: { plain: () => Promise<unknown>; unpaid: () => unknown },
): Promise<unknown> {
  return context.services.placeOrders.completePaid(context, token, sessionOf(context), {
    ...answers,
    placed: (result: PlaceOrderResult): PlacedPayload => {
      confirmPlacedOrder(context, result);
      // placeOrder names the coupon's input `couponCode`; a Saleor client gave it as `promoCode`.
      const errors = result.errors.map((error) =>
        checkoutErrorOf(error, error.field === 'couponCode' ? 'promoCode' : error.field),
      );
      return {
        placedOrder: result.orderId,
        confirmationNeeded: false,
        confirmationData: null,
        errors,
        checkoutErrors: errors,
      };
    },
  });
}

/** What the guarded checkout mutations (checkout/guarded-operations.ts) ask of placing orders. */
export const saleorCheckoutPricing: CheckoutPricing = {
  changeLines: changePromoCodeLines,
  complete: completeCheckout,
};

type Source = Record<string, unknown>;

/** What the field holds when the commerce API answered the payload (a delegated result). */
const merged = (source: Source, args: Args, context: GatewayContext, info: GraphQLResolveInfo): unknown =>
  defaultMergedResolver(source as Parameters<typeof defaultMergedResolver>[0], args, context, info);

/** The promo code mutations, and the payloads whose checkout or order is read after the gateway priced them. */
export function saleorCheckoutResolvers(commerce: CommerceSubschema, orderAccess: OrderAccessTokens) {
  const pricedCheckout = (source: Source, args: Args, context: GatewayContext, info: GraphQLResolveInfo) =>
    typeof source.pricedCheckout === 'string'
      ? commerceQuery(commerce, 'checkout', { id: globalIdOf('Checkout', source.pricedCheckout) }, context, info)
      : merged(source, args, context, info);

  return {
    Mutation: {
      checkoutAddPromoCode: async (_root: unknown, args: Args, context: GatewayContext): Promise<PricedPayload> => {
        const token = checkoutTokenOf(args);
        await authorizeCheckout(context, token);
        const code = typeof args.promoCode === 'string' ? args.promoCode.trim().toUpperCase() : '';
        if (!CODE.test(code)) {
          return payload(token, [
            checkoutError('INVALID', 'El código promocional no es válido: usa letras, números, - o _.', 'promoCode'),
          ]);
        }
        const errors = await context.services.checkoutLocks.run(token, () => applyCode(context, token, code));
        return payload(token, errors);
      },
      checkoutRemovePromoCode: async (_root: unknown, args: Args, context: GatewayContext): Promise<PricedPayload> => {
        const token = checkoutTokenOf(args);
        await authorizeCheckout(context, token);
        const errors = await context.services.checkoutLocks.run(token, async () => {
          const checkout = await readCheckout(context, token);
          const recorded = checkout?.fields?.[PROMO_CODE_KEY] ?? null;
          const named = typeof args.promoCode === 'string' ? args.promoCode.trim().toUpperCase() : null;
          if (!recorded || (named && named !== recorded)) {
            return [checkoutError('NOT_FOUND', 'Este carrito no tiene ese código promocional.', 'promoCode')];
          }
          return applyCode(context, token, null);
        });
        return payload(token, errors);
      },
    },
    CheckoutAddPromoCode: { checkout: pricedCheckout },
    CheckoutRemovePromoCode: { checkout: pricedCheckout },
    CheckoutLinesAdd: { checkout: pricedCheckout },
    CheckoutLinesUpdate: { checkout: pricedCheckout },
    CheckoutLinesDelete: { checkout: pricedCheckout },
    Checkout: {
      // The promo code a client added, which the commerce API does not know as one of its vouchers.
      voucherCode: {
        selectionSet: '{ metadata { key value } }',
        resolve: (source: Source, args: Args, context: GatewayContext, info: GraphQLResolveInfo) => {
          const metadata = source.metadata as { key: string; value: string }[] | null | undefined;
          return metadata?.find((item) => item.key === PROMO_CODE_KEY)?.value ?? merged(source, args, context, info);
        },
      },
    },
    CheckoutComplete: {
      order: (source: Source, args: Args, context: GatewayContext, info: GraphQLResolveInfo) =>
        'placedOrder' in source
          ? typeof source.placedOrder === 'string'
            ? commerceQuery(commerce, 'order', { id: source.placedOrder }, context, info)
            : null
          : merged(source, args, context, info),
      orderAccessToken: {
        selectionSet: '{ order { id } }',
        resolve: (source: Source) => {
          const id =
            'placedOrder' in source ? source.placedOrder : (source.order as { id?: unknown } | null | undefined)?.id;
          const uuid = typeof id === 'string' ? uuidOfGlobalId(id, 'Order') : null;
          return uuid ? orderAccess.issue(uuid) : null;
        },
      },
    },
  };
}
