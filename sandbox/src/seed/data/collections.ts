/**
 * Collections. Products are picked by rule from the built catalogue (only products listed in the channel),
 * deterministically: the candidates are shuffled with the collection's own PRNG stream, cut to `limit`
 * and stored in id order.
 *
 * Promotion windows (`metadata.voucherify`, "ddMMyyyy_ddMMyyyy" in Lima dates, inclusive) are the one part
 * of the seed relative to "now": `window` gives the first and last day as offsets in days from now.
 */

export type CollectionRule =
  /** Products in these category subtrees (by slug). */
  | { kind: 'categories'; slugs: string[] }
  /** Products with a sale price (price < priceUndiscounted). */
  | { kind: 'onSale' }
  /** The most recently created products. */
  | { kind: 'newest' }
  /** The best rated products. */
  | { kind: 'topRated' }
  /** Products whose name starts with the prefix. */
  | { kind: 'namePrefix'; prefix: string };

export interface CollectionDef {
  name: string;
  slug: string;
  description: string;
  rule: CollectionRule;
  /** At most this many products (every collection holds 8–40). */
  limit: number;
  /** Promotion window in days relative to now: [first day, last day]. */
  window?: readonly [startDays: number, endDays: number];
  /** voucherifyDescuento: the promotion's discount percentage. */
  discount?: string;
}

export const COLLECTIONS: CollectionDef[] = [
  {
    name: 'Cyber Salud',
    slug: 'cyber-salud',
    description:
      'Los mejores descuentos del Cyber en medicamentos, dispositivos médicos y nutrición. ¡Solo por pocos días!',
    rule: { kind: 'categories', slugs: ['farmacia', 'salud', 'dispositivos-medicos', 'nutricion'] },
    limit: 30,
    window: [-3, 10],
    discount: '20',
  },
  {
    name: 'Ofertas de verano',
    slug: 'ofertas-de-verano',
    description: 'Protégete del sol y mantente fresco este verano con precios especiales.',
    rule: { kind: 'categories', slugs: ['proteccion-solar', 'desodorantes', 'cuidado-corporal'] },
    limit: 30,
    window: [-40, -10],
    discount: '15',
  },
  {
    name: 'Navidad Cuida',
    slug: 'navidad-cuida',
    description: 'Regalos para toda la familia: fragancias, maquillaje y packs con descuento por Navidad.',
    rule: { kind: 'categories', slugs: ['fragancias', 'maquillaje', 'accesorios-de-belleza', 'packs-ahorro'] },
    limit: 24,
    window: [15, 45],
    discount: '25',
  },
  {
    name: 'Lo más vendido',
    slug: 'lo-mas-vendido',
    description: 'Los productos favoritos de nuestros clientes.',
    rule: { kind: 'topRated' },
    limit: 30,
  },
  {
    name: 'Novedades',
    slug: 'novedades',
    description: 'Lo último que llegó a Cuida.',
    rule: { kind: 'newest' },
    limit: 24,
  },
  {
    name: 'Cuidado solar',
    slug: 'cuidado-solar',
    description: 'Bloqueadores para rostro, cuerpo y niños recomendados por dermatólogos.',
    rule: { kind: 'categories', slugs: ['proteccion-solar'] },
    limit: 40,
  },
  {
    name: 'Bebés felices',
    slug: 'bebes-felices',
    description: 'Pañales, fórmulas y cuidado para tu bebé, con la opción de recibirlos cada mes por suscripción.',
    rule: { kind: 'categories', slugs: ['mama-y-bebe'] },
    limit: 30,
    // Open now, with no advertised discount: its products take part in the Mamá y Bebé gift promotion.
    window: [-7, 30],
  },
  {
    name: 'Packs de ahorro',
    slug: 'packs-de-ahorro',
    description: 'Packs y suscripciones mensuales con el mejor precio por unidad.',
    rule: { kind: 'namePrefix', prefix: 'Pack ' },
    limit: 40,
  },
  {
    name: 'Ofertas',
    slug: 'ofertas',
    description: 'Todos los productos con descuento en un solo lugar.',
    rule: { kind: 'onSale' },
    limit: 40,
  },
];
