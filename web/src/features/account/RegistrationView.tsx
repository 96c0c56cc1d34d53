'use client';

import { GENDER_OPTIONS, maskEmail } from '@cuida/domain';
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from 'react';
import formGrid from '@/lib/form-grid.module.css';
import buttons from '@/ui/button.module.css';
import notices from '@/ui/notice.module.css';
import { DocumentTypeOptions } from '../../lib/DocumentTypeOptions';
import { Options, SubmitButton } from '../../lib/form-fields';
import styles from './Registration.module.css';
import type { GatewayErrorLike, RegistrationProblem } from './registration-errors';
import {
  emptyRegistration,
  firstErrorField,
  passwordChecklist,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationTextField,
  registerInput,
  registrationReducer,
} from './registration-form';

/**
 * Apollo Client and the operation's document arrive with the first send of a valid form, not with the page (they were
 * about 60 kB gzip of its first load).
 */
const loadRegistrationClient = (endpoint: string) =>
  Promise.all([import('../../lib/apollo-browser'), import('../../gql/graphql')]).then(([apollo, documents]) => {
    apollo.registerDocument(documents.RegisterCustomerDocument);
    return { client: apollo.browserClient(endpoint), document: documents.RegisterCustomerDocument };
  });

/** The form's own checks, loaded with its first send (registration-validation.ts); null when they could not be loaded. */
async function checkForm(form: RegistrationForm): Promise<RegistrationErrors | null> {
  try {
    return (await import('./registration-validation')).validateRegistration(form, new Date());
  } catch {
    return null;
  }
}

/** The gateway's refusals in the form's words: their rules arrive with the first refusal, not with the page. */
async function problemsOf(errors: readonly GatewayErrorLike[]): Promise<RegistrationProblem[]> {
  try {
    return (await import('./registration-errors')).registrationProblems(errors);
  } catch {
    return [{ field: null, message: 'No pudimos crear tu cuenta. Revisa tu conexión e inténtalo de nuevo.' }];
  }
}

/** `/registro-usuario`: the form, then "Revisa tu correo" (requirements: "Registration"). */
export function RegistrationView({ endpoint }: { endpoint: string }) {
  return <Registration endpoint={endpoint} />;
}

const TEXT_FIELDS: {
  field: RegistrationTextField;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel' | 'text';
  optional?: boolean;
}[] = [
  { field: 'firstName', label: 'Nombres', type: 'text', autoComplete: 'given-name' },
  { field: 'paternalLastName', label: 'Apellido paterno', type: 'text', autoComplete: 'family-name' },
  {
    field: 'maternalLastName',
    label: 'Apellido materno',
    type: 'text',
    autoComplete: 'additional-name',
    optional: true,
  },
  { field: 'phone', label: 'Celular', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { field: 'birthDate', label: 'Fecha de nacimiento', type: 'date', autoComplete: 'bday' },
];

const errorsOf = (error: unknown): GatewayErrorLike[] => {
  const list = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(list) ? (list as GatewayErrorLike[]) : [];
};

function Registration({ endpoint }: { endpoint: string }) {
  const id = useId();
  const [form, dispatch] = useReducer(registrationReducer, undefined, emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const fieldId = (field: RegistrationField) => `${id}-${field}`;
  const errorId = (field: RegistrationField) => `${id}-${field}-error`;

  // After a refused send, the first field with a message takes the focus (WCAG 3.3.1: errors are found at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused send (focusRequest), reading errors
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstErrorField(errors);
    const target = field ? document.getElementById(fieldId(field)) : formRef.current?.querySelector('[role="alert"]');
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (registered) doneRef.current?.focus();
  }, [registered]);

  const refuse = (next: RegistrationErrors, message: string | null) => {
    setErrors(next);
    setFormError(message);
    setFocusRequest((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const found = await checkForm(form);
      if (found === null) return refuse({}, 'No pudimos revisar tus datos. Revisa tu conexión e inténtalo de nuevo.');
      if (Object.keys(found).length > 0) return refuse(found, null);
      const { client, document } = await loadRegistrationClient(endpoint);
      const { data } = await client.mutate({
        mutation: document,
        variables: { input: registerInput(form) },
        // The answer carries the auto-login token: it must not be kept in any cache.
        fetchPolicy: 'no-cache',
      });
      if (!data?.registerCustomer) throw new Error('sin respuesta');
      setRegistered(data.registerCustomer.email);
    } catch (error) {
      const problems = await problemsOf(errorsOf(error));
      const next: RegistrationErrors = {};
      for (const problem of problems) if (problem.field) next[problem.field] = problem.message;
      refuse(next, problems.find((problem) => problem.field === null)?.message ?? null);
    } finally {
      setBusy(false);
    }
  };

  if (registered) {
    return (
      <section className={styles.done} aria-labelledby={`${id}-done`} data-testid="registration-done">
        <h2 id={`${id}-done`} ref={doneRef} tabIndex={-1}>
          Revisa tu correo
        </h2>
        <p>
          Te enviamos un enlace de verificación a{' '}
          <strong data-testid="registration-email">{maskEmail(registered)}</strong>.
        </p>
        <ol>
          <li>Abre el correo de Cuida (si no lo ves, revisa la carpeta de spam o promociones).</li>
          <li>Pulsa el enlace de verificación: confirmará tu correo e iniciará tu sesión.</li>
          <li>El enlace vence en 24 horas.</li>
        </ol>
        <a className={buttons.secondary} href="/">
          Volver a la tienda
        </a>
      </section>
    );
  }

  const describedBy = (field: RegistrationField, extra?: string) =>
    [extra, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: RegistrationField) =>
    errors[field] ? (
      <p id={errorId(field)} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  /** What every text input shares: its id, value and change, and its error tied to it. */
  const textInput = (field: RegistrationTextField, describedByExtra?: string) => ({
    id: fieldId(field),
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => dispatch({ type: 'setText', field, value: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, describedByExtra),
  });
  const checklist = passwordChecklist(form.password);
  /** A labelled select with its error, as the text fields below have. */
  const selectField = (
    field: 'gender' | 'documentType',
    label: string,
    onValue: (value: string) => void,
    options: ReactNode,
  ) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select
        id={fieldId(field)}
        value={form[field]}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      >
        {options}
      </select>
      {fieldError(field)}
    </div>
  );

  return (
    <form
      ref={formRef}
      className={`${formGrid.formGrid} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="registration-form"
    >
      <h2 id={`${id}-title`}>Crea tu cuenta</h2>
      <p className="muted">Todos los campos son obligatorios salvo que se indique lo contrario.</p>
      {formError && (
        <div className={`${notices.notice} ${notices.warning}`} role="alert" tabIndex={-1}>
          {formError}
        </div>
      )}

      <div className={`field ${styles.wide}`}>
        <label htmlFor={fieldId('email')}>Correo electrónico</label>
        <input {...textInput('email')} type="email" inputMode="email" autoComplete="email" />
        {fieldError('email')}
      </div>

      <div className={`field ${styles.wide}`}>
        <label htmlFor={fieldId('password')}>Contraseña</label>
        <input {...textInput('password', `${id}-password-rules`)} type="password" autoComplete="new-password" />
        <ul id={`${id}-password-rules`} className={styles.rules} aria-label="Tu contraseña debe tener">
          {checklist.map((rule) => (
            <li key={rule.id} data-rule={rule.id} data-met={rule.met} className={rule.met ? styles.met : undefined}>
              <span aria-hidden="true">{rule.met ? '✓' : '•'}</span> {rule.label}
              <span className="visually-hidden">{rule.met ? ' (cumplido)' : ' (pendiente)'}</span>
            </li>
          ))}
        </ul>
        {fieldError('password')}
      </div>

      {TEXT_FIELDS.map(({ field, label, type, autoComplete, inputMode, optional }) => (
        <div className="field" key={field}>
          <label htmlFor={fieldId(field)}>
            {label}
            {optional && <span className="muted"> (opcional)</span>}
          </label>
          <input {...textInput(field)} type={type} inputMode={inputMode} autoComplete={autoComplete} />
          {fieldError(field)}
        </div>
      ))}

      {selectField(
        'gender',
        'Género',
        (value) => dispatch({ type: 'setGender', value }),
        <>
          <option value="">Elige una opción</option>
          <Options items={GENDER_OPTIONS} value={(gender) => gender} label={(gender) => gender} />
        </>,
      )}

      {selectField(
        'documentType',
        'Tipo de documento',
        (value) => dispatch({ type: 'setDocumentType', value }),
        <DocumentTypeOptions />,
      )}

      <div className="field">
        <label htmlFor={fieldId('documentNumber')}>Número de documento</label>
        <input
          {...textInput('documentNumber')}
          type="text"
          inputMode={form.documentType === 2 ? 'numeric' : 'text'}
          autoComplete="off"
        />
        {fieldError('documentNumber')}
      </div>

      <div className={`field field-check ${styles.wide}`}>
        <input
          id={fieldId('acceptsTerms')}
          type="checkbox"
          checked={form.acceptsTerms}
          onChange={(event) => dispatch({ type: 'setAcceptsTerms', value: event.target.checked })}
          aria-invalid={errors.acceptsTerms ? true : undefined}
          aria-describedby={describedBy('acceptsTerms')}
        />
        <label htmlFor={fieldId('acceptsTerms')}>
          Acepto los{' '}
          <a href="/terminos-y-condiciones" target="_blank" rel="noopener">
            términos y condiciones
          </a>{' '}
          y la{' '}
          <a href="/privacidad" target="_blank" rel="noopener">
            política de privacidad
          </a>
        </label>
        {fieldError('acceptsTerms')}
      </div>

      <SubmitButton
        className={`${buttons.button} ${styles.wide}`}
        busy={busy}
        aria-busy={busy}
        busyLabel="Creando tu cuenta…"
      >
        Crear cuenta
      </SubmitButton>
      <p className={`muted ${styles.wide}`}>
        ¿Ya tienes una cuenta? <a href="/ingresar">Inicia sesión</a>
      </p>
    </form>
  );
}
