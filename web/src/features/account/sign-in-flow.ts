/**
 * The steps of a sign-in: the credentials, then whatever the provider asks before it issues tokens (a new password
 * for accounts created with a temporary one; a code where the pool asks for a second factor), then done.
 */
export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'newPassword' }
  | { kind: 'code'; channel: 'totp' | 'sms' | 'email'; destination: string | null }
  | { kind: 'done' };

export interface SignInFlow {
  step: SignInStep;
  pending: boolean;
  error: string | null;
}

export type SignInEvent =
  | { type: 'submit' }
  | { type: 'next'; step: SignInStep }
  | { type: 'failed'; message: string }
  | { type: 'restart' };

export const initialSignIn: SignInFlow = { step: { kind: 'credentials' }, pending: false, error: null };

export function signInReducer(flow: SignInFlow, event: SignInEvent): SignInFlow {
  switch (event.type) {
    case 'submit':
      return { ...flow, pending: true, error: null };
    case 'next':
      return { step: event.step, pending: false, error: null };
    case 'failed':
      return { ...flow, pending: false, error: event.message };
    case 'restart':
      return initialSignIn;
  }
}

/** Sign-in needs both the e-mail and the password (requirements: "Sign-in"). */
export function credentialErrors(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (email.trim() === '') errors.email = 'Ingresa tu correo electrónico.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'Ingresa un correo electrónico válido.';
  if (password === '') errors.password = 'Ingresa tu contraseña.';
  return errors;
}

/** The sign-in submit is debounced 200 ms (requirements: "Sign-in"). */
export const SIGN_IN_DEBOUNCE_MS = 200;
