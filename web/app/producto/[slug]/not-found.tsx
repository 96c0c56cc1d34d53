import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

export default function NotFound() {
  return (
    <NotFoundMessage
      title="No encontramos este producto"
      text="Es posible que el producto ya no esté disponible o que la dirección tenga un error. Búscalo por su nombre o vuelve al inicio."
    />
  );
}
