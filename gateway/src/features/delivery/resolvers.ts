import {
  byDistrictName,
  DEFAULT_TIER,
  type DeliveryTier,
  deliveryFee,
  districtDisplayName,
  EXPRESS_CUTOFF,
  EXPRESS_START,
  formatPrice,
  isExpressAvailable,
} from '@cuida/domain';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { parseInput } from '../../errors/validation';
import { resolvePartnerContext } from '../../partner-context';
import { ContextInput } from '../promotions/resolvers';

export const COVERAGE_OPERATION = 'obtenerCobertura';

const Tarifa = z.object({
  precioTicket: z.union([z.number(), z.literal(DEFAULT_TIER)]),
  precioDelivery: z.number(),
});

/** The coverage service's answer (schema/openapi/sales.yaml), validated before use. */
const CoverageAnswer = z.object({
  distritos: z.array(
    z.object({
      idDistrito: z.string(),
      nomDistrito: z.string().nullish(),
      precioEnvio: z.number().nullish(),
      cubierto: z.boolean().nullish(),
    }),
  ),
  tarifas: z.array(Tarifa),
  /** Each delivery type with its own tiers (a service without them prices every delivered type by `tarifas`). */
  opcionesEntrega: z
    .array(z.object({ tipo: z.string(), tarifas: z.array(Tarifa).nullish() }))
    .nullish()
    .transform((options) => options ?? []),
});
type Coverage = z.infer<typeof CoverageAnswer>;

const DistrictId = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'A district id is a 6-digit INEI ubigeo, e.g. 150122.');

async function coverage(context: GatewayContext, districtIds?: string[]): Promise<Coverage> {
  const payload = await context.services.rest.call(
    COVERAGE_OPERATION,
    districtIds ? { idDistritos: districtIds } : {},
    context.restAs(),
  );
  return CoverageAnswer.parse(payload);
}

const toDistrict = (district: Coverage['distritos'][number]) => ({
  id: district.idDistrito,
  name: districtDisplayName(district.idDistrito, district.nomDistrito ?? district.idDistrito),
  // The service answers requested districts it does not serve with cubierto: false.
  covered: district.cubierto !== false,
  ownPrice: district.precioEnvio ?? null,
});

const toTiers = (tarifas: Coverage['tarifas']): DeliveryTier[] =>
  tarifas.map((tier) => ({ threshold: tier.precioTicket, fee: tier.precioDelivery }));

const expressWindow = (now: Date) => ({
  opensAt: EXPRESS_START,
  closesAt: EXPRESS_CUTOFF,
  isOpenNow: isExpressAvailable(now),
});

const UNAVAILABLE = {
  notCovered: 'Aún no hacemos delivery a este distrito.',
  expressClosed: `El delivery express se puede pedir de ${EXPRESS_START} a ${EXPRESS_CUTOFF} (hora de Lima).`,
  rimacOnly: 'Este tipo de entrega solo está disponible desde la app de Rímac.',
  noTier: 'No hay una tarifa de delivery para este monto.',
};

export type DeliveryTypeValue =
  | 'PROGRAMADO'
  | 'EXPRESS'
  | 'DEFAULT'
  | 'RIMAC'
  | 'PICKUP_FOR_ME'
  | 'PICKUP_FOR_SOMEONE_ELSE';

export interface DeliveryQuoteInput {
  districtId: string;
  /** The order total the tiers are compared with. */
  subtotal: number;
  deliveryType: DeliveryTypeValue;
  /** Whether the session comes from the insurer's app (RIMAC delivery only there). */
  appRimac: boolean;
}

export interface QuotedDelivery {
  district: ReturnType<typeof toDistrict>;
  available: boolean;
  /** In Spanish, when unavailable. */
  unavailableReason: string | null;
  /** PEN; null when unavailable. */
  fee: number | null;
}

/**
 * The delivery fee for an order total, a district and a delivery type (requirements: "Delivery fee"), as deliveryQuote answers it and
 * placeOrder charges it: pickups are free; delivered types need a covered district, express its window (the
 * gateway's clock), rimac the insurer's app; the fee is the district's own price, else the tier rule over the
 * type's own tiers (each delivery type is priced by the coverage data, not by another type's tiers).
 */
/** The gateway's clock for the delivery rules (GATEWAY_TEST_NOW in tests). */
const deliveryNow = (context: GatewayContext): Date => context.services.clock?.() ?? new Date();

export async function quoteDelivery(context: GatewayContext, input: DeliveryQuoteInput): Promise<QuotedDelivery> {
  const answer = await coverage(context, [input.districtId]);
  const found = answer.distritos.find((district) => district.idDistrito === input.districtId);
  const district = found
    ? toDistrict(found)
    : { id: input.districtId, name: input.districtId, covered: false, ownPrice: null };
  const quote = (fee: number | null, unavailableReason: string | null = null): QuotedDelivery => ({
    district,
    available: unavailableReason === null,
    unavailableReason,
    fee: unavailableReason === null ? fee : null,
  });
  if (input.deliveryType === 'PICKUP_FOR_ME' || input.deliveryType === 'PICKUP_FOR_SOMEONE_ELSE') return quote(0);
  if (!district.covered) return quote(null, UNAVAILABLE.notCovered);
  if (input.deliveryType === 'EXPRESS' && !isExpressAvailable(deliveryNow(context)))
    return quote(null, UNAVAILABLE.expressClosed);
  if (input.deliveryType === 'RIMAC' && !input.appRimac) return quote(null, UNAVAILABLE.rimacOnly);
  const fee = deliveryFee({
    orderTotal: input.subtotal,
    tiers: toTiers(tiersOf(answer, input.deliveryType)),
    districtPrice: district.ownPrice,
  });
  return fee === null ? quote(null, UNAVAILABLE.noTier) : quote(fee);
}

/** Names compared as shoppers write them: case, accents and spacing aside ("Cercado de Lima" is Lima's). */
const districtKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^cercado de lima$/, 'lima');

/** The ubigeo of a district named as in a shipping address's city area; null when the coverage data has none. */
export async function districtIdByName(context: GatewayContext, name: string): Promise<string | null> {
  const wanted = districtKey(name);
  const answer = await coverage(context);
  return answer.distritos.find((district) => districtKey(district.nomDistrito ?? '') === wanted)?.idDistrito ?? null;
}

/** The coverage service's name of each delivery type (OpcionEntrega.tipo). */
const COVERAGE_KIND: Record<DeliveryTypeValue, string> = {
  PROGRAMADO: 'programado',
  EXPRESS: 'express',
  DEFAULT: 'default',
  RIMAC: 'rimac',
  PICKUP_FOR_ME: 'pickup_for_me',
  PICKUP_FOR_SOMEONE_ELSE: 'pickup_for_someone_else',
};

/** The tiers of one delivery type: its own when the coverage data gives them, else the general ones. */
function tiersOf(answer: Coverage, type: DeliveryTypeValue): Coverage['tarifas'] {
  const own = answer.opcionesEntrega.find((option) => option.tipo === COVERAGE_KIND[type])?.tarifas;
  return own && own.length > 0 ? own : answer.tarifas;
}

export const deliveryResolvers = {
  Query: {
    deliveryCoverage: async (_: unknown, args: { districtIds?: unknown }, context: GatewayContext) => {
      const districtIds = parseInput(z.array(DistrictId).max(100).nullish(), args.districtIds) ?? undefined;
      const answer = await coverage(context, districtIds);
      return {
        districts: answer.distritos.map(toDistrict).sort(byDistrictName),
        tiers: toTiers(answer.tarifas)
          .map((tier) => ({ threshold: tier.threshold === DEFAULT_TIER ? null : tier.threshold, fee: tier.fee }))
          .sort((a, b) => (b.threshold ?? -1) - (a.threshold ?? -1)),
        express: expressWindow(deliveryNow(context)),
      };
    },
    deliveryQuote: async (_: unknown, args: unknown, context: GatewayContext) => {
      const input = parseInput(
        z.object({
          districtId: DistrictId,
          subtotal: z.number().finite().min(0).max(1_000_000),
          deliveryType: z.enum([
            'PROGRAMADO',
            'EXPRESS',
            'DEFAULT',
            'RIMAC',
            'PICKUP_FOR_ME',
            'PICKUP_FOR_SOMEONE_ELSE',
          ]),
          context: ContextInput,
        }),
        args,
      );
      // The partner context as every shopping operation reads it: the `context` argument over the headers (a
      // storefront inside the insurer's app sends the argument, a partner app its header).
      const session = resolvePartnerContext(context.partner, input.context);
      const quote = await quoteDelivery(context, {
        districtId: input.districtId,
        subtotal: input.subtotal,
        deliveryType: input.deliveryType,
        appRimac: session.appRimac,
      });
      return {
        district: quote.district,
        deliveryType: input.deliveryType,
        subtotal: input.subtotal,
        available: quote.available,
        unavailableReason: quote.unavailableReason,
        fee: quote.fee,
        feeText: quote.fee === null ? null : quote.fee === 0 ? 'Gratis' : formatPrice(quote.fee),
      };
    },
  },
};
