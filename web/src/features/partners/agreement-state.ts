/**
 * The agreement state of a partner session (requirements: "Partner agreements"): what the agreements service says of
 * the partner (name, logo, banners, worlds, carousel, whether membership is verified) and what this session verified
 * (verified, the member's masked e-mail). Kept in session storage, so the badge does not ask again on every page and a
 * verified member stays verified until the tab is closed.
 */
import type { PartnerAgreementQuery, VerifyPartnerMembershipMutation } from '../../gql/graphql';

export type AgreementData = NonNullable<PartnerAgreementQuery['partnerAgreement']>;

export interface AgreementState {
  agreement: AgreementData;
  /** Whether this session's shopper proved their membership (always true when the agreement does not verify). */
  verified: boolean;
  /** The verified member's masked e-mail. */
  email: string | null;
  /** The verified member's name. */
  memberName: string | null;
}

/** Session storage key of the agreement state of the session's partner. */
export const AGREEMENT_SESSION_KEY = 'cuida:convenio';

/** Announced by the membership form when a member verifies, so the header's badge shows it without a reload. */
export const AGREEMENT_STATE_EVENT = 'cuida:convenio';

/** A fresh state: nothing verified yet, unless the agreement verifies nobody. */
export function initialAgreementState(agreement: AgreementData): AgreementState {
  return {
    agreement,
    verified: agreement.verification === null || agreement.verification === undefined,
    email: null,
    memberName: null,
  };
}

/** The state after the agreement answered a claim: verified with the member's name and e-mail, or not. */
export function afterVerification(
  state: AgreementState,
  membership: VerifyPartnerMembershipMutation['verifyPartnerMembership'],
): AgreementState {
  return membership.verified
    ? { ...state, verified: true, email: membership.maskedEmail ?? null, memberName: membership.memberName ?? null }
    : { ...state, verified: false, email: null, memberName: null };
}

/** A state read back from session storage, when it is one and of this agreement; null otherwise. */
export function storedAgreementState(value: unknown, code: string): AgreementState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<AgreementState>;
  const agreement = state.agreement as Partial<AgreementData> | undefined;
  if (!agreement || agreement.code !== code || typeof agreement.name !== 'string') return null;
  if (typeof agreement.logoUrl !== 'string' || !Array.isArray(agreement.banners)) return null;
  return {
    agreement: agreement as AgreementData,
    verified: state.verified === true,
    email: typeof state.email === 'string' ? state.email : null,
    memberName: typeof state.memberName === 'string' ? state.memberName : null,
  };
}
