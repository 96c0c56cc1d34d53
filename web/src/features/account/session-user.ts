import type { SessionUser } from './session-context';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The customer the ID token's claims describe (already verified by Amplify or the server). Null without a subject or
 * an e-mail: such a token is not a customer's.
 */
export function sessionUserFromClaims(claims: Record<string, unknown>): SessionUser | null {
  const sub = text(claims.sub);
  const email = text(claims.email);
  if (!sub || !email) return null;
  const documentType = Number(claims['custom:documentType']);
  const groups = claims['cognito:groups'];
  return {
    sub,
    email,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    phone: text(claims.phone_number),
    documentType: Number.isInteger(documentType) && documentType > 0 ? documentType : null,
    documentNumber: text(claims['custom:documentNumber']),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
  };
}

/** Staff are the identity provider's `pharmacy-staff` group (requirements: "Staff"). */
export const STAFF_GROUP = 'pharmacy-staff';

export const isStaffUser = (user: SessionUser | null): boolean => user?.groups.includes(STAFF_GROUP) ?? false;
