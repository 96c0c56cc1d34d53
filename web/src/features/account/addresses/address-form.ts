import { type SavedAddressField, type SavedAddressInput, validateSavedAddress } from '@cuida/domain/saved-address';
import type { AddressInput, SavedAddressesQuery } from '@/gql/graphql';

/** A saved address as the gateway answers it. */
export type SavedAddress = NonNullable<SavedAddressesQuery['me']>['addresses'][number];

/**
 * The address book's form: a saved address as the form's fields, the fields as Saleor's AddressInput (district by
 * name as cityArea, country PE), and the gateway's AccountError fields as the form's.
 */
export interface AddressFormValues extends SavedAddressInput {
  districtId: string;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  reference: '',
  district: '',
  districtId: '',
};

/** The 9 national digits of a stored +51 phone, as the customer typed it. */
const nationalPhone = (phone: string | null) => (phone ?? '').replace(/^\+51/, '');

export function formOf(address: SavedAddress): AddressFormValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: nationalPhone(address.phone),
    street: address.streetAddress1,
    reference: address.streetAddress2,
    district: address.cityArea,
    districtId: address.postalCode,
  };
}

export function addressInputOf(values: AddressFormValues): AddressInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    streetAddress1: values.street.trim(),
    streetAddress2: values.reference.trim(),
    cityArea: values.district,
    country: 'PE',
  };
}

export function formProblems(values: AddressFormValues) {
  return validateSavedAddress(values);
}

const FORM_FIELD: Record<string, SavedAddressField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  streetAddress1: 'street',
  streetAddress2: 'reference',
  cityArea: 'district',
};

/** The form field an AccountError names (null: the form as a whole). */
export function formFieldOf(field: string | null | undefined): SavedAddressField | null {
  return (field && FORM_FIELD[field]) || null;
}

export { addressLine } from './address-line';
