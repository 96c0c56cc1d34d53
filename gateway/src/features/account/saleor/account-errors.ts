import { GraphQLError } from 'graphql';
import { IdentityError, identityUnavailableError } from '../../../auth/identity-client';

/** Saleor's `AccountErrorCode` values the gateway answers (schema/accounts.graphql has them all). */
export type AccountErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'INACTIVE'
  | 'ACCOUNT_NOT_CONFIRMED'
  | 'LOGIN_ATTEMPT_DELAYED'
  | 'DISABLED_AUTHENTICATION_METHOD'
  | 'JWT_INVALID_TOKEN'
  | 'JWT_SIGNATURE_EXPIRED'
  | 'JWT_DECODE_ERROR'
  | 'JWT_MISSING_TOKEN'
  | 'INVALID'
  | 'INVALID_PASSWORD'
  | 'REQUIRED'
  | 'UNIQUE'
  | 'NOT_FOUND'
  | 'OUT_OF_SCOPE_USER'
  | 'GRAPHQL_ERROR';

/** Saleor's `AccountError`. */
export interface AccountError {
  field: string | null;
  message: string;
  code: AccountErrorCode;
  addressType: null;
  attributes: null;
}

/** A refusal a mutation answers in its `errors` (Saleor's way), not as a GraphQL error. */
export class AccountRefusal extends Error {
  constructor(
    readonly error: AccountError,
    /** Extra facts for the log (never sent). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(error.message);
    this.name = 'AccountRefusal';
  }
}

export function accountError(
  code: AccountErrorCode,
  message: string,
  field: string | null = null,
  details: Record<string, unknown> = {},
): AccountRefusal {
  return new AccountRefusal({ field, message, code, addressType: null, attributes: null }, details);
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A mutation's payload: Saleor answers the same list in `errors` and in the deprecated `accountErrors`. */
export function payload<T extends object>(
  fields: T,
  errors: AccountError[] = [],
): T & {
  errors: AccountError[];
  accountErrors: AccountError[];
} {
  return { ...fields, errors, accountErrors: errors };
}

/**
 * Runs a mutation's work; a refusal becomes the payload's `errors` (with `empty` for its other fields), anything else
 * (an outage, a bug) is thrown as a coded GraphQL error.
 */
export async function answer<T extends object>(
  empty: NoInfer<Nullable<T>>,
  work: () => Promise<T>,
): Promise<Nullable<T> & { errors: AccountError[]; accountErrors: AccountError[] }> {
  try {
    return payload<Nullable<T>>(await work());
  } catch (error) {
    if (error instanceof AccountRefusal) return payload(empty, [error.error]);
    if (error instanceof GraphQLError) throw error;
    if (error instanceof IdentityError) throw identityUnavailableError(error);
    throw error;
  }
}

const WRONG_CREDENTIALS = 'Correo electrónico o contraseña incorrectos.';

/**
 * A sign-in refused by the identity provider, as Saleor's code. An unknown e-mail and a wrong password are the same
 * INVALID_CREDENTIALS (Saleor does not tell them apart either), and so is the provider's lockout of an account after
 * wrong passwords; an unconfirmed account is ACCOUNT_NOT_CONFIRMED only after its password was checked, as in Saleor.
 */
export function signInRefusal(error: unknown): AccountRefusal {
  if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
  switch (error.name) {
    case 'UserNotConfirmedException':
      return accountError(
        'ACCOUNT_NOT_CONFIRMED',
        'Tu cuenta aún no está confirmada: usa el código que te enviamos por correo.',
        'email',
      );
    case 'PasswordResetRequiredException':
      return accountError('INACTIVE', 'Debes restablecer tu contraseña antes de ingresar.', 'email');
    case 'ChallengeRequired':
      return accountError(
        'DISABLED_AUTHENTICATION_METHOD',
        'Esta cuenta necesita un paso más para ingresar (un código o una contraseña nueva): ingresa desde la tienda.',
        'email',
      );
    case 'NotAuthorizedException':
      // The provider's lockout after wrong passwords ("Password attempts exceeded") happens only to an e-mail with
      // an account: answered as a wrong password, so that it tells nothing (attempts.ts delays every e-mail alike).
      if (/disabled/i.test(error.message)) return accountError('INACTIVE', 'Esta cuenta está desactivada.', 'email');
      return accountError('INVALID_CREDENTIALS', WRONG_CREDENTIALS, 'email');
    default:
      return accountError('INVALID_CREDENTIALS', WRONG_CREDENTIALS, 'email');
  }
}

/** A reset or confirmation code refused by the identity provider (an unknown e-mail looks like a wrong code). */
export function codeRefusal(error: unknown, field = 'token'): AccountRefusal {
  if (!(error instanceof IdentityError) || error.failure !== 'refused') throw error;
  if (error.name === 'InvalidPasswordException') return passwordPolicyRefusal('password');
  if (error.name === 'ExpiredCodeException')
    return accountError('INVALID', 'El código ha vencido: pide uno nuevo.', field);
  if (error.name === 'LimitExceededException')
    return accountError('LOGIN_ATTEMPT_DELAYED', 'Demasiados intentos. Espera unos minutos.', field);
  return accountError('INVALID', 'El código no es válido.', field);
}

export function passwordPolicyRefusal(field: string): AccountRefusal {
  return accountError(
    'INVALID_PASSWORD',
    'La contraseña debe tener al menos 8 caracteres, con mayúsculas, minúsculas y números.',
    field,
  );
}
