import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountDetails } from '@/features/account/AccountDetails';
import accountStyles from '@/features/account/account.module.css';
import accountPages from '@/features/account/account-pages.module.css';
import { AddressBookLoader } from '@/features/account/addresses/AddressBookLoader';
import { ChangePasswordLoader } from '@/features/account/ChangePasswordLoader';
import { loadAccount } from '@/features/account/loaders';
import { OrderHistory } from '@/features/account/OrderHistory';
import { SessionEnded } from '@/features/account/SessionEnded';
import { SignOutButton } from '@/features/account/SignOutButton';
import { SubscriptionsPanel } from '@/features/account/SubscriptionsPanel';
import { serverSessionTokens } from '@/features/account/server-tokens';
import { reportServerError } from '@/lib/error-tracking/server';
import { signInAddress } from '@/lib/return-path';
import { SESSION_GATEWAY_ENDPOINT } from '@/lib/site';

export const metadata: Metadata = { title: 'Mi cuenta', robots: { index: false } };

/** The signed-in customer's account: the server reads the session from the request's HttpOnly cookies. */
export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<{ pedidos?: string | string[] }>;
}) {
  const tokens = await serverSessionTokens();
  if (!tokens) redirect(signInAddress('/mi-cuenta'));
  const { pedidos } = await searchParams;
  // `pedidos` is the order history's cursor (the previous page's endCursor); anything odd starts from the newest.
  const after = typeof pedidos === 'string' && /^[\w+/=-]{1,200}$/.test(pedidos) ? pedidos : null;
  const [account, history] = await loadAccount(tokens, after);
  // `me` is null only for a request without a session: the cookies' session is gone.
  if ((!account.ok && account.code === 'UNAUTHENTICATED') || (account.ok && !account.data.me))
    return <SessionEnded signInHref={signInAddress('/mi-cuenta')} />;
  // The shopper reads a Spanish message; the team gets the failure (its code, never the customer's data).
  if (!account.ok) await reportServerError(new Error(account.error), 'account-load', { code: account.code ?? null });
  const orders = history.ok ? (history.data.me?.orders ?? null) : null;
  const nextPage =
    orders?.pageInfo.hasNextPage && orders.pageInfo.endCursor
      ? `/mi-cuenta?pedidos=${encodeURIComponent(orders.pageInfo.endCursor)}#pedidos-title`
      : null;
  return (
    <div className={`page ${accountPages.accountPage}`}>
      <div className="section-head">
        <h1>Mi cuenta</h1>
        <SignOutButton />
      </div>
      {account.ok && account.data.me ? (
        <AccountDetails me={account.data.me} />
      ) : (
        <p className="form-error" role="alert">
          No pudimos cargar tus datos. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      <OrderHistory orders={orders} nextPage={nextPage} />
      <AddressBookLoader endpoint={SESSION_GATEWAY_ENDPOINT} />
      <SubscriptionsPanel endpoint={SESSION_GATEWAY_ENDPOINT} />
      <ChangePasswordLoader />
      <section className={accountStyles.accountSection} aria-labelledby="seguridad-title">
        <h2 id="seguridad-title">Seguridad</h2>
        <p>
          <a href="/mi-cuenta/seguridad">
            Dispositivos, verificación en dos pasos y cierre de sesión en todos tus dispositivos
          </a>
        </p>
      </section>
    </div>
  );
}
