'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import buttons from '@/ui/button.module.css';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import styles from './CartSidebar.module.css';
import { CartSummary } from './CartSummary';
import { useCart } from './cart-context';
import { allLines } from './cart-state';

/**
 * The cart sidebar: a modal dialog (the browser traps focus and closes it on Escape) that opens on add and gives the
 * focus back to what had it when it closes.
 */
export function CartSidebar() {
  const { state, closeSidebar } = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = state.global.showSidebar;

  // Links in the sidebar navigate without a page load (the storefront's link interceptor): a new page closes it.
  const pathname = usePathname();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) {
      shownAt.current = pathname;
      if (dialog.current?.open) {
        returnFocus.current = null;
        dialog.current.close();
      }
    }
  }, [pathname]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const onClose = () => {
    closeSidebar();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  const empty = allLines(state).length === 0;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape (native) and the close button do the same from the keyboard
    <dialog
      ref={dialog}
      className={styles.cartSidebar}
      aria-labelledby="cart-sidebar-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      data-testid="cart-sidebar"
    >
      {/* Rendered only while open: a closed dialog keeps no second copy of the cart in the page. */}
      {open && (
        <div className={styles.cartSidebarPanel}>
          <header className={styles.cartSidebarHeader}>
            <h2 id="cart-sidebar-title">Tu carrito</h2>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => dialog.current?.close()}
              aria-label="Cerrar carrito"
            >
              ×
            </button>
          </header>
          <CartNotices />
          {empty ? (
            <p className="cart-empty">Tu carrito está vacío.</p>
          ) : (
            <>
              <CartLines compact />
              <CartSummary />
            </>
          )}
          <footer className={styles.cartSidebarActions}>
            <a href="/carrito" className={buttons.secondary}>
              Ver carrito
            </a>
            {!empty && (
              <a href="/checkout?step=1" className={buttons.button}>
                Continuar compra
              </a>
            )}
          </footer>
        </div>
      )}
    </dialog>
  );
}
