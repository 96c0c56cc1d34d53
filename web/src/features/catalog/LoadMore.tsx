'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import buttons from '@/ui/button.module.css';
import type { ProductCardFragment } from '../../gql/graphql';
import { readSession, saveSession } from '../../lib/session-storage';
import { currentAddress, isPopNavigationTo } from '../navigation/navigation-state';
import styles from './LoadMore.module.css';
import { hasMorePages, type ProductListVariables, readSavedListing, type SavedListing } from './listing';

type Loaded = SavedListing<ProductCardFragment>;

const LIST_KEY_PREFIX = 'cuida:list:';

type Cards = ComponentType<{ products: readonly ProductCardFragment[]; label: string }>;
const loadCards = () => import('./ProductCards').then((module) => module.default);

/**
 * "Ver más productos": the next pages of a server-rendered list, by cursor, through Apollo Client (loaded on first
 * use). The pages loaded and the list's total are kept per address in session storage, so back/forward shows the
 * same list and the scroll position can be restored into it. After a page loads, its first product takes the focus.
 */
export function LoadMore({
  endpoint,
  variables,
  cursor,
  hasMore,
  total,
}: {
  endpoint: string;
  /** The first page's variables; `after` is added per page. */
  variables: ProductListVariables;
  cursor: string | null;
  hasMore: boolean;
  /** The list's total (totalCount), kept in the session with the list. */
  total: number | null;
}) {
  const firstPage = useRef<Loaded>({ items: [], cursor, hasMore, total });
  const [loaded, setLoaded] = useState<Loaded>(firstPage.current);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [announcement, setAnnouncement] = useState('');
  // The cards' code arrives with the first extra page (it is not needed before).
  const [cards, setCards] = useState<{ Cards: Cards } | null>(null);
  const storageKey = useRef<string | null>(null);
  // The index of the first product of the page just loaded: it takes the focus once rendered (requirements:
  // "Load more"), so a keyboard or screen-reader user continues from the new products rather than from the button
  // (which may be gone).
  const focusFrom = useRef<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || !cards || index >= loaded.items.length) return;
    const card = gridRef.current?.querySelectorAll<HTMLElement>('[data-product-card]')[index];
    const link = card?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [loaded, cards]);

  // Once per list: the parent keys this component by the list's address, so a new filter mounts a new one.
  useEffect(() => {
    const address = currentAddress();
    storageKey.current = `${LIST_KEY_PREFIX}${address}`;
    const saved = isPopNavigationTo(address)
      ? readSavedListing<ProductCardFragment>(readSession(storageKey.current))
      : null;
    if (saved && saved.items.length > 0) {
      void loadCards().then((Cards) => {
        setCards({ Cards });
        setLoaded(saved);
      });
    } else {
      // A new visit starts from the first page; the list's total is kept for the session from the start.
      saveSession(storageKey.current, firstPage.current);
    }
  }, []);

  const loadMore = async () => {
    if (status === 'loading' || !loaded.cursor) return;
    setStatus('loading');
    try {
      // The generated documents module holds every operation of the storefront (Turbopack keeps it whole): it comes
      // with the first extra page, like Apollo Client, not with every listing.
      const [{ browserClient, registerDocument }, { ProductListDocument }, Cards] = await Promise.all([
        import('../../lib/apollo-browser'),
        import('../../gql/graphql'),
        loadCards(),
      ]);
      setCards({ Cards });
      registerDocument(ProductListDocument);
      const { data } = await browserClient(endpoint).query({
        query: ProductListDocument,
        variables: { ...variables, after: loaded.cursor },
      });
      const connection = data?.products;
      if (!connection) throw new Error('Respuesta vacía');
      const page = connection.edges.map((edge) => edge.node);
      const next: Loaded = {
        items: [...loaded.items, ...page],
        cursor: connection.pageInfo.endCursor ?? null,
        hasMore: hasMorePages(page.length, connection.pageInfo.hasNextPage),
        total: connection.totalCount ?? loaded.total,
      };
      if (page.length > 0) focusFrom.current = loaded.items.length;
      setLoaded(next);
      setStatus('idle');
      setAnnouncement(page.length === 1 ? 'Se cargó 1 producto más.' : `Se cargaron ${page.length} productos más.`);
      if (storageKey.current) saveSession(storageKey.current, next);
    } catch {
      setStatus('error');
    }
  };

  return (
    <>
      {cards && loaded.items.length > 0 && (
        <div className={styles.productGridMore} ref={gridRef}>
          <cards.Cards products={loaded.items} label="Más productos" />
        </div>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {status === 'error' && (
        <p className="form-error" role="alert">
          No pudimos cargar más productos. Revisa tu conexión e inténtalo de nuevo.
        </p>
      )}
      {loaded.hasMore && (
        <div className={styles.loadMore}>
          <button type="button" className={buttons.button} onClick={loadMore} disabled={status === 'loading'}>
            {status === 'loading' ? 'Cargando…' : 'Ver más productos'}
          </button>
        </div>
      )}
    </>
  );
}
