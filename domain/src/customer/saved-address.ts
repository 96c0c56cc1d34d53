/**
 * A delivery address a customer saves in their account (requirements: "Saved addresses"): who receives, a Peruvian
 * mobile, the street and an optional reference, and a district of Lima or Callao. The same rules in the storefront's
 * form and in the gateway, which checks the district against the coverage data as well.
 */
import { type FieldErrors, NAME_MAX_LENGTH, NAME_MIN_LENGTH, normalizeName, validateName } from '../checkout/client';
import { REFERENCE_MAX_LENGTH, STREET_MAX_LENGTH, STREET_MIN_LENGTH } from '../checkout/delivery';
import { validatePhone } from './phone';

export interface SavedAddressInput {
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  reference: string;
  /** The district's name as shoppers know it ("Miraflores", "Cercado de Lima"). */
  district: string;
}

export type SavedAddressField = keyof SavedAddressInput;

/** How many addresses an account keeps (the pharmacy service's limit). */
export const MAX_SAVED_ADDRESSES = 20;

/** The street and reference have the delivery step's bounds, so that a saved address always fits a checkout. */
const CONTROL = { test: (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f') };

/** Each field's problem, in Spanish; empty when the address can be saved. */
export function validateSavedAddress(input: SavedAddressInput): FieldErrors<SavedAddressField> {
  const errors: FieldErrors<SavedAddressField> = {};
  const firstName = validateName('firstName', input.firstName);
  if (firstName) errors.firstName = firstName;
  // Both surnames in one field: the rules of a name, with the field's own words.
  if (validateName('paternalLastName', input.lastName)) {
    errors.lastName =
      normalizeName(input.lastName) === ''
        ? 'Ingresa los apellidos.'
        : `Los apellidos deben tener entre ${NAME_MIN_LENGTH} y ${NAME_MAX_LENGTH} caracteres: letras, espacios, apóstrofos, guiones y puntos.`;
  }
  const phone = validatePhone(input.phone);
  if (phone) errors.phone = phone;
  const street = normalizeName(input.street);
  if (street === '') errors.street = 'Ingresa la dirección.';
  else if (street.length < STREET_MIN_LENGTH || street.length > STREET_MAX_LENGTH || CONTROL.test(input.street)) {
    errors.street = `La dirección debe tener entre ${STREET_MIN_LENGTH} y ${STREET_MAX_LENGTH} caracteres.`;
  }
  if (input.reference.trim().length > REFERENCE_MAX_LENGTH || CONTROL.test(input.reference)) {
    errors.reference = `La referencia puede tener hasta ${REFERENCE_MAX_LENGTH} caracteres.`;
  }
  if (input.district.trim() === '') errors.district = 'Elige el distrito.';
  return errors;
}
