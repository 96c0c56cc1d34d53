/** What a membership claim must carry for a partner agreement's verification (requirements: "Partner agreements"). */
import { normalizeDocumentNumber, validateDocument } from '../customer/document';

export type MembershipCheck = 'DOCUMENT' | 'MEMBER_CODE';

export interface MembershipClaimInput {
  documentType?: number | null | undefined;
  documentNumber?: string | null | undefined;
  memberCode?: string | null | undefined;
}

export type MembershipClaim =
  | { kind: 'DOCUMENT'; documentType: number; documentNumber: string }
  | { kind: 'MEMBER_CODE'; memberCode: string };

export type MembershipClaimResult =
  | { ok: true; claim: MembershipClaim }
  | { ok: false; field: string; message: string };

const MEMBER_CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/**
 * The claim an agreement's verification asks for, cleaned (a document stripped to what its type allows, a member code
 * upper-cased), or the field that is missing or wrong with a Spanish message.
 */
export function membershipClaim(check: MembershipCheck, input: MembershipClaimInput): MembershipClaimResult {
  if (check === 'DOCUMENT') {
    if (input.documentType === null || input.documentType === undefined) {
      return { ok: false, field: 'documentType', message: 'Elige el tipo de documento.' };
    }
    const documentNumber = normalizeDocumentNumber(input.documentType, input.documentNumber ?? '');
    const problem = validateDocument(input.documentType, documentNumber);
    if (problem) return { ok: false, field: 'documentNumber', message: problem };
    return { ok: true, claim: { kind: 'DOCUMENT', documentType: input.documentType, documentNumber } };
  }
  const memberCode = (input.memberCode ?? '').trim().toUpperCase().replace(/\s+/g, '');
  if (!MEMBER_CODE.test(memberCode)) {
    return { ok: false, field: 'memberCode', message: 'Escribe tu código de socio tal como figura en tu tarjeta.' };
  }
  return { ok: true, claim: { kind: 'MEMBER_CODE', memberCode } };
}
