'use client';

import { useQuery } from '@apollo/client/react';
import {
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  type DeliveryType,
  earliestScheduledDate,
  isPickup,
  latestScheduledDate,
} from '@cuida/domain';
import { type ChangeEvent, type Dispatch, type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import formGrid from '@/lib/form-grid.module.css';
import choices from '@/ui/choice.module.css';
import { DeliveryDistrictsDocument, DeliveryQuotesDocument, type DeliveryQuotesQuery } from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import { DocumentTypeOptions } from '../../lib/DocumentTypeOptions';
import { Options, SubmitButton, TextField } from '../../lib/form-fields';
import { useSession } from '../account/session-context';
import { shoppingContext } from '../cart/promotions';
import { PickupInfo } from '../orders/PickupInfo';
import { usePartnerFlags } from '../partners/FlagsProvider';
import type { CheckoutAction, CheckoutState, PickupPerson } from './checkout-state';
import styles from './DeliveryStep.module.css';

/** A signed-in customer's saved addresses: loaded only for them, not with every shopper's checkout. */
const SavedAddressPicker = lazy(() =>
  import('./SavedAddressPicker').then((module) => ({ default: module.SavedAddressPicker })),
);

registerDocument(DeliveryDistrictsDocument);
registerDocument(DeliveryQuotesDocument);

type FieldErrors = Partial<Record<string, string>>;
type Quote = DeliveryQuotesQuery['programado'];

const QUOTE_OF: Record<DeliveryType, keyof Omit<DeliveryQuotesQuery, '__typename'>> = {
  programado: 'programado',
  express: 'express',
  default: 'regular',
  rimac: 'rimac',
  pickup_for_me: 'pickupForMe',
  pickup_for_someone_else: 'pickupForSomeoneElse',
};

/**
 * Step 2: the district (Lima and Callao, from coverage), the address, and the delivery type with its fee shown
 * before choosing (requirements: "Delivery fee", from the gateway's quote); types that cannot be used now are shown
 * disabled with the reason (express outside 08:00–21:00 Lima or where coverage does not offer it; rimac outside the
 * insurer's app).
 */
export function DeliveryStep({
  state,
  dispatch,
  errors,
  busy,
  subtotal,
  appRimac,
  now,
  onFee,
  onSubmit,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  errors: FieldErrors;
  busy: boolean;
  subtotal: number;
  appRimac: boolean;
  now: Date;
  onFee: (fee: number | null) => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const signedIn = useSession().user !== null;
  const flags = usePartnerFlags();
  const districts = useQuery(DeliveryDistrictsDocument, { fetchPolicy: 'cache-first' });
  const districtId = state.address.districtId;
  const quotes = useQuery(DeliveryQuotesDocument, {
    variables: { districtId, subtotal, context: shoppingContext(flags) },
    skip: !districtId,
    fetchPolicy: 'no-cache',
  });
  // The first quotes of the district the step opens with: the delivery types and the fields under them wait for
  // them, because the fees and the reasons they bring (an option not offered in the district gains a line) would
  // otherwise push those fields down as the shopper looks at them (a layout shift). Later district changes are the
  // shopper's own input and show the new quotes in place.
  const [wasSettled, setSettled] = useState(() => !districtId);
  const quotesKnown = Boolean(quotes.data) || Boolean(quotes.error) || !quotes.loading;
  const settled = wasSettled || quotesKnown;
  useEffect(() => {
    if (quotesKnown) setSettled(true);
  }, [quotesKnown]);
  const quoteOf = (type: DeliveryType): Quote | null => quotes.data?.[QUOTE_OF[type]] ?? null;
  const chosen = quoteOf(state.deliveryType);

  // The express rule as the gateway answered it for this district, now (the step module reads it from the state).
  const express = quotes.data?.express;
  useEffect(() => {
    if (!express) return;
    dispatch({
      type: 'setExpressAvailability',
      express: { available: express.available, reason: express.unavailableReason ?? null },
    });
  }, [express, dispatch]);
  useEffect(() => onFee(chosen?.available ? (chosen.fee ?? null) : null), [chosen, onFee]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const covered = (districts.data?.deliveryCoverage.districts ?? []).filter((district) => district.covered);
  const offered = DELIVERY_TYPES.filter((type) => type !== 'rimac' || appRimac);
  /** A field of the person who picks the order up: its value and the change that sets it. */
  const pickupPart = (part: keyof PickupPerson) => ({
    value: state.pickup[part],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      dispatch({ type: 'setPickup', pickup: { [part]: event.target.value } }),
  });

  return (
    <form className={formGrid.formGrid} data-checkout-step onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Entrega
      </h2>
      {signedIn && !isPickup(state.deliveryType) && (
        <Suspense fallback={null}>
          <SavedAddressPicker state={state} dispatch={dispatch} />
        </Suspense>
      )}
      <div className="field">
        <label htmlFor={`${id}-district`}>Distrito (Lima y Callao)</label>
        <select
          id={`${id}-district`}
          value={districtId}
          onChange={(event) => {
            const district = covered.find((item) => item.id === event.target.value);
            dispatch({
              type: 'setAddress',
              address: { districtId: event.target.value, districtName: district?.name ?? '' },
            });
          }}
          aria-invalid={errors.districtId ? true : undefined}
          aria-describedby={errors.districtId ? `${id}-district-error` : undefined}
        >
          <option value="">{districts.loading ? 'Cargando distritos…' : 'Elige tu distrito'}</option>
          <Options items={covered} value={(district) => district.id} label={(district) => district.name} />
        </select>
        {errors.districtId && (
          <p id={`${id}-district-error`} className="field-error">
            {errors.districtId}
          </p>
        )}
        {districts.error && (
          <p className="field-error" role="alert">
            No pudimos cargar los distritos. Inténtalo de nuevo en unos minutos.
          </p>
        )}
      </div>

      {!settled && (
        <p className="muted" role="status" data-testid="delivery-quotes-loading">
          Calculando las opciones de entrega…
        </p>
      )}
      {settled && (
        <>
          <fieldset className="delivery-types">
            <legend>Tipo de entrega</legend>
            {offered.map((type) => {
              const quote = quoteOf(type);
              const unavailable = quote ? !quote.available : false;
              return (
                <div key={type} className={choices.option}>
                  <input
                    type="radio"
                    id={`${id}-${type}`}
                    name="tipoEntrega"
                    value={type}
                    checked={state.deliveryType === type}
                    disabled={unavailable}
                    onChange={() => dispatch({ type: 'setDeliveryType', deliveryType: type })}
                    aria-describedby={quote?.unavailableReason ? `${id}-${type}-reason` : undefined}
                  />
                  <label htmlFor={`${id}-${type}`}>
                    {DELIVERY_TYPE_LABELS[type]}
                    {quote?.available && quote.feeText && (
                      <strong className={styles.deliveryFee} data-testid="delivery-fee">
                        {' '}
                        {quote.feeText}
                      </strong>
                    )}
                    {quote?.unavailableReason && (
                      <span id={`${id}-${type}-reason`} className={choices.hint}>
                        {quote.unavailableReason}
                      </span>
                    )}
                  </label>
                </div>
              );
            })}
            {errors.deliveryType && <p className="field-error">{errors.deliveryType}</p>}
          </fieldset>

          {state.deliveryType === 'programado' && (
            <TextField
              id={`${id}-date`}
              label="Fecha de entrega"
              type="date"
              min={earliestScheduledDate(now)}
              max={latestScheduledDate(now)}
              value={state.deliveryDate ?? ''}
              onChange={(event) => dispatch({ type: 'setDeliveryDate', date: event.target.value || null })}
              error={errors.deliveryDate}
            />
          )}

          {!isPickup(state.deliveryType) && (
            <>
              <TextField
                id={`${id}-street`}
                label="Dirección"
                value={state.address.street}
                autoComplete="street-address"
                onChange={(event) => dispatch({ type: 'setAddress', address: { street: event.target.value } })}
                error={errors.street}
              />
              <div className="field">
                <label htmlFor={`${id}-reference`}>
                  Referencia <span className="muted">(opcional)</span>
                </label>
                <input
                  id={`${id}-reference`}
                  value={state.address.reference}
                  onChange={(event) => dispatch({ type: 'setAddress', address: { reference: event.target.value } })}
                />
                {errors.reference && <p className="field-error">{errors.reference}</p>}
              </div>
            </>
          )}

          {isPickup(state.deliveryType) && (
            <PickupInfo
              type={state.deliveryType === 'pickup_for_someone_else' ? 'pickup_for_someone_else' : 'pickup_for_me'}
              person={state.deliveryType === 'pickup_for_someone_else' ? state.pickup : null}
            />
          )}

          {state.deliveryType === 'pickup_for_someone_else' && (
            <fieldset>
              <legend>¿Quién recoge el pedido?</legend>
              <TextField
                id={`${id}-pickup-name`}
                label="Nombre completo"
                {...pickupPart('name')}
                error={errors.pickupName}
              />
              <div className="field">
                <label htmlFor={`${id}-pickup-type`}>Tipo de documento</label>
                <select id={`${id}-pickup-type`} {...pickupPart('documentType')}>
                  <DocumentTypeOptions />
                </select>
              </div>
              <TextField
                id={`${id}-pickup-number`}
                label="Número de documento"
                {...pickupPart('documentNumber')}
                error={errors.pickupDocumentNumber}
              />
            </fieldset>
          )}

          <SubmitButton busy={busy} disabled={Boolean(districtId) && quotes.loading} busyLabel="Guardando…">
            Continuar al pago
          </SubmitButton>
        </>
      )}
    </form>
  );
}
