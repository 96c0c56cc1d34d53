/**
 * Every checkout error code (the commerce backend's checkout and common codes, plus the gateway's own;
 * requirements: "Checkout error messages") maps to one clear Spanish sentence and the step it is shown at — the cart
 * for stock and line problems, 1 for the client data, 2 for delivery, 3 for payment. The common codes (INVALID,
 * REQUIRED…) concern whatever field the backend names, so they go to that field's step, else to the step where the
 * shopper acted. An unknown code gets a generic retry message: nothing the shopper typed is lost by an error.
 *
 * The table is written out in docs/storefront.md ("### Error messages"); a test keeps the two equal.
 */
import type { CheckoutStepId } from './checkout-state';

/** Where a message is shown: the cart page, a checkout step. */
export type ErrorPlace = 'cart' | CheckoutStepId;
/** In the table: a fixed place, or the step where the shopper acted (the common, field-less codes). */
export type ErrorPlaceRule = ErrorPlace | 'current';

export interface ErrorMessageRule {
  message: string;
  step: ErrorPlaceRule;
}

const RETRY_KEEP = 'vuelve a intentarlo; tus datos se mantienen.';

/** The commerce backend's codes and the gateway's, in the order of the docs' table. */
export const CHECKOUT_ERROR_MESSAGES = {
  // The commerce backend's checkout codes.
  BILLING_ADDRESS_NOT_SET: {
    message: 'Faltan tus datos de facturación: completa tus datos personales para continuar.',
    step: 1,
  },
  SHIPPING_ADDRESS_NOT_SET: { message: 'Falta la dirección de entrega: complétala para continuar.', step: 2 },
  SHIPPING_METHOD_NOT_SET: { message: 'Elige cómo quieres recibir tu pedido para continuar.', step: 2 },
  SHIPPING_METHOD_NOT_APPLICABLE: {
    message: 'El tipo de entrega elegido no está disponible para tu dirección: elige otro.',
    step: 2,
  },
  DELIVERY_METHOD_NOT_APPLICABLE: {
    message: 'La forma de entrega elegida ya no está disponible para tu pedido: elige otra.',
    step: 2,
  },
  EMAIL_NOT_SET: { message: 'Ingresa tu correo electrónico para continuar.', step: 1 },
  INSUFFICIENT_STOCK: {
    message: 'Algunos productos ya no tienen stock suficiente: ajusta las cantidades o retíralos del carrito.',
    step: 'cart',
  },
  NO_LINES: { message: 'Tu carrito está vacío: agrega productos para continuar con la compra.', step: 'cart' },
  CHANNEL_INACTIVE: {
    message: 'La tienda online no está recibiendo pedidos en este momento: vuelve a intentarlo más tarde.',
    step: 'current',
  },
  PRODUCT_NOT_PUBLISHED: {
    message: 'Uno de los productos ya no está a la venta: retíralo del carrito para continuar.',
    step: 'cart',
  },
  PRODUCT_UNAVAILABLE_FOR_PURCHASE: {
    message: 'Uno de los productos no se puede comprar por ahora: retíralo del carrito para continuar.',
    step: 'cart',
  },
  QUANTITY_GREATER_THAN_LIMIT: {
    message: 'Superaste la cantidad máxima permitida de un producto: reduce la cantidad en el carrito.',
    step: 'cart',
  },
  ZERO_QUANTITY: {
    message: 'Hay un producto con cantidad 0: ajusta la cantidad o retíralo del carrito.',
    step: 'cart',
  },
  UNAVAILABLE_VARIANT_IN_CHANNEL: {
    message: 'Una de las presentaciones elegidas no se vende en la tienda online: retírala del carrito.',
    step: 'cart',
  },
  VOUCHER_NOT_APPLICABLE: {
    message: 'El cupón ya no aplica a tu compra: retíralo o revisa sus condiciones.',
    step: 3,
  },
  GIFT_CARD_NOT_APPLICABLE: {
    message: 'La tarjeta de regalo no aplica a esta compra: retírala para continuar.',
    step: 3,
  },
  TAX_ERROR: { message: `No pudimos calcular los impuestos de tu compra: ${RETRY_KEEP}`, step: 3 },
  PAYMENT_ERROR: {
    message: 'No pudimos procesar el pago: revisa los datos de tu tarjeta o elige otro medio de pago.',
    step: 3,
  },
  CHECKOUT_NOT_FULLY_PAID: {
    message: 'El pago no cubre el total de tu compra: completa el pago para confirmar tu pedido.',
    step: 3,
  },
  // The rest of the commerce backend's CheckoutErrorCode enum, so that none of its codes falls to the generic one.
  INVALID_SHIPPING_METHOD: { message: 'El tipo de entrega elegido no es válido: elige otro.', step: 2 },
  SHIPPING_NOT_REQUIRED: { message: 'Tu pedido no necesita delivery: continúa con el pago.', step: 2 },
  SHIPPING_CHANGE_FORBIDDEN: { message: 'La entrega de este pedido ya no se puede cambiar.', step: 2 },
  MISSING_ADDRESS_DATA: {
    message: 'Faltan datos de la dirección de entrega: revisa el distrito y la dirección.',
    step: 2,
  },
  INACTIVE_PAYMENT: { message: 'El medio de pago elegido no está disponible: elige otro.', step: 3 },
  NON_EDITABLE_GIFT_LINE: { message: 'Los regalos de una promoción no se pueden modificar.', step: 'cart' },
  NON_REMOVABLE_GIFT_LINE: {
    message: 'Los regalos de una promoción se retiran solos cuando la compra deja de cumplirla.',
    step: 'cart',
  },
  MISSING_CHANNEL_SLUG: { message: `No pudimos identificar la tienda de tu compra: ${RETRY_KEEP}`, step: 'current' },
  PRICE_OVERRIDE_REASON_WITHOUT_OVERRIDE: {
    message: `No pudimos actualizar tu compra: ${RETRY_KEEP}`,
    step: 'current',
  },
  // The commerce backend's common codes: the step of the field named, else the current one.
  GRAPHQL_ERROR: { message: `No pudimos completar la operación: ${RETRY_KEEP}`, step: 'current' },
  INVALID: { message: 'Hay un dato que no es válido: revísalo y vuelve a intentarlo.', step: 'current' },
  NOT_FOUND: {
    message: 'Tu compra o uno de sus datos ya no existe: vuelve al carrito para continuar.',
    step: 'cart',
  },
  REQUIRED: { message: 'Falta completar un dato obligatorio: revisa el formulario.', step: 'current' },
  UNIQUE: { message: 'Ese dato ya está registrado: ingresa otro.', step: 'current' },
  ALREADY_EXISTS: { message: 'Ese dato ya existe: revísalo y vuelve a intentarlo.', step: 'current' },
  // The gateway's (placeOrder and its own codes).
  PRICE_CHANGED: { message: 'Algunos precios cambiaron: revisa el nuevo total antes de pagar.', step: 3 },
  UPSTREAM_UNAVAILABLE: { message: `Nuestro servicio no responde en este momento: ${RETRY_KEEP}`, step: 'current' },
  UPSTREAM_TIMEOUT: { message: `El servicio tardó demasiado en responder: ${RETRY_KEEP}`, step: 'current' },
  UPSTREAM_REJECTED: {
    message: 'No pudimos completar la operación: revisa tus datos y vuelve a intentarlo.',
    step: 'current',
  },
  BAD_USER_INPUT: { message: 'Hay un dato que no es válido: revísalo y vuelve a intentarlo.', step: 'current' },
  UNAUTHENTICATED: {
    message: 'Tu sesión expiró: inicia sesión de nuevo para continuar; tus datos se mantienen.',
    step: 'current',
  },
  FORBIDDEN: {
    message: 'Esta compra no está disponible para tu cuenta: vuelve al carrito para empezar una nueva.',
    step: 'cart',
  },
} as const satisfies Record<string, ErrorMessageRule>;

export type KnownCheckoutErrorCode = keyof typeof CHECKOUT_ERROR_MESSAGES;

/** For a code nobody listed. */
export const GENERIC_ERROR_MESSAGE = `Algo salió mal: ${RETRY_KEEP}`;

/** The commerce backend's and the storefront's field names, by the step that shows them. */
const FIELD_STEPS: Record<string, ErrorPlace> = {
  // Client data (the billing address carries the buyer's name and phone).
  email: 1,
  billingAddress: 1,
  firstName: 1,
  lastName: 1,
  documentType: 1,
  documentNumber: 1,
  paternalLastName: 1,
  maternalLastName: 1,
  birthDate: 1,
  shoppingCode: 1,
  // Delivery.
  shippingAddress: 2,
  streetAddress1: 2,
  streetAddress2: 2,
  city: 2,
  cityArea: 2,
  countryArea: 2,
  postalCode: 2,
  country: 2,
  shippingMethodId: 2,
  shippingMethod: 2,
  deliveryMethodId: 2,
  deliveryMethod: 2,
  deliveryType: 2,
  deliveryDate: 2,
  districtId: 2,
  street: 2,
  reference: 2,
  pickupName: 2,
  pickupDocumentType: 2,
  pickupDocumentNumber: 2,
  // Lines.
  lines: 'cart',
  lineId: 'cart',
  quantity: 'cart',
  variantId: 'cart',
  // Payment and discounts.
  voucherCode: 3,
  promoCode: 3,
  paymentMethod: 3,
  gateway: 3,
  amount: 3,
};

export const isKnownCheckoutErrorCode = (code: string): code is KnownCheckoutErrorCode =>
  Object.hasOwn(CHECKOUT_ERROR_MESSAGES, code);

/** The step a field's errors show at (the last part of a path: `shippingAddress.streetAddress1` → 2), or null. */
export function stepOfField(field: string | null | undefined): ErrorPlace | null {
  if (!field) return null;
  const parts = field.split('.');
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    if (Object.hasOwn(FIELD_STEPS, part)) return FIELD_STEPS[part] ?? null;
  }
  return null;
}

export interface ShownError {
  code: string;
  message: string;
  step: ErrorPlace;
}

/**
 * The Spanish sentence and the place of an error. Fixed places win; the common codes take their field's step, else
 * `currentStep` (where the shopper acted). A field-less NOT_FOUND or FORBIDDEN means the checkout itself: the cart.
 */
export function checkoutErrorMessage(
  error: { code: string; field?: string | null; message?: string | null },
  currentStep: CheckoutStepId,
): ShownError {
  // The gateway's sentence is more precise than the code's (a declined card, the coupon's own reason).
  const own = error.message?.trim() || null;
  if (!isKnownCheckoutErrorCode(error.code)) {
    return { code: error.code, message: own ?? GENERIC_ERROR_MESSAGE, step: stepOfField(error.field) ?? currentStep };
  }
  const rule: ErrorMessageRule = CHECKOUT_ERROR_MESSAGES[error.code];
  const byField = stepOfField(error.field);
  const fieldDecides = rule.step === 'current' || error.code === 'NOT_FOUND';
  const step = fieldDecides && byField !== null ? byField : rule.step === 'current' ? currentStep : rule.step;
  return { code: error.code, message: own ?? rule.message, step };
}

/** The messages to show at one place, one per code, in the order the errors came. */
export function messagesAt(
  place: ErrorPlace,
  errors: readonly { code: string; field?: string | null; message?: string | null }[],
  currentStep: CheckoutStepId,
): ShownError[] {
  const seen = new Set<string>();
  return errors
    .map((error) => checkoutErrorMessage(error, currentStep))
    .filter((shown) => shown.step === place && !seen.has(shown.code) && seen.add(shown.code));
}

/** How the docs' table writes where a code is shown. */
export function placeLabel(code: KnownCheckoutErrorCode): string {
  const { step }: ErrorMessageRule = CHECKOUT_ERROR_MESSAGES[code];
  if (code === 'NOT_FOUND') return 'step of the field, else cart';
  if (step === 'cart') return 'cart';
  if (step === 'current') return 'step of the field, else current step';
  return `step ${step}`;
}
