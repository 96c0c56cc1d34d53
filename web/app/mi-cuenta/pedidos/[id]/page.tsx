import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import accountPages from '@/features/account/account-pages.module.css';
import { loadAccountOrder } from '@/features/account/loaders';
import { OrderDetail } from '@/features/account/OrderDetail';
import { SessionEnded } from '@/features/account/SessionEnded';
import { serverSessionTokens } from '@/features/account/server-tokens';
import { signInAddress } from '@/lib/return-path';

export const metadata: Metadata = { title: 'Detalle del pedido', robots: { index: false } };

/** One of the customer's orders: the gateway opens it for its owner only (anyone else gets NOT_FOUND). */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const path = `/mi-cuenta/pedidos/${encodeURIComponent(id)}`;
  const tokens = await serverSessionTokens();
  if (!tokens) redirect(signInAddress(path));
  if (id.length > 200) notFound();
  const answer = await loadAccountOrder(tokens, id);
  if (!answer.ok && answer.code === 'UNAUTHENTICATED') return <SessionEnded signInHref={signInAddress(path)} />;
  if (!answer.ok && answer.code !== 'NOT_FOUND') {
    return (
      <div className="page">
        <p className="form-error" role="alert">
          No pudimos cargar el pedido. Inténtalo de nuevo en unos minutos.
        </p>
      </div>
    );
  }
  const order = answer.ok ? answer.data.order : null;
  if (!order) notFound();
  return (
    <div className={`page ${accountPages.accountPage}`}>
      <p>
        <a href="/mi-cuenta">← Mi cuenta</a>
      </p>
      <OrderDetail order={order} />
    </div>
  );
}
