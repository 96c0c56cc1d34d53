import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

export default function NotFound() {
  return (
    <NotFoundMessage
      title="No encontramos esta categoría"
      text="Es posible que la categoría haya cambiado de nombre o que la dirección tenga un error. Busca lo que necesitas o vuelve al inicio."
    />
  );
}
