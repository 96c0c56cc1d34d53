/**
 * Where and how an order is picked up (requirements: "Store pickup"): the one statement of the pharmacy's pickup
 * point, its opening hours and what to bring, read by the delivery step, the review, the confirmation and the
 * account's order detail alike.
 */
import { documentTypeLabel } from '../customer/document';

export interface PickupPoint {
  name: string;
  street: string;
  district: string;
  /** INEI ubigeo of the district. */
  ubigeo: string;
  city: string;
  /** Opening hours, Lima time, as shoppers read them. */
  hours: readonly { days: string; opens: string; closes: string }[];
}

/** The main pharmacy, in Miraflores (ubigeo 150122). */
export const PICKUP_POINT: PickupPoint = {
  name: 'Farmacia Cuida Miraflores',
  street: 'Av. José Larco 1232',
  district: 'Miraflores',
  ubigeo: '150122',
  city: 'Lima',
  hours: [
    { days: 'Lunes a sábado', opens: '08:00', closes: '21:00' },
    { days: 'Domingos y feriados', opens: '09:00', closes: '18:00' },
  ],
};

/** "Av. José Larco 1232, Miraflores, Lima". */
export function pickupAddress(point: PickupPoint = PICKUP_POINT): string {
  return `${point.street}, ${point.district}, ${point.city}`;
}

/** "Lunes a sábado de 08:00 a 21:00", one line per group of days. */
export function pickupHours(point: PickupPoint = PICKUP_POINT): string[] {
  return point.hours.map((slot) => `${slot.days} de ${slot.opens} a ${slot.closes}`);
}

export interface PickupPerson {
  name: string;
  documentType?: number | string | null;
  documentNumber: string;
}

/**
 * What to bring to the counter: the order number always; for `pickup_for_me` the shopper's own identity document;
 * for `pickup_for_someone_else` the named person's document (and only that person may collect it).
 */
export function pickupRequirements(
  type: 'pickup_for_me' | 'pickup_for_someone_else',
  person?: PickupPerson | null,
): string[] {
  const order = 'Tu número de pedido (está en el correo de confirmación).';
  if (type === 'pickup_for_me') return [order, 'Tu documento de identidad, el mismo que indicaste al comprar.'];
  const name = person?.name.trim();
  const document = person?.documentNumber.trim();
  const label = (person?.documentType != null && documentTypeLabel(person.documentType)) || 'documento';
  return [
    order,
    name && document
      ? `${name} debe presentar su ${label} N.° ${document}.`
      : 'La persona que recoge debe presentar su documento de identidad, el que indicaste al comprar.',
    'Solo esa persona puede recoger el pedido.',
  ];
}
