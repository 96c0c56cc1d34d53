/**
 * Product templates: the hand-written part of the catalogue. Each leaf category (by slug) lists its products;
 * catalog.ts turns them into ProductRecords, drawing stock, sale prices, ratings and dates deterministically.
 *
 * Helpers:
 * - `line(name, options, ...presentations)` makes one product per presentation, named "<name> <presentation>"
 *   (e.g. "Paracetamol 500 mg Caja x 100 tabletas"), each with a single variant.
 * - `multi(name, options, ...variants)` makes one product named `name` with one variant per entry
 *   (e.g. "Unidad" and "Caja x 100 tabletas"); its presentation attribute is the first variant's name.
 */
import { ADULTO_MAYOR } from './products/adulto-mayor';
import { BELLEZA } from './products/belleza';
import { CUIDADO_DEL_CABELLO } from './products/cabello';
import { CUIDADO_PERSONAL } from './products/cuidado-personal';
import { DERMATOLOGIA } from './products/dermatologia';
import { DISPOSITIVOS } from './products/dispositivos';
import { FARMACIA } from './products/farmacia';
import { FERIA } from './products/feria';
import { INTERNAL } from './products/internal';
import { MAMA_Y_BEBE } from './products/mama-y-bebe';
import { NATURALES } from './products/naturales';
import { NUTRICION } from './products/nutricion';
import { SALUD } from './products/salud';
import type { LeafCatalog } from './products/types';

export type { LeafCatalog, ProductKind, ProductOptions, ProductTemplate, TypePurchase } from './products/types';
export { line, multi } from './products/types';

/** Products per category slug, in id order. */
export const PRODUCT_TEMPLATES: Record<string, LeafCatalog> = {
  ...FARMACIA,
  ...SALUD,
  ...MAMA_Y_BEBE,
  ...NUTRICION,
  ...DERMATOLOGIA,
  ...CUIDADO_PERSONAL,
  ...BELLEZA,
  ...CUIDADO_DEL_CABELLO,
  ...ADULTO_MAYOR,
  ...DISPOSITIVOS,
  ...NATURALES,
  ...FERIA,
  ...INTERNAL,
};
