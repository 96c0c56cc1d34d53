/**
 * The voucher service's seed: promotion tiers and coupons in Spanish that exercise every effect, channel and
 * stacking category, one expired and one future promotion (relative to `now`). Products are read from the catalogue,
 * never hard-coded: the first purchasable products in id order of a category (with stock where it matters), so the
 * seed follows the catalogue seed deterministically.
 */
import type { ProductRecord } from '../catalog/model';
import type { Catalog } from '../commerce/catalog';
import type { Cupon, PromocionTier, Vigencia } from './model';

export interface VoucherSeed {
  promociones: PromocionTier[];
  cupones: Cupon[];
}

const DAY_MS = 86_400_000;
/** Gifts and SKU-specific promotions use products with at least this much stock at seed time. */
const STOCK_HOLGADO = 20;

const enDias = (now: Date, days: number): string => new Date(now.getTime() + days * DAY_MS).toISOString();

const ventana = (now: Date, desde: number, hasta: number | null): Vigencia => ({
  inicio: enDias(now, desde),
  fin: hasta === null ? null : enDias(now, hasta),
});

const soles = (amount: number): string => `S/ ${amount.toFixed(2)}`;

/** The purchasable products of the first of `slugs` that has some, in id order (subcategories included). */
function productosDe(catalog: Catalog, slugs: readonly string[], minStock = 1): ProductRecord[] {
  for (const slug of slugs) {
    const category = catalog.categoryBySlug(slug);
    if (!category) continue;
    const subtree = catalog.subtreeIds(category.id);
    const found = catalog.products
      .filter(
        (product) =>
          subtree.has(product.categoryId) &&
          product.isAvailableForPurchase &&
          (product.variants[0]?.stock ?? 0) >= minStock,
      )
      .sort((a, b) => a.id - b.id);
    if (found.length > 0) return found;
  }
  throw new Error(`voucher seed: no purchasable product with stock ≥ ${minStock} in ${slugs.join(' / ')}`);
}

function categoria(catalog: Catalog, slug: string): string {
  if (!catalog.categoryBySlug(slug)) throw new Error(`voucher seed: the catalogue has no category ${slug}`);
  return slug;
}

const skuDe = (product: ProductRecord): string => product.variants[0]?.sku ?? '';
const precioDe = (product: ProductRecord): number => product.variants[0]?.price ?? 0;

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A collection's `voucherify` window ("ddMMyyyy_ddMMyyyy", whole days in Lima, UTC−5) as a validity. */
function vigenciaDeVentana(ventanaTexto: string): (Vigencia & { ultimoDia: string }) | null {
  const match = /^(\d{2})(\d{2})(\d{4})_(\d{2})(\d{2})(\d{4})$/.exec(ventanaTexto.trim());
  if (!match) return null;
  const [, d1, m1, y1, d2, m2, y2] = match;
  const inicio = new Date(`${y1}-${m1}-${d1}T05:00:00.000Z`);
  const fin = new Date(new Date(`${y2}-${m2}-${d2}T05:00:00.000Z`).getTime() + DAY_MS - 1);
  if (Number.isNaN(inicio.getTime()) || Number.isNaN(fin.getTime())) return null;
  return {
    inicio: inicio.toISOString(),
    fin: fin.toISOString(),
    ultimoDia: `${Number(d2)} de ${MESES[Number(m2) - 1] ?? ''}`,
  };
}

/**
 * The promotion each collection advertises (metadata `voucherify` window and `voucherifyDescuento` percent): the
 * percent off its products during its window. Built from the collection itself, so that what the collection's banner
 * says and what the cart takes off are one fact. It stacks with the other promotions as the gift ones do (a coupon
 * still applies).
 */
function promocionesDeColecciones(catalog: Catalog): PromocionTier[] {
  return catalog.collections.flatMap((collection) => {
    const porcentaje = Number(collection.metadata.voucherifyDescuento);
    const vigencia = vigenciaDeVentana(collection.metadata.voucherify ?? '');
    if (!vigencia || !Number.isFinite(porcentaje) || porcentaje <= 0) return [];
    const skus = collection.productIds
      .map((id) => catalog.product(id))
      .filter((product): product is ProductRecord => product !== undefined)
      .map(skuDe)
      .filter((sku) => sku !== '');
    if (skus.length === 0) return [];
    const promocion: PromocionTier = {
      id: `promo_coleccion_${collection.slug}`,
      objeto: 'promotion_tier',
      nombre: `${collection.name}: ${porcentaje} %`,
      banner: `${collection.name}: ${porcentaje} % de descuento hasta el ${vigencia.ultimoDia}.`,
      metadatos: { canal: 'all', prioridad: 1 },
      vigencia: { inicio: vigencia.inicio, fin: vigencia.fin },
      activa: true,
      categoria: { nombre: 'Colecciones', exclusiva: false },
      reglas: { skus },
      efecto: { tipo: 'PORCENTAJE_ITEMS', porcentaje },
    };
    return [promocion];
  });
}

export function buildVoucherSeed(catalog: Catalog, now: Date): VoucherSeed {
  const regaloBebe = productosDe(catalog, ['toallitas-humedas', 'cuidado-del-bebe', 'mama-y-bebe'], STOCK_HOLGADO)[0];
  const nutricion = productosDe(catalog, ['nutricion-clinica', 'nutricion'], STOCK_HOLGADO).slice(0, 2);
  const nutricionSkus = nutricion.map(skuDe);
  const regaloNutricion = productosDe(catalog, ['vitaminas-y-minerales', 'nutricion'], STOCK_HOLGADO).find(
    (product) => !nutricionSkus.includes(skuDe(product)),
  );
  const panales = productosDe(catalog, ['panales-desechables', 'panales', 'mama-y-bebe'], STOCK_HOLGADO).slice(0, 2);
  const regaloDermo = productosDe(catalog, ['limpieza-facial', 'dermatologia-y-cosmetica'], STOCK_HOLGADO)[0];
  if (!regaloBebe || !regaloNutricion || !regaloDermo || nutricion.length === 0 || panales.length === 0) {
    throw new Error('voucher seed: the catalogue lacks the products the promotions need');
  }
  const precioPanales = Math.max(0.9, Math.floor(Math.min(...panales.map(precioDe)) * 0.85) - 0.1);

  const promociones: PromocionTier[] = [
    {
      id: 'promo_tier_bebe_regalo',
      objeto: 'promotion_tier',
      nombre: 'Regalo en Mamá y Bebé',
      banner: `Por compras desde S/ 60 con productos de Mamá y Bebé, llévate de regalo ${regaloBebe.name}.`,
      metadatos: { canal: 'web', prioridad: 1 },
      vigencia: ventana(now, -30, 60),
      activa: true,
      categoria: { nombre: 'Regalos', exclusiva: false },
      reglas: { categorias: [categoria(catalog, 'mama-y-bebe')], montoMinimo: 60 },
      efecto: { tipo: 'REGALO', regalos: [{ slug: regaloBebe.slug, cantidad: 1 }] },
    },
    {
      id: 'promo_tier_farmacia_10',
      objeto: 'promotion_tier',
      nombre: '10 % en Farmacia',
      banner: '10 % de descuento en todos los productos de Farmacia.',
      metadatos: { canal: 'all', prioridad: 2 },
      vigencia: ventana(now, -15, null),
      activa: true,
      categoria: null,
      reglas: { categorias: [categoria(catalog, 'farmacia')] },
      efecto: { tipo: 'PORCENTAJE_ITEMS', porcentaje: 10 },
    },
    {
      id: 'promo_tier_dermo_15',
      objeto: 'promotion_tier',
      nombre: 'S/ 15 menos en Dermocosmética',
      banner: 'S/ 15 de descuento en tu compra desde S/ 120 llevando productos de Dermatología y Cosmética.',
      metadatos: { canal: 'web' },
      vigencia: ventana(now, -7, 45),
      activa: true,
      categoria: null,
      reglas: { categorias: [categoria(catalog, 'dermatologia-y-cosmetica')], montoMinimo: 120 },
      efecto: { tipo: 'MONTO_ORDEN', monto: 15 },
    },
    {
      id: 'promo_tier_rimac_15',
      objeto: 'promotion_tier',
      nombre: 'Rímac: 15 % en toda tu compra',
      banner: 'Asegurado Rímac: 15 % de descuento en toda tu compra desde S/ 50.',
      metadatos: { canal: 'rimac', prioridad: 1 },
      vigencia: ventana(now, -60, 120),
      activa: true,
      // Stacks with the insurer's own coupon (RIMAC20): an exclusive tier would refuse every coupon in the app.
      categoria: { nombre: 'Convenios', exclusiva: false },
      reglas: { montoMinimo: 50 },
      efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 15 },
    },
    {
      id: 'promo_tier_appci_vitaminas',
      objeto: 'promotion_tier',
      nombre: 'App CI: S/ 5 menos por vitamina',
      banner: 'En la app, S/ 5 de descuento por cada unidad de vitaminas y minerales.',
      metadatos: { canal: 'appCI', prioridad: 2 },
      vigencia: ventana(now, -10, 50),
      activa: true,
      categoria: null,
      reglas: { categorias: [categoria(catalog, 'vitaminas-y-minerales')] },
      efecto: { tipo: 'MONTO_ITEMS', monto: 5 },
    },
    {
      id: 'promo_tier_panales_precio_fijo',
      objeto: 'promotion_tier',
      nombre: `Pañales a ${soles(precioPanales)}`,
      banner: `Llevando 2 o más, cada paquete de ${panales.map((p) => p.name).join(' o ')} a ${soles(precioPanales)}.`,
      metadatos: { canal: 'all', prioridad: 3 },
      vigencia: ventana(now, -20, 40),
      activa: true,
      categoria: null,
      reglas: { skus: panales.map(skuDe), cantidadMinima: 2 },
      efecto: { tipo: 'PRECIO_FIJO_ITEMS', precio: precioPanales },
    },
    {
      id: 'promo_tier_rimac_nutricion_regalo',
      objeto: 'promotion_tier',
      nombre: 'Rímac: regalo con tu nutrición clínica',
      banner: `Asegurado Rímac: comprando ${nutricion.map((p) => p.name).join(' o ')}, llévate de regalo ${regaloNutricion.name}.`,
      metadatos: { canal: 'rimac' },
      vigencia: ventana(now, -5, 30),
      activa: true,
      categoria: { nombre: 'Regalos', exclusiva: false },
      reglas: { skus: nutricionSkus },
      efecto: { tipo: 'REGALO', regalos: [{ slug: regaloNutricion.slug, cantidad: 1 }] },
    },
    {
      id: 'promo_tier_cuidado_personal_3',
      objeto: 'promotion_tier',
      nombre: 'Lleva 3 y ahorra 20 % en Cuidado Personal',
      banner: 'Llevando 3 o más productos de Cuidado Personal, 20 % de descuento en ellos.',
      metadatos: { canal: 'all' },
      vigencia: ventana(now, -3, 27),
      activa: true,
      categoria: null,
      reglas: { categorias: [categoria(catalog, 'cuidado-personal')], cantidadMinima: 3 },
      efecto: { tipo: 'PORCENTAJE_ITEMS', porcentaje: 20 },
    },
    {
      id: 'promo_tier_cyber_cuida',
      objeto: 'promotion_tier',
      nombre: 'Cyber Cuida: 20 % en toda la tienda',
      banner: 'Cyber Cuida: 20 % de descuento en compras desde S/ 100.',
      metadatos: { canal: 'all', prioridad: 1 },
      vigencia: ventana(now, -10, -1),
      activa: true,
      categoria: { nombre: 'Campañas', exclusiva: true },
      reglas: { montoMinimo: 100 },
      efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 20 },
    },
    {
      id: 'promo_tier_dia_de_la_madre',
      objeto: 'promotion_tier',
      nombre: 'Día de la Madre: S/ 10 menos en Belleza',
      banner: 'Por el Día de la Madre, S/ 10 de descuento por cada producto de Belleza.',
      metadatos: { canal: 'web', prioridad: 2 },
      vigencia: ventana(now, 10, 40),
      activa: true,
      categoria: null,
      reglas: { categorias: [categoria(catalog, 'belleza')] },
      efecto: { tipo: 'MONTO_ITEMS', monto: 10 },
    },
    {
      id: 'promo_tier_appci_bienvenida',
      objeto: 'promotion_tier',
      nombre: 'App CI: S/ 10 de bienvenida',
      banner: 'En la app, S/ 10 de descuento en tu compra desde S/ 60.',
      metadatos: { canal: 'appCI' },
      vigencia: ventana(now, -30, 90),
      activa: true,
      categoria: { nombre: 'Convenios', exclusiva: true },
      reglas: { montoMinimo: 60 },
      efecto: { tipo: 'MONTO_ORDEN', monto: 10 },
    },
    {
      id: 'promo_tier_dermo_regalo_pausada',
      objeto: 'promotion_tier',
      nombre: 'Regalo en Dermocosmética (pausada)',
      banner: `Comprando Dermatología y Cosmética, llévate de regalo ${regaloDermo.name}.`,
      metadatos: { canal: 'all', prioridad: 4 },
      vigencia: ventana(now, -30, 30),
      activa: false,
      categoria: { nombre: 'Regalos', exclusiva: false },
      reglas: { categorias: [categoria(catalog, 'dermatologia-y-cosmetica')] },
      efecto: { tipo: 'REGALO', regalos: [{ slug: regaloDermo.slug, cantidad: 1 }] },
    },
  ];

  promociones.push(...promocionesDeColecciones(catalog));

  const cupones: Cupon[] = [
    {
      codigo: 'SALUD10',
      objeto: 'voucher',
      nombre: 'Salud 10 %',
      banner: '10 % de descuento en tu compra desde S/ 50.',
      metadatos: { canal: 'all' },
      vigencia: { inicio: null, fin: null },
      activo: true,
      reglas: { montoMinimo: 50 },
      efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 10 },
      usoUnicoPorDocumento: false,
    },
    {
      codigo: 'BIENVENIDA15',
      objeto: 'voucher',
      nombre: 'Bienvenida 15 %',
      banner: '15 % de descuento en tu primera compra (una vez por documento).',
      metadatos: { canal: 'all' },
      vigencia: { inicio: null, fin: null },
      activo: true,
      reglas: {},
      efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 15 },
      usoUnicoPorDocumento: true,
    },
    {
      codigo: 'VERANO2025',
      objeto: 'voucher',
      nombre: 'Verano 2025',
      banner: 'S/ 20 de descuento en compras desde S/ 100, todo el verano 2025.',
      metadatos: { canal: 'all' },
      // 1 January to 20 March 2025 in Lima (UTC−5), inclusive.
      vigencia: { inicio: '2025-01-01T05:00:00.000Z', fin: '2025-03-21T04:59:59.999Z' },
      activo: true,
      reglas: { montoMinimo: 100 },
      efecto: { tipo: 'MONTO_ORDEN', monto: 20 },
      usoUnicoPorDocumento: false,
    },
    {
      codigo: 'RIMAC20',
      objeto: 'voucher',
      nombre: 'Rímac S/ 20',
      banner: 'Asegurado Rímac: S/ 20 de descuento en compras desde S/ 100.',
      metadatos: { canal: 'rimac' },
      vigencia: { inicio: enDias(now, -30), fin: enDias(now, 180) },
      activo: true,
      reglas: { montoMinimo: 100 },
      efecto: { tipo: 'MONTO_ORDEN', monto: 20 },
      usoUnicoPorDocumento: false,
    },
  ];

  return { promociones, cupones };
}
