/**
 * Coverage data of the sales base (/ventas/api/v1/obtener/cobertura): the 40 districts served in Lima and Callao
 * (INEI ubigeo codes), delivery price tiers, the express window and the delivery options. The thresholds and fees are
 * data here, not constants of the product's code (requirements: "Delivery fee").
 */

export interface DistrictDef {
  /** INEI ubigeo. */
  id: string;
  name: string;
  province: 'Lima' | 'Callao';
  /** Delivery ring: 1 central, 2 intermediate, 3 outer. */
  ring: 1 | 2 | 3;
  /** The district's own delivery price; null means the delivery tiers apply. */
  shippingPrice: number | null;
}

const lima = (id: string, name: string, ring: 1 | 2 | 3, shippingPrice: number | null = null): DistrictDef => ({
  id,
  name,
  province: 'Lima',
  ring,
  shippingPrice,
});
const callao = (id: string, name: string, ring: 1 | 2 | 3): DistrictDef => ({
  id,
  name,
  province: 'Callao',
  ring,
  shippingPrice: null,
});

/**
 * 33 of Lima's 43 districts (the far south beaches, Ancón, Santa Rosa, Cieneguilla, Chaclacayo and Pachacámac are
 * not served) and the 7 of Callao. El Agustino (150111) has its own price, 0; the others use the tiers.
 */
export const COVERED_DISTRICTS: DistrictDef[] = [
  lima('150101', 'Lima', 1),
  lima('150103', 'Ate', 2),
  lima('150104', 'Barranco', 1),
  lima('150105', 'Breña', 1),
  lima('150106', 'Carabayllo', 3),
  lima('150108', 'Chorrillos', 2),
  lima('150110', 'Comas', 2),
  lima('150111', 'El Agustino', 2, 0),
  lima('150112', 'Independencia', 2),
  lima('150113', 'Jesús María', 1),
  lima('150114', 'La Molina', 2),
  lima('150115', 'La Victoria', 1),
  lima('150116', 'Lince', 1),
  lima('150117', 'Los Olivos', 2),
  lima('150118', 'Lurigancho', 3),
  lima('150119', 'Lurín', 3),
  lima('150120', 'Magdalena del Mar', 1),
  lima('150121', 'Pueblo Libre', 1),
  lima('150122', 'Miraflores', 1),
  lima('150125', 'Puente Piedra', 3),
  lima('150128', 'Rímac', 2),
  lima('150130', 'San Borja', 1),
  lima('150131', 'San Isidro', 1),
  lima('150132', 'San Juan de Lurigancho', 2),
  lima('150133', 'San Juan de Miraflores', 2),
  lima('150134', 'San Luis', 1),
  lima('150135', 'San Martín de Porres', 2),
  lima('150136', 'San Miguel', 1),
  lima('150137', 'Santa Anita', 2),
  lima('150140', 'Santiago de Surco', 1),
  lima('150141', 'Surquillo', 1),
  lima('150142', 'Villa El Salvador', 3),
  lima('150143', 'Villa María del Triunfo', 3),
  callao('070101', 'Callao', 2),
  callao('070102', 'Bellavista', 2),
  callao('070103', 'Carmen de la Legua Reynoso', 2),
  callao('070104', 'La Perla', 2),
  callao('070105', 'La Punta', 2),
  callao('070106', 'Ventanilla', 3),
  callao('070107', 'Mi Perú', 3),
];

/** Districts of Lima province not served: asked for by id, they answer with their name and cubierto false. */
export const UNCOVERED_KNOWN_DISTRICTS: { id: string; name: string; province: 'Lima' | 'Callao' }[] = [
  { id: '150102', name: 'Ancón', province: 'Lima' },
  { id: '150107', name: 'Chaclacayo', province: 'Lima' },
  { id: '150109', name: 'Cieneguilla', province: 'Lima' },
  { id: '150123', name: 'Pachacámac', province: 'Lima' },
  { id: '150124', name: 'Pucusana', province: 'Lima' },
  { id: '150126', name: 'Punta Hermosa', province: 'Lima' },
  { id: '150127', name: 'Punta Negra', province: 'Lima' },
  { id: '150129', name: 'San Bartolo', province: 'Lima' },
  { id: '150138', name: 'Santa María del Mar', province: 'Lima' },
  { id: '150139', name: 'Santa Rosa', province: 'Lima' },
];

/**
 * Delivery price by order total (requirements: "Delivery fee"): the fee of the highest threshold at or below the total,
 * else the default tier. S/ 9 by default, S/ 7 from S/ 149, free from S/ 200; from S/ 1279 the order travels insured
 * with custody (S/ 20).
 */
export const DELIVERY_TIERS: { id: number; threshold: number | null; price: number }[] = [
  { id: 1, threshold: null, price: 9 },
  { id: 2, threshold: 149, price: 7 },
  { id: 3, threshold: 200, price: 0 },
  { id: 4, threshold: 1279, price: 20 },
];

/**
 * Each delivery type's own tiers: the one source of what every type costs (checkout quotes, the commerce checkout's
 * delivery methods and the content pages all read these). The regular delivery keeps the tiers above; programado
 * costs S/ 9.90 (free from S/ 149); express S/ 14.90 whatever the total; Rímac deliveries follow the regular tiers;
 * pickups are free.
 */
export const DELIVERY_OPTION_TIERS: Record<string, { threshold: number | null; price: number }[]> = {
  default: DELIVERY_TIERS.map(({ threshold, price }) => ({ threshold, price })),
  programado: [
    { threshold: null, price: 9.9 },
    { threshold: 149, price: 0 },
  ],
  express: [{ threshold: null, price: 14.9 }],
  rimac: DELIVERY_TIERS.map(({ threshold, price }) => ({ threshold, price })),
  pickup_for_me: [{ threshold: null, price: 0 }],
  pickup_for_someone_else: [{ threshold: null, price: 0 }],
};

/** Express delivery window, America/Lima time (requirements: "Express window"). */
export const EXPRESS_WINDOW = { horaInicio: '08:00', horaCorte: '21:00', zonaHoraria: 'America/Lima' } as const;

/** Delivery options (requirements: "Delivery types"); the default one's id is the checkout's delivery time. */
export const DELIVERY_OPTIONS: { id: number; kind: string; name: string; description: string; isDefault: boolean }[] = [
  {
    id: 1,
    kind: 'express',
    name: 'Delivery express',
    description: 'Recíbelo hoy en menos de 3 horas. Pedidos de 08:00 a 21:00.',
    isDefault: false,
  },
  {
    id: 2,
    kind: 'programado',
    name: 'Delivery programado',
    description: 'Elige el día y el rango de hora en que quieres recibir tu pedido.',
    isDefault: false,
  },
  {
    id: 3,
    kind: 'default',
    name: 'Delivery regular',
    description: 'Recíbelo en 24 a 48 horas hábiles.',
    isDefault: true,
  },
  {
    id: 4,
    kind: 'pickup_for_me',
    name: 'Recojo en tienda',
    description: 'Recoge tu pedido gratis en la botica Cuida que elijas.',
    isDefault: false,
  },
  {
    id: 5,
    kind: 'pickup_for_someone_else',
    name: 'Recoge otra persona',
    description: 'Una persona autorizada recoge tu pedido con su documento de identidad.',
    isDefault: false,
  },
  {
    id: 6,
    kind: 'rimac',
    name: 'Delivery Rímac Seguros',
    description: 'Entrega para asegurados de Rímac desde la app de la aseguradora.',
    isDefault: false,
  },
];
