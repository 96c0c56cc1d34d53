import { roundMoney, toCents } from '@cuida/domain';
import type { GatewayServices } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { CHARGE, type ChargeAnswer, type CheckoutState, REFUND, type RefundAnswer } from './commerce';
import { MESSAGES, type PlaceOrderError, placeOrderError } from './messages';

export type ChargeOutcome =
  | { ok: true; charged: number }
  | { ok: false; error: PlaceOrderError }
  /** The checkout is gone: it became an order meanwhile (another request, another replica). */
  | { ok: false; gone: true };

const sum = (transactions: CheckoutState['transactions']) =>
  roundMoney((transactions ?? []).reduce((total, transaction) => total + transaction.chargedAmount.amount, 0));

/** What the checkout's transactions have charged so far (a charge of an earlier attempt whose answer was lost). */
export const chargedSoFar = (checkout: CheckoutState) => sum(checkout.transactions);

/**
 * Charges what is still due on the checkout through Saleor's transactionInitialize with the configured payment app.
 * The idempotency key is the checkout's token and the attempt's number (its transactions so far + 1): requests that
 * read the same checkout — a double click, two tabs, another gateway replica — send the same key, and Saleor answers
 * them the transaction already made instead of charging again; after a declined card the next attempt gets a new
 * key. Nothing is charged when earlier transactions already cover the total. Only an app that answers at once is
 * supported: a charge left pending (CHARGE_REQUEST, CHARGE_ACTION_REQUIRED) is a PAYMENT_ERROR.
 */
export async function chargeCard(
  services: GatewayServices,
  checkout: CheckoutState,
  token: string,
  totalToPay: number,
  paymentData: unknown,
): Promise<ChargeOutcome> {
  const before = chargedSoFar(checkout);
  const due = roundMoney(totalToPay - before);
  if (toCents(due) <= 0) return { ok: true, charged: before };
  if (paymentData === null || paymentData === undefined) {
    return {
      ok: false,
      error: placeOrderError('PAYMENT_ERROR', MESSAGES.PAYMENT_DATA_REQUIRED(), { field: 'paymentData' }),
    };
  }
  const attempt = (checkout.transactions?.length ?? 0) + 1;
  const answer = await services.commerce.query<ChargeAnswer>(CHARGE, {
    id: checkout.id,
    amount: due,
    key: `cuida-place-order:${token}:${attempt}`,
    gateway: { id: services.config.placeOrder.paymentAppId, data: paymentData },
  });
  const result = answer.transactionInitialize;
  if (!result) {
    throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The commerce service did not answer the payment.', {
      upstream: 'commerce',
    });
  }
  if (result.errors.some((error) => error.code === 'NOT_FOUND' && error.field === 'id'))
    return { ok: false, gone: true };
  if (result.errors.length > 0) {
    // A misconfigured payment app (NOT_FOUND), or requests that read the checkout in different states (UNIQUE).
    services.log({
      level: result.errors.some((error) => error.code === 'UNIQUE') ? 'warn' : 'error',
      msg: 'placeOrder: transactionInitialize refused',
      errors: result.errors.map((error) => `${error.code}${error.field ? ` (${error.field})` : ''}`),
    });
    return { ok: false, error: placeOrderError('PAYMENT_ERROR', MESSAGES.PAYMENT_FAILED(), { field: 'paymentData' }) };
  }
  const type = result.transactionEvent?.type;
  const charged = result.transaction?.chargedAmount.amount ?? 0;
  if (type === 'CHARGE_SUCCESS' && toCents(charged) >= toCents(due)) return { ok: true, charged: before + charged };
  if (type === 'CHARGE_FAILURE') {
    return {
      ok: false,
      error: placeOrderError('PAYMENT_ERROR', MESSAGES.PAYMENT_DECLINED(), { field: 'paymentData' }),
    };
  }
  services.log({ level: 'warn', msg: 'placeOrder: the payment app left the charge unconfirmed', event: type ?? null });
  return {
    ok: false,
    error: placeOrderError('PAYMENT_ERROR', MESSAGES.PAYMENT_NOT_CONFIRMED(), { field: 'paymentData' }),
  };
}

const CHECKOUT_TRANSACTIONS = /* GraphQL */ `
  query PlaceOrderTransactions($id: ID) {
    checkout(id: $id) { transactions { id chargedAmount { amount } } }
  }
`;

/**
 * Gives back every charge on a checkout that the commerce API refused to complete (a line sold out between the
 * checks and the completion): the shopper never pays for an order that does not exist. Answers whether every charge
 * was refunded; a refund that fails is logged for staff.
 */
export async function refundCharges(services: GatewayServices, checkoutId: string): Promise<boolean> {
  const answer = await services.commerce.query<{
    checkout: { transactions: { id: string; chargedAmount: { amount: number } }[] | null } | null;
  }>(CHECKOUT_TRANSACTIONS, { id: checkoutId });
  const charged = (answer.checkout?.transactions ?? []).filter((transaction) => transaction.chargedAmount.amount > 0);
  let refunded = true;
  for (const transaction of charged) {
    try {
      const result = await services.commerce.query<RefundAnswer>(REFUND, { id: transaction.id });
      const errors = result.transactionRequestAction?.errors ?? [{ code: 'NO_ANSWER', message: null }];
      if (errors.length > 0) throw new Error(errors.map((error) => error.code).join(', '));
    } catch (error) {
      refunded = false;
      services.log({
        level: 'error',
        msg: 'placeOrder: a charge of a checkout that did not become an order could not be refunded',
        checkout: checkoutId,
        transaction: transaction.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return refunded;
}
