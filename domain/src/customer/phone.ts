import { digitsOnly } from '../text/digits';

/** Peruvian numbers have 9 national digits; mobiles start with 9. */
const NATIONAL_DIGITS = 9;
/** Optional country code (51, or 0051 as dialled from abroad), then a 9-digit mobile. */
const MOBILE_PATTERN = /^(?:0051|51)?9\d{8}$/;
/** What people type around the digits of a phone number; letters make it invalid. */
const PHONE_CHARACTERS = /^[\d\s+().-]*$/;

/**
 * A phone number reduced to its 9 national digits (requirements: "Phones": the +51 prefix is stripped,
 * an 11-character string is cut to its last 9). Non-digits (`+`, spaces, dashes) are dropped first,
 * then anything longer than 9 digits keeps its last 9, which removes 51, +51 and 0051 alike. Shorter input is
 * returned as its digits so that validation can reject it.
 */
export function toNationalPhone(raw: string): string {
  const digits = digitsOnly(raw);
  return digits.length > NATIONAL_DIGITS ? digits.slice(-NATIONAL_DIGITS) : digits;
}

/**
 * Whether a number is a Peruvian mobile: 9 digits starting with 9, optionally after the country code, ignoring
 * `+`, spaces, dots, dashes and brackets (letters make it invalid). Stricter than {@link toNationalPhone}, which
 * keeps the last 9 of any long string: a form must not accept 14 random digits because their tail looks right.
 */
export function isPeruvianMobile(raw: string): boolean {
  return PHONE_CHARACTERS.test(raw) && MOBILE_PATTERN.test(digitsOnly(raw));
}

/** Spanish form message for a phone field, or null when it is a valid Peruvian mobile. */
export function validatePhone(raw: string): string | null {
  if (digitsOnly(raw) === '') return 'Ingresa tu número de celular.';
  return isPeruvianMobile(raw) ? null : 'Ingresa un celular de 9 dígitos que empiece con 9.';
}
