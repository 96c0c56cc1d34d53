import type { Metadata } from 'next';
import { ForgotPasswordView } from '@/features/account/ForgotPasswordView';

export const metadata: Metadata = { title: 'Recupera tu contraseña', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="page page-narrow">
      <ForgotPasswordView />
    </div>
  );
}
