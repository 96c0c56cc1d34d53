import { type CheckoutErrorShape, checkoutError } from './errors';

/**
 * Saleor's text bounds, in characters as Python counts them (code points): the `Address` model's max_length values
 * (saleor/account/models.py; the phone column is django-phonenumber-field's 128), Django's EmailField (254), and the
 * metadata bounds this commerce API documents per call (items, key and value sizes). The gateway refuses the same
 * bounds before calling (gateway/src/plugins/input-guard.ts).
 */
export const ADDRESS_MAX_LENGTH = {
  firstName: 256,
  lastName: 256,
  companyName: 256,
  streetAddress1: 256,
  streetAddress2: 256,
  city: 256,
  cityArea: 128,
  postalCode: 20,
  countryArea: 128,
  phone: 128,
} as const;

export const EMAIL_MAX_LENGTH = 254;

export const METADATA_LIMITS = { items: 50, keyLength: 256, valueLength: 4096 } as const;

const characters = (text: string) => Array.from(text).length;

/** Django's max_length message, as Saleor answers it, or null when the text fits. */
export function tooLong(
  field: string,
  text: string | null | undefined,
  max: number,
  extra: Parameters<typeof checkoutError>[3] = {},
): CheckoutErrorShape | null {
  if (!text || text.length <= max) return null;
  const count = characters(text);
  if (count <= max) return null;
  return checkoutError('INVALID', field, `Ensure this value has at most ${max} characters (it has ${count}).`, extra);
}

/** Metadata items over the per-call bounds: too many, or a key or value too long. */
export function metadataErrors(
  items: readonly { key: string; value: string }[] | null | undefined,
  field: string,
): CheckoutErrorShape[] {
  if (!items?.length) return [];
  if (items.length > METADATA_LIMITS.items) {
    return [checkoutError('INVALID', field, `Ensure there are at most ${METADATA_LIMITS.items} metadata items.`)];
  }
  for (const { key, value } of items) {
    if (characters(key) > METADATA_LIMITS.keyLength) {
      return [
        checkoutError('INVALID', field, `Ensure metadata keys have at most ${METADATA_LIMITS.keyLength} characters.`),
      ];
    }
    if (value.length > METADATA_LIMITS.valueLength && characters(value) > METADATA_LIMITS.valueLength) {
      return [
        checkoutError(
          'INVALID',
          field,
          `Ensure metadata values have at most ${METADATA_LIMITS.valueLength} characters.`,
        ),
      ];
    }
  }
  return [];
}
