'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { currentQuery } from './search-query';

/**
 * The search field. On a results page — opened directly, reloaded, or reached by a search — it holds the query, so
 * the shopper can refine it; elsewhere it is empty. Keyed by the query, so a new search replaces the typed text.
 */
export function SearchInput({ id, defaultValue }: { id: string; defaultValue?: string | undefined }) {
  const query = currentQuery(usePathname(), useSearchParams()) || defaultValue || '';
  return (
    <input
      key={query}
      id={id}
      name="q"
      type="search"
      placeholder="Buscar medicamentos, marcas…"
      defaultValue={query}
      maxLength={120}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
