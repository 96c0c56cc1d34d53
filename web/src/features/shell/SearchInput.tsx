'use client';

import { usePathname, useSearchParams } from 'next/navigation';

export const SEARCH_PATH = '/buscar';

/** The query a results page shows in the header's box: `q` on /buscar, nothing elsewhere. */
export function currentQuery(pathname: string | null, params: URLSearchParams | null): string {
  return pathname === SEARCH_PATH ? (params?.get('q') ?? '').trim().slice(0, 120) : '';
}

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
