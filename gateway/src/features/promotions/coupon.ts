import { channelForContext, roundMoney, type SessionContext } from '@cuida/domain';
import type { GatewayContext } from '../../context';
import { CuponAnswer, VOUCHER_OPERATIONS } from './voucher-contract';

export interface CouponCheckInput {
  code: string;
  /** The cart's lines: the coupon is evaluated over all of them. */
  lines: readonly { sku: string; quantity: number }[];
  /** The promotions already applied to the cart (evaluatePromotions), in the order applied. */
  promotionIds: readonly string[];
  /** Sent when known: single-use coupons need it. */
  documentNumber: string | null;
  session: SessionContext;
}

export interface CouponCheck {
  code: string;
  valid: boolean;
  discount: number;
  /** For the shopper, in Spanish (the voucher service's). */
  message: string;
  /** The voucher service's reason code when invalid. */
  reason: string | null;
}

/**
 * Checks a coupon against a cart after its promotions (the voucher service's obtenerCupon), for validateCoupon and
 * placeOrder alike. A refusal is an answer (valid: false with the service's reason); an outage throws a coded error.
 */
export async function checkCoupon(context: GatewayContext, input: CouponCheckInput): Promise<CouponCheck> {
  const outcome = await context.services.rest.callForOutcome(
    VOUCHER_OPERATIONS.coupon,
    {
      cupon: { codigo: input.code },
      promociones: input.promotionIds.map((id) => ({ id })),
      orden: { items: input.lines.map((line) => ({ source_id: line.sku, quantity: line.quantity })) },
      // The channel always goes: without it the voucher service reads the session as the web store, and a partner
      // app's coupons (RIMAC20 in the insurer's app) would be refused there.
      canal: channelForContext(input.session),
      ...(input.documentNumber ? { numeroDocumento: input.documentNumber } : {}),
    },
    context.restAs(),
  );
  const answer = CuponAnswer.safeParse(outcome.payload);
  const valid = outcome.success && answer.success && answer.data.valido;
  return {
    code: input.code.toUpperCase(),
    valid,
    discount: valid && answer.success ? roundMoney(answer.data.descuento ?? 0) : 0,
    message: (answer.success ? answer.data.mensaje : null) ?? outcome.message,
    reason: valid ? null : ((answer.success ? answer.data.motivo : null) ?? outcome.code),
  };
}
