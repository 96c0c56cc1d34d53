import type { Metadata } from 'next';
import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false } };

export default function NotFound() {
  return (
    <NotFoundMessage
      title="No encontramos esta página"
      text="Es posible que la página ya no exista o que la dirección tenga un error."
    />
  );
}
