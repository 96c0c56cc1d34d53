import { Suspense } from 'react';
import { Icon } from '../../lib/Icon';
import styles from './SearchBox.module.css';
import { SearchInput } from './SearchInput';

/**
 * The header's product search: GET /buscar?q=…, a plain form (the shell's LinkInterceptor submits it client-side with
 * the partner flags).
 */
export function SearchBox({ defaultValue, id = 'buscar-q' }: { defaultValue?: string; id?: string }) {
  return (
    <search className={styles.searchBox}>
      <form action="/buscar" method="get">
        <label htmlFor={id} className="visually-hidden">
          Buscar productos
        </label>
        <Suspense
          fallback={
            <input
              id={id}
              name="q"
              type="search"
              placeholder="Buscar medicamentos, marcas…"
              defaultValue={defaultValue}
              maxLength={120}
              autoComplete="off"
              enterKeyHint="search"
            />
          }
        >
          <SearchInput id={id} defaultValue={defaultValue} />
        </Suspense>
        <button type="submit">
          <Icon
            path="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
            size={20}
          />
          <span className="visually-hidden">Buscar</span>
        </button>
      </form>
    </search>
  );
}
