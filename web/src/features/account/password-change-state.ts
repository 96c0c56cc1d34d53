import { PASSWORD_RULES } from './password-rules';

/** Password change status: initial, pending, success, onError (requirements: "Session status"). */
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

/** What a new password still lacks under the pool's policy (one list of rules: registration-form.ts). */
export function newPasswordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}
