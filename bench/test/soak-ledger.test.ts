import { describe, expect, it } from 'vitest';
import { catalogueProblems, judgeLedger, type Sample, type StoredState } from '../soak-ledger';

const REGISTRADA = JSON.stringify({ estado: 'REGISTRADA' });
const PENDIENTE = JSON.stringify({ estado: 'PENDIENTE' });

/** One checkout answered, stored once, charged its total once and redeemed once. */
const good = (token: string): StoredState => ({
  orders: [{ checkout_id: token, total: '42.50', redencion: REGISTRADA }],
  transactions: [{ checkout_id: token, charged: 42.5, refunded: 0 }],
  redemptions: [{ session_key: token }],
});

const merge = (...states: StoredState[]): StoredState => ({
  orders: states.flatMap((state) => state.orders),
  transactions: states.flatMap((state) => state.transactions),
  redemptions: states.flatMap((state) => state.redemptions),
});

describe('the soak verdict on orders', () => {
  it('one order, one charge of its total, one redemption per answered checkout: no problem, every figure equal', () => {
    const { figures, problems } = judgeLedger(
      [
        { token: 'a', attempts: 1, orderId: 'o-a', answeredDuringFaults: true },
        { token: 'b', attempts: 4, orderId: 'o-b' },
      ],
      merge(good('a'), good('b')),
    );
    expect(problems).toEqual([]);
    expect(figures).toEqual({
      attempted: 2,
      answered: 2,
      answeredDuring: 1,
      refused: 0,
      unanswered: 0,
      present: 2,
      charged: 2,
      redeemed: 2,
    });
  });

  it('a doubled charge, a doubled order, a second order answered: each reported', () => {
    const twice = merge(good('a'), {
      orders: [],
      transactions: [{ checkout_id: 'a', charged: 42.5, refunded: 0 }],
      redemptions: [],
    });
    expect(judgeLedger([{ token: 'a', attempts: 2, orderId: 'o-a' }], twice).problems).toEqual([
      'a: 2 charges (doubled)',
      'a: order total 42.50, net charged 85',
    ]);
    const orders = merge(good('a'), {
      orders: [{ checkout_id: 'a', total: '42.50', redencion: REGISTRADA }],
      transactions: [],
      redemptions: [],
    });
    expect(judgeLedger([{ token: 'a', attempts: 1, orderId: 'o-a' }], orders).problems).toEqual([
      'a: 2 orders (doubled)',
    ]);
    expect(
      judgeLedger([{ token: 'a', attempts: 3, orderId: 'o-a', otherOrders: ['o-z'] }], good('a')).problems,
    ).toEqual(['a: answered o-z after o-a (doubled)']);
  });

  it('lost: answered but not stored, stored and charged but never answered, not redeemed, a refusal left charged', () => {
    const { figures, problems } = judgeLedger(
      [
        { token: 'a', attempts: 1, orderId: 'o-a' },
        { token: 'b', attempts: 9, lastProblem: 'UPSTREAM_UNAVAILABLE' },
        { token: 'c', attempts: 1, orderId: 'o-c' },
        { token: 'd', attempts: 1, refused: ['PRICE_CHANGED'] },
      ],
      merge(
        { orders: [], transactions: [], redemptions: [] },
        good('b'),
        {
          orders: [{ checkout_id: 'c', total: 10, redencion: PENDIENTE }],
          transactions: [{ checkout_id: 'c', charged: 10, refunded: 0 }],
          redemptions: [],
        },
        { orders: [], transactions: [{ checkout_id: 'd', charged: 5, refunded: 0 }], redemptions: [] },
      ),
    );
    expect(problems).toEqual([
      'a: answered as placed (o-a) but no order is stored',
      'b: never answered with an order after 9 attempts (last: UPSTREAM_UNAVAILABLE), but an order is stored, 42.5 charged',
      'c: no redemption stored',
      "c: the order's redemption is PENDIENTE",
      'd: refused (PRICE_CHANGED) but 5 stays charged',
    ]);
    expect(figures).toMatchObject({ attempted: 4, answered: 2, present: 2, charged: 2, redeemed: 1, refused: 1 });
  });

  it('a refusal whose charge was given back and that left no order is no problem; no order at all is one', () => {
    const refunded = { orders: [], transactions: [{ checkout_id: 'd', charged: 5, refunded: 5 }], redemptions: [] };
    expect(judgeLedger([{ token: 'd', attempts: 1, refused: ['INSUFFICIENT_STOCK'] }], refunded).problems).toEqual([
      'no order was placed',
    ]);
  });
});

describe('the soak verdict on charges given back', () => {
  it('a charge refunded in full, then the order paid by a new one: one charge, not doubled', () => {
    const state = good('a');
    state.transactions.unshift({ checkout_id: 'a', charged: 42.5, refunded: 42.5 });
    const { figures, problems } = judgeLedger([{ token: 'a', attempts: 2, orderId: 'o-a' }], state);
    expect(problems).toEqual([]);
    expect(figures.charged).toBe(1);
  });
});

describe('the soak verdict on catalogue reads', () => {
  const sample = (kind: Sample['kind'], status: number): Sample => ({ kind, status, window: 0, ms: 5, errors: false });

  it('a 5xx or no answer on a listing, detail, category page or cart fails it; placeOrder outages do not', () => {
    expect(catalogueProblems([sample('listing', 200), sample('place', 503), sample('place', 0)])).toEqual([]);
    expect(
      catalogueProblems([sample('listing', 502), sample('cart', 500), sample('detail', 0), sample('category', 200)]),
    ).toEqual(['2 catalogue reads answered 5xx', '1 catalogue reads got no answer']);
  });
});
