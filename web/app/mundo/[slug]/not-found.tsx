import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

export default function NotFound() {
  return (
    <NotFoundMessage
      title="No encontramos este mundo"
      text="Es posible que ya no esté disponible o que la dirección tenga un error. Busca lo que necesitas o vuelve al inicio."
    />
  );
}
