import { randomUUID } from 'node:crypto';
import { toCents } from '@cuida/domain';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayServices } from '../../context';
import type { RestCallOptions } from '../../upstreams/rest/client';
import { VOUCHER_OPERATIONS } from '../promotions/voucher-contract';
import {
  ORDER_KEYS_READ,
  ORDER_STATE,
  type OrderState,
  WRITE_PRIVATE_METADATA,
  type WritePrivateMetadataAnswer,
} from './commerce';
import { crashPoint } from './crash-points';
import { REDEMPTION_KEY } from './order-metadata';

export type RedemptionStatus = 'NONE' | 'REGISTERED' | 'PENDING' | 'REJECTED';

/** What an order's vouchers redemption needs and where it stands (private metadata `cuida.redencion`, JSON). */
const RedemptionRecord = z.object({
  estado: z.enum(['PENDIENTE', 'REGISTRADA', 'RECHAZADA']),
  /** session.key: the checkout's token, so that the voucher service records one redemption per checkout. */
  sesion: z.string().min(1),
  redimibles: z
    .array(z.object({ object: z.enum(['promotion_tier', 'voucher']), id: z.string().min(1) }))
    .min(1)
    .max(30),
  documento: z.string().nullable(),
  /** The voucher service's id of the redemption (r_…), once registered. */
  redencion: z.string().optional(),
  /** Why the voucher service refused it. */
  motivo: z.string().optional(),
});
export type RedemptionRecord = z.infer<typeof RedemptionRecord>;

const RedencionAnswer = z.object({ id: z.string(), repetida: z.boolean() });

export const STATUS_OF: Record<RedemptionRecord['estado'], RedemptionStatus> = {
  PENDIENTE: 'PENDING',
  REGISTRADA: 'REGISTERED',
  RECHAZADA: 'REJECTED',
};

export function parseRedemption(value: string | null | undefined): RedemptionRecord | null {
  if (!value) return null;
  try {
    const parsed = RedemptionRecord.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The redeemables an order used: the promotion tiers applied and the coupon, if any. */
export function redemptionFor(input: {
  token: string;
  promotionIds: readonly string[];
  couponCode: string | null;
  documentNumber: string | null;
}): RedemptionRecord | null {
  const redimibles = [
    ...input.promotionIds.map((id) => ({ object: 'promotion_tier' as const, id })),
    ...(input.couponCode ? [{ object: 'voucher' as const, id: input.couponCode }] : []),
  ];
  if (redimibles.length === 0) return null;
  return { estado: 'PENDIENTE', sesion: input.token, redimibles, documento: input.documentNumber };
}

/**
 * Records the redemption on a checkout or order (private metadata, the gateway's app token); null clears it. Answers
 * the commerce API's error codes (NOT_FOUND: the checkout became an order meanwhile), empty when written.
 */
export async function writeRedemption(
  services: GatewayServices,
  id: string,
  record: RedemptionRecord | null,
): Promise<string[]> {
  const answer = await services.commerce.query<WritePrivateMetadataAnswer>(WRITE_PRIVATE_METADATA, {
    id,
    input: [{ key: REDEMPTION_KEY, value: record ? JSON.stringify(record) : '' }],
  });
  return (answer.updatePrivateMetadata?.errors ?? [{ code: 'NO_ANSWER', message: null }]).map((error) => error.code);
}

/** REST calls made outside a request (background retries) with the gateway's service identity. */
export function backgroundRestCall(services: GatewayServices): RestCallOptions {
  return {
    traceId: randomUUID(),
    channelId: 'WEB',
    auth: {
      isCustomer: false,
      bearer: () => services.serviceIdentity.idToken(),
      onRejected: () => services.serviceIdentity.invalidate(),
    },
  };
}

/**
 * One attempt at the voucher service's redimirPromociones (requirements: "Voucher redemption"): the order's lines with their unit price in
 * hundredths, status PAID, session LOCK keyed on the checkout's token — the service answers a repeated key with the
 * redemption it already holds (`repetida`), so attempts from retries, repeated requests or other gateway replicas
 * record one redemption. Records the outcome on the order: REGISTRADA, RECHAZADA (the service refused: retrying would
 * not change that) or, when the service cannot be reached, PENDIENTE as it was.
 */
export async function redeem(
  services: GatewayServices,
  order: Pick<OrderState, 'id' | 'lines'>,
  record: RedemptionRecord,
): Promise<RedemptionStatus> {
  if (record.estado !== 'PENDIENTE') return STATUS_OF[record.estado];
  // One item per SKU bought (a line split by the discounts counts once; gift lines are not bought).
  const bySku = new Map<string, { source_id: string; quantity: number; price: number; related_object: string }>();
  for (const line of order.lines) {
    if (!line.productSku || line.quantity <= 0 || line.gift) continue;
    const found = bySku.get(line.productSku);
    if (found) found.quantity += line.quantity;
    else
      bySku.set(line.productSku, {
        source_id: line.productSku,
        quantity: line.quantity,
        price: toCents(line.unitPrice?.gross.amount ?? 0),
        related_object: 'product',
      });
  }
  const items = [...bySku.values()];
  let outcome: Awaited<ReturnType<GatewayServices['rest']['callForOutcome']>>;
  try {
    outcome = await services.rest.callForOutcome(
      VOUCHER_OPERATIONS.redemption,
      {
        redeemables: record.redimibles,
        order: { items, status: 'PAID' },
        session: { type: 'LOCK', key: record.sesion },
        ...(record.documento ? { numeroDocumento: record.documento } : {}),
      },
      backgroundRestCall(services),
    );
  } catch (error) {
    services.log({
      level: 'warn',
      msg: 'voucher redemption failed; the order stands and the redemption stays pending',
      order: order.id,
      error: error instanceof GraphQLError ? `${error.extensions.code}: ${error.message}` : String(error),
    });
    return 'PENDING';
  }
  // The status decides. The payload is read when it can be: the OpenAPI loader merges the contract's
  // anyOf(Redencion, [Validacion]) into one object type whose non-null fields a Redencion lacks, so it comes back null.
  if (outcome.success) crashPoint(services.config.testCrashFile, 'after-redeem');
  const answer = RedencionAnswer.safeParse(outcome.payload);
  const next: RedemptionRecord = outcome.success
    ? { ...record, estado: 'REGISTRADA', ...(answer.success ? { redencion: answer.data.id } : {}) }
    : { ...record, estado: 'RECHAZADA', motivo: outcome.code };
  if (next.estado === 'RECHAZADA') {
    services.log({
      level: 'warn',
      msg: 'the voucher service refused the redemption of a placed order',
      order: order.id,
      upstreamCode: outcome.code,
      reason: outcome.message,
    });
  }
  // Not recorded (commerce unreachable, its answer lost): the order still says PENDIENTE, and so does this answer, so
  // that the background retries record it; the voucher service answers them with the redemption it holds (`repetida`).
  const unrecorded = await writeRedemption(services, order.id, next).catch((error: unknown) => [String(error)]);
  if (unrecorded.length > 0) {
    services.log({
      level: 'warn',
      msg: 'the redemption could not be recorded on the order; it stays pending',
      order: order.id,
      outcome: next.estado,
      errors: unrecorded,
    });
    return 'PENDING';
  }
  return STATUS_OF[next.estado];
}

/** Reads an order's redemption and tries it again when pending. */
export async function retryRedemption(services: GatewayServices, orderId: string): Promise<RedemptionStatus> {
  const answer = await services.commerce.query<{ order: OrderState | null }>(ORDER_STATE, {
    id: orderId,
    keys: ORDER_KEYS_READ,
  });
  const record = parseRedemption(answer.order?.redemption);
  if (!answer.order || !record) return 'NONE';
  return redeem(services, answer.order, record);
}

/**
 * Background retries of pending redemptions, per gateway instance: each order's at most once at a time, with
 * exponential delays (REDEMPTION_RETRY_BASE_MS × 2ⁿ) for REDEMPTION_RETRY_ATTEMPTS attempts. After the last one the
 * order keeps PENDIENTE, and the next placeOrder of its checkout tries again; staff find it by the warning logged.
 */
export class RedemptionRetries {
  private readonly running = new Map<string, NodeJS.Timeout | null>();
  private stopped = false;

  constructor(private readonly services: GatewayServices) {}

  schedule(orderId: string): void {
    if (this.stopped || this.running.has(orderId)) return;
    this.next(orderId, 0);
  }

  /** Orders whose redemption is being retried (tests, diagnostics). */
  pending(): string[] {
    return [...this.running.keys()];
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.running.values()) if (timer) clearTimeout(timer);
    this.running.clear();
  }

  private next(orderId: string, attempt: number): void {
    const { attempts, baseDelayMs } = this.services.config.placeOrder.redemptionRetry;
    if (attempt >= attempts) {
      this.running.delete(orderId);
      this.services.log({
        level: 'warn',
        msg: 'voucher redemption still pending after the background retries; the next placeOrder of the checkout tries again',
        order: orderId,
        attempts,
      });
      return;
    }
    const timer = setTimeout(
      () => {
        this.running.set(orderId, null);
        retryRedemption(this.services, orderId)
          .catch(() => 'PENDING' as const)
          .then((status) => {
            if (this.stopped) return;
            if (status === 'PENDING') this.next(orderId, attempt + 1);
            else this.running.delete(orderId);
          });
      },
      baseDelayMs * 2 ** attempt,
    );
    timer.unref();
    this.running.set(orderId, timer);
  }
}
