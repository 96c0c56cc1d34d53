import buttons from '@/ui/button.module.css';
import lineStyles from '@/ui/summary.module.css';
/** What `/checkout` shows over an empty cart, before the checkout loads (`CheckoutView`) or after it emptied (`CheckoutApp`). */
export function CheckoutEmpty() {
  return (
    <div className={lineStyles.emptyState} data-testid="checkout-empty">
      <p>Tu carrito está vacío: agrega productos para comprar.</p>
      <a href="/productos" className={buttons.button}>
        Ver productos
      </a>
    </div>
  );
}
