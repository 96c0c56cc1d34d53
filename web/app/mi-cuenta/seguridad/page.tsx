import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import accountPages from '@/features/account/account-pages.module.css';
import { SecurityView } from '@/features/account/security/SecurityView';
import { serverSessionTokens } from '@/features/account/server-tokens';
import { signInAddress } from '@/lib/return-path';

export const metadata: Metadata = { title: 'Seguridad de tu cuenta', robots: { index: false } };

/** The signed-in customer's devices, second factors, sign-out everywhere and account deletion. */
export default async function SecurityPage() {
  const tokens = await serverSessionTokens();
  if (!tokens) redirect(signInAddress('/mi-cuenta/seguridad'));
  return (
    <div className={`page ${accountPages.accountPage}`}>
      <div className="section-head">
        <h1>Seguridad de tu cuenta</h1>
        <a href="/mi-cuenta">Volver a mi cuenta</a>
      </div>
      <SecurityView signInHref={signInAddress('/mi-cuenta')} />
    </div>
  );
}
