/**
 * The voucher service's model, after Voucherify: promotions are "promotion tiers" (object `promotion_tier`) that apply
 * on their own when a cart meets their rules, and coupons are codes (object `voucher`) the shopper types. Both share
 * the same rules and effects. Field names are Spanish, as the service exposes them (metadatos, objeto,
 * orden, ...). Money is in PEN with 2 decimals; the engine computes on integer cents.
 */

/**
 * Promotion channels (requirements: "Promotion channels"): `all` everywhere, `web` outside the insurer app, `rimac` and
 * `appCI` in those apps.
 */
export const CANALES = ['all', 'web', 'rimac', 'appCI'] as const;
export type Canal = (typeof CANALES)[number];

/** The channel a session is in, as the coupon call sends it (`all` is a promotion's channel, not a session's). */
export const CANALES_SESION = ['web', 'rimac', 'appCI'] as const;
export type CanalSesion = (typeof CANALES_SESION)[number];

/** Voucherify keeps metadata as free key/values; these are the two the storefront reads. */
export interface Metadatos {
  canal: Canal;
  /** Lower applies first; absent means "no priority" (the client orders those last). */
  prioridad?: number;
}

/**
 * Stacking category (Voucherify's "categories"). An exclusive category's promotion can only be combined with
 * promotions of joint categories; a joint category's promotion combines with anything. Promotions without a
 * category combine with each other and with joint ones, not with an exclusive one.
 */
export interface CategoriaApilamiento {
  nombre: string;
  exclusiva: boolean;
}

/** An inclusive validity window (ISO 8601 instants); a missing end means open-ended. */
export interface Vigencia {
  inicio: string | null;
  fin: string | null;
}

/**
 * Conditions, all of which must hold. An item "qualifies" when its SKU is in `skus` or its product lies in the subtree
 * of one of `categorias` (category slugs); with neither list, every item qualifies.
 */
export interface Reglas {
  /** Minimum order subtotal in PEN (catalogue prices of every item, before any discount). */
  montoMinimo?: number;
  /** Any of these SKUs. */
  skus?: string[];
  /** Any product in these categories or their subcategories (by slug). */
  categorias?: string[];
  /** Minimum total quantity of qualifying items (default 1 when skus or categorias are set). */
  cantidadMinima?: number;
}

export const TIPOS_EFECTO = [
  'PORCENTAJE_ORDEN',
  'MONTO_ORDEN',
  'PORCENTAJE_ITEMS',
  'MONTO_ITEMS',
  'PRECIO_FIJO_ITEMS',
  'REGALO',
] as const;
export type TipoEfecto = (typeof TIPOS_EFECTO)[number];

export interface Regalo {
  /** The gift product's slug (the storefront fetches it by slug and adds it at S/ 0). */
  slug: string;
  cantidad: number;
}

/** What a redeemable does once its rules hold (Voucherify: discount type × effect). */
export type Efecto =
  /** A percentage off the order (after earlier discounts in the same evaluation). */
  | { tipo: 'PORCENTAJE_ORDEN'; porcentaje: number }
  /** A fixed amount off the order (never more than what is left to pay). */
  | { tipo: 'MONTO_ORDEN'; monto: number }
  /** A percentage off each qualifying line. */
  | { tipo: 'PORCENTAJE_ITEMS'; porcentaje: number }
  /** A fixed amount off each unit of the qualifying items. */
  | { tipo: 'MONTO_ITEMS'; monto: number }
  /** Each unit of the qualifying items costs `precio` (lines already cheaper are left alone). */
  | { tipo: 'PRECIO_FIJO_ITEMS'; precio: number }
  /** Gift items added to the order at S/ 0 (Voucherify's ADD_NEW_ITEMS). */
  | { tipo: 'REGALO'; regalos: Regalo[] };

/** A promotion tier: applies by itself when its rules hold; the client asks for them with the cart (promociones). */
export interface PromocionTier {
  /** e.g. `promo_tier_bebe_regalo`. */
  id: string;
  objeto: 'promotion_tier';
  nombre: string;
  /** Spanish text shown to shoppers. */
  banner: string;
  metadatos: Metadatos;
  vigencia: Vigencia;
  activa: boolean;
  categoria: CategoriaApilamiento | null;
  reglas: Reglas;
  efecto: Efecto;
}

/** A coupon code (obtener/cupon). Codes are stored upper-case; lookups ignore case and surrounding spaces. */
export interface Cupon {
  codigo: string;
  objeto: 'voucher';
  nombre: string;
  /** What the coupon gives, shown when it applies (e.g. "10 % de descuento en tu compra"). */
  banner: string;
  metadatos: Metadatos;
  vigencia: Vigencia;
  activo: boolean;
  reglas: Reglas;
  efecto: Efecto;
  /** Each document (DNI, CE, passport) may redeem it once. */
  usoUnicoPorDocumento: boolean;
}

export type Redimible = PromocionTier | Cupon;

export type ObjetoRedimible = 'promotion_tier' | 'voucher';

/** A reference to a redeemable in a request, as Voucherify's `redeemables[]`. */
export interface RedimibleRef {
  object: ObjetoRedimible;
  id: string;
}

/** Engine-level stacking limits (Voucherify's stacking rules). At most one exclusive category follows from its rule. */
export interface LimitesApilamiento {
  /** How many redeemables one evaluation may apply. */
  maxAplicados: number;
}

export const LIMITES_APILAMIENTO: LimitesApilamiento = { maxAplicados: 5 };

export const idDe = (redimible: Redimible): string =>
  redimible.objeto === 'voucher' ? redimible.codigo : redimible.id;

export const esConjunta = (redimible: Redimible): boolean =>
  redimible.objeto === 'promotion_tier' && redimible.categoria !== null && !redimible.categoria.exclusiva;

export const esExclusiva = (redimible: Redimible): boolean =>
  redimible.objeto === 'promotion_tier' && redimible.categoria?.exclusiva === true;

export const normalizarCodigo = (codigo: string): string => codigo.trim().toUpperCase();

/** Stable codes of why a redeemable does not apply (validaciones `motivo`, obtener/cupon and redenciones `code`). */
export const MOTIVOS = [
  'PROMOCION_NO_EXISTE',
  'PROMOCION_INACTIVA',
  'PROMOCION_EXPIRADA',
  'PROMOCION_NO_VIGENTE',
  'CUPON_NO_EXISTE',
  'CUPON_INACTIVO',
  'CUPON_EXPIRADO',
  'CUPON_NO_VIGENTE',
  'CUPON_CANAL_NO_VALIDO',
  'DOCUMENTO_REQUERIDO',
  'CUPON_YA_USADO',
  'CARRITO_VACIO',
  'PRODUCTOS_NO_APLICAN',
  'CANTIDAD_MINIMA',
  'MONTO_MINIMO',
  'REGALO_NO_DISPONIBLE',
  'REDIMIBLE_DUPLICADO',
  'NO_ACUMULABLE',
  'LIMITE_ACUMULACION',
] as const;
export type Motivo = (typeof MOTIVOS)[number];
