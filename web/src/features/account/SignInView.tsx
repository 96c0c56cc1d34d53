'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useReducer, useRef, useState } from 'react';
import buttons from '@/ui/button.module.css';
import { SubmitButton } from '../../lib/form-fields';
import account from './account.module.css';
import { CurrentPasswordField, EmailField, OneTimeCodeField } from './CredentialFields';
import { NewPasswordField } from './NewPasswordField';
import { newPasswordProblems } from './password-change-state';
import styles from './SignInView.module.css';
import { callSession } from './session-client';
import { useSession } from './session-context';
import { credentialErrors, initialSignIn, SIGN_IN_DEBOUNCE_MS, type SignInStep, signInReducer } from './sign-in-flow';

const CODE_LABEL = {
  totp: 'de tu aplicación de autenticación',
  sms: 'que te enviamos por SMS',
  email: 'que te enviamos por correo',
};

/**
 * E-mail and password, then the provider's own steps (a new password, a code), each a Spanish form of its own. The
 * answers go to `/api/sesion/ingresar` and `/api/sesion/desafio`, whose server talks to the user pool and keeps the
 * tokens in HttpOnly cookies. `returnTo` has passed lib/return-path.ts's rule on the server (app/ingresar/page.tsx).
 */
export function SignInView({ returnTo }: { returnTo: string }) {
  const id = useId();
  const router = useRouter();
  const session = useSession();
  const [flow, dispatch] = useReducer(signInReducer, initialSignIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = async (path: string, body: Record<string, string>) => {
    dispatch({ type: 'submit' });
    const answer = await callSession<{ step: SignInStep }>(path, body);
    if (!answer.ok) {
      dispatch({ type: 'failed', message: answer.error });
      return;
    }
    const { step } = answer.data;
    if (step.kind === 'done') {
      await session.refresh();
      dispatch({ type: 'next', step });
      router.replace(returnTo);
      return;
    }
    dispatch({ type: 'next', step });
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    const errors = credentialErrors(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    // requirements: "Sign-in": a burst of submits (double click, Enter held) sends one sign-in, 200 ms after the last.
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      debounce.current = null;
      void run('/api/sesion/ingresar', { email: email.trim().toLowerCase(), password });
    }, SIGN_IN_DEBOUNCE_MS);
  };

  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (newPasswordProblems(newPassword).length > 0) {
      dispatch({ type: 'failed', message: 'La nueva contraseña no cumple los requisitos.' });
      return;
    }
    void run('/api/sesion/desafio', { newPassword });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      dispatch({ type: 'failed', message: 'Ingresa el código de 6 dígitos.' });
      return;
    }
    void run('/api/sesion/desafio', { code: code.trim() });
  };

  const error = flow.error && (
    <p className="form-error" role="alert" data-testid="sign-in-error">
      {flow.error}
    </p>
  );

  return (
    <section className="account-panel" aria-labelledby={`${id}-title`}>
      {flow.step.kind === 'credentials' && (
        <form className={account.accountForm} onSubmit={submitCredentials} noValidate>
          <h1 id={`${id}-title`}>Ingresa a tu cuenta</h1>
          <EmailField id={`${id}-email`} value={email} onChange={setEmail} error={fieldErrors.email} />
          <CurrentPasswordField
            id={`${id}-password`}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          {error}
          <SubmitButton className={`${buttons.button} ${buttons.block}`} busy={flow.pending} busyLabel="Ingresando…">
            Ingresar
          </SubmitButton>
          <p className={styles.accountLinks}>
            <a href="/recuperar-contrasena">¿Olvidaste tu contraseña?</a>
            <a href="/registro-usuario">Crear una cuenta</a>
          </p>
        </form>
      )}
      {flow.step.kind === 'newPassword' && (
        <form className={account.accountForm} onSubmit={submitNewPassword} noValidate>
          <h1 id={`${id}-title`}>Crea tu nueva contraseña</h1>
          <p>Tu cuenta fue creada con una contraseña temporal. Elige una contraseña propia para continuar.</p>
          <NewPasswordField id={`${id}-new`} value={newPassword} onChange={setNewPassword} />
          {error}
          <SubmitButton className={`${buttons.button} ${buttons.block}`} busy={flow.pending} busyLabel="Guardando…">
            Guardar e ingresar
          </SubmitButton>
        </form>
      )}
      {flow.step.kind === 'code' && (
        <form className={account.accountForm} onSubmit={submitCode} noValidate>
          <h1 id={`${id}-title`}>Confirma que eres tú</h1>
          <p>
            Ingresa el código {CODE_LABEL[flow.step.channel]}
            {flow.step.destination ? ` (${flow.step.destination})` : ''}.
          </p>
          <OneTimeCodeField id={`${id}-code`} label="Código de verificación" value={code} onChange={setCode} />
          {error}
          <SubmitButton className={`${buttons.button} ${buttons.block}`} busy={flow.pending} busyLabel="Verificando…">
            Verificar
          </SubmitButton>
          <button type="button" className={buttons.secondary} onClick={() => dispatch({ type: 'restart' })}>
            Volver a empezar
          </button>
        </form>
      )}
      {flow.step.kind === 'done' && (
        <p role="status" id={`${id}-title`}>
          Ingresaste. Te llevamos a tu cuenta…
        </p>
      )}
    </section>
  );
}
