/**
 * The registration form's checks before `registerCustomer` is called (requirements: "Registration"). The document,
 * phone, name, e-mail and date rules are the domain's (shared with the gateway); the 18-year minimum and the password
 * policy are the account service's and identity provider's (sandbox `EDAD_MINIMA`, `PASSWORD_POLICY`), repeated here
 * only so that the shopper sees them before sending. Loaded with the form's first send (RegistrationView.tsx), not
 * with the page: none of it is needed to show the form. Pure: no React, no I/O.
 */
import {
  limaIsoDate,
  parseIsoDate,
  validateBirthDate,
  validateDocument,
  validateEmail,
  validateName,
  validatePhone,
} from '@cuida/domain';
import { PASSWORD_RULES } from './password-rules';
import {
  MINIMUM_AGE_YEARS,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from './registration-form';

export function validateNewPassword(password: string): string | null {
  if (password === '') return 'Ingresa una contraseña.';
  const missing = PASSWORD_RULES.filter((rule) => !rule.test(password));
  if (missing.length === 0) return null;
  return `La contraseña debe tener: ${missing.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
}

/** Whole years between a birth date and `now`, in Lima's calendar (as the account service counts them). */
export function ageOn(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = limaIsoDate(now).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function validateAdultBirthDate(value: string, now: Date): string | null {
  const problem = validateBirthDate(value, now);
  if (problem) return problem;
  if (!parseIsoDate(value.trim())) return 'Ingresa una fecha de nacimiento válida (día, mes y año).';
  return ageOn(value.trim(), now) < MINIMUM_AGE_YEARS
    ? `Debes ser mayor de ${MINIMUM_AGE_YEARS} años para crear una cuenta.`
    : null;
}

/** Every message for the form, keyed by field (empty: the form may be sent). */
export function validateRegistration(form: RegistrationForm, now: Date): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const checks: [RegistrationField, string | null][] = [
    ['email', validateEmail(form.email)],
    ['password', validateNewPassword(form.password)],
    ['firstName', validateName('firstName', form.firstName)],
    ['paternalLastName', validateName('paternalLastName', form.paternalLastName)],
    ['maternalLastName', validateName('maternalLastName', form.maternalLastName)],
    ['phone', validatePhone(form.phone)],
    ['birthDate', validateAdultBirthDate(form.birthDate, now)],
    ['gender', form.gender === '' ? 'Elige una opción.' : null],
    ['documentNumber', validateDocument(form.documentType, form.documentNumber)],
    ['acceptsTerms', form.acceptsTerms ? null : 'Debes aceptar los términos y condiciones para crear tu cuenta.'],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}
