'use client';

import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { GuestOrderDocument } from '../../gql/graphql';
import { browserClient, registerDocument } from '../../lib/apollo-browser';
import { PlacedOrder } from '../orders/PlacedOrder';
import { type LastOrder, readLastOrder } from './last-order';

registerDocument(GuestOrderDocument);

/**
 * The confirmation: the order just placed, read with the access token this tab kept (so a reload shows it again to
 * the person who placed it, and nobody opens it by guessing an id or a number).
 */
export function ConfirmationView({ endpoint }: { endpoint: string }) {
  const client = useMemo(() => browserClient(endpoint), [endpoint]);
  const [last, setLast] = useState<LastOrder | null | undefined>(undefined);
  useEffect(() => setLast(readLastOrder()), []);
  if (last === undefined) return <p className="muted">Cargando tu pedido…</p>;
  if (last === null) {
    return (
      <div className="cart-empty-state" data-testid="confirmation-missing">
        <h1>No encontramos un pedido reciente</h1>
        <p>La confirmación de un pedido se muestra en la misma pestaña en la que se realizó.</p>
        <a href="/productos" className="button">
          Seguir comprando
        </a>
      </div>
    );
  }
  return (
    <ApolloProvider client={client}>
      <Confirmation order={last} />
    </ApolloProvider>
  );
}

function Confirmation({ order }: { order: LastOrder }) {
  const { data, loading, error } = useQuery(GuestOrderDocument, {
    variables: { accessToken: order.accessToken },
    fetchPolicy: 'no-cache',
  });
  const placed = data?.guestOrder;
  return (
    <section data-testid="confirmation">
      <h1>¡Gracias por tu compra!</h1>
      <p className="confirmation-number">
        Tu número de pedido es <strong data-testid="order-number">{order.number}</strong>.
      </p>
      {loading && <p className="muted">Cargando el detalle…</p>}
      {error && !placed && (
        <p className="notice notice-warning" role="alert">
          Tu pedido está registrado, pero no pudimos mostrar el detalle ahora. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      {placed && <PlacedOrder placed={placed} />}
      <a href="/productos" className="button">
        Seguir comprando
      </a>
    </section>
  );
}
