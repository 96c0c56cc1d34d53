'use client';

import { type FormEvent, useId, useState } from 'react';
import buttons from '@/ui/button.module.css';
import { usePartnerFlags } from '../partners/FlagsProvider';
import styles from './CouponForm.module.css';
import shared from './cart.module.css';
import { useCart } from './cart-context';
import { couponLines, shoppingContext } from './promotions';

const COUPON = /^[A-Za-z0-9-]{3,30}$/;

/** Apollo Client and the check's document arrive with the first coupon applied, not with the cart page. */
const loadCouponCheck = (endpoint: string) =>
  Promise.all([import('../../lib/apollo-browser'), import('../../gql/graphql')]).then(([apollo, documents]) => {
    apollo.registerDocument(documents.ValidateCartCouponDocument);
    return { client: apollo.browserClient(endpoint), document: documents.ValidateCartCouponDocument };
  });

/** Enter, apply and remove a coupon; the gateway checks it against the cart and says why it does not apply. */
export function CouponForm({ endpoint }: { endpoint: string }) {
  const id = useId();
  const flags = usePartnerFlags();
  const { state, dispatch } = useCart();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [loading, setLoading] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!COUPON.test(value)) {
      setMessage({ text: 'Ingresa un cupón válido: de 3 a 30 letras o números.', ok: false });
      return;
    }
    setLoading(true);
    try {
      const { client, document } = await loadCouponCheck(endpoint);
      const { data } = await client.query({
        query: document,
        variables: { code: value, lines: couponLines(state), context: shoppingContext(flags) },
        fetchPolicy: 'no-cache',
      });
      const answer = data?.validateCoupon;
      if (!answer) throw new Error('sin respuesta');
      if (answer.valid) {
        dispatch({ type: 'setCouponCode', code: answer.code });
        dispatch({ type: 'setDiscount', amount: answer.discount });
        setCode('');
      }
      setMessage({ text: answer.message, ok: answer.valid });
    } catch {
      setMessage({ text: 'No pudimos validar el cupón. Inténtalo de nuevo en unos minutos.', ok: false });
    } finally {
      setLoading(false);
    }
  };

  const removeCoupon = () => {
    dispatch({ type: 'setCouponCode', code: null });
    dispatch({ type: 'setDiscount', amount: 0 });
    setMessage({ text: 'Quitamos el cupón de tu carrito.', ok: true });
  };

  if (state.couponCode) {
    return (
      <div className="coupon" data-testid="coupon-applied">
        <p>
          Cupón aplicado: <strong>{state.couponCode}</strong>{' '}
          <button type="button" className={shared.linkButton} onClick={removeCoupon}>
            Quitar cupón
          </button>
        </p>
        {message && <p role="status">{message.text}</p>}
      </div>
    );
  }
  return (
    <form className="coupon" onSubmit={apply} noValidate>
      <label htmlFor={`${id}-cupon`}>¿Tienes un cupón?</label>
      <div className={styles.couponRow}>
        <input
          id={`${id}-cupon`}
          name="cupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={30}
          aria-describedby={message ? `${id}-mensaje` : undefined}
          aria-invalid={message && !message.ok ? true : undefined}
        />
        <button
          type="submit"
          className={buttons.secondary}
          disabled={loading || state.cartOnce.length + state.cartSubscription.length === 0}
        >
          {loading ? 'Validando…' : 'Aplicar'}
        </button>
      </div>
      {message && (
        <p
          id={`${id}-mensaje`}
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? '' : 'field-error'}
          data-testid="coupon-message"
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
