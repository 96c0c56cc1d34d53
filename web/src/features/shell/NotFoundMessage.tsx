import buttons from '@/ui/button.module.css';
import { SearchBox } from './SearchBox';

/** A 404 that says what was not found, offers a search and the way home. */
export function NotFoundMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="page message-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <SearchBox id="buscar-q-404" />
      <p>
        <a href="/" className={buttons.button}>
          Volver al inicio
        </a>
      </p>
    </div>
  );
}
