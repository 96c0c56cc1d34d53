import { formatPrice } from '@cuida/domain';

export const PLACE_ORDER_ERROR_CODES = [
  'INSUFFICIENT_STOCK',
  'NO_LINES',
  'EMAIL_NOT_SET',
  'SHIPPING_ADDRESS_NOT_SET',
  'BILLING_ADDRESS_NOT_SET',
  'SHIPPING_METHOD_NOT_SET',
  'DELIVERY_METHOD_NOT_APPLICABLE',
  'PRODUCT_UNAVAILABLE_FOR_PURCHASE',
  'UNAVAILABLE_VARIANT_IN_CHANNEL',
  'QUANTITY_GREATER_THAN_LIMIT',
  'VOUCHER_NOT_APPLICABLE',
  'PAYMENT_ERROR',
  'CHECKOUT_NOT_FULLY_PAID',
  'PRICE_CHANGED',
] as const;

export type PlaceOrderErrorCode = (typeof PLACE_ORDER_ERROR_CODES)[number];

export interface PlaceOrderError {
  code: PlaceOrderErrorCode;
  message: string;
  field: string | null;
  variants: string[] | null;
}

export const isPlaceOrderErrorCode = (code: string): code is PlaceOrderErrorCode =>
  (PLACE_ORDER_ERROR_CODES as readonly string[]).includes(code);

/** Products named in a message: "A", "A y B", "A, B y C". */
function names(products: readonly string[]): string {
  const unique = [...new Set(products.filter(Boolean))];
  if (unique.length <= 1) return unique[0] ?? 'un producto';
  return `${unique.slice(0, -1).join(', ')} y ${unique[unique.length - 1]}`;
}

/** One Spanish sentence per code (requirements: "Checkout error messages"), naming the products when the code concerns lines. */
export const MESSAGES = {
  INSUFFICIENT_STOCK: (products: readonly string[]) =>
    `Ya no hay stock suficiente de ${names(products)}: ajusta la cantidad o retíralo del carrito.`,
  NO_LINES: () => 'Tu carrito está vacío: agrega productos para hacer tu pedido.',
  EMAIL_NOT_SET: () => 'Ingresa tu correo electrónico para hacer tu pedido.',
  SHIPPING_ADDRESS_NOT_SET: () => 'Falta la dirección de entrega.',
  BILLING_ADDRESS_NOT_SET: () => 'Faltan tus datos de facturación.',
  SHIPPING_METHOD_NOT_SET: () => 'Elige cómo quieres recibir tu pedido.',
  DELIVERY_METHOD_NOT_APPLICABLE: (reason?: string | null) =>
    reason ? `La entrega elegida no está disponible: ${reason}` : 'La entrega elegida no está disponible: elige otra.',
  PRODUCT_UNAVAILABLE_FOR_PURCHASE: (products: readonly string[]) =>
    `${names(products)} ya no se puede comprar: retíralo del carrito para continuar.`,
  UNAVAILABLE_VARIANT_IN_CHANNEL: (products: readonly string[]) =>
    `${names(products)} no se vende en la tienda online: retíralo del carrito para continuar.`,
  QUANTITY_GREATER_THAN_LIMIT: (products: readonly string[]) =>
    `Superaste la cantidad máxima por cliente de ${names(products)}: reduce la cantidad.`,
  VOUCHER_NOT_APPLICABLE: (code: string, reason?: string | null) =>
    reason ? reason : `El cupón ${code} no aplica a tu compra.`,
  PAYMENT_DECLINED: () =>
    'Tu tarjeta fue rechazada y no se hizo ningún cobro. Prueba con otra tarjeta o elige pago contra entrega.',
  PAYMENT_FAILED: () => 'No pudimos procesar el pago y no se hizo ningún cobro. Vuelve a intentarlo en unos minutos.',
  PAYMENT_DATA_REQUIRED: () => 'Ingresa los datos de tu tarjeta para pagar.',
  PAYMENT_NOT_CONFIRMED: () =>
    'El pago quedó pendiente de confirmación y no se hizo el pedido. Vuelve a intentarlo en unos minutos.',
  NOT_FULLY_PAID: (total: number) =>
    `Los pagos de este carrito no cubren su total de ${formatPrice(total)}: paga el saldo para completar el pedido.`,
  REFUNDED: (message: string) => `${message} Devolvimos el cobro de tu tarjeta.`,
  CASH_ON_DELIVERY_UNAVAILABLE: () => 'El pago contra entrega no está disponible en este canal: paga con tarjeta.',
  DISCOUNTED_CARD_UNAVAILABLE: () =>
    'Este canal solo acepta pedidos pagados por su precio completo: retira el cupón o las promociones para continuar.',
  PRICE_CHANGED: (total: number) =>
    `El total de tu pedido cambió a ${formatPrice(total)}. Revisa el resumen y confirma de nuevo.`,
} as const;

/** A refusal with the variants it concerns. */
export function placeOrderError(
  code: PlaceOrderErrorCode,
  message: string,
  extra: { field?: string | null; variants?: string[] | null } = {},
): PlaceOrderError {
  return { code, message, field: extra.field ?? null, variants: extra.variants?.length ? extra.variants : null };
}
