import type { Metadata } from 'next';
import { identityConfigFromEnv } from '@/features/account/identity-config';
import { SignInView } from '@/features/account/SignInView';
import { safeReturnPath } from '@/features/account/sign-in-flow';
import { VerificationNotice } from '@/features/account/VerificationNotice';

export const metadata: Metadata = { title: 'Ingresar', robots: { index: false } };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ volver?: string | string[]; verificado?: string | string[] }>;
}) {
  const { volver, verificado } = await searchParams;
  return (
    <div className="page page-narrow">
      <VerificationNotice outcome={verificado === '1' ? 'verifiedSignIn' : null} />
      <SignInView
        identity={identityConfigFromEnv()}
        returnTo={safeReturnPath(typeof volver === 'string' ? volver : null)}
      />
    </div>
  );
}
