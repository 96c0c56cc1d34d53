/**
 * The checkout (requirements: "Checkout state", "Delivery types"): one pure reducer, in the style of the
 * cart's. It holds what the shopper typed and chose, per step, and what the gateway answered (errors by code, sold-out
 * and low-stock lines). The rules themselves (documents, phone, names, e-mail, birth date, delivery types, express
 * window) live in `@cuida/domain`, shared with the gateway; the step module (`steps.ts`) applies them. Side effects
 * (the gateway, metadata writes, storage) belong to the pages, never here.
 */
import {
  DEFAULT_DELIVERY_TYPE,
  DEFAULT_DOCUMENT_TYPE,
  type DeliveryType,
  type DocumentType,
  type ExpressAvailability,
  isDeliveryType,
  isPeruvianMobile,
  parseDocumentType,
  toNationalPhone,
} from '@cuida/domain';

/** 1 client data, 2 delivery, 3 review and pay (the confirmation follows the placed order). */
export type CheckoutStepId = 1 | 2 | 3;

/** The checkout client (requirements: "Checkout client"; names as the gateway's CheckoutClient). */
export interface CheckoutClient {
  /** 2 DNI (default), 4 CE, 3 Pasaporte. */
  documentType: DocumentType;
  documentNumber: string;
  /** Given names (cliente.nombre). */
  firstName: string;
  paternalLastName: string;
  maternalLastName: string;
  /** 9 national digits once valid (+51 stripped by the domain); as typed until then. */
  phone: string;
  email: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  shoppingCode: string;
}

/** The text fields of the client (documentType is chosen, not typed). */
export type ClientTextField = Exclude<keyof CheckoutClient, 'documentType'>;

export interface CheckoutAddress {
  /** INEI ubigeo, from the coverage list (Lima and Callao). */
  districtId: string;
  districtName: string;
  street: string;
  reference: string;
}

/** Who picks the order up for the shopper (pickup_for_someone_else). */
export interface PickupPerson {
  name: string;
  documentType: DocumentType;
  documentNumber: string;
}

/** A line the gateway reported sold out (emptyProducts) or short (lowStock). */
export interface StockIssue {
  variantId: string;
  name: string;
  /** Units left; 0 for a sold-out line. */
  quantityAvailable: number;
}

/** An error the gateway answered, kept by code (one per code). */
export interface CheckoutError {
  code: string;
  /** The input field it concerns, when the backend named one. */
  field: string | null;
  /** Variant ids or line ids it concerns (INSUFFICIENT_STOCK…). */
  variants?: string[];
  /**
   * The gateway's own sentence for the shopper, when it wrote one (placeOrder's refusals: a declined card says so);
   * shown instead of the code's general message.
   */
  message?: string | null;
}

/**
 * What the state starts from and returns to on reset (requirements: "Default delivery option": coverage data, not a
 * constant).
 */
export interface CheckoutDefaults {
  /** Id of the coverage's default delivery option ("default 3"), as text; null until coverage has answered. */
  deliveryTime: string | null;
}

export interface CheckoutState {
  /** Programado only, `YYYY-MM-DD`. */
  deliveryDate: string | null;
  /** An id of a payment method the channel offers; null until chosen. */
  paymentMethod: string | null;
  deliveryType: DeliveryType;
  /**
   * Id of the delivery option (requirements: "Default delivery option"), a string; the coverage's default until the
   * shopper picks another.
   */
  deliveryTime: string | null;
  /** Express availability for the chosen district now ({@link expressAvailability} of the domain). */
  express: ExpressAvailability;
  loading: Record<CheckoutStepId, boolean>;
  emptyProducts: StockIssue[];
  lowStock: StockIssue[];
  errors: CheckoutError[];
  client: CheckoutClient;
  address: CheckoutAddress;
  pickup: PickupPerson;
  defaults: CheckoutDefaults;
}

/** What a restore refills (see `metadata.ts`); a missing entry keeps the current value. */
export interface CheckoutRestore {
  client?: Partial<CheckoutClient>;
  address?: Partial<CheckoutAddress>;
  pickup?: Partial<PickupPerson>;
  deliveryType?: DeliveryType;
  deliveryDate?: string;
  deliveryTime?: string;
}

export type CheckoutAction =
  | { type: 'setClientField'; field: ClientTextField; value: string }
  | { type: 'setDocumentType'; documentType: number | string }
  /** Fills only the empty client fields (a signed-in shopper's account; never overwrites what was typed). */
  | { type: 'prefillClient'; client: Partial<CheckoutClient> }
  | { type: 'setDeliveryType'; deliveryType: DeliveryType }
  | { type: 'setDeliveryDate'; date: string | null }
  | { type: 'setDeliveryTime'; deliveryTime: string | null }
  | { type: 'setExpressAvailability'; express: ExpressAvailability }
  | { type: 'setAddress'; address: Partial<CheckoutAddress> }
  | { type: 'setPickup'; pickup: Partial<Omit<PickupPerson, 'documentType'>> & { documentType?: number | string } }
  | { type: 'setPaymentMethod'; method: string | null }
  | { type: 'setLoading'; step: CheckoutStepId; loading: boolean }
  | { type: 'addError'; error: CheckoutError }
  | { type: 'removeError'; code: string }
  | { type: 'clearErrors' }
  | { type: 'setEmptyProducts'; products: StockIssue[] }
  | { type: 'setLowStock'; products: StockIssue[] }
  | { type: 'restore'; restored: CheckoutRestore }
  /** Coverage answered: a new default delivery option, taken unless the shopper picked another. */
  | { type: 'setDefaults'; defaults: Partial<CheckoutDefaults> }
  | { type: 'reset' };

const NO_DEFAULTS: CheckoutDefaults = { deliveryTime: null };

export const emptyClient = (): CheckoutClient => ({
  documentType: DEFAULT_DOCUMENT_TYPE,
  documentNumber: '',
  firstName: '',
  paternalLastName: '',
  maternalLastName: '',
  phone: '',
  email: '',
  birthDate: '',
  shoppingCode: '',
});

export const initialCheckout = (defaults: CheckoutDefaults = NO_DEFAULTS): CheckoutState => ({
  deliveryDate: null,
  paymentMethod: null,
  deliveryType: DEFAULT_DELIVERY_TYPE,
  deliveryTime: defaults.deliveryTime,
  // Unknown until the delivery step has a district and the clock has been read.
  express: { available: false, reason: null },
  loading: { 1: false, 2: false, 3: false },
  emptyProducts: [],
  lowStock: [],
  errors: [],
  client: emptyClient(),
  address: { districtId: '', districtName: '', street: '', reference: '' },
  pickup: { name: '', documentType: DEFAULT_DOCUMENT_TYPE, documentNumber: '' },
  defaults: { ...defaults },
});

/**
 * The phone as the state keeps it: a valid Peruvian mobile becomes its 9 national digits at once (an autofilled
 * "+51 987 654 321" shows as 987654321); anything else stays as typed so that typing is never rewritten mid-way.
 */
export function phoneAsKept(raw: string): string {
  return isPeruvianMobile(raw) ? toNationalPhone(raw) : raw;
}

const textField = (field: ClientTextField, value: string) => (field === 'phone' ? phoneAsKept(value) : value);

function mergeClient(client: CheckoutClient, patch: Partial<CheckoutClient>, onlyEmpty: boolean): CheckoutClient {
  const next = { ...client };
  const documentType = parseDocumentType(patch.documentType);
  // A prefilled document type belongs with its number: take it only together with a number.
  if (documentType !== null && (!onlyEmpty || (client.documentNumber === '' && patch.documentNumber))) {
    next.documentType = documentType;
  }
  for (const [key, value] of Object.entries(patch) as [keyof CheckoutClient, unknown][]) {
    if (key === 'documentType' || typeof value !== 'string' || value === '') continue;
    if (onlyEmpty && client[key] !== '') continue;
    next[key] = textField(key, value);
  }
  return next;
}

const stringsOf = <T extends object>(patch: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => typeof value === 'string')) as Partial<T>;

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'setClientField':
      return { ...state, client: { ...state.client, [action.field]: textField(action.field, action.value) } };
    case 'setDocumentType': {
      const documentType = parseDocumentType(action.documentType);
      return documentType === null ? state : { ...state, client: { ...state.client, documentType } };
    }
    case 'prefillClient':
      return { ...state, client: mergeClient(state.client, action.client, true) };
    case 'setDeliveryType':
      // Fields of other types are kept (switching back finds them); validation and metadata read only the type's own.
      return isDeliveryType(action.deliveryType) ? { ...state, deliveryType: action.deliveryType } : state;
    case 'setDeliveryDate':
      return { ...state, deliveryDate: action.date === '' ? null : action.date };
    case 'setDeliveryTime':
      return { ...state, deliveryTime: action.deliveryTime === '' ? null : action.deliveryTime };
    case 'setExpressAvailability':
      return { ...state, express: { ...action.express } };
    case 'setAddress':
      return { ...state, address: { ...state.address, ...stringsOf(action.address) } };
    case 'setPickup': {
      const { documentType: rawType, ...rest } = action.pickup;
      const documentType = rawType === undefined ? null : parseDocumentType(rawType);
      return {
        ...state,
        pickup: { ...state.pickup, ...stringsOf(rest), ...(documentType === null ? {} : { documentType }) },
      };
    }
    case 'setPaymentMethod':
      return { ...state, paymentMethod: action.method === '' ? null : action.method };
    case 'setLoading':
      return { ...state, loading: { ...state.loading, [action.step]: action.loading } };
    case 'addError':
      // One entry per code: a newer answer replaces the older one, in place.
      return state.errors.some((error) => error.code === action.error.code)
        ? { ...state, errors: state.errors.map((error) => (error.code === action.error.code ? action.error : error)) }
        : { ...state, errors: [...state.errors, action.error] };
    case 'removeError':
      return { ...state, errors: state.errors.filter((error) => error.code !== action.code) };
    case 'clearErrors':
      return { ...state, errors: [] };
    case 'setEmptyProducts':
      return { ...state, emptyProducts: [...action.products] };
    case 'setLowStock':
      return { ...state, lowStock: [...action.products] };
    case 'restore': {
      const { restored } = action;
      const pickupType = parseDocumentType(restored.pickup?.documentType);
      return {
        ...state,
        client: restored.client ? mergeClient(state.client, restored.client, false) : state.client,
        address: { ...state.address, ...stringsOf(restored.address ?? {}) },
        pickup: {
          ...state.pickup,
          ...stringsOf({ ...restored.pickup, documentType: undefined }),
          ...(pickupType === null ? {} : { documentType: pickupType }),
        },
        deliveryType:
          restored.deliveryType && isDeliveryType(restored.deliveryType) ? restored.deliveryType : state.deliveryType,
        deliveryDate: restored.deliveryDate || state.deliveryDate,
        deliveryTime: restored.deliveryTime || state.deliveryTime,
      };
    }
    case 'setDefaults': {
      const defaults = { ...state.defaults, ...action.defaults };
      const untouched = state.deliveryTime === null || state.deliveryTime === state.defaults.deliveryTime;
      return { ...state, defaults, deliveryTime: untouched ? defaults.deliveryTime : state.deliveryTime };
    }
    case 'reset':
      return initialCheckout(state.defaults);
  }
}

/** Whether any step is waiting for the gateway (to disable "Continuar" and "Pagar" while it is). */
export const isBusy = (state: CheckoutState) => Object.values(state.loading).some(Boolean);
