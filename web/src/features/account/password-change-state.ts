/** Spec §4 "Password change status": initial, pending, success, onError. */
export type PasswordChangeStatus = 'initial' | 'pending' | 'success' | 'onError';

export interface PasswordChange {
  status: PasswordChangeStatus;
  message: string | null;
}

export type PasswordChangeEvent =
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialPasswordChange: PasswordChange = { status: 'initial', message: null };

export function passwordChangeReducer(state: PasswordChange, event: PasswordChangeEvent): PasswordChange {
  switch (event.type) {
    case 'submit':
      return state.status === 'pending' ? state : { status: 'pending', message: null };
    case 'succeeded':
      return { status: 'success', message: 'Listo: tu contraseña fue cambiada.' };
    case 'failed':
      return { status: 'onError', message: event.message };
    case 'reset':
      return initialPasswordChange;
  }
}

/** The pool's policy (the sandbox's and Cognito's default): 8+ characters with upper and lower case and a digit. */
export function newPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < 8) problems.push('Al menos 8 caracteres.');
  if (!/\p{Lu}/u.test(password)) problems.push('Una letra mayúscula.');
  if (!/\p{Ll}/u.test(password)) problems.push('Una letra minúscula.');
  if (!/\d/.test(password)) problems.push('Un número.');
  return problems;
}
