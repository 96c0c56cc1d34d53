'use client';

import noticeStyles from '@/ui/notice.module.css';
import styles from './CartNotices.module.css';
import shared from './cart.module.css';
import { useCart } from './cart-context';

/** What the cart did on its own (a line removed by the price refresh, a coupon that stopped applying). */
export function CartNotices() {
  const { notices, dismissNotice } = useCart();
  if (notices.length === 0) return null;
  return (
    <ul className={styles.cartNotices} data-testid="cart-notices">
      {notices.map((notice) => (
        <li key={notice} className={`${noticeStyles.notice} ${noticeStyles.warning}`} role="alert">
          {notice}{' '}
          <button type="button" className={shared.linkButton} onClick={() => dismissNotice(notice)}>
            Entendido
          </button>
        </li>
      ))}
    </ul>
  );
}
