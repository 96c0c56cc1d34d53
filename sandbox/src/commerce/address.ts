import type { AddressRecord } from './checkout-model';
import { type CheckoutErrorShape, checkoutError } from './errors';
import { ADDRESS_MAX_LENGTH, tooLong } from './input-limits';

export interface AddressInputShape {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  streetAddress1?: string | null;
  streetAddress2?: string | null;
  city?: string | null;
  cityArea?: string | null;
  postalCode?: string | null;
  country?: string | null;
  countryArea?: string | null;
  phone?: string | null;
}

/**
 * Validates and normalises an address as Saleor does for checkouts: country, street and city required; no field over
 * the Address model's max_length (INVALID); the phone, when given, must be a valid number for the country
 * (normalised to E.164; Peru: +51 and 9 digits).
 */
export function normalizeAddress(
  input: AddressInputShape,
  addressType: 'BILLING' | 'SHIPPING',
): { address: AddressRecord; errors: [] } | { address: null; errors: CheckoutErrorShape[] } {
  const errors: CheckoutErrorShape[] = [];
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const country = text(input.country).toUpperCase();
  for (const field of ['country', 'streetAddress1', 'city'] as const) {
    if (!text(input[field])) {
      errors.push(checkoutError('REQUIRED', field, 'This field is required.', { addressType }));
    }
  }
  for (const [field, max] of Object.entries(ADDRESS_MAX_LENGTH) as [keyof typeof ADDRESS_MAX_LENGTH, number][]) {
    const error = tooLong(field, text(input[field]), max, { addressType });
    if (error) errors.push(error);
  }
  let phone = text(input.phone);
  // An over-long phone is already INVALID for its length.
  if (phone && !errors.some((error) => error.field === 'phone')) {
    const normalized = normalizePhone(phone, country);
    if (normalized) phone = normalized;
    else errors.push(checkoutError('INVALID', 'phone', `The phone number entered is not valid.`, { addressType }));
  }
  if (errors.length > 0) return { address: null, errors };
  return {
    address: {
      firstName: text(input.firstName),
      lastName: text(input.lastName),
      companyName: text(input.companyName),
      streetAddress1: text(input.streetAddress1),
      streetAddress2: text(input.streetAddress2),
      city: text(input.city).toUpperCase(),
      cityArea: text(input.cityArea),
      postalCode: text(input.postalCode),
      country,
      countryArea: text(input.countryArea),
      phone,
    },
    errors: [],
  };
}

function normalizePhone(phone: string, country: string): string | null {
  const compact = phone.replace(/[\s()-]/g, '');
  if (country === 'PE') {
    const match = /^(?:\+?51)?(9\d{8}|[1-8]\d{6,7})$/.exec(compact);
    return match ? `+51${match[1]}` : null;
  }
  return /^\+\d{8,15}$/.test(compact) ? compact : null;
}
