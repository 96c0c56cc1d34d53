/**
 * The registration form (`/registro-usuario`; requirements: "Registration"): what the shopper typed, the rules the
 * form checks before calling `registerCustomer`, and the pool's password policy shown as the shopper types. The
 * document, phone, name, e-mail and date rules are the domain's (shared with the gateway); the 18-year minimum and
 * the password policy are the account service's and identity provider's (sandbox `EDAD_MINIMA`, `PASSWORD_POLICY`),
 * repeated here only so that the shopper sees them before sending. Pure: no React, no I/O.
 */
import {
  DEFAULT_DOCUMENT_TYPE,
  type DocumentType,
  type Gender,
  isGender,
  limaIsoDate,
  normalizeDocumentNumber,
  normalizeEmail,
  normalizeName,
  parseDocumentType,
  parseIsoDate,
  toNationalPhone,
  validateBirthDate,
  validateDocument,
  validateEmail,
  validateName,
  validatePhone,
} from '@cuida/domain';
import { PASSWORD_RULES } from './password-rules';

export interface RegistrationForm {
  email: string;
  password: string;
  firstName: string;
  paternalLastName: string;
  maternalLastName: string;
  phone: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** requirements: "Gender options". Kept in the form only: `registerCustomer` (crear usuario) has no gender field. */
  gender: Gender | '';
  documentType: DocumentType;
  documentNumber: string;
  acceptsTerms: boolean;
}

export type RegistrationField = keyof RegistrationForm;
export type RegistrationTextField = Exclude<RegistrationField, 'documentType' | 'acceptsTerms' | 'gender'>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The order of the fields on the page: the first one with an error takes the focus. */
export const FIELD_ORDER: readonly RegistrationField[] = [
  'email',
  'password',
  'firstName',
  'paternalLastName',
  'maternalLastName',
  'phone',
  'birthDate',
  'gender',
  'documentType',
  'documentNumber',
  'acceptsTerms',
];

/** The account service refuses sign-ups under 18 (sales `crear/usuario/cognito`, `EDAD_MINIMA`). */
export const MINIMUM_AGE_YEARS = 18;

export const emptyRegistration = (): RegistrationForm => ({
  email: '',
  password: '',
  firstName: '',
  paternalLastName: '',
  maternalLastName: '',
  phone: '',
  birthDate: '',
  gender: '',
  documentType: DEFAULT_DOCUMENT_TYPE,
  documentNumber: '',
  acceptsTerms: false,
});

export type RegistrationAction =
  | { type: 'setText'; field: RegistrationTextField; value: string }
  | { type: 'setGender'; value: string }
  | { type: 'setDocumentType'; value: string | number }
  | { type: 'setAcceptsTerms'; value: boolean };

export function registrationReducer(form: RegistrationForm, action: RegistrationAction): RegistrationForm {
  switch (action.type) {
    case 'setText':
      return { ...form, [action.field]: action.value };
    case 'setGender':
      return isGender(action.value) || action.value === '' ? { ...form, gender: action.value } : form;
    case 'setDocumentType': {
      const documentType = parseDocumentType(action.value);
      return documentType === null ? form : { ...form, documentType };
    }
    case 'setAcceptsTerms':
      return { ...form, acceptsTerms: action.value };
  }
}

export { PASSWORD_RULES, type PasswordRule, passwordChecklist } from './password-rules';

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

/** The first field (in page order) with an error, or null. */
export function firstErrorField(errors: RegistrationErrors): RegistrationField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** The `RegisterCustomerInput` for a valid form: normalised names and e-mail, 9-digit phone; no gender (not in the contract). */
export function registerInput(form: RegistrationForm) {
  const maternal = normalizeName(form.maternalLastName);
  return {
    email: normalizeEmail(form.email),
    password: form.password,
    firstName: normalizeName(form.firstName),
    paternalLastName: normalizeName(form.paternalLastName),
    ...(maternal ? { maternalLastName: maternal } : {}),
    phone: toNationalPhone(form.phone),
    birthDate: form.birthDate.trim(),
    documentType: form.documentType,
    documentNumber: normalizeDocumentNumber(form.documentType, form.documentNumber),
  };
}
