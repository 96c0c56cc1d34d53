'use client';

import { useQuery } from '@apollo/client/react';
import { type Dispatch, useEffect, useId, useRef } from 'react';
import choices from '@/ui/choice.module.css';
import { SavedAddressesDocument } from '../../gql/graphql';
import { registerDocument } from '../../lib/apollo-browser';
import type { SavedAddress } from '../account/addresses/address-form';
import { addressLine } from '../account/addresses/address-line';
import { useSession } from '../account/session-context';
import type { CheckoutAction, CheckoutState } from './checkout-state';

registerDocument(SavedAddressesDocument);

/** A saved address as the delivery step's address (the district by its ubigeo, as coverage lists it). */
export function deliveryAddressOf(address: SavedAddress) {
  return {
    districtId: address.postalCode,
    districtName: address.cityArea,
    street: address.streetAddress1,
    reference: address.streetAddress2,
  };
}

/** Whether the step's address is this saved one. */
const isChosen = (state: CheckoutState, address: SavedAddress) =>
  state.address.districtId === address.postalCode && state.address.street === address.streetAddress1;

/**
 * For a signed-in customer, the delivery step offers their saved addresses (requirements: "Saved addresses"): the
 * default one fills an empty address; choosing another fills the district, street and reference, which stay
 * editable. A guest, or a customer without saved addresses, sees nothing.
 */
export function SavedAddressPicker({ state, dispatch }: { state: CheckoutState; dispatch: Dispatch<CheckoutAction> }) {
  const id = useId();
  const { user } = useSession();
  const saved = useQuery(SavedAddressesDocument, { skip: !user, fetchPolicy: 'no-cache' });
  const addresses = saved.data?.me?.addresses ?? [];
  const prefilled = useRef(false);

  const empty = state.address.districtId === '' && state.address.street === '';
  const preferred = addresses.find((address) => address.isDefaultShippingAddress);
  useEffect(() => {
    if (prefilled.current || !preferred || !empty) return;
    prefilled.current = true;
    dispatch({ type: 'setAddress', address: deliveryAddressOf(preferred) });
  }, [preferred, empty, dispatch]);

  if (!user || addresses.length === 0) return null;
  return (
    <fieldset className="saved-addresses">
      <legend>Mis direcciones guardadas</legend>
      {addresses.map((address) => (
        <div key={address.id} className={choices.option}>
          <input
            type="radio"
            id={`${id}-${address.id}`}
            name="direccionGuardada"
            checked={isChosen(state, address)}
            onChange={() => dispatch({ type: 'setAddress', address: deliveryAddressOf(address) })}
          />
          <label htmlFor={`${id}-${address.id}`}>
            {addressLine(address)}
            {address.isDefaultShippingAddress && <span className={choices.hint}> Predeterminada</span>}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
