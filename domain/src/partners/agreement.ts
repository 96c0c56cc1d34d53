/**
 * Partner agreements (requirements: "Partner agreements"): which agreement a session's partner context belongs to.
 * Imported as `@cuida/domain/partners` and the membership rules as `@cuida/domain/membership`, not through the
 * package's entry point: the storefront's bundler keeps a module whole in the chunk every page loads (the header's
 * badge needs only this), and the membership rules are needed only on a partner's landing.
 */
import type { SessionContext } from '../promotions/channel';

/** The agreements the partner flags name: the insurer's app (appRimac) and the CI app (appCI). */
export const AGREEMENT_CODES = ['rimac', 'ci'] as const;
export type AgreementCode = (typeof AGREEMENT_CODES)[number];

/** The agreement of a session: the insurer's app first, then the CI app; none for the non-customer zone or the web. */
export function agreementCodeFor(context: Partial<SessionContext>): AgreementCode | null {
  if (context.appRimac) return 'rimac';
  if (context.appCI) return 'ci';
  return null;
}
