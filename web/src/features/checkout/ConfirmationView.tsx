'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import buttons from '@/ui/button.module.css';
import notices from '@/ui/notice.module.css';
import lineStyles from '@/ui/summary.module.css';
import type { GuestOrderQuery } from '../../gql/graphql';
import { type LastOrder, readLastOrder } from './last-order';

// The receipt's code comes with the order read from the browser's storage, not with the page.
const PlacedOrder = lazy(() => import('../orders/PlacedOrder').then((module) => ({ default: module.PlacedOrder })));

/** Apollo Client and the order's document arrive with a kept order to read, not with the page. */
const loadOrderReader = (endpoint: string) =>
  Promise.all([import('../../lib/apollo-browser'), import('../../gql/graphql')]).then(([apollo, documents]) => {
    apollo.registerDocument(documents.GuestOrderDocument);
    return { client: apollo.browserClient(endpoint), document: documents.GuestOrderDocument };
  });

type Placed = NonNullable<GuestOrderQuery['guestOrder']>;

/**
 * The confirmation: the order just placed, read with the access token this tab kept (so a reload shows it again to
 * the person who placed it, and nobody opens it by guessing an id or a number).
 */
export function ConfirmationView({ endpoint }: { endpoint: string }) {
  const [last, setLast] = useState<LastOrder | null | undefined>(undefined);
  useEffect(() => setLast(readLastOrder()), []);
  if (last === undefined) return <p className="muted">Cargando tu pedido…</p>;
  if (last === null) {
    return (
      <div className={lineStyles.emptyState} data-testid="confirmation-missing">
        <h1>No encontramos un pedido reciente</h1>
        <p>La confirmación de un pedido se muestra en la misma pestaña en la que se realizó.</p>
        <a href="/productos" className={buttons.button}>
          Seguir comprando
        </a>
      </div>
    );
  }
  return <Confirmation order={last} endpoint={endpoint} />;
}

function Confirmation({ order, endpoint }: { order: LastOrder; endpoint: string }) {
  const [{ placed, loading, error }, setRead] = useState<{ placed: Placed | null; loading: boolean; error: boolean }>({
    placed: null,
    loading: true,
    error: false,
  });
  useEffect(() => {
    let live = true;
    loadOrderReader(endpoint)
      .then(({ client, document }) =>
        client.query({ query: document, variables: { accessToken: order.accessToken }, fetchPolicy: 'no-cache' }),
      )
      .then(({ data, error: failure }) => {
        if (live) setRead({ placed: data?.guestOrder ?? null, loading: false, error: Boolean(failure) || !data });
      })
      .catch(() => {
        if (live) setRead({ placed: null, loading: false, error: true });
      });
    return () => {
      live = false;
    };
  }, [endpoint, order.accessToken]);
  return (
    <section data-testid="confirmation">
      <h1>¡Gracias por tu compra!</h1>
      <p className="confirmation-number">
        Tu número de pedido es <strong data-testid="order-number">{order.number}</strong>.
      </p>
      {loading && <p className="muted">Cargando el detalle…</p>}
      {error && !placed && (
        <p className={`${notices.notice} ${notices.warning}`} role="alert">
          Tu pedido está registrado, pero no pudimos mostrar el detalle ahora. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      {placed && (
        <Suspense fallback={<p role="status">Cargando tu pedido…</p>}>
          <PlacedOrder placed={placed} />
        </Suspense>
      )}
      <a href="/productos" className={buttons.button}>
        Seguir comprando
      </a>
    </section>
  );
}
