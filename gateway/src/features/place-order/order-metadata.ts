import { roundMoney } from '@cuida/domain';

/**
 * What placeOrder records on the order, written by the gateway in the checkoutComplete call itself (Saleor copies the
 * checkout's metadata to the order), so the order and its figures appear together. Public metadata: the storefront
 * and partners read them on the order (confirmation page, guestOrder). Clients cannot write these keys: they are not
 * in the client allow-list (features/checkout/metadata-keys.ts), except `descuento.cupon`, which the storefront
 * writes during checkout and placeOrder overwrites with the coupon actually applied ('' for none).
 */
export const ORDER_METADATA_KEYS = {
  paymentMethod: 'pago.metodo',
  subtotal: 'total.subtotal',
  delivery: 'total.entrega',
  totalToPay: 'total.pagar',
  promoDiscount: 'descuento.promocion',
  coupon: 'descuento.cupon',
  couponDiscount: 'descuento.cuponMonto',
  /** The commerce delivery method's type, whatever the checkout's metadata said. */
  deliveryType: 'entrega.tipo',
  /** The confirmation e-mail: PENDIENTE from the completion, ENVIADA once sent (confirmation.ts). */
  confirmation: 'correo.confirmacion',
} as const;

/**
 * Private metadata (the gateway's app token only) holding the redemption of the order's vouchers: written on the
 * checkout as PENDIENTE before completion (so the order carries it even if the gateway stops right after), then
 * REGISTRADA or RECHAZADA on the order.
 */
export const REDEMPTION_KEY = 'cuida.redencion';

/**
 * The confirmation e-mail's state on the order: PENDIENTE is written by the completion itself, with the order's
 * figures, so an order whose process died before the e-mail went out still says so; ENVIADA once the service took it.
 */
export const CONFIRMATION = { pending: 'PENDIENTE', sent: 'ENVIADA' } as const;

export interface OrderFigures {
  paymentMethod: 'CARD' | 'CASH_ON_DELIVERY';
  subtotal: number;
  delivery: number;
  promoDiscount: number;
  couponCode: string | null;
  couponDiscount: number;
  totalToPay: number;
}

const amount = (value: number) => roundMoney(value).toFixed(2);

export function orderMetadata(
  figures: OrderFigures & { deliveryType?: string | null },
): { key: string; value: string }[] {
  return [
    ...(figures.deliveryType ? [{ key: ORDER_METADATA_KEYS.deliveryType, value: figures.deliveryType }] : []),
    { key: ORDER_METADATA_KEYS.paymentMethod, value: figures.paymentMethod },
    { key: ORDER_METADATA_KEYS.subtotal, value: amount(figures.subtotal) },
    { key: ORDER_METADATA_KEYS.delivery, value: amount(figures.delivery) },
    { key: ORDER_METADATA_KEYS.totalToPay, value: amount(figures.totalToPay) },
    { key: ORDER_METADATA_KEYS.promoDiscount, value: amount(figures.promoDiscount) },
    { key: ORDER_METADATA_KEYS.coupon, value: figures.couponCode ?? '' },
    { key: ORDER_METADATA_KEYS.couponDiscount, value: amount(figures.couponDiscount) },
    { key: ORDER_METADATA_KEYS.confirmation, value: CONFIRMATION.pending },
  ];
}

/** The figures recorded on an order, for a repeated placeOrder (absent keys read as 0: an order placed otherwise). */
export function figuresOf(fields: Record<string, string> | null): OrderFigures {
  const read = (key: string) => {
    const value = Number(fields?.[key]);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    paymentMethod: fields?.[ORDER_METADATA_KEYS.paymentMethod] === 'CARD' ? 'CARD' : 'CASH_ON_DELIVERY',
    subtotal: read(ORDER_METADATA_KEYS.subtotal),
    delivery: read(ORDER_METADATA_KEYS.delivery),
    promoDiscount: read(ORDER_METADATA_KEYS.promoDiscount),
    couponCode: fields?.[ORDER_METADATA_KEYS.coupon] || null,
    couponDiscount: read(ORDER_METADATA_KEYS.couponDiscount),
    totalToPay: read(ORDER_METADATA_KEYS.totalToPay),
  };
}
