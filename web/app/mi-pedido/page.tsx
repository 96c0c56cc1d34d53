import type { Metadata } from 'next';
import { GuestOrderView } from '@/features/orders/GuestOrderView';
import { browserGatewayEndpoint } from '@/lib/site';

export const metadata: Metadata = { title: 'Mi pedido', robots: { index: false } };

/** A guest's order: from the confirmation e-mail's link, or found by its number and the buyer's document. */
export default function GuestOrderPage() {
  return (
    <div className="page">
      <GuestOrderView endpoint={browserGatewayEndpoint()} />
    </div>
  );
}
