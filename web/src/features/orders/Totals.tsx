import type { ReactNode } from 'react';
import lineStyles from '@/ui/summary.module.css';
import { Price } from '../../lib/Price';
import styles from './Totals.module.css';

/** One line of a totals list: a discount is shown only when there is one; a delivery fee of 0 reads «Gratis». */
export interface TotalsLine {
  label: ReactNode;
  amount: number;
  kind?: 'amount' | 'discount' | 'delivery' | 'total';
  /** On the amount (the journeys read them). */
  testId?: string;
}

/**
 * The totals of a cart, a checkout or a placed order (subtotal, promotions, coupon, delivery, total): one list, so
 * that the cart, the checkout's review and the receipts show them alike.
 */
export function CartTotals({ lines, testId }: { lines: TotalsLine[]; testId?: string }) {
  return (
    <dl className={styles.cartTotals} data-testid={testId}>
      {lines
        .filter((line) => line.kind !== 'discount' || line.amount > 0)
        .map((line, index) => (
          // Lines keep their order and never move: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
          <div key={index} className={line.kind === 'total' ? lineStyles.total : undefined}>
            <dt>{line.label}</dt>
            <dd data-testid={line.testId}>
              <Price amount={line.amount} discount={line.kind === 'discount'} freeWhenZero={line.kind === 'delivery'} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
