/**
 * The registration form (`/registro-usuario`; requirements: "Registration"): what the shopper typed, the pool's
 * password policy shown as the shopper types, and the input sent to `registerCustomer`. The checks made before
 * sending are registration-validation.ts, loaded with the first send. Pure: no React, no I/O.
 */
import {
  DEFAULT_DOCUMENT_TYPE,
  type DocumentType,
  type Gender,
  isGender,
  normalizeDocumentNumber,
  normalizeEmail,
  normalizeName,
  parseDocumentType,
  toNationalPhone,
} from '@cuida/domain';

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
