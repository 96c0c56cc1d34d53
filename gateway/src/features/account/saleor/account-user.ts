import type { Customer } from '../../../auth/viewer';

/** Marks the User objects the account feature builds (`me`, the token mutations, a checkout's or order's `user`). */
export const ACCOUNT_USER: unique symbol = Symbol('cuida.account-user');

/** A customer as Saleor's `User`: the identity provider's account, with the pharmacy record read on first use. */
export interface AccountUser {
  [ACCOUNT_USER]: true;
  customer: Customer;
}

export function accountUser(customer: Customer): AccountUser {
  return { [ACCOUNT_USER]: true, customer };
}

export function isAccountUser(value: unknown): value is AccountUser {
  return typeof value === 'object' && value !== null && ACCOUNT_USER in value;
}
