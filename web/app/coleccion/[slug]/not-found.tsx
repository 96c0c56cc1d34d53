import { NotFoundMessage } from '@/features/shell/NotFoundMessage';

export default function NotFound() {
  return (
    <NotFoundMessage
      title="No encontramos esta colección"
      text="Es posible que la colección ya no esté vigente o que la dirección tenga un error. Busca lo que necesitas o vuelve al inicio."
    />
  );
}
