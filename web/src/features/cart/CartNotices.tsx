'use client';

import { useCart } from './cart-context';

/** What the cart did on its own (a line removed by the price refresh, a coupon that stopped applying). */
export function CartNotices() {
  const { notices, dismissNotice } = useCart();
  if (notices.length === 0) return null;
  return (
    <ul className="cart-notices" data-testid="cart-notices">
      {notices.map((notice) => (
        <li key={notice} className="notice notice-warning" role="alert">
          {notice}{' '}
          <button type="button" className="link-button" onClick={() => dismissNotice(notice)}>
            Entendido
          </button>
        </li>
      ))}
    </ul>
  );
}
