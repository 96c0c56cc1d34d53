import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogSeed, CategoryRecord, ProductRecord } from '../src/catalog/model';
import { Catalog } from '../src/commerce/catalog';
import type { RestCaller, RestContext, RestOutcome } from '../src/rest/handler';
import { type Db, openDb } from '../src/store/db';
import { migrate } from '../src/store/migrate';
import {
  cuponResponseSchema,
  promocionesResponseSchema,
  redencionesResponseSchema,
  validacionesResponseSchema,
} from '../src/vouchers/contract';
import {
  type ContextoEvaluacion,
  type LineaCarrito,
  qualifyingPromotions,
  redondear,
  validate,
  validateCoupon,
} from '../src/vouchers/engine';
import { VOUCHER_PATHS, voucherRoutes } from '../src/vouchers/handlers';
import { CANALES, type Cupon, type PromocionTier, type RedimibleRef, TIPOS_EFECTO } from '../src/vouchers/model';
import { CuponYaUsadoError, ensureVoucherSeed, VoucherRepository } from '../src/vouchers/repository';
import { buildVoucherSeed } from '../src/vouchers/seed';

// ---------------------------------------------------------------------------------------------------------------
// A small hand-built catalogue (the real seed has hundreds of products; these tests must not depend on it)

function category(id: number, slug: string, parentId: number | null): CategoryRecord {
  return {
    id,
    name: slug,
    slug,
    description: '{}',
    seoTitle: slug,
    seoDescription: slug,
    parentId,
    level: parentId === null ? 0 : 1,
    backgroundImage: null,
    metadata: parentId === null ? { channel: 'feria-cuida' } : {},
    metafields: {},
  };
}

function product(
  id: number,
  slug: string,
  categoryId: number,
  sku: string,
  price: number,
  options: { stock?: number; purchasable?: boolean } = {},
): ProductRecord {
  return {
    id,
    name: slug.replace(/-/g, ' '),
    slug,
    description: '{}',
    seoTitle: slug,
    seoDescription: slug,
    categoryId,
    productType: { id: 1, name: 'Producto', slug: 'producto' },
    attributes: [],
    metadata: {},
    metafields: {},
    created: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    isAvailableForPurchase: options.purchasable ?? true,
    isPublished: true,
    media: [],
    variants: [
      {
        id,
        sku,
        name: slug,
        price,
        priceUndiscounted: price,
        stock: options.stock ?? 100,
        quantityLimitPerCustomer: null,
      },
    ],
    rating: null,
  };
}

const FIXTURE: CatalogSeed = {
  channels: [{ id: 1, slug: 'feria-cuida', name: 'Feria Cuida', currencyCode: 'PEN', isActive: true }],
  attributes: [],
  categories: [
    category(1, 'farmacia', null),
    category(2, 'dolor-y-fiebre', 1),
    category(3, 'mama-y-bebe', null),
    category(4, 'panales', 3),
    category(5, 'panales-desechables', 4),
    category(6, 'toallitas-humedas', 4),
    category(7, 'cuidado-del-bebe', 3),
    category(8, 'nutricion', null),
    category(9, 'vitaminas-y-minerales', 8),
    category(10, 'nutricion-clinica', 8),
    category(11, 'dermatologia-y-cosmetica', null),
    category(12, 'limpieza-facial', 11),
    category(13, 'cuidado-personal', null),
    category(14, 'belleza', null),
  ],
  collections: [],
  products: [
    product(1, 'paracetamol-500-mg', 2, '100001', 9.9),
    product(2, 'ibuprofeno-400-mg', 2, '100002', 12.35),
    product(3, 'panales-huggies-etapa-1', 5, '300001', 54.9),
    product(4, 'panales-huggies-etapa-3', 5, '300002', 52.9),
    product(5, 'panales-babysec-m', 5, '300003', 49.9, { stock: 5 }),
    product(6, 'toallitas-huggies', 6, '300010', 8.9, { stock: 3 }),
    product(7, 'toallitas-babysec', 6, '300011', 7.9, { stock: 200 }),
    product(8, 'shampoo-bebe', 7, '300020', 14.9),
    product(9, 'ensure-advance-850-g', 10, '400001', 94.9),
    product(10, 'ensure-advance-400-g', 10, '400002', 49.9),
    product(11, 'redoxon-vitamina-c', 9, '400010', 21.9),
    product(12, 'centrum-adultos', 9, '400011', 49.9),
    product(13, 'limpiador-cetaphil', 12, '500001', 62.9),
    product(14, 'bloqueador-eucerin', 11, '500002', 89.9),
    product(15, 'pasta-dental-colgate', 13, '600001', 9.9),
    product(16, 'cepillo-dental-oral-b', 13, '600002', 7.9),
    product(17, 'labial-loreal', 14, '700001', 42.9),
    product(18, 'colonia-descontinuada', 7, '300099', 5, { purchasable: false }),
  ],
  menus: [],
  pages: [],
  shippingMethods: [],
};

const catalog = new Catalog(FIXTURE);
const NOW = new Date('2026-02-10T15:00:00.000Z');
const DAY = 86_400_000;
const iso = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

function promo(id: string, overrides: Partial<PromocionTier> = {}): PromocionTier {
  return {
    id,
    objeto: 'promotion_tier',
    nombre: id,
    banner: `Banner de ${id}`,
    metadatos: { canal: 'all' },
    vigencia: { inicio: iso(-1), fin: iso(1) },
    activa: true,
    categoria: null,
    reglas: {},
    efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 10 },
    ...overrides,
  };
}

const ctx = (promociones: PromocionTier[], extra: Partial<ContextoEvaluacion> = {}): ContextoEvaluacion => ({
  now: NOW,
  catalog,
  promociones,
  ...extra,
});
const refs = (...ids: string[]): RedimibleRef[] => ids.map((id) => ({ object: 'promotion_tier', id }));
const cart = (...lines: [string, number][]): LineaCarrito[] => lines.map(([sku, cantidad]) => ({ sku, cantidad }));

/** Validates one promotion alone on a cart. */
function one(promocion: PromocionTier, items: LineaCarrito[]) {
  const [resultado] = validate(refs(promocion.id), items, ctx([promocion]));
  if (!resultado) throw new Error('no result');
  return resultado;
}

// ---------------------------------------------------------------------------------------------------------------

describe('engine: effects', () => {
  it('takes a percentage off the order, rounded half away from zero', () => {
    // 2 × 9.90 + 12.35 = 32.15; 15 % = 4.8225 → 4.82
    const r = one(
      promo('p', { efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 15 } }),
      cart(['100001', 2], ['100002', 1]),
    );
    expect(r.valido).toBe(true);
    expect(r.orden).toEqual({ items: [], montoSubtotal: 32.15, descuentoAplicadoTotal: 4.82 });
  });

  it('takes an amount off the order, never more than the order', () => {
    const monto = promo('m', { efecto: { tipo: 'MONTO_ORDEN', monto: 15 } });
    expect(one(monto, cart(['600001', 2])).orden.descuentoAplicadoTotal).toBe(15);
    expect(one(monto, cart(['600001', 1])).orden.descuentoAplicadoTotal).toBe(9.9);
  });

  it('takes a percentage off each qualifying line only', () => {
    const r = one(
      promo('f', { reglas: { categorias: ['farmacia'] }, efecto: { tipo: 'PORCENTAJE_ITEMS', porcentaje: 10 } }),
      cart(['100001', 2], ['100002', 1], ['600001', 1]),
    );
    // 19.80 → 1.98; 12.35 → 1.235 → 1.24; the toothpaste is not in Farmacia.
    expect(r.orden.descuentoAplicadoTotal).toBe(3.22);
    expect(r.orden.items).toEqual([
      {
        sku: '100001',
        cantidad: 2,
        efecto: 'APLICAR_A_ITEM',
        producto: { slug: 'paracetamol-500-mg', nombre: 'paracetamol 500 mg' },
        precioUnitario: 9.9,
        descuento: 1.98,
      },
      {
        sku: '100002',
        cantidad: 1,
        efecto: 'APLICAR_A_ITEM',
        producto: { slug: 'ibuprofeno-400-mg', nombre: 'ibuprofeno 400 mg' },
        precioUnitario: 12.35,
        descuento: 1.24,
      },
    ]);
  });

  it('takes an amount off each unit of the qualifying items, at most the line', () => {
    const vitaminas = { categorias: ['vitaminas-y-minerales'] };
    const cinco = promo('v', { reglas: vitaminas, efecto: { tipo: 'MONTO_ITEMS', monto: 5 } });
    expect(one(cinco, cart(['400010', 2], ['600001', 1])).orden.descuentoAplicadoTotal).toBe(10);
    const treinta = promo('v30', { reglas: vitaminas, efecto: { tipo: 'MONTO_ITEMS', monto: 30 } });
    expect(one(treinta, cart(['400010', 1])).orden.descuentoAplicadoTotal).toBe(21.9);
  });

  it('sets a fixed unit price for the qualifying items, leaving cheaper lines alone', () => {
    const fijo = promo('fijo', {
      reglas: { skus: ['300001', '300002', '600001'] },
      efecto: { tipo: 'PRECIO_FIJO_ITEMS', precio: 43.9 },
    });
    const r = one(fijo, cart(['300001', 2], ['300002', 1], ['600001', 1]));
    // (54.90 − 43.90) × 2 + (52.90 − 43.90) = 31.00; the 9.90 toothpaste is already cheaper.
    expect(r.orden.descuentoAplicadoTotal).toBe(31);
    expect(r.orden.items.map((item) => [item.sku, item.descuento])).toEqual([
      ['300001', 22],
      ['300002', 9],
    ]);
  });

  it('adds gift items by slug at S/ 0 without counting them as a discount', () => {
    const regalo = promo('regalo', {
      reglas: { categorias: ['mama-y-bebe'] },
      efecto: { tipo: 'REGALO', regalos: [{ slug: 'toallitas-babysec', cantidad: 1 }] },
    });
    const r = one(regalo, cart(['300001', 1]));
    expect(r.valido).toBe(true);
    expect(r.orden.descuentoAplicadoTotal).toBe(0);
    expect(r.orden.items).toEqual([
      {
        sku: '300011',
        cantidad: 1,
        efecto: 'AGREGAR_ITEM',
        producto: { slug: 'toallitas-babysec', nombre: 'toallitas babysec' },
        precioUnitario: 0,
        descuento: 0,
      },
    ]);
  });

  it('refuses a gift that cannot be bought', () => {
    const regalo = promo('regalo', {
      efecto: { tipo: 'REGALO', regalos: [{ slug: 'colonia-descontinuada', cantidad: 1 }] },
    });
    expect(one(regalo, cart(['300001', 1])).motivo).toBe('REGALO_NO_DISPONIBLE');
  });
});

describe('engine: rules', () => {
  it('matches any of the SKUs and any product of a category subtree', () => {
    const porSku = promo('sku', { reglas: { skus: ['999999', '300002'] } });
    expect(one(porSku, cart(['300002', 1])).valido).toBe(true);
    const porCategoria = promo('cat', { reglas: { categorias: ['mama-y-bebe'] } });
    // panales-desechables → panales → mama-y-bebe
    expect(one(porCategoria, cart(['300001', 1])).valido).toBe(true);
    const r = one(porCategoria, cart(['100001', 1]));
    expect(r.motivo).toBe('PRODUCTOS_NO_APLICAN');
    expect(r.razon).toContain('Ningún producto');
    expect(r.orden).toEqual({ items: [], montoSubtotal: 9.9, descuentoAplicadoTotal: 0 });
  });

  it('needs the minimum quantity of qualifying items', () => {
    const tres = promo('tres', { reglas: { categorias: ['cuidado-personal'], cantidadMinima: 3 } });
    expect(one(tres, cart(['600001', 1], ['600002', 1], ['100001', 5])).motivo).toBe('CANTIDAD_MINIMA');
    expect(one(tres, cart(['600001', 2], ['600002', 1])).valido).toBe(true);
  });

  it('needs the minimum order amount at catalogue prices', () => {
    const minimo = promo('min', { nombre: 'Mínimo', reglas: { montoMinimo: 60 } });
    const r = one(minimo, cart(['300010', 2]));
    expect(r.motivo).toBe('MONTO_MINIMO');
    expect(r.razon).toBe('El monto mínimo para la promoción «Mínimo» es S/ 60.00; tu compra suma S/ 17.80.');
    expect(one(minimo, cart(['300001', 1], ['300010', 1])).valido).toBe(true);
  });

  it('ignores unknown SKUs, and a cart of only unknown SKUs is empty', () => {
    expect(one(promo('p'), cart(['999999', 3], ['100001', 1])).orden.montoSubtotal).toBe(9.9);
    expect(one(promo('p'), cart(['999999', 3])).motivo).toBe('CARRITO_VACIO');
    expect(one(promo('p'), []).motivo).toBe('CARRITO_VACIO');
  });
});

describe('engine: validity windows', () => {
  const items = cart(['100001', 1]);

  it('refuses expired, future and inactive promotions, and unknown ids', () => {
    expect(one(promo('x', { vigencia: { inicio: iso(-10), fin: iso(-1) } }), items).motivo).toBe('PROMOCION_EXPIRADA');
    expect(one(promo('x', { vigencia: { inicio: iso(1), fin: iso(10) } }), items).motivo).toBe('PROMOCION_NO_VIGENTE');
    expect(one(promo('x', { activa: false }), items).motivo).toBe('PROMOCION_INACTIVA');
    expect(validate(refs('nope'), items, ctx([]))[0]?.motivo).toBe('PROMOCION_NO_EXISTE');
  });

  it('includes both ends of the window and accepts open ends', () => {
    expect(one(promo('x', { vigencia: { inicio: NOW.toISOString(), fin: NOW.toISOString() } }), items).valido).toBe(
      true,
    );
    expect(one(promo('x', { vigencia: { inicio: null, fin: null } }), items).valido).toBe(true);
  });

  it('lists only the promotions that qualify now, whatever their channel', () => {
    const promociones = [
      promo('web', { metadatos: { canal: 'web', prioridad: 2 } }),
      promo('rimac', { metadatos: { canal: 'rimac' } }),
      promo('vencida', { vigencia: { inicio: iso(-10), fin: iso(-1) } }),
      promo('futura', { vigencia: { inicio: iso(1), fin: null } }),
      promo('otra-categoria', { reglas: { categorias: ['belleza'] } }),
    ];
    const calificadas = qualifyingPromotions(items, ctx(promociones));
    expect(calificadas.map((c) => c.promocion.id)).toEqual(['web', 'rimac']);
    expect(calificadas[0]?.skusAplicables).toEqual(['100001']);
  });
});

describe('engine: stacking', () => {
  const items = cart(['300001', 1], ['100001', 5]); // 54.90 + 49.50 = 104.40
  const exclusiva = (id: string) => promo(id, { categoria: { nombre: 'Convenios', exclusiva: true } });
  const conjunta = (id: string) =>
    promo(id, { categoria: { nombre: 'Regalos', exclusiva: false }, efecto: { tipo: 'MONTO_ORDEN', monto: 1 } });

  it('does not combine an exclusive promotion with ones outside joint categories, in the order given', () => {
    const promociones = [exclusiva('ex'), promo('normal'), exclusiva('ex2')];
    const first = validate(refs('ex', 'normal', 'ex2'), items, ctx(promociones));
    expect(first.map((r) => r.motivo)).toEqual([null, 'NO_ACUMULABLE', 'NO_ACUMULABLE']);
    const second = validate(refs('normal', 'ex'), items, ctx(promociones));
    expect(second.map((r) => r.motivo)).toEqual([null, 'NO_ACUMULABLE']);
    expect(second[1]?.razon).toBe('La promoción «ex» no se puede combinar con «normal».');
  });

  it('combines joint categories with anything', () => {
    const promociones = [exclusiva('ex'), conjunta('j1'), conjunta('j2')];
    const r = validate(refs('j1', 'ex', 'j2'), items, ctx(promociones));
    expect(r.every((x) => x.valido)).toBe(true);
  });

  it('applies at most 5 redeemables; refused ones do not count', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const promociones = [...ids.map(conjunta), promo('vencida', { vigencia: { inicio: null, fin: iso(-1) } })];
    const r = validate(refs('vencida', ...ids), items, ctx(promociones));
    expect(r.map((x) => x.motivo)).toEqual(['PROMOCION_EXPIRADA', null, null, null, null, null, 'LIMITE_ACUMULACION']);
  });

  it('refuses the same redeemable twice', () => {
    const r = validate(refs('a', 'a'), items, ctx([promo('a')]));
    expect(r.map((x) => x.motivo)).toEqual([null, 'REDIMIBLE_DUPLICADO']);
  });

  it('applies each discount on what the earlier ones left', () => {
    const promociones = [
      promo('diez', { efecto: { tipo: 'MONTO_ORDEN', monto: 10 } }),
      promo('pct', { efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 10 } }),
      promo('items', { reglas: { skus: ['300001'] }, efecto: { tipo: 'MONTO_ITEMS', monto: 100 } }),
    ];
    const r = validate(refs('diez', 'pct', 'items'), items, ctx(promociones));
    // 104.40 − 10 = 94.40; 10 % = 9.44; left 84.96, of which the diapers line can take at most its 54.90.
    expect(r.map((x) => x.orden.descuentoAplicadoTotal)).toEqual([10, 9.44, 54.9]);
  });
});

describe('engine: rounding', () => {
  it('rounds half away from zero to cents', () => {
    expect(redondear(1.005)).toBe(1.01);
    expect(redondear(-1.005)).toBe(-1.01);
    expect(redondear(2.675)).toBe(2.68);
    expect(redondear(0.125)).toBe(0.13);
    expect(redondear(4.8225)).toBe(4.82);
    expect(redondear(-0)).toBe(0);
  });

  it('rounds percentage discounts per line on cents', () => {
    // 12.5 % of 0.20 = 2.5 cents → 3 cents; 33.33 % of 9.90 = 3.29967 → 3.30
    const octavo = promo('o', { efecto: { tipo: 'PORCENTAJE_ITEMS', porcentaje: 12.5 } });
    const barato = new Catalog({ ...FIXTURE, products: [product(1, 'chicle', 2, '111111', 0.2)] });
    const [r] = validate(refs('o'), cart(['111111', 1]), { now: NOW, catalog: barato, promociones: [octavo] });
    expect(r?.orden.descuentoAplicadoTotal).toBe(0.03);
    const tercio = promo('t', { efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 33.33 } });
    expect(one(tercio, cart(['100001', 1])).orden.descuentoAplicadoTotal).toBe(3.3);
  });
});

describe('engine: coupons', () => {
  const cupon = (codigo: string, overrides: Partial<Cupon> = {}): Cupon => ({
    codigo,
    objeto: 'voucher',
    nombre: codigo,
    banner: '10 % de descuento',
    metadatos: { canal: 'all' },
    vigencia: { inicio: null, fin: null },
    activo: true,
    reglas: {},
    efecto: { tipo: 'PORCENTAJE_ORDEN', porcentaje: 10 },
    usoUnicoPorDocumento: false,
    ...overrides,
  });

  it('stacks after the listed promotions and reports the totals', () => {
    const promociones = [promo('diez', { efecto: { tipo: 'MONTO_ORDEN', monto: 10 } })];
    const r = validateCoupon(' cupon10 ', ['diez', 'desconocida'], cart(['300001', 2]), {
      ...ctx(promociones),
      cupones: [cupon('CUPON10')],
    });
    // 109.80 − 10 = 99.80; 10 % = 9.98
    expect(r).toMatchObject({ montoSubtotal: 109.8, descuentoPromociones: 10, montoTotal: 89.82 });
    expect(r.cupon.valido).toBe(true);
    expect(r.cupon.orden.descuentoAplicadoTotal).toBe(9.98);
  });

  it('checks channel, document and single use', () => {
    const items = cart(['300001', 1]);
    const base = {
      ...ctx([]),
      cupones: [cupon('RIMAC', { metadatos: { canal: 'rimac' } }), cupon('UNA', { usoUnicoPorDocumento: true })],
    };
    expect(validateCoupon('RIMAC', [], items, { ...base, canal: 'web' }).cupon.motivo).toBe('CUPON_CANAL_NO_VALIDO');
    expect(validateCoupon('RIMAC', [], items, { ...base, canal: 'rimac' }).cupon.valido).toBe(true);
    expect(validateCoupon('UNA', [], items, base).cupon.motivo).toBe('DOCUMENTO_REQUERIDO');
    const conDocumento = { ...base, numeroDocumento: '45871236' };
    expect(validateCoupon('UNA', [], items, conDocumento).cupon.valido).toBe(true);
    expect(validateCoupon('UNA', [], items, { ...conDocumento, cuponesUsados: new Set(['UNA']) }).cupon.motivo).toBe(
      'CUPON_YA_USADO',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('seed', () => {
  const seed = buildVoucherSeed(catalog, NOW);

  it('has at least 10 promotions covering every effect, channel and stacking kind', () => {
    expect(seed.promociones.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seed.promociones.map((p) => p.efecto.tipo))).toEqual(new Set(TIPOS_EFECTO));
    expect(new Set(seed.promociones.map((p) => p.metadatos.canal))).toEqual(new Set(CANALES));
    expect(seed.promociones.some((p) => p.metadatos.prioridad !== undefined)).toBe(true);
    expect(seed.promociones.some((p) => p.metadatos.prioridad === undefined)).toBe(true);
    expect(seed.promociones.some((p) => p.categoria?.exclusiva === true)).toBe(true);
    expect(seed.promociones.some((p) => p.categoria?.exclusiva === false)).toBe(true);
    expect(new Set(seed.promociones.map((p) => p.id)).size).toBe(seed.promociones.length);
    expect(seed.promociones.every((p) => p.id.startsWith('promo_tier_'))).toBe(true);
  });

  it('has exactly one expired and one future promotion relative to now', () => {
    const t = NOW.getTime();
    const expired = seed.promociones.filter((p) => p.vigencia.fin !== null && Date.parse(p.vigencia.fin) < t);
    const future = seed.promociones.filter((p) => p.vigencia.inicio !== null && Date.parse(p.vigencia.inicio) > t);
    expect(expired).toHaveLength(1);
    expect(future).toHaveLength(1);
  });

  it('refers to real SKUs, categories and purchasable gifts, picked in id order with stock', () => {
    const skus = new Set(FIXTURE.products.flatMap((p) => p.variants.map((v) => v.sku)));
    for (const p of seed.promociones) {
      for (const sku of p.reglas.skus ?? []) expect(skus.has(sku)).toBe(true);
      for (const slug of p.reglas.categorias ?? []) expect(catalog.categoryBySlug(slug)).toBeDefined();
      if (p.efecto.tipo === 'REGALO') {
        for (const regalo of p.efecto.regalos)
          expect(catalog.productBySlug(regalo.slug)?.isAvailableForPurchase).toBe(true);
      }
    }
    const fijo = seed.promociones.find((p) => p.efecto.tipo === 'PRECIO_FIJO_ITEMS');
    // panales-babysec-m (300003) has too little stock.
    expect(fijo?.reglas.skus).toEqual(['300001', '300002']);
    expect(fijo?.efecto).toEqual({ tipo: 'PRECIO_FIJO_ITEMS', precio: 43.9 });
    const regaloBebe = seed.promociones.find((p) => p.id === 'promo_tier_bebe_regalo');
    // toallitas-huggies has too little stock to be a gift.
    expect(regaloBebe?.efecto).toEqual({ tipo: 'REGALO', regalos: [{ slug: 'toallitas-babysec', cantidad: 1 }] });
  });

  it('has the coupons, one of them expired, and is deterministic', () => {
    expect(seed.cupones.map((c) => c.codigo)).toEqual(
      expect.arrayContaining(['SALUD10', 'BIENVENIDA15', 'VERANO2025']),
    );
    const verano = seed.cupones.find((c) => c.codigo === 'VERANO2025');
    expect(Date.parse(verano?.vigencia.fin ?? '')).toBeLessThan(NOW.getTime());
    expect(seed.cupones.find((c) => c.codigo === 'BIENVENIDA15')?.usoUnicoPorDocumento).toBe(true);
    expect(buildVoucherSeed(catalog, NOW)).toEqual(seed);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('handlers', () => {
  let db: Db;
  let routes: ReturnType<typeof voucherRoutes>;
  const customer: RestCaller = {
    sub: '07b0a086-cb6a-45b8-9265-d37d33f6c968',
    email: 'maria.quispe@cuida.pe',
    groups: [],
    isServiceAccount: false,
    documentType: '2',
    documentNumber: '45871236',
  };
  const service: RestCaller = {
    sub: 'gateway-service',
    email: null,
    groups: ['service-accounts'],
    isServiceAccount: true,
    documentType: null,
    documentNumber: null,
  };

  async function call(path: string, payload: unknown, caller: RestCaller = customer): Promise<RestOutcome> {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`no route ${path}`);
    expect(route.base).toBe('sales');
    const context: RestContext = {
      caller,
      trace: {
        channelId: 'web',
        consumerId: 'test',
        moduleId: 'vouchers',
        serviceId: 'test',
        traceId: 'trace-1',
        timestamp: NOW.toISOString(),
      },
      db,
      catalog,
      clock: () => NOW,
    };
    return route.handler(payload, context);
  }

  async function okPayload(path: string, payload: unknown, caller?: RestCaller): Promise<unknown> {
    const outcome = await call(path, payload, caller);
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    return outcome.payload;
  }

  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    await db.exec('DELETE FROM voucher_coupon_use; DELETE FROM voucher_redemption');
    routes = voucherRoutes({ db, catalog });
  });

  // Mamá y Bebé, 54.90 + 8.90 = 63.80 (≥ 60): the web gift promotion applies.
  const bebe = [
    { source_id: '300001', quantity: 1 },
    { source_id: '300010', quantity: 1 },
  ];

  it('seeds on first use, once', async () => {
    await call(VOUCHER_PATHS.promociones, bebe);
    expect(await ensureVoucherSeed(db, catalog, NOW)).toBe(false);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_promotion');
    expect(row?.n).toBe(buildVoucherSeed(catalog, NOW).promociones.length);
  });

  it('promociones lists qualifying tiers with their metadatos, not filtered by channel', async () => {
    const payload = promocionesResponseSchema.parse(await okPayload(VOUCHER_PATHS.promociones, bebe));
    const ids = payload.map((p) => p.id);
    expect(ids).toContain('promo_tier_bebe_regalo');
    expect(ids).toContain('promo_tier_rimac_15');
    const regalo = payload.find((p) => p.id === 'promo_tier_bebe_regalo');
    // A web-only tier: an insurer-app (rimac) client drops it by metadatos.canal.
    expect(regalo).toMatchObject({ objeto: 'promotion_tier', metadatos: { canal: 'web', prioridad: 1 } });
    expect(regalo?.skusAplicables).toEqual(['300001', '300010']);
    const paraRimac = payload.filter((p) => p.metadatos.canal === 'all' || p.metadatos.canal === 'rimac');
    expect(paraRimac.map((p) => p.id)).not.toContain('promo_tier_bebe_regalo');
    // Priorities: some tiers have one, others none (the key is absent).
    expect(payload.find((p) => p.id === 'promo_tier_rimac_15')?.metadatos.prioridad).toBe(1);
    expect(payload.find((p) => p.id === 'promo_tier_appci_bienvenida')?.metadatos).toEqual({ canal: 'appCI' });
    // Expired, future and inactive ones never show.
    expect(ids).not.toContain('promo_tier_cyber_cuida');
    expect(ids).not.toContain('promo_tier_dia_de_la_madre');
    expect(ids).not.toContain('promo_tier_dermo_regalo_pausada');
  });

  it('promociones answers an empty list for an empty cart', async () => {
    expect(await okPayload(VOUCHER_PATHS.promociones, [])).toEqual([]);
  });

  it('validaciones gives the gift by slug and the discount of each promotion', async () => {
    const payload = validacionesResponseSchema.parse(
      await okPayload(VOUCHER_PATHS.validaciones, {
        redeemables: [
          { object: 'promotion_tier', id: 'promo_tier_bebe_regalo' },
          { object: 'promotion_tier', id: 'promo_tier_panales_precio_fijo' },
        ],
        items: [
          { source_id: '300001', quantity: 2, price: 0.01 },
          { source_id: '300010', quantity: 1 },
        ],
      }),
    );
    const [regalo, fijo] = payload;
    expect(regalo).toMatchObject({
      id: 'promo_tier_bebe_regalo',
      objeto: 'promotion_tier',
      valid: true,
      metadatos: { canal: 'web', prioridad: 1 },
      motivo: null,
      razon: null,
      orden: {
        items: [{ cantidad: 1, efecto: 'AGREGAR_ITEM', producto: { slug: 'toallitas-babysec' }, precioUnitario: 0 }],
        descuentoAplicadoTotal: 0,
        montoSubtotal: 118.7,
      },
    });
    expect(regalo?.banner).toContain('toallitas babysec');
    // The client's price is ignored: (54.90 − 43.90) × 2.
    expect(fijo).toMatchObject({ valid: true, orden: { descuentoAplicadoTotal: 22 } });
    expect(fijo?.orden.items).toEqual([
      expect.objectContaining({
        efecto: 'APLICAR_A_ITEM',
        cantidad: 2,
        producto: expect.objectContaining({ slug: 'panales-huggies-etapa-1' }),
      }),
    ]);
  });

  it('validaciones answers invalid redeemables with a reason', async () => {
    const payload = validacionesResponseSchema.parse(
      await okPayload(VOUCHER_PATHS.validaciones, {
        redeemables: [
          { object: 'promotion_tier', id: 'promo_tier_cyber_cuida' },
          { object: 'promotion_tier', id: 'promo_tier_inexistente' },
          { object: 'promotion_tier', id: 'promo_tier_rimac_15' },
          { object: 'promotion_tier', id: 'promo_tier_appci_bienvenida' },
        ],
        items: bebe,
      }),
    );
    // The insurer's 15 % stacks (its coupon applies with it); the exclusive App CI welcome then applies too.
    expect(payload.map((v) => [v.valid, v.motivo])).toEqual([
      [false, 'PROMOCION_EXPIRADA'],
      [false, 'PROMOCION_NO_EXISTE'],
      [true, null],
      [true, null],
    ]);
    expect(payload[1]).toMatchObject({
      nombre: null,
      banner: null,
      metadatos: null,
      orden: { items: [], descuentoAplicadoTotal: 0 },
    });
    expect(payload[0]?.razon).toMatch(
      /^La promoción «Cyber Cuida: 20 % en toda la tienda» terminó el \d{2}\/\d{2}\/\d{4}\.$/,
    );
    // 15 % of 63.80 = 9.57
    expect(payload[2]?.orden.descuentoAplicadoTotal).toBe(9.57);
  });

  const redencion = (redeemables: RedimibleRef[], key = '') => ({
    redeemables,
    order: {
      items: [
        { quantity: 1, price: 5490, source_id: '300001', related_object: 'product' },
        { quantity: 1, price: 890, source_id: '300010', related_object: 'product' },
      ],
      status: 'PAID',
    },
    session: { type: 'LOCK', key },
  });

  it('redenciones records the redemption as PAID with a LOCK session', async () => {
    const payload = redencionesResponseSchema.parse(
      await okPayload(
        VOUCHER_PATHS.redenciones,
        redencion([
          { object: 'promotion_tier', id: 'promo_tier_bebe_regalo' },
          { object: 'promotion_tier', id: 'promo_tier_rimac_15' },
        ]),
      ),
    );
    expect(payload).toMatchObject({ estado: 'PAID', descuentoTotal: 9.57, repetida: false, fecha: NOW.toISOString() });
    expect(payload.id).toMatch(/^r_[0-9a-f]{24}$/);
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM voucher_redemption');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: payload.id,
      status: 'PAID',
      session_type: 'LOCK',
      session_key: '',
      caller_sub: customer.sub,
      document_number: '45871236',
      discount_total_cents: 957,
    });
    expect(rows[0]?.order_items).toEqual([
      { quantity: 1, price: 5490, source_id: '300001', related_object: 'product' },
      { quantity: 1, price: 890, source_id: '300010', related_object: 'product' },
    ]);
    expect(rows[0]?.created_at).toEqual(NOW);
    const listed = await new VoucherRepository(db).redenciones();
    expect(listed.map((r) => r.id)).toEqual([payload.id]);
    expect(listed[0]?.redeemables).toEqual([
      { object: 'promotion_tier', id: 'promo_tier_bebe_regalo' },
      { object: 'promotion_tier', id: 'promo_tier_rimac_15' },
    ]);
  });

  it('redenciones with the same non-empty session key records once', async () => {
    const body = redencion([{ object: 'promotion_tier', id: 'promo_tier_bebe_regalo' }], 'checkout-123');
    const first = redencionesResponseSchema.parse(await okPayload(VOUCHER_PATHS.redenciones, body));
    const again = redencionesResponseSchema.parse(await okPayload(VOUCHER_PATHS.redenciones, body));
    expect(again).toMatchObject({ id: first.id, repetida: true });
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_redemption');
    expect(row?.n).toBe(1);
  });

  it('redenciones refuses, recording nothing, when a redeemable is not valid', async () => {
    const outcome = await call(
      VOUCHER_PATHS.redenciones,
      redencion([{ object: 'promotion_tier', id: 'promo_tier_cyber_cuida' }]),
    );
    expect(outcome).toMatchObject({ ok: false, code: 'PROMOCION_EXPIRADA' });
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_redemption');
    expect(row?.n).toBe(0);
  });

  const cuponBody = (codigo: string, extra: Record<string, unknown> = {}) => ({
    cupon: { codigo },
    promociones: [{ id: 'promo_tier_bebe_regalo', banner: 'se ignora' }],
    orden: { items: bebe },
    ...extra,
  });

  it('obtener/cupon applies a valid coupon', async () => {
    const outcome = await call(
      VOUCHER_PATHS.cupon,
      cuponBody('salud10', { numeroDocumento: '45871236', canal: 'web' }),
    );
    expect(outcome.ok).toBe(true);
    const payload = cuponResponseSchema.parse(outcome.ok ? outcome.payload : null);
    // 63.80 × 10 % = 6.38 (the gift promotion takes nothing off).
    expect(payload).toEqual({
      codigo: 'SALUD10',
      valido: true,
      nombre: 'Salud 10 %',
      mensaje: 'Cupón SALUD10 aplicado: 10 % de descuento en tu compra desde S/ 50.',
      motivo: null,
      descuento: 6.38,
      montoSubtotal: 63.8,
      descuentoPromociones: 0,
      montoTotal: 57.42,
      items: [],
    });
  });

  it('obtener/cupon refuses unknown, expired, below-minimum and wrong-channel coupons', async () => {
    const unknown = await call(VOUCHER_PATHS.cupon, cuponBody('NOEXISTE'));
    expect(unknown).toMatchObject({
      ok: false,
      code: 'CUPON_NO_EXISTE',
      message: 'El cupón NOEXISTE no existe.',
      payload: { codigo: 'NOEXISTE', valido: false, descuento: 0, motivo: 'CUPON_NO_EXISTE' },
    });
    expect(await call(VOUCHER_PATHS.cupon, cuponBody('VERANO2025'))).toMatchObject({
      ok: false,
      code: 'CUPON_EXPIRADO',
      message: 'El cupón VERANO2025 venció el 20/03/2025.',
    });
    const small = await call(VOUCHER_PATHS.cupon, {
      ...cuponBody('SALUD10'),
      orden: { items: [{ source_id: '100001', quantity: 1 }] },
    });
    expect(small).toMatchObject({
      ok: false,
      code: 'MONTO_MINIMO',
      message: 'El monto mínimo para el cupón SALUD10 es S/ 50.00; tu compra suma S/ 9.90.',
    });
    const rimac = await call(VOUCHER_PATHS.cupon, cuponBody('RIMAC20', { canal: 'web' }));
    expect(rimac).toMatchObject({ ok: false, code: 'CUPON_CANAL_NO_VALIDO' });
    if (!unknown.ok) cuponResponseSchema.parse(unknown.payload);
  });

  it('obtener/cupon refuses a single-use coupon the document already redeemed', async () => {
    const body = cuponBody('BIENVENIDA15', { numeroDocumento: '70125489' });
    expect(await call(VOUCHER_PATHS.cupon, body, service)).toMatchObject({ ok: true, payload: { valido: true } });
    expect(await call(VOUCHER_PATHS.cupon, cuponBody('BIENVENIDA15'), service)).toMatchObject({
      ok: false,
      code: 'DOCUMENTO_REQUERIDO',
    });
    const redeemed = await call(
      VOUCHER_PATHS.redenciones,
      { ...redencion([{ object: 'voucher', id: 'bienvenida15' }]), numeroDocumento: '70125489' },
      service,
    );
    expect(redeemed.ok).toBe(true);
    const uses = await db.query('SELECT code, document_number, single_use FROM voucher_coupon_use');
    expect(uses).toEqual([{ code: 'BIENVENIDA15', document_number: '70125489', single_use: true }]);
    const twice = await call(VOUCHER_PATHS.cupon, body, service);
    expect(twice).toMatchObject({
      ok: false,
      code: 'CUPON_YA_USADO',
      message: 'Ya usaste el cupón BIENVENIDA15: es válido una sola vez por documento.',
    });
    const again = await call(
      VOUCHER_PATHS.redenciones,
      { ...redencion([{ object: 'voucher', id: 'BIENVENIDA15' }]), numeroDocumento: '70125489' },
      service,
    );
    expect(again).toMatchObject({ ok: false, code: 'CUPON_YA_USADO' });
    // Another document may still use it.
    expect(await call(VOUCHER_PATHS.cupon, cuponBody('BIENVENIDA15', { numeroDocumento: '45871236' }))).toMatchObject({
      ok: true,
    });
  });

  it('the store itself refuses a second use of a single-use coupon by the same document', async () => {
    await ensureVoucherSeed(db, catalog, NOW);
    const repository = new VoucherRepository(db);
    const nueva = {
      redeemables: [{ object: 'voucher' as const, id: 'BIENVENIDA15' }],
      orderItems: [{ quantity: 1, price: 5490, source_id: '300001', related_object: 'product' as const }],
      status: 'PAID' as const,
      session: { type: 'LOCK' as const, key: '' },
      resultados: [{ id: 'BIENVENIDA15', objeto: 'voucher' as const, descuentoAplicadoTotal: 8.24 }],
      descuentoTotal: 8.24,
      callerSub: customer.sub,
      numeroDocumento: '45871236',
      createdAt: NOW.toISOString(),
      cupones: [{ codigo: 'BIENVENIDA15', usoUnico: true }],
    };
    const { redencion } = await repository.registrarRedencion(nueva);
    expect(await repository.cuponesUsadosPor('45871236')).toEqual(new Set(['BIENVENIDA15']));
    await expect(repository.registrarRedencion(nueva)).rejects.toBeInstanceOf(CuponYaUsadoError);
    expect((await repository.redenciones()).map((r) => r.id)).toEqual([redencion.id]);
    expect(await repository.redencion(redencion.id)).toMatchObject({
      descuentoTotal: 8.24,
      numeroDocumento: '45871236',
    });
  });

  it.each([
    [
      'promociones, not a list',
      VOUCHER_PATHS.promociones,
      { items: [] },
      'El payload (la lista de {source_id, quantity} del carrito) debe ser una lista',
    ],
    [
      'promociones, quantity 0',
      VOUCHER_PATHS.promociones,
      [{ source_id: '300001', quantity: 0 }],
      'payload[0].quantity: quantity debe ser al menos 1',
    ],
    [
      'validaciones, no redeemables',
      VOUCHER_PATHS.validaciones,
      { redeemables: [], items: bebe },
      'redeemables debe tener al menos un elemento',
    ],
    [
      'validaciones, bad object',
      VOUCHER_PATHS.validaciones,
      { redeemables: [{ object: 'campaign', id: 'x' }], items: bebe },
      'redeemables[0].object',
    ],
    [
      'redenciones, price not in hundredths',
      VOUCHER_PATHS.redenciones,
      {
        ...redencion([{ object: 'promotion_tier', id: 'x' }]),
        order: {
          items: [{ quantity: 1, price: 54.9, source_id: '300001', related_object: 'product' }],
          status: 'PAID',
        },
      },
      'order.items[0].price: price debe ser el precio unitario en céntimos',
    ],
    [
      'redenciones, not paid',
      VOUCHER_PATHS.redenciones,
      { ...redencion([{ object: 'promotion_tier', id: 'x' }]), order: { items: [], status: 'PENDING' } },
      "order.status debe ser 'PAID'",
    ],
    [
      'redenciones, no session',
      VOUCHER_PATHS.redenciones,
      { redeemables: [{ object: 'promotion_tier', id: 'x' }], order: { items: [], status: 'PAID' } },
      'session',
    ],
    ['cupon, no code', VOUCHER_PATHS.cupon, { cupon: {}, promociones: [], orden: { items: [] } }, 'cupon.codigo'],
    ['cupon, not an object', VOUCHER_PATHS.cupon, 'SALUD10', 'El payload debe ser un objeto'],
  ])('a payload that breaks the contract is SOLICITUD_INVALIDA (%s)', async (_name, path, payload, fragment) => {
    const outcome = await call(path, payload);
    expect(outcome).toMatchObject({ ok: false, code: 'SOLICITUD_INVALIDA' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/^Solicitud inválida\. /);
    expect(outcome.ok ? '' : outcome.message).toContain(fragment);
  });
});
