'use client';

import type { ApolloClient } from '@apollo/client';
import { MAX_SAVED_ADDRESSES, type SavedAddressField } from '@cuida/domain/saved-address';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  ChangeAddressDocument,
  ChooseDefaultAddressDocument,
  DeliveryDistrictsDocument,
  RemoveAddressDocument,
  SaveAddressDocument,
  SavedAddressesDocument,
} from '@/gql/graphql';
import badges from '@/ui/badge.module.css';
import buttons from '@/ui/button.module.css';
import { SubmitButton } from '../../../lib/form-fields';
import account from '../account.module.css';
import lists from '../account-lists.module.css';
import { useSession } from '../session-context';
import {
  type AddressFormValues,
  addressInputOf,
  addressLine,
  EMPTY_ADDRESS,
  formFieldOf,
  formOf,
  formProblems,
  type SavedAddress,
} from './address-form';

type FieldErrors = Partial<Record<SavedAddressField, string>>;
type AccountErrors = { field?: string | null; message: string | null }[];
/** What a row change reads back: the mutation's errors (none when it was done); nothing when the gateway gave no answer. */
type RowAnswer = { errors: AccountErrors } | null | undefined;

const UNAVAILABLE = 'No pudimos guardar tus direcciones. Inténtalo de nuevo en unos minutos.';

/** The browser's GraphQL client, loaded when the address book opens (not with the account page). */
async function loadClient(endpoint: string): Promise<ApolloClient> {
  const { browserClient, registerDocument } = await import('@/lib/apollo-browser');
  for (const document of [
    SavedAddressesDocument,
    SaveAddressDocument,
    ChangeAddressDocument,
    RemoveAddressDocument,
    ChooseDefaultAddressDocument,
    DeliveryDistrictsDocument,
  ]) {
    registerDocument(document);
  }
  return browserClient(endpoint);
}

/**
 * The customer's saved delivery addresses (requirements: "Saved addresses"): add, change, delete and choose the
 * default one, which checkout's delivery step offers first. Saleor's address book through the gateway.
 */
export function AddressBook({ endpoint }: { endpoint: string }) {
  const id = useId();
  const { ready, user } = useSession();
  const client = useRef<Promise<ApolloClient> | null>(null);
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [districts, setDistricts] = useState<{ id: string; name: string }[]>([]);
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [values, setValues] = useState<AddressFormValues>(EMPTY_ADDRESS);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const gateway = useCallback(() => {
    client.current ??= loadClient(endpoint);
    return client.current;
  }, [endpoint]);

  /** The saved addresses as the gateway has them now (after a change too: the mutations answer only errors). */
  const reload = useCallback(async () => {
    const saved = await (await gateway()).query({ query: SavedAddressesDocument, fetchPolicy: 'no-cache' });
    if (!saved.data?.me) throw new Error(saved.error?.message ?? 'sin datos');
    setAddresses(saved.data.me.addresses);
  }, [gateway]);

  useEffect(() => {
    if (!ready || !user) return;
    let live = true;
    void (async () => {
      try {
        const apollo = await gateway();
        const [coverage] = await Promise.all([apollo.query({ query: DeliveryDistrictsDocument }), reload()]);
        if (!live) return;
        setDistricts((coverage.data?.deliveryCoverage.districts ?? []).filter((district) => district.covered));
      } catch (failure) {
        console.error(`[account] direcciones: ${failure instanceof Error ? failure.message : String(failure)}`);
        if (live) setError('No pudimos cargar tus direcciones. Inténtalo de nuevo en unos minutos.');
      }
    })();
    return () => {
      live = false;
    };
  }, [ready, user, gateway, reload]);

  const open = (address: SavedAddress | null) => {
    setEditing(address ? address.id : 'new');
    setValues(address ? formOf(address) : EMPTY_ADDRESS);
    setMakeDefault(false);
    setErrors({});
    setError(null);
    setStatus(null);
  };

  /** An answer's AccountErrors on the form: each on its field, the rest as the form's message. */
  const refused = (accountErrors: AccountErrors) => {
    const byField: FieldErrors = {};
    let general: string | null = null;
    for (const each of accountErrors) {
      const field = formFieldOf(each.field);
      const message = each.message ?? UNAVAILABLE;
      if (field) byField[field] ??= message;
      else general ??= message;
    }
    setErrors(byField);
    setError(general);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = formProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = Object.keys(problems)[0];
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    setErrors({});
    setError(null);
    try {
      const apollo = await gateway();
      const input = addressInputOf(values);
      if (editing === 'new') {
        const { data } = await apollo.mutate({
          mutation: SaveAddressDocument,
          fetchPolicy: 'no-cache',
          variables: { input, ...(makeDefault ? { type: 'SHIPPING' as const } : {}) },
        });
        const answer = data?.accountAddressCreate;
        if (!answer || answer.errors.length > 0) return refused(answer?.errors ?? [{ message: UNAVAILABLE }]);
        await reload();
        setStatus('Dirección guardada.');
      } else if (editing) {
        const { data } = await apollo.mutate({
          mutation: ChangeAddressDocument,
          variables: { id: editing, input },
          fetchPolicy: 'no-cache',
        });
        const answer = data?.accountAddressUpdate;
        if (!answer || answer.errors.length > 0) return refused(answer?.errors ?? [{ message: UNAVAILABLE }]);
        await reload();
        setStatus('Dirección actualizada.');
      }
      setEditing(null);
    } catch {
      setError(UNAVAILABLE);
    } finally {
      setPending(false);
    }
  };

  /** A change made from an address's row (remove it, make it the default): the list read again, then `done` said. */
  const rowChange = async (change: (apollo: ApolloClient) => Promise<RowAnswer>, done: string) => {
    setPending(true);
    setError(null);
    setStatus(null);
    try {
      const answer = await change(await gateway());
      if (!answer || answer.errors.length > 0) return setError(answer?.errors[0]?.message ?? UNAVAILABLE);
      await reload();
      setStatus(done);
    } catch {
      setError(UNAVAILABLE);
    } finally {
      setPending(false);
    }
  };

  const remove = (address: SavedAddress) =>
    rowChange(
      async (apollo) => {
        const { data } = await apollo.mutate({ mutation: RemoveAddressDocument, variables: { id: address.id } });
        return data?.accountAddressDelete;
      },
      `Eliminamos la dirección ${addressLine(address)}.`,
    );

  const choose = (address: SavedAddress) =>
    rowChange(
      async (apollo) => {
        const { data } = await apollo.mutate({
          mutation: ChooseDefaultAddressDocument,
          variables: { id: address.id },
          fetchPolicy: 'no-cache',
        });
        return data?.accountSetDefaultAddress;
      },
      `${addressLine(address)} es ahora tu dirección predeterminada.`,
    );

  const field = (name: keyof AddressFormValues, label: string, extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={errors[name as SavedAddressField] ? true : undefined}
        aria-describedby={errors[name as SavedAddressField] ? `${id}-${name}-error` : undefined}
        {...extra}
      />
      {errors[name as SavedAddressField] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name as SavedAddressField]}
        </p>
      )}
    </div>
  );

  return (
    <section
      className={account.accountSection}
      aria-labelledby={`${id}-title`}
      aria-busy={addresses === null && !error}
    >
      <h2 id={`${id}-title`}>Mis direcciones</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status && <p role="status">{status}</p>}
      {addresses === null && !error && <p role="status">Cargando tus direcciones…</p>}
      {addresses !== null && addresses.length === 0 && editing === null && (
        <p>Aún no tienes direcciones guardadas. Guarda una para elegirla al comprar.</p>
      )}
      {addresses !== null && addresses.length > 0 && (
        <ul className={lists.addressList} data-testid="saved-addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <span>
                <strong>{addressLine(address)}</strong>
                {address.isDefaultShippingAddress && <span className={badges.badge}> Predeterminada</span>}
                <br />
                {address.firstName} {address.lastName} · {address.phone}
                {address.streetAddress2 && ` · ${address.streetAddress2}`}
              </span>
              <span className={lists.addressActions}>
                <button type="button" className={buttons.secondary} disabled={pending} onClick={() => open(address)}>
                  Editar<span className="visually-hidden"> {addressLine(address)}</span>
                </button>
                {!address.isDefaultShippingAddress && (
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={pending}
                    onClick={() => void choose(address)}
                  >
                    Usar como predeterminada<span className="visually-hidden"> {addressLine(address)}</span>
                  </button>
                )}
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={pending}
                  onClick={() => void remove(address)}
                >
                  Eliminar<span className="visually-hidden"> {addressLine(address)}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing === null && addresses !== null && addresses.length < MAX_SAVED_ADDRESSES && (
        <button type="button" className={buttons.secondary} onClick={() => open(null)}>
          Agregar dirección
        </button>
      )}
      {editing !== null && (
        <form className={account.accountForm} onSubmit={submit} noValidate aria-labelledby={`${id}-form-title`}>
          <h3 id={`${id}-form-title`}>{editing === 'new' ? 'Nueva dirección' : 'Editar dirección'}</h3>
          {field('firstName', 'Nombres de quien recibe', { autoComplete: 'given-name' })}
          {field('lastName', 'Apellidos de quien recibe', { autoComplete: 'family-name' })}
          {field('phone', 'Celular', { autoComplete: 'tel-national', inputMode: 'tel' })}
          <div className="field">
            <label htmlFor={`${id}-district`}>Distrito (Lima y Callao)</label>
            <select
              id={`${id}-district`}
              value={values.districtId}
              onChange={(event) => {
                const district = districts.find((each) => each.id === event.target.value);
                setValues((current) => ({
                  ...current,
                  districtId: event.target.value,
                  district: district?.name ?? '',
                }));
              }}
              aria-invalid={errors.district ? true : undefined}
              aria-describedby={errors.district ? `${id}-district-error` : undefined}
            >
              <option value="">Elige el distrito</option>
              {districts.map((district) => (
                <option key={district.id} value={district.id}>
                  {district.name}
                </option>
              ))}
            </select>
            {errors.district && (
              <p id={`${id}-district-error`} className="field-error">
                {errors.district}
              </p>
            )}
          </div>
          {field('street', 'Dirección', { autoComplete: 'street-address' })}
          {field('reference', 'Referencia (opcional)')}
          {editing === 'new' && addresses !== null && addresses.length > 0 && (
            <div className="field field-check">
              <input
                id={`${id}-default`}
                type="checkbox"
                checked={makeDefault}
                onChange={(event) => setMakeDefault(event.target.checked)}
              />
              <label htmlFor={`${id}-default`}>Usar como dirección predeterminada</label>
            </div>
          )}
          <SubmitButton busy={pending} busyLabel="Guardando…">
            Guardar dirección
          </SubmitButton>{' '}
          <button type="button" className={buttons.secondary} onClick={() => setEditing(null)}>
            Cancelar
          </button>
        </form>
      )}
    </section>
  );
}
