import type { AttributeRecord, ChannelRecord } from '../../catalog/model';
import type { ProductKind, TypePurchase } from './products/types';

export const CHANNELS: ChannelRecord[] = [
  // Cash on delivery ("pago contra entrega") is an unpaid order: the channel allows them.
  { id: 1, slug: 'feria-cuida', name: 'Feria Cuida', currencyCode: 'PEN', isActive: true, allowUnpaidOrders: true },
  /** Exists so CHANNEL_INACTIVE can be exercised; no category lists it. */
  {
    id: 2,
    slug: 'cuida-inactivo',
    name: 'Cuida (inactivo)',
    currencyCode: 'PEN',
    isActive: false,
    allowUnpaidOrders: false,
  },
];

export const STOREFRONT_CHANNEL = 'feria-cuida';

export const ATTRIBUTES: AttributeRecord[] = [
  { id: 1, slug: 'presentation', name: 'Presentación', inputType: 'PLAIN_TEXT' },
  { id: 2, slug: 'brand', name: 'Marca', inputType: 'DROPDOWN' },
  { id: 3, slug: 'laboratory', name: 'Laboratorio', inputType: 'DROPDOWN' },
  { id: 4, slug: 'flagBrandOrLaboratory', name: 'Mostrar marca o laboratorio', inputType: 'DROPDOWN' },
  { id: 5, slug: 'typePurchase', name: 'Tipo de compra', inputType: 'DROPDOWN' },
  { id: 6, slug: 'requiresPrescription', name: 'Requiere receta médica', inputType: 'BOOLEAN' },
];

/** Display names of the typePurchase values (the slug is the TypePurchase itself). */
export const TYPE_PURCHASE_NAMES: Record<TypePurchase, string> = {
  once: 'Compra única',
  'once-and-subscription': 'Compra única y suscripción',
  'subscription-only': 'Solo suscripción',
};

export const PRODUCT_TYPES: Record<ProductKind, { id: number; name: string; slug: string }> = {
  medicine: { id: 1, name: 'Medicamento', slug: 'medicamento' },
  consumer: { id: 2, name: 'Producto de consumo', slug: 'producto-de-consumo' },
  device: { id: 3, name: 'Dispositivo médico', slug: 'dispositivo-medico' },
  supplement: { id: 4, name: 'Suplemento nutricional', slug: 'suplemento-nutricional' },
};
