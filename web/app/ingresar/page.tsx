import type { Metadata } from 'next';
import accountPages from '@/features/account/account-pages.module.css';
import { SignInView } from '@/features/account/SignInView';
import { VerificationNotice } from '@/features/account/VerificationNotice';
import { safeReturnPath } from '@/lib/return-path';

export const metadata: Metadata = { title: 'Ingresar', robots: { index: false } };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ volver?: string | string[]; verificado?: string | string[] }>;
}) {
  const { volver, verificado } = await searchParams;
  return (
    <div className={`page ${accountPages.pageNarrow}`}>
      <VerificationNotice outcome={verificado === '1' ? 'verifiedSignIn' : null} />
      <SignInView returnTo={safeReturnPath(volver)} />
    </div>
  );
}
