import { isWindowActive, parsePromotionWindow, roundMoney, type SessionContext, selectPromotions } from '@cuida/domain';
import type { GatewayContext } from '../../context';
import type { CallImportance } from '../../upstreams/resilience/call-importance';
import { channelEnum, contextChannelEnum } from './channel';
import {
  GIFT_EFFECT,
  PromocionesAnswer,
  type Validacion,
  ValidacionesAnswer,
  VOUCHER_OPERATIONS,
} from './voucher-contract';

export interface EvaluationLine {
  variantId: string;
  sku: string;
  quantity: number;
  voucherWindow?: string | null;
}

export interface GiftSource {
  productSlug: string;
  voucherId: string;
}

export interface EvaluationResult {
  channel: string;
  appliedVouchers: ReturnType<typeof toAppliedVoucher>[];
  gifts: GiftSource[];
  promoDiscount: number;
  evaluatedLines: number;
  complete: boolean;
}

/**
 * The lines sent for promotion checks: a line added under a collection's promotion window only while that window is
 * open (a closed or malformed one is left out), a line added outside any window always (the voucher service's rules
 * decide the promotions that are not a collection's).
 */
export function linesForEvaluation(lines: readonly EvaluationLine[], now: Date): EvaluationLine[] {
  return lines.filter((line) => {
    if (line.voucherWindow === undefined || line.voucherWindow === null || line.voucherWindow.trim() === '') {
      return true;
    }
    const window = parsePromotionWindow(line.voucherWindow);
    return window !== null && isWindowActive(window, now);
  });
}

function toAppliedVoucher(validation: Validacion) {
  const items = validation.orden.items.map((item) => ({
    productSlug: item.producto.slug,
    sku: item.sku,
    quantity: item.cantidad,
    effect: item.efecto,
  }));
  const discount = roundMoney(validation.orden.descuentoAplicadoTotal);
  return {
    id: validation.id,
    banner: validation.banner ?? null,
    metadata: {
      channel: channelEnum(validation.metadatos?.canal ?? 'all'),
      priority: validation.metadatos?.prioridad ?? null,
    },
    object: validation.objeto,
    itemsQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    discount,
    items,
    // A gift-only promotion has nothing to show as an amount.
    showDiscount: discount > 0,
  };
}

export interface EvaluationOptions {
  /**
   * `decoration` for a preview (the cart's): the short budget, and the answer goes out without promotions past it.
   * Default `essential`: an order's pricing waits the long budget and fails closed on `complete: false`.
   */
  importance?: CallImportance;
  /** The field to mark in `extensions.degraded` when the evaluation could not be made (none: not marked). */
  degradedField?: string;
}

/**
 * The promotion flow (requirements: "Promotion flow"), in one place for every client: request the promotions the cart qualifies
 * for, keep those of the session's channel ordered by priority, validate them, and turn the valid ones into applied
 * vouchers, gift lines and the promotion discount. Any upstream failure yields the empty result (`complete: false`),
 * logged.
 */
export async function evaluatePromotions(
  context: GatewayContext,
  lines: readonly EvaluationLine[],
  session: SessionContext,
  now = new Date(),
  evaluation: EvaluationOptions = {},
): Promise<EvaluationResult> {
  const channel = contextChannelEnum(session);
  const evaluated = linesForEvaluation(lines, now);
  const empty = (complete: boolean): EvaluationResult => ({
    channel,
    appliedVouchers: [],
    gifts: [],
    promoDiscount: 0,
    evaluatedLines: evaluated.length,
    complete,
  });
  if (evaluated.length === 0) return empty(true);
  // One item per SKU: the voucher service counts quantities per source_id.
  const quantities = new Map<string, number>();
  for (const line of evaluated) quantities.set(line.sku, (quantities.get(line.sku) ?? 0) + line.quantity);
  const items = [...quantities].map(([source_id, quantity]) => ({ source_id, quantity }));
  try {
    const rest = context.services.rest;
    const options = { ...context.restAs(), ...(evaluation.importance ? { importance: evaluation.importance } : {}) };
    const offered = PromocionesAnswer.parse(await rest.call(VOUCHER_OPERATIONS.promotions, items, options));
    const selected = selectPromotions(offered, session);
    if (selected.length === 0) return empty(true);
    const validations = ValidacionesAnswer.parse(
      await rest.call(
        VOUCHER_OPERATIONS.validations,
        { redeemables: selected.map((promotion) => ({ object: 'promotion_tier', id: promotion.id })), items },
        options,
      ),
    );
    const valid = validations.filter((validation) => validation.valid);
    return {
      channel,
      appliedVouchers: valid.map(toAppliedVoucher),
      gifts: valid.flatMap((validation) =>
        validation.orden.items
          .filter((item) => item.efecto === GIFT_EFFECT)
          .map((item) => ({ productSlug: item.producto.slug, voucherId: validation.id })),
      ),
      promoDiscount: roundMoney(valid.reduce((sum, validation) => sum + validation.orden.descuentoAplicadoTotal, 0)),
      evaluatedLines: evaluated.length,
      complete: true,
    };
  } catch (error) {
    if (evaluation.degradedField) context.degraded.add(evaluation.degradedField, error, 'sales');
    context.services.log({
      level: 'warn',
      msg: 'promotion evaluation failed; answering without promotions',
      requestId: context.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    return empty(false);
  }
}
