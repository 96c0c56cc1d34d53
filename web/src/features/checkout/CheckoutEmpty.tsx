/** What `/checkout` shows over an empty cart, before the checkout loads (`CheckoutView`) or after it emptied (`CheckoutApp`). */
export function CheckoutEmpty() {
  return (
    <div className="cart-empty-state" data-testid="checkout-empty">
      <p>Tu carrito está vacío: agrega productos para comprar.</p>
      <a href="/productos" className="button">
        Ver productos
      </a>
    </div>
  );
}
