import type { Metadata } from 'next';
import { ForgotPasswordView } from '@/features/account/ForgotPasswordView';
import { identityConfigFromEnv } from '@/features/account/identity-config';

export const metadata: Metadata = { title: 'Recupera tu contraseña', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className="page page-narrow">
      <ForgotPasswordView identity={identityConfigFromEnv()} />
    </div>
  );
}
