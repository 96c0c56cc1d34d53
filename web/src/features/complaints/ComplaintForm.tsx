'use client';

import { COMPLAINT_KIND_LABELS, DOCUMENT_TYPES } from '@cuida/domain';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../lib/form-fields';
import styles from './ComplaintForm.module.css';
import type { Receipt } from './ComplaintReceipt';
import {
  type ComplaintFormValues,
  EMPTY_COMPLAINT_FORM,
  type FormErrors,
  type FormField,
  type GatewayError,
  submissionProblem,
} from './complaint-form';
import type { validateComplaintForm } from './complaint-validation';

/** The values' check (zod over the domain's rules) arrives with the first send, not with the page. */
const loadValidation = () => import('./complaint-validation').then((module) => module.validateComplaintForm);

/** The fields in the order they appear: the first with a problem takes the focus. */
const ORDER: FormField[] = [
  'firstName',
  'lastName',
  'documentNumber',
  'address',
  'phone',
  'email',
  'guardianName',
  'guardianDocumentNumber',
  'itemType',
  'itemDescription',
  'amount',
  'orderNumber',
  'kind',
  'detail',
  'request',
];

/**
 * The Libro de Reclamaciones virtual's form (the fields of the regulation's "hoja de reclamación"), checked with the
 * domain's rules before sending and filed through the gateway's fileComplaint. One idempotency key per sheet, so a
 * double submission or a retry after a lost answer files it once. Once filed, the receipt goes to `onFiled`.
 */
export function ComplaintForm({ endpoint, onFiled }: { endpoint: string; onFiled: (receipt: Receipt) => void }) {
  const id = useId();
  const [values, setValues] = useState<ComplaintFormValues>(EMPTY_COMPLAINT_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldId = (field: FormField) => `${id}-${field}`;
  const set =
    (field: FormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.target;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };
  const focusFirst = (problems: FormErrors) => {
    const first = ORDER.find((field) => problems[field]);
    if (!first) return;
    // Radio groups: their first option.
    const element =
      document.getElementById(fieldId(first)) ??
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) ??
      null;
    element?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    let checked: ReturnType<typeof validateComplaintForm>;
    try {
      checked = (await loadValidation())(values);
    } catch {
      // The check's chunk could not load (offline): nothing can be sent either.
      setFormError(submissionProblem([]).form);
      return;
    }
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    key.current ??= crypto.randomUUID();
    try {
      const [{ browserClient, registerDocument }, { CombinedGraphQLErrors }, { FileComplaintDocument }] =
        await Promise.all([
          import('../../lib/apollo-browser'),
          import('@apollo/client/errors'),
          import('../../gql/graphql'),
        ]);
      registerDocument(FileComplaintDocument);
      try {
        const { data } = await browserClient(endpoint).mutate({
          mutation: FileComplaintDocument,
          variables: { input: { ...checked.input, idempotencyKey: key.current } },
        });
        if (!data?.fileComplaint) throw new Error('sin respuesta');
        onFiled(data.fileComplaint);
      } catch (error) {
        const gatewayErrors: GatewayError[] = CombinedGraphQLErrors.is(error)
          ? error.errors.map((item) => ({ message: item.message, extensions: item.extensions }))
          : [];
        const problem = submissionProblem(gatewayErrors);
        setErrors(problem.fields);
        setFormError(problem.form);
        focusFirst(problem.fields);
      }
    } catch {
      setFormError(submissionProblem([]).form);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FormField, label: string, input: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {hint && (
        <p className={styles.fieldHint} id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {input}
      {errors[name] && (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: FormField, hint = false) =>
    [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  // What every text input and text area of the sheet carries: its id and name, its value, and its error tied to it.
  const control = (name: FormField, hint = false) => ({
    id: fieldId(name),
    name,
    value: values[name] as string,
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
  });
  const text = (name: FormField, props: Record<string, unknown> = {}, hint = false) => (
    <input {...control(name, hint)} {...props} />
  );
  const documentSelect = (name: 'documentType' | 'guardianDocumentType') => (
    <select id={fieldId(name)} name={name} value={values[name]} onChange={set(name)}>
      {DOCUMENT_TYPES.map((type) => (
        <option key={type.id} value={String(type.id)}>
          {type.label}
        </option>
      ))}
    </select>
  );
  const radios = (
    name: 'kind' | 'itemType',
    legend: string,
    options: { value: string; label: string; hint?: string }[],
  ) => (
    <fieldset
      className={`field ${styles.radioGroup}`}
      aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={values[name] === option.value}
            onChange={set(name)}
          />
          <span>
            {option.label}
            {option.hint && <span className={styles.fieldHint}> {option.hint}</span>}
          </span>
        </label>
      ))}
      {errors[name] && (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {errors[name]}
        </p>
      )}
    </fieldset>
  );

  const problems = Object.keys(errors).length;
  return (
    <form ref={formRef} className={styles.complaintForm} onSubmit={submit} noValidate aria-busy={busy}>
      {(problems > 0 || formError) && (
        <div className="form-error" role="alert">
          {formError ?? (problems === 1 ? 'Revisa 1 dato del formulario.' : `Revisa ${problems} datos del formulario.`)}
        </div>
      )}
      <fieldset>
        <legend>1. Identificación del consumidor reclamante</legend>
        <div className={styles.formGrid}>
          {field('firstName', 'Nombres', text('firstName', { autoComplete: 'given-name' }))}
          {field('lastName', 'Apellidos', text('lastName', { autoComplete: 'family-name' }))}
          <div className="field">
            <label htmlFor={fieldId('documentType')}>Tipo de documento</label>
            {documentSelect('documentType')}
          </div>
          {field('documentNumber', 'Número de documento', text('documentNumber', { inputMode: 'text' }))}
          {field('address', 'Domicilio', text('address', { autoComplete: 'street-address' }))}
          {field('phone', 'Celular', text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' }))}
          {field('email', 'Correo electrónico', text('email', { type: 'email', autoComplete: 'email' }))}
        </div>
        <label className="checkbox">
          <input type="checkbox" name="isMinor" checked={values.isMinor} onChange={set('isMinor')} />
          Soy menor de edad
        </label>
        {values.isMinor && (
          <fieldset>
            <legend>Padre, madre o apoderado</legend>
            <div className={styles.formGrid}>
              {field('guardianName', 'Nombre completo', text('guardianName', { autoComplete: 'off' }))}
              <div className="field">
                <label htmlFor={fieldId('guardianDocumentType')}>Tipo de documento</label>
                {documentSelect('guardianDocumentType')}
              </div>
              {field('guardianDocumentNumber', 'Número de documento', text('guardianDocumentNumber'))}
            </div>
          </fieldset>
        )}
      </fieldset>
      <fieldset>
        <legend>2. Identificación del bien contratado</legend>
        {radios('itemType', '¿Sobre qué es?', [
          { value: 'PRODUCTO', label: 'Producto' },
          { value: 'SERVICIO', label: 'Servicio' },
        ])}
        <div className={styles.formGrid}>
          {field('itemDescription', 'Descripción del producto o servicio', text('itemDescription'))}
          {field(
            'amount',
            'Monto reclamado (S/)',
            text('amount', { inputMode: 'decimal' }, true),
            'Opcional. Por ejemplo: 25.90',
          )}
          {field('orderNumber', 'Número de pedido', text('orderNumber', {}, true), 'Opcional, si lo tienes.')}
        </div>
      </fieldset>
      <fieldset>
        <legend>3. Detalle de la reclamación y pedido del consumidor</legend>
        {radios(
          'kind',
          'Tipo',
          (['RECLAMO', 'QUEJA'] as const).map((value) => ({
            value,
            label: COMPLAINT_KIND_LABELS[value].label,
            hint: COMPLAINT_KIND_LABELS[value].hint,
          })),
        )}
        {field('detail', 'Detalle', <textarea {...control('detail')} rows={5} />)}
        {field('request', 'Pedido del consumidor', <textarea {...control('request')} rows={3} />)}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Enviando…">
        Enviar hoja de reclamación
      </SubmitButton>
    </form>
  );
}
