import notices from '@/ui/notice.module.css';
/** What the verification link turned out to be, said on the page it led to (requirements: "Verification link"). */
export function VerificationNotice({ outcome }: { outcome: 'verified' | 'expired' | 'verifiedSignIn' | null }) {
  if (!outcome) return null;
  const text = {
    verified: '¡Listo! Verificamos tu correo y ya ingresaste a tu cuenta.',
    verifiedSignIn: 'Verificamos tu correo. Ingresa con tu contraseña para continuar.',
    expired: 'El enlace de verificación venció. Ingresa con tu correo y contraseña y te enviaremos uno nuevo.',
  }[outcome];
  return (
    <p
      className={outcome === 'expired' ? `${notices.notice} ${notices.warning}` : notices.notice}
      role="status"
      data-testid="verification-notice"
    >
      {text}
    </p>
  );
}
