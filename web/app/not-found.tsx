import type { Metadata } from 'next';
import { SearchBox } from '@/features/shell/SearchBox';

export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="page message-page">
      <h1>No encontramos esta página</h1>
      <p>Es posible que el producto ya no esté disponible o que la dirección tenga un error.</p>
      <SearchBox id="buscar-q-404" />
      <p>
        <a href="/" className="button">
          Volver al inicio
        </a>
      </p>
    </div>
  );
}
