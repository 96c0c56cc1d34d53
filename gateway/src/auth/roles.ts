import type { IdTokenClaims } from './token-verifier';

/** Members of this identity-provider group are pharmacy staff (requirements: "Staff"). */
export const STAFF_GROUP = 'pharmacy-staff';

export const isStaff = (claims: Pick<IdTokenClaims, 'groups'>): boolean => claims.groups.includes(STAFF_GROUP);
