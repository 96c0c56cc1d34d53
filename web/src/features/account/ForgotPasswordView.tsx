'use client';

import { type FormEvent, type ReactNode, useId, useState } from 'react';
import buttons from '@/ui/button.module.css';
import { SubmitButton } from '../../lib/form-fields';
import account from './account.module.css';
import { EmailField, OneTimeCodeField } from './CredentialFields';
import { NewPasswordField } from './NewPasswordField';
import { newPasswordProblems } from './password-change-state';
import { callSession, type SessionCall } from './session-client';

type Step = 'email' | 'code' | 'done';

/**
 * Forgot password: the e-mail, then the code the provider sent with a new password (the product's messages), through
 * `/api/sesion/recuperar` (the storefront's server calls the pool; the browser never does).
 */
export function ForgotPasswordView() {
  const id = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [destination, setDestination] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attempt = async <T,>(body: Record<string, string>, done: (data: T) => void) => {
    setPending(true);
    setError(null);
    const answer: SessionCall<T> = await callSession<T>('/api/sesion/recuperar', body);
    setPending(false);
    if (answer.ok) done(answer.data);
    else setError(answer.error);
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Ingresa un correo electrónico válido.');
      return;
    }
    void attempt<{ destination: string | null }>({ email: email.trim().toLowerCase() }, (data) => {
      setDestination(data.destination);
      setStep('code');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9A-Za-z]{4,10}$/.test(code.trim())) {
      setError('Ingresa el código que te enviamos.');
      return;
    }
    if (newPasswordProblems(password).length > 0) {
      setError('La nueva contraseña no cumple los requisitos.');
      return;
    }
    void attempt({ email: email.trim().toLowerCase(), code: code.trim(), password }, () => setStep('done'));
  };

  const alert = error && (
    <p className="form-error" role="alert" data-testid="forgot-error">
      {error}
    </p>
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Recupera tu contraseña</h1>
      {step === 'email' && (
        <StepForm onSubmit={requestCode} alert={alert} busy={pending} busyLabel="Enviando…" action="Enviar código">
          <p>Te enviaremos un código a tu correo para que crees una nueva contraseña.</p>
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        </StepForm>
      )}
      {step === 'code' && (
        <StepForm onSubmit={confirm} alert={alert} busy={pending} busyLabel="Guardando…" action="Cambiar contraseña">
          <p role="status">Enviamos un código a {destination ?? 'tu correo'}. Ingrésalo y elige tu nueva contraseña.</p>
          <OneTimeCodeField id={`${id}-code`} label="Código" value={code} onChange={setCode} />
          <NewPasswordField id={`${id}-password`} value={password} onChange={setPassword} />
        </StepForm>
      )}
      {step === 'done' && (
        <div role="status" className={account.accountForm}>
          <p>Listo: tu contraseña fue cambiada.</p>
          <a className={buttons.button} href="/ingresar">
            Ingresar
          </a>
        </div>
      )}
    </section>
  );
}

/** One step's form: what it asks, the step's error, and its submit button (which waits for the call). */
function StepForm({
  onSubmit,
  alert,
  busy,
  busyLabel,
  action,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  alert: ReactNode;
  busy: boolean;
  busyLabel: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <form className={account.accountForm} onSubmit={onSubmit} noValidate>
      {children}
      {alert}
      <SubmitButton className={`${buttons.button} ${buttons.block}`} busy={busy} busyLabel={busyLabel}>
        {action}
      </SubmitButton>
    </form>
  );
}
