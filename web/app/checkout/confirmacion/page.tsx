import type { Metadata } from 'next';
import cartShared from '@/features/cart/cart.module.css';
import { ConfirmationView } from '@/features/checkout/ConfirmationView';
import { browserGatewayEndpoint } from '@/lib/site';

export const metadata: Metadata = { title: 'Pedido confirmado', robots: { index: false } };

export default function ConfirmationPage() {
  return (
    <div className={`page ${cartShared.pageFromCart}`}>
      <ConfirmationView endpoint={browserGatewayEndpoint()} />
    </div>
  );
}
