import type { Metadata } from 'next';
import accountShared from '@/features/account/account.module.css';
import { ForgotPasswordView } from '@/features/account/ForgotPasswordView';

export const metadata: Metadata = { title: 'Recupera tu contraseña', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className={`page ${accountShared.pageNarrow}`}>
      <ForgotPasswordView />
    </div>
  );
}
