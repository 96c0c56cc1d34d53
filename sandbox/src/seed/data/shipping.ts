import type { ShippingMethodRecord } from '../../catalog/model';

/** Shipping methods in PEN (IGV included). Ids in this order. */
export const SHIPPING_METHODS: ShippingMethodRecord[] = [
  {
    id: 1,
    name: 'Delivery programado',
    description: 'Recibe tu pedido en el rango de fecha y hora que elijas, de lunes a domingo de 08:00 a 21:00.',
    price: 9.9,
    minimumDeliveryDays: 1,
    maximumDeliveryDays: 2,
  },
  {
    id: 2,
    name: 'Delivery express',
    description:
      'Recibe tu pedido el mismo día en menos de 3 horas. Disponible para pedidos realizados hasta las 21:00.',
    price: 14.9,
    minimumDeliveryDays: 0,
    maximumDeliveryDays: 0,
  },
  {
    id: 3,
    name: 'Recojo en tienda',
    description:
      'Recoge tu pedido gratis en la botica Cuida de tu preferencia a partir de 2 horas después de tu compra.',
    price: 0,
    minimumDeliveryDays: 0,
    maximumDeliveryDays: 1,
  },
];
