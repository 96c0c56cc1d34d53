'use client';

import { useEffect, useReducer } from 'react';
import type { AccountSubscriptionsQuery } from '@/gql/graphql';
import badges from '@/ui/badge.module.css';
import { Price } from '../../lib/Price';
import account from './account.module.css';
import styles from './SubscriptionsPanel.module.css';
import { useSession } from './session-context';
import { subscriptionCheckReducer, subscriptionStatusLabel } from './subscription-check';

type Me = AccountSubscriptionsQuery['me'];

/** The customer's subscriptions, checked when the account opens (the service can be slower than the page). */
export function SubscriptionsPanel({ endpoint }: { endpoint: string }) {
  const [check, dispatch] = useReducer(subscriptionCheckReducer<Me>, { status: 'initial', data: null });
  const { ready, user } = useSession();

  // Once the browser's session is read: the same-origin proxy attaches its tokens from the HttpOnly cookies.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    dispatch({ type: 'start' });
    // Apollo Client and the document load here, not with the page (codegen's module holds every operation).
    Promise.all([import('@/lib/apollo-browser'), import('@/gql/graphql')])
      .then(async ([{ browserClient, registerDocument }, { AccountSubscriptionsDocument }]) => {
        if (!user) throw new Error('sin sesión');
        registerDocument(AccountSubscriptionsDocument);
        const { data, error } = await browserClient(endpoint).query({ query: AccountSubscriptionsDocument });
        if (!live) return;
        if (data?.me) dispatch({ type: 'loaded', data: data.me });
        else {
          console.error(`[account] suscripciones: ${error?.message ?? 'sin datos'}`);
          dispatch({ type: 'failed' });
        }
      })
      .catch((error: unknown) => {
        console.error(`[account] suscripciones: ${error instanceof Error ? error.message : String(error)}`);
        if (live) dispatch({ type: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [endpoint, ready, user]);

  return (
    <section
      className={account.accountSection}
      aria-labelledby="suscripciones-title"
      aria-busy={check.status === 'loading'}
    >
      <h2 id="suscripciones-title">Mis suscripciones</h2>
      {(check.status === 'initial' || check.status === 'loading') && <p role="status">Cargando tus suscripciones…</p>}
      {check.status === 'error' && (
        <p className="form-error" role="alert">
          No pudimos cargar tus suscripciones. Inténtalo de nuevo en unos minutos.
        </p>
      )}
      {check.status === 'success' &&
        check.data &&
        !check.data.hasSubscription &&
        check.data.subscriptions.length === 0 && (
          <p>Aún no tienes suscripciones. Elige «Suscripción» al agregar un producto para recibirlo cada mes.</p>
        )}
      {check.status === 'success' && check.data && check.data.subscriptions.length > 0 && (
        <ul className={styles.subscriptionList} data-testid="subscriptions">
          {check.data.subscriptions.map((subscription) => (
            <li key={subscription.id} className={styles.subscriptionCard}>
              <p className={styles.subscriptionHead}>
                <strong>Suscripción {subscription.id}</strong>
                <span className={badges.tag} data-status={subscription.status}>
                  {subscriptionStatusLabel(subscription.status)}
                </span>
              </p>
              <ul>
                {subscription.products.map((product) => (
                  <li key={product.sku}>
                    {product.product?.slug ? (
                      <a href={`/producto/${product.product.slug}`}>{product.name}</a>
                    ) : (
                      product.name
                    )}{' '}
                    × {product.quantity}
                    {product.frequencyDays ? `, cada ${product.frequencyDays} días` : ''}
                    {product.price != null && (
                      <>
                        {' · '}
                        <Price amount={product.price} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {check.status === 'success' && check.data && check.data.subscriptions.length > 0 && (
        <p className="muted" data-testid="subscriptions-change">
          Para pausar o cancelar una suscripción, escríbenos a atención al cliente: lo hacemos por ti.
        </p>
      )}
    </section>
  );
}
