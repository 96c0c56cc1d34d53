/**
 * The voucher service's REST routes (schema/openapi/sales.yaml) on the sales base. Each handler validates its payload
 * with the zod schemas of contract.ts (a broken contract answers SOLICITUD_INVALIDA with a Spanish description), seeds
 * the promotions and coupons on first use, evaluates with the pure engine and, for redenciones, records the redemption.
 */
import type { Catalog } from '../commerce/catalog';
import type { RestContext, RestOutcome, RestRoute } from '../rest/handler';
import type { Db } from '../store/db';
import {
  type CuponResponse,
  cuponRequestSchema,
  type ItemCarrito,
  type Promocion,
  parsePayload,
  promocionesRequestSchema,
  type RedencionesResponse,
  redencionesRequestSchema,
  SOLICITUD_INVALIDA,
  type Validacion,
  validacionesRequestSchema,
} from './contract';
import {
  type ContextoEvaluacion,
  type LineaCarrito,
  qualifyingPromotions,
  type Resultado,
  validate,
  validateCoupon,
} from './engine';
import { idDe, type Metadatos, normalizarCodigo, type Redimible } from './model';
import { CuponYaUsadoError, ensureVoucherSeed, type RedencionRecord, VoucherRepository } from './repository';

export const VOUCHER_PATHS = {
  promociones: '/pbi-v2/api/v1/voucherify/promociones',
  validaciones: '/pbi-v2/api/v1/voucherify/validaciones',
  redenciones: '/pbi-v2/api/v1/voucherify/redenciones',
  cupon: '/promociones-descuentos/api/v1/obtener/cupon',
} as const;

export interface VoucherRoutesOptions {
  db: Db;
  catalog: Catalog;
}

const seeding = new WeakMap<Db, Promise<unknown>>();

/** Seeds once per store and process; a failed attempt is retried on the next call. */
function seeded(db: Db, catalog: Catalog, now: Date): Promise<unknown> {
  let pending = seeding.get(db);
  if (!pending) {
    pending = ensureVoucherSeed(db, catalog, now).catch((error: unknown) => {
      seeding.delete(db);
      throw error;
    });
    seeding.set(db, pending);
  }
  return pending;
}

const solicitudInvalida = (message: string): RestOutcome => ({ ok: false, code: SOLICITUD_INVALIDA, message });

const lineas = (items: readonly Pick<ItemCarrito, 'source_id' | 'quantity'>[]): LineaCarrito[] =>
  items.map((item) => ({ sku: item.source_id, cantidad: item.quantity }));

/** Voucherify keeps metadata keys only when set: `prioridad` is absent when the promotion has none. */
const metadatosDe = (redimible: Redimible): Metadatos =>
  redimible.metadatos.prioridad === undefined
    ? { canal: redimible.metadatos.canal }
    : { canal: redimible.metadatos.canal, prioridad: redimible.metadatos.prioridad };

export function aValidacion(resultado: Resultado): Validacion {
  const { redimible, ref } = resultado;
  return {
    id: redimible ? idDe(redimible) : ref.object === 'voucher' ? normalizarCodigo(ref.id) : ref.id.trim(),
    objeto: ref.object,
    valid: resultado.valido,
    nombre: redimible?.nombre ?? null,
    banner: redimible?.banner ?? null,
    metadatos: redimible ? metadatosDe(redimible) : null,
    orden: resultado.orden,
    motivo: resultado.motivo,
    razon: resultado.razon,
  };
}

const respuestaRedencion = (redencion: RedencionRecord, repetida: boolean): RedencionesResponse => ({
  id: redencion.id,
  estado: redencion.status,
  fecha: redencion.createdAt,
  descuentoTotal: redencion.descuentoTotal,
  redenciones: redencion.resultados,
  repetida,
});

export function voucherRoutes(options: VoucherRoutesOptions): RestRoute[] {
  const { db, catalog } = options;
  const repository = new VoucherRepository(db);

  /** The evaluation context with every promotion and coupon, for the caller's clock. */
  async function contexto(context: RestContext, numeroDocumento: string | null): Promise<ContextoEvaluacion> {
    const now = context.clock();
    await seeded(db, catalog, now);
    const [promociones, cupones, cuponesUsados] = await Promise.all([
      repository.promociones(),
      repository.cupones(),
      repository.cuponesUsadosPor(numeroDocumento),
    ]);
    return { now, catalog, promociones, cupones, numeroDocumento, cuponesUsados };
  }

  return [
    {
      base: 'sales',
      path: VOUCHER_PATHS.promociones,
      audience: 'any',
      async handler(payload, context) {
        const parsed = parsePayload(promocionesRequestSchema, payload);
        if (!parsed.ok) return solicitudInvalida(parsed.message);
        const ctx = await contexto(context, null);
        const answer: Promocion[] = qualifyingPromotions(lineas(parsed.data), ctx).map(
          ({ promocion, skusAplicables }) => ({
            id: promocion.id,
            objeto: promocion.objeto,
            nombre: promocion.nombre,
            banner: promocion.banner,
            metadatos: metadatosDe(promocion),
            categoria: promocion.categoria,
            vigencia: promocion.vigencia,
            skusAplicables,
          }),
        );
        return { ok: true, payload: answer };
      },
    },
    {
      base: 'sales',
      path: VOUCHER_PATHS.validaciones,
      audience: 'any',
      async handler(payload, context) {
        const parsed = parsePayload(validacionesRequestSchema, payload);
        if (!parsed.ok) return solicitudInvalida(parsed.message);
        const ctx = await contexto(context, context.caller.documentNumber);
        const answer: Validacion[] = validate(parsed.data.redeemables, lineas(parsed.data.items), ctx).map(aValidacion);
        return { ok: true, payload: answer };
      },
    },
    {
      base: 'sales',
      path: VOUCHER_PATHS.redenciones,
      audience: 'any',
      async handler(payload, context) {
        const parsed = parsePayload(redencionesRequestSchema, payload);
        if (!parsed.ok) return solicitudInvalida(parsed.message);
        const { redeemables, order, session } = parsed.data;
        const previa = await repository.redencionPorSesion(session.key);
        if (previa) return { ok: true, payload: respuestaRedencion(previa, true) };

        const numeroDocumento = parsed.data.numeroDocumento ?? context.caller.documentNumber ?? null;
        const ctx = await contexto(context, numeroDocumento);
        const resultados = validate(redeemables, lineas(order.items), ctx);
        const fallido = resultados.find((resultado) => !resultado.valido);
        if (fallido) {
          return {
            ok: false,
            code: fallido.motivo ?? 'REDENCION_RECHAZADA',
            message: `No se registró la redención: ${fallido.razon ?? 'un redimible no es válido'}`,
            payload: resultados.map(aValidacion),
          };
        }
        try {
          const { redencion, repetida } = await repository.registrarRedencion({
            redeemables: redeemables.map((ref) => ({ object: ref.object, id: ref.id })),
            orderItems: order.items,
            status: order.status,
            session: { type: session.type, key: session.key },
            resultados: resultados.map((resultado) => ({
              id: resultado.redimible ? idDe(resultado.redimible) : resultado.ref.id,
              objeto: resultado.ref.object,
              descuentoAplicadoTotal: resultado.orden.descuentoAplicadoTotal,
            })),
            descuentoTotal:
              resultados.reduce((sum, resultado) => sum + Math.round(resultado.orden.descuentoAplicadoTotal * 100), 0) /
              100,
            callerSub: context.caller.sub,
            numeroDocumento,
            createdAt: ctx.now.toISOString(),
            cupones: resultados.flatMap((resultado) =>
              resultado.redimible?.objeto === 'voucher'
                ? [{ codigo: resultado.redimible.codigo, usoUnico: resultado.redimible.usoUnicoPorDocumento }]
                : [],
            ),
          });
          return { ok: true, payload: respuestaRedencion(redencion, repetida) };
        } catch (error) {
          if (!(error instanceof CuponYaUsadoError)) throw error;
          return {
            ok: false,
            code: 'CUPON_YA_USADO',
            message: `No se registró la redención: ya usaste el cupón ${error.codigo}: es válido una sola vez por documento.`,
          };
        }
      },
    },
    {
      base: 'sales',
      path: VOUCHER_PATHS.cupon,
      audience: 'any',
      async handler(payload, context) {
        const parsed = parsePayload(cuponRequestSchema, payload);
        if (!parsed.ok) return solicitudInvalida(parsed.message);
        const { cupon, promociones, orden } = parsed.data;
        const numeroDocumento = parsed.data.numeroDocumento ?? context.caller.documentNumber ?? null;
        const ctx = await contexto(context, numeroDocumento);
        const evaluado = validateCoupon(
          cupon.codigo,
          promociones.map((promocion) => promocion.id),
          lineas(orden.items),
          { ...ctx, canal: parsed.data.canal ?? 'web' },
        );
        const resultado = evaluado.cupon;
        const registro = resultado.redimible?.objeto === 'voucher' ? resultado.redimible : null;
        const codigo = registro?.codigo ?? normalizarCodigo(cupon.codigo);
        const answer: CuponResponse = {
          codigo,
          valido: resultado.valido,
          nombre: registro?.nombre ?? null,
          mensaje:
            resultado.valido && registro
              ? `Cupón ${codigo} aplicado: ${registro.banner}`
              : (resultado.razon ?? `El cupón ${codigo} no es válido.`),
          motivo: resultado.motivo,
          descuento: resultado.orden.descuentoAplicadoTotal,
          montoSubtotal: evaluado.montoSubtotal,
          descuentoPromociones: evaluado.descuentoPromociones,
          montoTotal: evaluado.montoTotal,
          items: resultado.orden.items,
        };
        if (!resultado.valido) {
          return { ok: false, code: resultado.motivo ?? 'CUPON_INVALIDO', message: answer.mensaje, payload: answer };
        }
        return { ok: true, payload: answer, message: answer.mensaje };
      },
    },
  ];
}
