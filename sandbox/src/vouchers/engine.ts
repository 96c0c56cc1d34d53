/**
 * The voucher service's evaluation, pure (no I/O): which promotion tiers a cart qualifies for (promociones), what
 * each requested redeemable does to it (validaciones, redenciones) and what a coupon is worth (obtener/cupon).
 *
 * Prices come from the catalogue by SKU; unknown SKUs are ignored. Amounts are computed on integer cents and
 * rounded half away from zero; answers are PEN with 2 decimals. Redeemables are applied in the order given, each on
 * what the earlier ones left: line discounts never exceed what is left of the line, order discounts never exceed
 * what is left of the order.
 */
import type { ProductRecord, VariantRecord } from '../catalog/model';
import type { Catalog } from '../commerce/catalog';
import type { Orden, OrdenItem } from './contract';
import {
  type CanalSesion,
  type Cupon,
  type Efecto,
  esConjunta,
  esExclusiva,
  LIMITES_APILAMIENTO,
  type LimitesApilamiento,
  type Motivo,
  normalizarCodigo,
  type PromocionTier,
  type Redimible,
  type RedimibleRef,
  type Reglas,
} from './model';

/** A cart line as the engine reads it: the SKU (`source_id`) and the quantity. */
export interface LineaCarrito {
  sku: string;
  cantidad: number;
}

export interface ContextoEvaluacion {
  now: Date;
  catalog: Catalog;
  /** Every promotion tier of the service, in the service's order. */
  promociones: readonly PromocionTier[];
  cupones?: readonly Cupon[];
  /** The shopper's document, for single-use coupons. */
  numeroDocumento?: string | null;
  /** Codes (upper case) of single-use coupons that document already redeemed. */
  cuponesUsados?: ReadonlySet<string>;
  /** The session's channel, checked against coupons' channel; undefined: not checked. */
  canal?: CanalSesion;
  limites?: LimitesApilamiento;
}

/** The outcome for one requested redeemable. */
export interface Resultado {
  ref: RedimibleRef;
  redimible: Redimible | null;
  valido: boolean;
  motivo: Motivo | null;
  razon: string | null;
  orden: Orden;
}

export interface PromocionCalificada {
  promocion: PromocionTier;
  /** The cart's SKUs that meet the promotion's product rules. */
  skusAplicables: string[];
}

export interface ResultadoCupon {
  cupon: Resultado;
  montoSubtotal: number;
  descuentoPromociones: number;
  montoTotal: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Money

/** Half away from zero to `decimals` places (default 2), robust to binary-float noise (1.005 → 1.01). */
export function redondear(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled + 1e-9 * Math.max(1, scaled));
  return (Math.sign(value) * rounded) / factor || 0;
}

const aCentimos = (pen: number): number => Math.round(redondear(pen) * 100);
const aSoles = (cents: number): number => cents / 100;
/** Half away from zero of a non-negative amount of cents that may carry a fraction. */
const centimosEnteros = (cents: number): number => redondear(cents, 0);

export const formatoSoles = (pen: number): string => `S/ ${redondear(pen).toFixed(2)}`;

// ---------------------------------------------------------------------------------------------------------------
// Cart

interface LineaValorizada {
  sku: string;
  cantidad: number;
  producto: ProductRecord | null;
  variante: VariantRecord | null;
  /** Unit price in cents (0 for unknown SKUs). */
  precioCents: number;
}

const indicesPorCatalogo = new WeakMap<Catalog, Map<string, { product: ProductRecord; variant: VariantRecord }>>();

/** The catalogue's variants by SKU (built once per catalogue). */
export function varianteSku(catalog: Catalog, sku: string): { product: ProductRecord; variant: VariantRecord } | null {
  let index = indicesPorCatalogo.get(catalog);
  if (!index) {
    index = new Map();
    for (const product of catalog.products) {
      for (const variant of product.variants) index.set(variant.sku, { product, variant });
    }
    indicesPorCatalogo.set(catalog, index);
  }
  return index.get(sku) ?? null;
}

function valorizar(items: readonly LineaCarrito[], catalog: Catalog): LineaValorizada[] {
  return items.map(({ sku, cantidad }) => {
    const found = varianteSku(catalog, sku);
    return {
      sku,
      cantidad,
      producto: found?.product ?? null,
      variante: found?.variant ?? null,
      precioCents: found ? aCentimos(found.variant.price) : 0,
    };
  });
}

const totalLinea = (linea: LineaValorizada): number => linea.precioCents * linea.cantidad;

/** The subtotal of the cart in PEN at catalogue prices (unknown SKUs count 0). */
export function subtotalCarrito(items: readonly LineaCarrito[], catalog: Catalog): number {
  return aSoles(valorizar(items, catalog).reduce((sum, linea) => sum + totalLinea(linea), 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Rules

class Categorias {
  private readonly cache = new Map<string, Set<number>>();
  constructor(private readonly catalog: Catalog) {}

  subarbol(slug: string): Set<number> {
    let ids = this.cache.get(slug);
    if (!ids) {
      const category = this.catalog.categoryBySlug(slug);
      ids = category ? this.catalog.subtreeIds(category.id) : new Set();
      this.cache.set(slug, ids);
    }
    return ids;
  }
}

const tieneReglasDeProducto = (reglas: Reglas): boolean =>
  (reglas.skus?.length ?? 0) > 0 || (reglas.categorias?.length ?? 0) > 0;

/** Indices of the known lines that meet the product rules (all known lines when there are none). */
function lineasQueCalifican(reglas: Reglas, lineas: readonly LineaValorizada[], categorias: Categorias): number[] {
  const indices: number[] = [];
  const skus = new Set(reglas.skus ?? []);
  const subarboles = (reglas.categorias ?? []).map((slug) => categorias.subarbol(slug));
  lineas.forEach((linea, index) => {
    if (!linea.producto) return;
    const categoryId = linea.producto.categoryId;
    if (
      !tieneReglasDeProducto(reglas) ||
      skus.has(linea.sku) ||
      subarboles.some((subarbol) => subarbol.has(categoryId))
    ) {
      indices.push(index);
    }
  });
  return indices;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages

const fechaLima = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const nombreDe = (redimible: Redimible): string =>
  redimible.objeto === 'voucher' ? `el cupón ${redimible.codigo}` : `la promoción «${redimible.nombre}»`;

const mayuscula = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

interface Rechazo {
  motivo: Motivo;
  razon: string;
}

const rechazo = (motivo: Motivo, razon: string): Rechazo => ({ motivo, razon });

// ---------------------------------------------------------------------------------------------------------------
// Evaluation

interface Estado {
  /** What is left to pay of each line, in cents, after line discounts. */
  restante: number[];
  /** Order-level discounts so far, in cents. */
  descuentoOrden: number;
  aplicados: Redimible[];
  vistos: Set<string>;
}

const nuevoEstado = (lineas: readonly LineaValorizada[]): Estado => ({
  restante: lineas.map(totalLinea),
  descuentoOrden: 0,
  aplicados: [],
  vistos: new Set(),
});

const porPagar = (estado: Estado): number =>
  Math.max(0, estado.restante.reduce((sum, cents) => sum + cents, 0) - estado.descuentoOrden);

const claveRef = (ref: RedimibleRef): string =>
  `${ref.object}:${ref.object === 'voucher' ? normalizarCodigo(ref.id) : ref.id.trim()}`;

interface Evaluador {
  lineas: LineaValorizada[];
  categorias: Categorias;
  contexto: ContextoEvaluacion;
  subtotalCents: number;
}

function buscar(ref: RedimibleRef, contexto: ContextoEvaluacion): Redimible | null {
  if (ref.object === 'voucher') {
    const codigo = normalizarCodigo(ref.id);
    return contexto.cupones?.find((cupon) => cupon.codigo === codigo) ?? null;
  }
  const id = ref.id.trim();
  return contexto.promociones.find((promocion) => promocion.id === id) ?? null;
}

function vigente(redimible: Redimible, now: Date): Rechazo | null {
  const esCupon = redimible.objeto === 'voucher';
  const activo = esCupon ? redimible.activo : redimible.activa;
  if (!activo) {
    return esCupon
      ? rechazo('CUPON_INACTIVO', `El cupón ${redimible.codigo} no está activo.`)
      : rechazo('PROMOCION_INACTIVA', `La promoción «${redimible.nombre}» no está activa.`);
  }
  const { inicio, fin } = redimible.vigencia;
  if (inicio !== null && now.getTime() < Date.parse(inicio)) {
    const fecha = fechaLima.format(new Date(inicio));
    return esCupon
      ? rechazo('CUPON_NO_VIGENTE', `El cupón ${redimible.codigo} es válido desde el ${fecha}.`)
      : rechazo('PROMOCION_NO_VIGENTE', `La promoción «${redimible.nombre}» empieza el ${fecha}.`);
  }
  if (fin !== null && now.getTime() > Date.parse(fin)) {
    const fecha = fechaLima.format(new Date(fin));
    return esCupon
      ? rechazo('CUPON_EXPIRADO', `El cupón ${redimible.codigo} venció el ${fecha}.`)
      : rechazo('PROMOCION_EXPIRADA', `La promoción «${redimible.nombre}» terminó el ${fecha}.`);
  }
  return null;
}

/**
 * The promotion channel rule (requirements: "Promotion channels") applied to a coupon: web everywhere but the insurer
 * app.
 */
function canalAdmite(canalCupon: string, canal: CanalSesion): boolean {
  if (canalCupon === 'all') return true;
  if (canalCupon === 'web') return canal !== 'rimac';
  return canalCupon === canal;
}

function condicionesDelCupon(cupon: Cupon, contexto: ContextoEvaluacion): Rechazo | null {
  if (contexto.canal !== undefined && !canalAdmite(cupon.metadatos.canal, contexto.canal)) {
    return rechazo('CUPON_CANAL_NO_VALIDO', `El cupón ${cupon.codigo} no es válido en este canal.`);
  }
  if (cupon.usoUnicoPorDocumento) {
    if (!contexto.numeroDocumento) {
      return rechazo(
        'DOCUMENTO_REQUERIDO',
        `Inicia sesión para usar el cupón ${cupon.codigo}: es válido una sola vez por documento.`,
      );
    }
    if (contexto.cuponesUsados?.has(cupon.codigo)) {
      return rechazo('CUPON_YA_USADO', `Ya usaste el cupón ${cupon.codigo}: es válido una sola vez por documento.`);
    }
  }
  return null;
}

function reglasCumplidas(redimible: Redimible, evaluador: Evaluador): Rechazo | { indices: number[] } {
  const { lineas, categorias, subtotalCents } = evaluador;
  if (!lineas.some((linea) => linea.producto !== null)) {
    return rechazo('CARRITO_VACIO', 'Tu carrito no tiene productos del catálogo.');
  }
  const reglas = redimible.reglas;
  const indices = lineasQueCalifican(reglas, lineas, categorias);
  if (indices.length === 0) {
    return rechazo('PRODUCTOS_NO_APLICAN', `Ningún producto de tu carrito participa en ${nombreDe(redimible)}.`);
  }
  const cantidad = indices.reduce((sum, index) => sum + (lineas[index]?.cantidad ?? 0), 0);
  const minima = reglas.cantidadMinima ?? 1;
  if (cantidad < minima) {
    return rechazo(
      'CANTIDAD_MINIMA',
      `Lleva al menos ${minima} unidades de los productos participantes para ${nombreDe(redimible)} (tienes ${cantidad}).`,
    );
  }
  const minimo = reglas.montoMinimo ?? 0;
  if (subtotalCents < aCentimos(minimo)) {
    return rechazo(
      'MONTO_MINIMO',
      `El monto mínimo para ${nombreDe(redimible)} es ${formatoSoles(minimo)}; tu compra suma ${formatoSoles(aSoles(subtotalCents))}.`,
    );
  }
  return { indices };
}

function apilable(redimible: Redimible, estado: Estado, limites: LimitesApilamiento): Rechazo | null {
  if (estado.aplicados.length >= limites.maxAplicados) {
    return rechazo(
      'LIMITE_ACUMULACION',
      `Solo se pueden aplicar ${limites.maxAplicados} promociones o cupones a la vez; ${nombreDe(redimible)} no se aplicó.`,
    );
  }
  if (esConjunta(redimible)) return null;
  const conflicto = estado.aplicados.find((aplicado) =>
    esExclusiva(redimible) ? !esConjunta(aplicado) : esExclusiva(aplicado),
  );
  if (conflicto) {
    const otro = conflicto.objeto === 'voucher' ? `el cupón ${conflicto.codigo}` : `«${conflicto.nombre}»`;
    return rechazo('NO_ACUMULABLE', `${mayuscula(nombreDe(redimible))} no se puede combinar con ${otro}.`);
  }
  return null;
}

interface Aplicacion {
  items: OrdenItem[];
  /** Line discounts by line index, in cents. */
  porLinea: Map<number, number>;
  /** Order-level discount, in cents. */
  enOrden: number;
}

function calcularEfecto(
  efecto: Efecto,
  indices: readonly number[],
  evaluador: Evaluador,
  estado: Estado,
  redimible: Redimible,
): Aplicacion | Rechazo {
  const { lineas, contexto } = evaluador;
  const aplicacion: Aplicacion = { items: [], porLinea: new Map(), enOrden: 0 };
  switch (efecto.tipo) {
    case 'PORCENTAJE_ORDEN':
      aplicacion.enOrden = Math.min(porPagar(estado), centimosEnteros((porPagar(estado) * efecto.porcentaje) / 100));
      return aplicacion;
    case 'MONTO_ORDEN':
      aplicacion.enOrden = Math.min(porPagar(estado), aCentimos(efecto.monto));
      return aplicacion;
    case 'REGALO': {
      for (const regalo of efecto.regalos) {
        const producto = contexto.catalog.productBySlug(regalo.slug);
        const variante = producto?.variants[0];
        if (!producto || !variante || !producto.isAvailableForPurchase) {
          return rechazo('REGALO_NO_DISPONIBLE', `El regalo de ${nombreDe(redimible)} no está disponible.`);
        }
        aplicacion.items.push({
          sku: variante.sku,
          cantidad: regalo.cantidad,
          efecto: 'AGREGAR_ITEM',
          producto: { slug: producto.slug, nombre: producto.name },
          precioUnitario: 0,
          descuento: 0,
        });
      }
      return aplicacion;
    }
    default: {
      let disponible = porPagar(estado);
      for (const index of indices) {
        const linea = lineas[index];
        const restante = estado.restante[index] ?? 0;
        if (!linea?.producto || restante <= 0) continue;
        let descuento: number;
        if (efecto.tipo === 'PORCENTAJE_ITEMS') descuento = centimosEnteros((restante * efecto.porcentaje) / 100);
        else if (efecto.tipo === 'MONTO_ITEMS') descuento = aCentimos(efecto.monto) * linea.cantidad;
        else descuento = restante - aCentimos(efecto.precio) * linea.cantidad;
        descuento = Math.max(0, Math.min(descuento, restante, disponible));
        if (descuento === 0) continue;
        disponible -= descuento;
        aplicacion.porLinea.set(index, descuento);
        aplicacion.items.push({
          sku: linea.sku,
          cantidad: linea.cantidad,
          efecto: 'APLICAR_A_ITEM',
          producto: { slug: linea.producto.slug, nombre: linea.producto.name },
          precioUnitario: aSoles(linea.precioCents),
          descuento: aSoles(descuento),
        });
      }
      return aplicacion;
    }
  }
}

function evaluarUno(ref: RedimibleRef, evaluador: Evaluador, estado: Estado): Resultado {
  const { contexto, subtotalCents } = evaluador;
  const montoSubtotal = aSoles(subtotalCents);
  const invalido = (redimible: Redimible | null, r: Rechazo): Resultado => ({
    ref,
    redimible,
    valido: false,
    motivo: r.motivo,
    razon: r.razon,
    orden: { items: [], montoSubtotal, descuentoAplicadoTotal: 0 },
  });

  const clave = claveRef(ref);
  const redimible = buscar(ref, contexto);
  if (estado.vistos.has(clave)) {
    const nombre = redimible ? nombreDe(redimible) : ref.id;
    return invalido(redimible, rechazo('REDIMIBLE_DUPLICADO', `${mayuscula(nombre)} ya figura en esta solicitud.`));
  }
  estado.vistos.add(clave);
  if (!redimible) {
    return ref.object === 'voucher'
      ? invalido(null, rechazo('CUPON_NO_EXISTE', `El cupón ${normalizarCodigo(ref.id)} no existe.`))
      : invalido(null, rechazo('PROMOCION_NO_EXISTE', `La promoción ${ref.id.trim()} no existe.`));
  }
  const noVigente = vigente(redimible, contexto.now);
  if (noVigente) return invalido(redimible, noVigente);
  if (redimible.objeto === 'voucher') {
    const condicion = condicionesDelCupon(redimible, contexto);
    if (condicion) return invalido(redimible, condicion);
  }
  const reglas = reglasCumplidas(redimible, evaluador);
  if ('motivo' in reglas) return invalido(redimible, reglas);
  const noApilable = apilable(redimible, estado, contexto.limites ?? LIMITES_APILAMIENTO);
  if (noApilable) return invalido(redimible, noApilable);
  const aplicacion = calcularEfecto(redimible.efecto, reglas.indices, evaluador, estado, redimible);
  if ('motivo' in aplicacion) return invalido(redimible, aplicacion);

  let total = aplicacion.enOrden;
  estado.descuentoOrden += aplicacion.enOrden;
  for (const [index, cents] of aplicacion.porLinea) {
    estado.restante[index] = (estado.restante[index] ?? 0) - cents;
    total += cents;
  }
  estado.aplicados.push(redimible);
  return {
    ref,
    redimible,
    valido: true,
    motivo: null,
    razon: null,
    orden: { items: aplicacion.items, montoSubtotal, descuentoAplicadoTotal: aSoles(total) },
  };
}

function evaluador(items: readonly LineaCarrito[], contexto: ContextoEvaluacion): Evaluador {
  const lineas = valorizar(items, contexto.catalog);
  return {
    lineas,
    categorias: new Categorias(contexto.catalog),
    contexto,
    subtotalCents: lineas.reduce((sum, linea) => sum + totalLinea(linea), 0),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Public API

/**
 * The promotion tiers the cart qualifies for now (promociones): active, inside their window, with their rules met,
 * each judged on its own, in the service's order. Not filtered by channel: that is the client's job (requirements:
 * "Promotion channels"), which is why each carries its `metadatos`.
 */
export function qualifyingPromotions(
  items: readonly LineaCarrito[],
  contexto: ContextoEvaluacion,
): PromocionCalificada[] {
  const base = evaluador(items, contexto);
  const calificadas: PromocionCalificada[] = [];
  for (const promocion of contexto.promociones) {
    const resultado = evaluarUno({ object: 'promotion_tier', id: promocion.id }, base, nuevoEstado(base.lineas));
    if (!resultado.valido) continue;
    const indices = lineasQueCalifican(promocion.reglas, base.lineas, base.categorias);
    const skus = [...new Set(indices.map((index) => base.lineas[index]?.sku ?? ''))].filter(Boolean);
    calificadas.push({ promocion, skusAplicables: skus });
  }
  return calificadas;
}

/**
 * Validates the requested redeemables against the cart, applying them in the order given (validaciones and
 * redenciones). One result per request entry, in the same order; stacking limits count only the valid ones.
 */
export function validate(
  redeemables: readonly RedimibleRef[],
  items: readonly LineaCarrito[],
  contexto: ContextoEvaluacion,
): Resultado[] {
  const base = evaluador(items, contexto);
  const estado = nuevoEstado(base.lineas);
  return redeemables.map((ref) => evaluarUno(ref, base, estado));
}

/**
 * What a coupon is worth on a cart (obtener/cupon): the listed promotions are applied first, in order (those that
 * no longer apply are skipped), and the coupon stacks after them.
 */
export function validateCoupon(
  codigo: string,
  promocionIds: readonly string[],
  items: readonly LineaCarrito[],
  contexto: ContextoEvaluacion,
): ResultadoCupon {
  const refs: RedimibleRef[] = promocionIds.map((id) => ({ object: 'promotion_tier', id }));
  const resultados = validate([...refs, { object: 'voucher', id: codigo }], items, contexto);
  const cupon = resultados[resultados.length - 1] as Resultado;
  const promociones = resultados.slice(0, -1).filter((resultado) => resultado.valido);
  const descuentoPromociones = aCentimos(
    promociones.reduce((sum, resultado) => sum + resultado.orden.descuentoAplicadoTotal, 0),
  );
  const subtotal = aCentimos(cupon.orden.montoSubtotal);
  const descuentoCupon = aCentimos(cupon.orden.descuentoAplicadoTotal);
  return {
    cupon,
    montoSubtotal: aSoles(subtotal),
    descuentoPromociones: aSoles(descuentoPromociones),
    montoTotal: aSoles(Math.max(0, subtotal - descuentoPromociones - descuentoCupon)),
  };
}
