import type { CheckoutClient } from './checkout-state';

export interface AccountForCheckout {
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  email?: string | null;
  phone?: string | null;
  documentType: { code: number };
  documentNumber?: string | null;
}

/**
 * The checkout's client step from the customer's account: the pharmacy keeps both last names in one field
 * ("Quispe Huamán"), the checkout asks for them apart (first word paternal, the rest maternal). Empty values are
 * left out, so the prefill never blanks what the shopper typed.
 */
export function clientFromAccount(account: AccountForCheckout): Partial<CheckoutClient> {
  const [paternal, ...maternal] = (account.lastName ?? '').trim().split(/\s+/).filter(Boolean);
  const client: Partial<CheckoutClient> = { documentType: account.documentType.code as CheckoutClient['documentType'] };
  const put = (field: Exclude<keyof CheckoutClient, 'documentType'>, value: string | null | undefined) => {
    if (value && value.trim() !== '') client[field] = value.trim();
  };
  put('firstName', account.firstName);
  put('paternalLastName', paternal);
  put('maternalLastName', maternal.join(' '));
  put('email', account.email);
  put('phone', account.phone);
  put('documentNumber', account.documentNumber);
  put('birthDate', account.birthDate);
  return client;
}
