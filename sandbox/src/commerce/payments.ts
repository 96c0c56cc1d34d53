import { randomBytes } from 'node:crypto';
import type { TransactionRecord } from './checkout-model';
import { roundCents } from './money';

/**
 * The payment app the sandbox plays: Saleor's Dummy Payment App (github.com/saleor/dummy-payment-app), answering
 * TRANSACTION_INITIALIZE_SESSION at once with a charge. A real Saleor calls the app installed under this
 * identifier; `paymentGateway.data` is what the app needs, here a test card token (Stripe's test-token names).
 */
export const DUMMY_PAYMENT_APP_ID = 'saleor.io.dummy-payment-app';

/** Tokens the dummy app charges, and those it declines with the card network's reason. */
export const APPROVED_TEST_TOKENS: readonly string[] = ['tok_visa', 'tok_mastercard', 'tok_amex'];
export const DECLINED_TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_chargeDeclined: 'Your card was declined.',
  tok_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
  tok_chargeDeclinedExpiredCard: 'Your card has expired.',
};

export interface DummyChargeResult {
  type: 'CHARGE_SUCCESS' | 'CHARGE_FAILURE';
  message: string;
  pspReference: string;
  /** What the app answers in TransactionInitialize.data. */
  data: Record<string, unknown>;
}

/** The dummy app's answer to a charge request: approved and declined test tokens; anything else is declined. */
export function dummyCharge(data: unknown): DummyChargeResult {
  const token =
    data && typeof data === 'object' && typeof (data as { token?: unknown }).token === 'string'
      ? (data as { token: string }).token
      : null;
  const pspReference = `dummy_${randomBytes(8).toString('hex')}`;
  if (token && APPROVED_TEST_TOKENS.includes(token)) {
    return { type: 'CHARGE_SUCCESS', message: 'Charged by the dummy payment app.', pspReference, data: { token } };
  }
  const declined = token ? DECLINED_TEST_TOKENS[token] : undefined;
  return {
    type: 'CHARGE_FAILURE',
    message:
      declined ??
      `Unknown test token ${JSON.stringify(token ?? null)}: use one of ${[...APPROVED_TEST_TOKENS, ...Object.keys(DECLINED_TEST_TOKENS)].join(', ')}.`,
    pspReference,
    data: { token, declined: true },
  };
}

export type ChargeStatus = 'NONE' | 'PARTIAL' | 'FULL' | 'OVERCHARGED';
export type AuthorizeStatus = 'NONE' | 'PARTIAL' | 'FULL';

export interface PaymentSummary {
  charged: number;
  authorized: number;
  chargeStatus: ChargeStatus;
  authorizeStatus: AuthorizeStatus;
}

/**
 * Saleor's checkout and order payment statuses from the transactions: charged funds against the total (NONE,
 * PARTIAL, FULL, OVERCHARGED; a total of 0 is fully charged), and authorized plus charged funds for the authorize
 * status.
 */
export function paymentSummary(transactions: readonly TransactionRecord[], total: number): PaymentSummary {
  const charged = roundCents(transactions.reduce((sum, transaction) => sum + transaction.chargedAmount, 0));
  const authorized = roundCents(transactions.reduce((sum, transaction) => sum + transaction.authorizedAmount, 0));
  const cents = (amount: number) => Math.round(amount * 100);
  const chargeStatus: ChargeStatus =
    cents(charged) > cents(total)
      ? 'OVERCHARGED'
      : cents(charged) === cents(total)
        ? 'FULL'
        : charged > 0
          ? 'PARTIAL'
          : 'NONE';
  const covered = cents(charged + authorized);
  const authorizeStatus: AuthorizeStatus = covered >= cents(total) ? 'FULL' : covered > 0 ? 'PARTIAL' : 'NONE';
  return { charged, authorized, chargeStatus, authorizeStatus };
}

/** Saleor's legacy Order.paymentStatus, kept truthful for transaction-paid orders. */
export function legacyPaymentStatus(summary: PaymentSummary, refunded: number): string {
  if (summary.charged === 0 && refunded > 0) return 'FULLY_REFUNDED';
  if (refunded > 0) return 'PARTIALLY_REFUNDED';
  if (summary.chargeStatus === 'FULL' || summary.chargeStatus === 'OVERCHARGED') return 'FULLY_CHARGED';
  if (summary.chargeStatus === 'PARTIAL') return 'PARTIALLY_CHARGED';
  return 'NOT_CHARGED';
}
