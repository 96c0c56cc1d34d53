/**
 * The checkout's steps (requirements: "Checkout steps"): 1 client data, 2 delivery, 3 review and pay, then the
 * confirmation of the placed order. The step lives in the URL (`/checkout?step=N`), so back, forward and reload keep
 * the shopper where they were; this module says which step a URL means, which steps may open and what each one still
 * needs. The idea of deriving the step shown from the checkout's completeness, rather than trusting the URL, follows
 * saleor/storefront's checkout; the code is ours.
 *
 * A signed-in shopper (accounts issue) only changes what the state starts with (`prefillClient`), never the steps.
 */
import {
  type ClientData,
  type DeliveryField,
  type FieldErrors,
  needsAddress,
  validateClient,
  validateDelivery,
} from '@cuida/domain';
import type { CheckoutState, CheckoutStepId } from './checkout-state';

export type { CheckoutStepId } from './checkout-state';

export type StepKey = 'client' | 'delivery' | 'payment';

export interface CheckoutStep {
  id: CheckoutStepId;
  key: StepKey;
  /** Heading and progress label. */
  title: string;
}

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { id: 1, key: 'client', title: 'Tus datos' },
  { id: 2, key: 'delivery', title: 'Entrega' },
  { id: 3, key: 'payment', title: 'Revisión y pago' },
];

/** What follows step 3: the placed order's confirmation (its own page, reached with the order, not a step number). */
export const CONFIRMATION = 'confirmation';
/** What precedes step 1. */
export const CART = 'cart';

export const FIRST_STEP: CheckoutStepId = 1;
export const LAST_STEP: CheckoutStepId = 3;

/** The query parameter that holds the step. */
export const STEP_PARAM = 'step';
export const CHECKOUT_PATH = '/checkout';

/** What the shopper's environment adds to the rules: the clock (dates, express) and the insurer app (rimac). */
export interface StepContext {
  now: Date;
  appRimac: boolean;
}

/** URLSearchParams (browser, `useSearchParams`) or the record Next passes to pages (`await searchParams`). */
export type StepQuery =
  | Pick<URLSearchParams, 'get'>
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | null
  | undefined;

export function isStepId(value: unknown): value is CheckoutStepId {
  return value === 1 || value === 2 || value === 3;
}

function rawStep(query: StepQuery): string | null {
  if (!query) return null;
  if (typeof (query as Pick<URLSearchParams, 'get'>).get === 'function') {
    return (query as Pick<URLSearchParams, 'get'>).get(STEP_PARAM);
  }
  const value = (query as Readonly<Record<string, string | readonly string[] | undefined>>)[STEP_PARAM];
  // `?step=2&step=3`: the first, as URLSearchParams.get would answer.
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The step a URL asks for: `?step=1|2|3` exactly; missing or anything else (0, 4, 2.5, "dos", " 2") → 1. */
export function stepFromQuery(query: StepQuery): CheckoutStepId {
  const raw = rawStep(query);
  if (raw === null || !/^[1-9]$/.test(raw)) return FIRST_STEP;
  const step = Number(raw);
  return isStepId(step) ? step : FIRST_STEP;
}

/**
 * The query of a step, other parameters kept (the partner flags appRimac, zonaNoClientes and appCI travel on every
 * navigation; requirements: "Partner flags in navigation"). Returns `step=2&appRimac=true`-style text without the `?`.
 */
export function stepQuery(step: CheckoutStepId, current?: Pick<URLSearchParams, 'toString'> | null): string {
  const params = new URLSearchParams(current ? current.toString() : '');
  params.set(STEP_PARAM, String(step));
  return params.toString();
}

/** `/checkout?step=N` with the other parameters kept. */
export function stepHref(step: CheckoutStepId, current?: Pick<URLSearchParams, 'toString'> | null): string {
  return `${CHECKOUT_PATH}?${stepQuery(step, current)}`;
}

export const nextStep = (step: CheckoutStepId): CheckoutStepId | typeof CONFIRMATION =>
  step === LAST_STEP ? CONFIRMATION : ((step + 1) as CheckoutStepId);

export const previousStep = (step: CheckoutStepId): CheckoutStepId | typeof CART =>
  step === FIRST_STEP ? CART : ((step - 1) as CheckoutStepId);

/** The fields of step 1, as the domain validates them. */
export const clientData = (state: CheckoutState): ClientData => ({ ...state.client });

/** Step 3's own fields. */
export type PaymentField = 'paymentMethod' | 'products';

export type StepField = keyof ClientData | DeliveryField | PaymentField;

/**
 * What a step still needs: a Spanish message per field, empty when the step is complete. Step 1 is the client data
 * (domain rules, the ones the gateway applies again), step 2 the delivery choice of the selected type, step 3 a
 * payment method and no sold-out line left.
 */
export function stepErrors(step: CheckoutStepId, state: CheckoutState, context: StepContext): FieldErrors<StepField> {
  switch (step) {
    case 1:
      return validateClient(clientData(state), context.now);
    case 2:
      return validateDelivery(
        {
          deliveryType: state.deliveryType,
          deliveryDate: state.deliveryDate,
          address: state.address,
          pickup: state.pickup,
        },
        { now: context.now, appRimac: context.appRimac, express: state.express },
      );
    case 3: {
      const errors: FieldErrors<PaymentField> = {};
      if (!state.paymentMethod) errors.paymentMethod = 'Elige cómo quieres pagar.';
      if (state.emptyProducts.length > 0) {
        errors.products = 'Algunos productos se agotaron: retíralos del carrito para continuar.';
      }
      return errors;
    }
  }
}

export const isStepComplete = (step: CheckoutStepId, state: CheckoutState, context: StepContext): boolean =>
  Object.keys(stepErrors(step, state, context)).length === 0;

/**
 * The first step that still needs something; 3 when steps 1 and 2 are complete (step 3 is where the order is
 * placed, so there is nothing past it to send anyone to).
 */
export function firstIncompleteStep(state: CheckoutState, context: StepContext): CheckoutStepId {
  for (const step of [1, 2] as const) if (!isStepComplete(step, state, context)) return step;
  return LAST_STEP;
}

/** A step opens only when every step before it is complete; step 1 always opens. */
export function canOpen(step: CheckoutStepId, state: CheckoutState, context: StepContext): boolean {
  for (let previous = FIRST_STEP; previous < step; previous++) {
    if (!isStepComplete(previous as CheckoutStepId, state, context)) return false;
  }
  return true;
}

/**
 * The step to show for the one asked for: itself when it may open, else the first incomplete one (a shopper sent to
 * step 3 with no address lands on step 2; the page then replaces the URL with that step).
 */
export function resolveStep(requested: CheckoutStepId, state: CheckoutState, context: StepContext): CheckoutStepId {
  return canOpen(requested, state, context) ? requested : firstIncompleteStep(state, context);
}

/** Whether the delivery step shows the address form (every type but the two pickups). */
export const showsAddress = (state: CheckoutState) => needsAddress(state.deliveryType);
