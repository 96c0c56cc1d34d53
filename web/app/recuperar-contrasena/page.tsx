import type { Metadata } from 'next';
import accountPages from '@/features/account/account-pages.module.css';
import { ForgotPasswordView } from '@/features/account/ForgotPasswordView';

export const metadata: Metadata = { title: 'Recupera tu contraseña', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className={`page ${accountPages.pageNarrow}`}>
      <ForgotPasswordView />
    </div>
  );
}
