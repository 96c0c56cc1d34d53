'use client';

import { type FormEvent, useId, useReducer, useState } from 'react';
import { SubmitButton } from '../../lib/form-fields';
import account from './account.module.css';
import { CurrentPasswordField } from './CredentialFields';
import { NewPasswordField } from './NewPasswordField';
import { initialPasswordChange, newPasswordProblems, passwordChangeReducer } from './password-change-state';
import { callSession } from './session-client';

/**
 * Change password (status: initial, pending, success, onError), through `/api/sesion/contrasena`: the server
 * holds the session's access token the pool asks for.
 */
export function ChangePasswordForm() {
  const id = useId();
  const [state, dispatch] = useReducer(passwordChangeReducer, initialPasswordChange);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (current === '') {
      dispatch({ type: 'failed', message: 'Ingresa tu contraseña actual.' });
      return;
    }
    if (newPasswordProblems(next).length > 0) {
      dispatch({ type: 'failed', message: 'La nueva contraseña no cumple los requisitos.' });
      return;
    }
    dispatch({ type: 'submit' });
    const answer = await callSession('/api/sesion/contrasena', { current, next });
    if (!answer.ok) {
      dispatch({ type: 'failed', message: answer.error });
      return;
    }
    setCurrent('');
    setNext('');
    dispatch({ type: 'succeeded' });
  };

  return (
    <form
      className={`${account.accountForm} ${account.accountSection}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Cambiar contraseña</h2>
      <CurrentPasswordField id={`${id}-current`} label="Contraseña actual" value={current} onChange={setCurrent} />
      <NewPasswordField id={`${id}-next`} value={next} onChange={setNext} />
      {state.status === 'onError' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'success' && <p role="status">{state.message}</p>}
      <SubmitButton busy={state.status === 'pending'} busyLabel="Guardando…">
        Cambiar contraseña
      </SubmitButton>
    </form>
  );
}
