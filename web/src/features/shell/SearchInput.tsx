'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import styles from './SearchInput.module.css';
import { currentQuery } from './search-query';

/**
 * The search field, a combobox that suggests products as the shopper types (search-combobox.ts, loaded on the first
 * focus of the field so that pages do not carry it). On a results page — opened directly, reloaded, or reached by a
 * search — it holds the query, so the shopper can refine it; elsewhere it is empty. Keyed by the query, so a new
 * search replaces the typed text.
 */
export function SearchInput({ id, defaultValue }: { id: string; defaultValue?: string | undefined }) {
  const query = currentQuery(usePathname(), useSearchParams()) || defaultValue || '';
  return <SuggestingInput key={query} id={id} initial={query} />;
}

function SuggestingInput({ id, initial }: { id: string; initial: string }) {
  const input = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  const listId = `${id}-sugerencias`;

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let detach: (() => void) | undefined;
    let gone = false;
    const load = () => {
      field.removeEventListener('focus', load);
      void import('./search-combobox').then(({ attachSuggestions }) => {
        if (gone || !listbox.current || !status.current) return;
        detach = attachSuggestions({
          input: field,
          listbox: listbox.current,
          status: status.current,
          classes: { option: styles.option ?? '', name: styles.name ?? '', price: styles.price ?? '' },
        });
      });
    };
    if (document.activeElement === field) load();
    else field.addEventListener('focus', load);
    return () => {
      gone = true;
      field.removeEventListener('focus', load);
      detach?.();
    };
  }, []);

  return (
    <div className={styles.combobox}>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        placeholder="Buscar medicamentos, marcas…"
        defaultValue={initial}
        maxLength={120}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div ref={listbox} id={listId} role="listbox" aria-label="Sugerencias" className={styles.listbox} hidden />
      <span ref={status} className="visually-hidden" role="status" />
    </div>
  );
}
