import type { Metadata } from 'next';
import { ConfirmationView } from '@/features/checkout/ConfirmationView';
import { browserGatewayEndpoint } from '@/lib/site';

export const metadata: Metadata = { title: 'Pedido confirmado', robots: { index: false } };

export default function ConfirmationPage() {
  return (
    <div className="page page-from-cart">
      <ConfirmationView endpoint={browserGatewayEndpoint()} />
    </div>
  );
}
