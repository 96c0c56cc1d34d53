import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountDetails } from '@/features/account/AccountDetails';
import { serverSessionTokens } from '@/features/account/amplify-server';
import { ChangePasswordForm } from '@/features/account/ChangePasswordForm';
import { identityConfigFromEnv } from '@/features/account/identity-config';
import { SessionEnded } from '@/features/account/SessionEnded';
import { SignOutButton } from '@/features/account/SignOutButton';
import { SubscriptionsPanel } from '@/features/account/SubscriptionsPanel';
import { AccountDocument } from '@/gql/graphql';
import { queryGatewayAs } from '@/lib/gateway';
import { browserGatewayEndpoint } from '@/lib/site';

export const metadata: Metadata = { title: 'Mi cuenta', robots: { index: false } };

/** The signed-in customer's account: the server reads the session from the request's cookies (Amplify's adapter). */
export default async function AccountPage() {
  const tokens = await serverSessionTokens();
  if (!tokens) redirect('/ingresar?volver=%2Fmi-cuenta');
  const account = await queryGatewayAs(AccountDocument, {}, tokens);
  if (!account.ok && account.code === 'UNAUTHENTICATED') return <SessionEnded returnTo="/mi-cuenta" />;
  return (
    <div className="page account-page">
      <div className="section-head">
        <h1>Mi cuenta</h1>
        <SignOutButton />
      </div>
      {account.ok ? (
        <AccountDetails me={account.data.me} />
      ) : (
        <p className="form-error" role="alert">
          No pudimos cargar tus datos. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      <SubscriptionsPanel endpoint={browserGatewayEndpoint()} />
      <ChangePasswordForm identity={identityConfigFromEnv()} />
    </div>
  );
}
