import { type LeafCatalog, leaf, line } from './types';

/** Internal products: their root category (Staff) is not in the channel, so the storefront never lists them. */
export const INTERNAL: Record<string, LeafCatalog> = {
  'insumos-internos': leaf('consumer', 'Insumo de uso interno de las boticas Cuida. No disponible para la venta.', [
    line('Bolsa Ecológica Reutilizable Cuida', { brand: 'Cuida' }, ['Unidad', 2.9]),
    line('Uniforme Químico Farmacéutico Cuida', { brand: 'Cuida' }, ['Unidad', 89.9]),
  ]),
};
