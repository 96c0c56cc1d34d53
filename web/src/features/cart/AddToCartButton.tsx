'use client';

import buttons from '@/ui/button.module.css';
import { useCart } from './cart-context';
import type { NewLine } from './cart-state';

/** "Agregar al carrito": adds the line (merged with the same product and purchase type) and opens the sidebar. */
export function AddToCartButton({
  line,
  disabled = false,
  label = 'Agregar al carrito',
  className = buttons.button,
}: {
  line: NewLine | null;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  const { add, ready } = useCart();
  const unavailable = !line || line.maxQuantity <= 0 || line.quantity <= 0;
  return (
    <button
      type="button"
      className={className}
      onClick={() => line && add(line)}
      disabled={disabled || unavailable || !ready}
      data-testid="add-to-cart"
      aria-label={line ? `${label}: ${line.name}` : label}
    >
      {label}
    </button>
  );
}
