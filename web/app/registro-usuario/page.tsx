import type { Metadata } from 'next';
import { RegistrationView } from '@/features/account/RegistrationView';
import { browserGatewayEndpoint } from '@/lib/site';

export const metadata: Metadata = { title: 'Crear cuenta', robots: { index: false } };

/** Registration (requirements: "Registration"): the form and its confirmation live in the browser. */
export default function RegistrationPage() {
  return (
    <div className="page">
      <h1>Crear cuenta</h1>
      <RegistrationView endpoint={browserGatewayEndpoint()} />
    </div>
  );
}
