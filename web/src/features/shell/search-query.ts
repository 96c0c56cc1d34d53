export const SEARCH_PATH = '/buscar';

/** The query a results page shows in the header's box: `q` on /buscar, nothing elsewhere. */
export function currentQuery(pathname: string | null, params: URLSearchParams | null): string {
  return pathname === SEARCH_PATH ? (params?.get('q') ?? '').trim().slice(0, 120) : '';
}
