/**
 * The password policy as the forms show it, in a module of its own: the sign-in, password-change and reset forms need
 * it without the registration form's other rules.
 */

/** One rule of the password policy, as the checklist under the field shows it. */
export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit';
  label: string;
  test: (password: string) => boolean;
}

/**
 * The identity provider's policy (sandbox `identity/passwords.ts`, the gateway's `RegisterCustomerInput.password`):
 * at least 8 characters, an upper-case letter, a lower-case letter and a digit; symbols are not required.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'Al menos 8 caracteres', test: (password) => [...password].length >= 8 },
  { id: 'upper', label: 'Una letra mayúscula', test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lower', label: 'Una letra minúscula', test: (password) => /\p{Ll}/u.test(password) },
  { id: 'digit', label: 'Un número', test: (password) => /\d/.test(password) },
];

/** Each rule with whether the password meets it, for the live checklist. */
export function passwordChecklist(password: string): { id: PasswordRule['id']; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}
