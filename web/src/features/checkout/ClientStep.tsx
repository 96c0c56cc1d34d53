'use client';

import { type Dispatch, type FormEvent, useId } from 'react';
import formGrid from '@/lib/form-grid.module.css';
import { DocumentTypeOptions } from '../../lib/DocumentTypeOptions';
import { SubmitButton } from '../../lib/form-fields';
import type { CheckoutAction, CheckoutState, ClientTextField } from './checkout-state';

type FieldErrors = Partial<Record<string, string>>;

const TEXT_FIELDS: {
  field: ClientTextField;
  label: string;
  type?: string;
  autoComplete: string;
  optional?: boolean;
}[] = [
  { field: 'documentNumber', label: 'Número de documento', autoComplete: 'off' },
  { field: 'firstName', label: 'Nombres', autoComplete: 'given-name' },
  { field: 'paternalLastName', label: 'Apellido paterno', autoComplete: 'family-name' },
  { field: 'maternalLastName', label: 'Apellido materno', autoComplete: 'additional-name', optional: true },
  { field: 'phone', label: 'Celular', type: 'tel', autoComplete: 'tel-national' },
  { field: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { field: 'birthDate', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday' },
];

/** Step 1: who buys (requirements: "Checkout client"); the rules are the domain's, checked again by the gateway. */
export function ClientStep({
  state,
  dispatch,
  errors,
  busy,
  onSubmit,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  errors: FieldErrors;
  busy: boolean;
  onSubmit: () => void;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={formGrid.formGrid} data-checkout-step onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        Tus datos
      </h2>
      <div className="field">
        <label htmlFor={`${id}-documentType`}>Tipo de documento</label>
        <select
          id={`${id}-documentType`}
          value={state.client.documentType}
          onChange={(event) => dispatch({ type: 'setDocumentType', documentType: event.target.value })}
        >
          <DocumentTypeOptions />
        </select>
      </div>
      {TEXT_FIELDS.map(({ field, label, type, autoComplete, optional }) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>
            {label}
            {optional && <span className="muted"> (opcional)</span>}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={type ?? 'text'}
            value={state.client[field]}
            autoComplete={autoComplete}
            inputMode={field === 'phone' ? 'tel' : field === 'documentNumber' ? 'text' : undefined}
            onChange={(event) => dispatch({ type: 'setClientField', field, value: event.target.value })}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} className="field-error">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      <SubmitButton busy={busy} busyLabel="Guardando…">
        Continuar a la entrega
      </SubmitButton>
    </form>
  );
}
