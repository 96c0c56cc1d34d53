import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { ACCOUNT_OPERATIONS, PersonaAnswer } from './rest-contract';

/** The pharmacy service's answer for an account it has no person for (staff, service accounts). */
const PERSONA_NOT_FOUND = 'PERSONA_NO_ENCONTRADA';

/** One lookup per request, however many fields of it need the document. */
const lookups = new WeakMap<GatewayContext, Promise<string | null>>();

/**
 * The signed-in customer's identity document as the pharmacy holds it (its person record, read with the customer's
 * own token), or null for a guest or an account the pharmacy has no person for. Per-document rules (single-use
 * coupons) use this and never a document the client sends while a customer is signed in. Sign-in headers that do
 * not hold a live session are refused (UNAUTHENTICATED), never read as a guest.
 */
export function verifiedDocument(context: GatewayContext): Promise<string | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookUp(context);
    lookups.set(context, lookup);
  }
  return lookup;
}

async function lookUp(context: GatewayContext): Promise<string | null> {
  if (context.viewer.kind === 'anonymous') return null;
  const customer = await context.requireCustomer();
  const outcome = await context.services.rest.callForOutcome(ACCOUNT_OPERATIONS.persona, {}, context.restAs(customer));
  if (!outcome.success) {
    if (outcome.code === PERSONA_NOT_FOUND) return null;
    throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
      upstream: outcome.service,
      upstreamCode: outcome.code,
    });
  }
  const document = PersonaAnswer.parse(outcome.payload).numeroDocumento?.trim();
  return document ? document : null;
}

/** Whether a customer is signed in (sign-in headers sent): then only the verified document counts. */
export const isSignedIn = (context: GatewayContext): boolean => context.viewer.kind !== 'anonymous';
