'use client';

import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import buttons from '@/ui/button.module.css';
import notices from '@/ui/notice.module.css';
import type { GuestOrderQuery } from '../../gql/graphql';
import { SubmitButton, TextField } from '../../lib/form-fields';
import styles from './GuestOrderView.module.css';
import { readGuestOrder, saveGuestOrder, tokenOfFragment } from './guest-order-link';

/** The receipt (lines, totals, pickup details) comes with the first order shown, not with the form. */
const PlacedOrder = lazy(() => import('./PlacedOrder').then((module) => ({ default: module.PlacedOrder })));

const NOT_FOUND = 'No encontramos un pedido con esos datos. Revisa el número de pedido y el número de documento.';
const TOO_MANY = 'Hiciste muchos intentos. Vuelve a intentarlo en unos minutos.';
const FAILED = 'No pudimos buscar tu pedido ahora. Inténtalo de nuevo en unos minutos.';

/**
 * Apollo and the page's two operations, loaded when the page first talks to the gateway: the page's first load stays
 * within its JS budget.
 */
async function gateway(endpoint: string) {
  const [{ browserClient, registerDocument }, { FindGuestOrderDocument, GuestOrderDocument }] = await Promise.all([
    import('../../lib/apollo-browser'),
    import('../../gql/graphql'),
  ]);
  registerDocument(GuestOrderDocument);
  registerDocument(FindGuestOrderDocument);
  return { client: browserClient(endpoint), FindGuestOrderDocument, GuestOrderDocument };
}

const codeOf = (error: unknown) => {
  const code = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * `/mi-pedido` (requirements: "Finding a guest order"): the order of the confirmation e-mail's link, or the form that
 * finds a guest order by its number and the buyer's document.
 */
export function GuestOrderView({ endpoint }: { endpoint: string }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const fromLink = tokenOfFragment(window.location.hash);
    if (fromLink) {
      saveGuestOrder(fromLink);
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    setToken(fromLink ?? readGuestOrder());
  }, []);
  if (token === undefined) return <p className="muted">Cargando…</p>;
  return token ? (
    <GuestOrder endpoint={endpoint} token={token} onOther={() => setToken(null)} />
  ) : (
    <FindForm
      endpoint={endpoint}
      onFound={(found) => {
        saveGuestOrder(found);
        setToken(found);
      }}
    />
  );
}

type Order = NonNullable<GuestOrderQuery['guestOrder']>;

function GuestOrder({ endpoint, token, onOther }: { endpoint: string; token: string; onOther: () => void }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    gateway(endpoint)
      .then(({ client, GuestOrderDocument }) =>
        client.query({ query: GuestOrderDocument, variables: { accessToken: token } }),
      )
      .then(({ data }) => {
        if (!live) return;
        if (data?.guestOrder) setOrder(data.guestOrder);
        else setFailed(true);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [endpoint, token]);
  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);
  return (
    <section data-testid="guest-order" aria-labelledby="mi-pedido-title" aria-busy={!order && !failed}>
      <h1 id="mi-pedido-title" ref={heading} tabIndex={-1}>
        {order ? (
          <>
            Pedido N.° <span data-testid="order-number">{order.number}</span>
          </>
        ) : (
          'Tu pedido'
        )}
      </h1>
      {!order && !failed && <p className="muted">Cargando tu pedido…</p>}
      {failed && (
        <p className={`${notices.notice} ${notices.warning}`} role="alert">
          No pudimos abrir tu pedido. Búscalo con su número y tu documento.
        </p>
      )}
      {order && (
        <Suspense fallback={<p aria-live="polite">Cargando tu pedido…</p>}>
          <PlacedOrder placed={order} />
        </Suspense>
      )}
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onOther}>
        Buscar otro pedido
      </button>
    </section>
  );
}

function FindForm({ endpoint, onFound }: { endpoint: string; onFound: (token: string) => void }) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [document, setDocument] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/\d/.test(number) || document.trim().length < 6) {
      setProblem('Ingresa el número de pedido y el número de documento con el que compraste.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { client, FindGuestOrderDocument } = await gateway(endpoint);
      const answer = await client.mutate({
        mutation: FindGuestOrderDocument,
        variables: { input: { number, documentNumber: document } },
      });
      const token = answer.data?.findGuestOrder?.accessToken;
      if (token) onFound(token);
      else setProblem(NOT_FOUND);
    } catch (error) {
      const code = codeOf(error);
      setProblem(code === 'RATE_LIMITED' ? TOO_MANY : code === 'BAD_USER_INPUT' ? NOT_FOUND : FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h1 id={`${id}-title`}>Busca tu pedido</h1>
      <p>Si compraste sin cuenta, ingresa el número de pedido (está en tu correo de confirmación) y tu documento.</p>
      <TextField
        id={`${id}-number`}
        label="Número de pedido"
        inputMode="numeric"
        autoComplete="off"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <TextField
        id={`${id}-document`}
        label="Número de documento"
        autoComplete="off"
        value={document}
        onChange={(event) => setDocument(event.target.value)}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <p id={`${id}-problem`} className="field-error" role="alert" data-testid="guest-order-problem">
        {problem ?? ''}
      </p>
      <SubmitButton busy={busy} busyLabel="Buscando…">
        Buscar pedido
      </SubmitButton>
    </form>
  );
}
