/**
 * The soak's verdict (bench/soak.ts), apart from the processes so that it can be tested on its own: what shoppers
 * were answered against what the sandbox stored, per checkout, and the catalogue reads' statuses.
 */
import type { MixKind } from './mixed';

export const CATALOGUE: MixKind[] = ['listing', 'detail', 'category', 'cart'];

export interface Sample {
  kind: MixKind;
  /** Fault window index; -1 before the first, -2 after the faults (the final retries). */
  window: number;
  ms: number;
  /** HTTP status; 0 when there was no answer (connection refused or reset, client timeout). */
  status: number;
  /** A 200 whose body holds GraphQL errors (an upstream down: expected under faults). */
  errors: boolean;
}

/** One checkout's placeOrder as its shopper saw it, over every attempt. */
export interface ShopperOrder {
  /** The checkout's token: the key of its order, transactions and redemption in the sandbox. */
  token: string;
  attempts: number;
  /** The order of the first answer with one. */
  orderId?: string;
  /** Other orders answered later for the same checkout (must never happen). */
  otherOrders?: string[];
  /** Answered with its order while the faults were on (not only by the retries after them). */
  answeredDuringFaults?: boolean;
  /** The last answer's redemption (REGISTERED, PENDING, …). */
  redemption?: string;
  /** The refusal codes, when placeOrder answered errors (definitive: the shopper would change something). */
  refused?: string[];
  /** Why the last attempt was not an answer (an outage, no answer). */
  lastProblem?: string;
}

/** Rows of the sandbox's store for the checkouts placed. */
export interface StoredState {
  /** `orders`: the checkout's token, the order's total, its private `cuida.redencion` (JSON). */
  orders: { checkout_id: string; total: string | number; redencion: string | null }[];
  /** `payment_transaction`: charged and refunded amounts. */
  transactions: { checkout_id: string; charged: string | number; refunded: string | number }[];
  /** `voucher_redemption`: one row per session key (the checkout's token). */
  redemptions: { session_key: string }[];
}

export interface LedgerFigures {
  attempted: number;
  answered: number;
  answeredDuring: number;
  refused: number;
  unanswered: number;
  /** Checkouts with exactly one stored order. */
  present: number;
  /** Orders charged once, for their total (net of refunds). */
  charged: number;
  /** Orders with one redemption stored and recorded REGISTRADA on the order. */
  redeemed: number;
}

const cents = (value: unknown) => Math.round(Number(value) * 100);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/**
 * Every checkout must end one of two ways: answered with its order, which is stored once, charged its total once and
 * redeemed once (recorded REGISTRADA); or refused, with no order and nothing left charged. Anything else is a
 * problem: lost (answered but not stored, stored or charged but never answered, not charged, not redeemed) or
 * doubled (two orders, two charges, two redemptions, two different orders answered).
 */
export function judgeLedger(
  shoppers: ShopperOrder[],
  stored: StoredState,
): { figures: LedgerFigures; problems: string[] } {
  const ordersBy = groupBy(stored.orders, (row) => row.checkout_id);
  const chargesBy = groupBy(
    // A charge given back in full (a completion refused after it) is no charge: a later one is not a second.
    stored.transactions.filter((row) => cents(row.charged) - cents(row.refunded) > 0),
    (row) => row.checkout_id,
  );
  const redemptionsBy = groupBy(stored.redemptions, (row) => row.session_key);
  const figures: LedgerFigures = {
    attempted: shoppers.length,
    answered: 0,
    answeredDuring: 0,
    refused: 0,
    unanswered: 0,
    present: 0,
    charged: 0,
    redeemed: 0,
  };
  const problems: string[] = [];
  for (const shopper of shoppers) {
    const orders = ordersBy.get(shopper.token) ?? [];
    const charges = chargesBy.get(shopper.token) ?? [];
    const redemptions = redemptionsBy.get(shopper.token) ?? [];
    const net = charges.reduce((sum, row) => sum + cents(row.charged) - cents(row.refunded), 0);
    const order = orders[0];
    let record: { estado?: string } | null = null;
    try {
      record = order?.redencion ? (JSON.parse(order.redencion) as { estado?: string }) : null;
    } catch {
      record = null;
    }
    if (shopper.orderId) figures.answered += 1;
    if (shopper.answeredDuringFaults) figures.answeredDuring += 1;
    if (orders.length === 1) figures.present += 1;
    if (order && charges.length === 1 && net === cents(order.total)) figures.charged += 1;
    if (redemptions.length === 1 && record?.estado === 'REGISTRADA') figures.redeemed += 1;

    const name = shopper.token;
    if (orders.length > 1) problems.push(`${name}: ${orders.length} orders (doubled)`);
    if (charges.length > 1) problems.push(`${name}: ${charges.length} charges (doubled)`);
    if (redemptions.length > 1) problems.push(`${name}: ${redemptions.length} redemptions (doubled)`);
    if (shopper.otherOrders?.length) {
      problems.push(`${name}: answered ${shopper.otherOrders.join(', ')} after ${shopper.orderId} (doubled)`);
    }
    if (shopper.refused) {
      figures.refused += 1;
      if (orders.length > 0) problems.push(`${name}: refused (${shopper.refused.join(',')}) but an order is stored`);
      if (net !== 0) problems.push(`${name}: refused (${shopper.refused.join(',')}) but ${net / 100} stays charged`);
      continue;
    }
    if (!shopper.orderId) {
      figures.unanswered += 1;
      problems.push(
        `${name}: never answered with an order after ${shopper.attempts} attempts (last: ${shopper.lastProblem ?? '?'})${orders.length > 0 ? ', but an order is stored' : ''}${net ? `, ${net / 100} charged` : ''}`,
      );
      continue;
    }
    if (!order) {
      problems.push(`${name}: answered as placed (${shopper.orderId}) but no order is stored`);
      continue;
    }
    if (net !== cents(order.total)) problems.push(`${name}: order total ${order.total}, net charged ${net / 100}`);
    if (redemptions.length === 0) problems.push(`${name}: no redemption stored`);
    if (record?.estado !== 'REGISTRADA') {
      problems.push(`${name}: the order's redemption is ${record?.estado ?? 'not recorded'}`);
    }
  }
  if (figures.answered === 0) problems.push('no order was placed');
  return { figures, problems };
}

/** A catalogue read must never get a 5xx nor go unanswered, whatever the upstreams do. */
export function catalogueProblems(samples: Sample[]): string[] {
  const reads = samples.filter((sample) => CATALOGUE.includes(sample.kind));
  const fivexx = reads.filter((sample) => sample.status >= 500).length;
  const noAnswer = reads.filter((sample) => sample.status === 0).length;
  return [
    ...(fivexx > 0 ? [`${fivexx} catalogue reads answered 5xx`] : []),
    ...(noAnswer > 0 ? [`${noAnswer} catalogue reads got no answer`] : []),
  ];
}
