import { toNationalPhone } from '@cuida/domain';
import { type SavedAddressField, validateSavedAddress } from '@cuida/domain/saved-address';
import { z } from 'zod';
import type { Customer } from '../../../auth/viewer';
import type { GatewayContext } from '../../../context';
import { ErrorCode, gatewayError } from '../../../errors/codes';
import { cleanText } from '../../../errors/validation';
import { districtIdByName } from '../../delivery/resolvers';
import { accountError, answer } from './account-errors';
import { accountUser } from './account-user';

/**
 * Saleor's account addresses (`User.addresses`, `defaultShippingAddress`, `accountAddressCreate/Update/Delete`,
 * `accountSetDefaultAddress`, `Query.address`), kept by the pharmacy service on the customer's record
 * (schema/openapi/pharmacy.yaml, "direcciones"). Every call carries the customer's own token: the service finds the
 * record by its subject, so a customer reaches only their own addresses; another's id is answered as not found.
 */
export const ADDRESS_OPERATIONS = {
  list: 'listarDirecciones',
  create: 'registrarDireccion',
  update: 'actualizarDireccion',
  remove: 'eliminarDireccion',
  setDefault: 'predeterminarDireccion',
} as const;

export const Direccion = z.object({
  idDireccion: z.number().int(),
  nombres: z.string(),
  apellidos: z.string(),
  telefono: z.string(),
  direccion: z.string(),
  referencia: z.string().nullish(),
  idDistrito: z.string(),
  distrito: z.string(),
  provincia: z.string(),
  predeterminada: z.boolean(),
});
export type Direccion = z.infer<typeof Direccion>;

const ListAnswer = z.object({ direcciones: z.array(Direccion) });

/** Saleor's `Address`, as the gateway answers it for a saved address. */
export interface SaleorAddress {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  streetAddress1: string;
  streetAddress2: string;
  city: string;
  cityArea: string;
  postalCode: string;
  country: { code: string; country: string; vat: null };
  countryArea: string;
  phone: string;
  isDefaultShippingAddress: boolean;
  isDefaultBillingAddress: boolean;
  metadata: [];
  metafield: () => null;
  metafields: () => Record<string, never>;
}

export function addressGlobalId(id: number): string {
  return Buffer.from(`Address:${id}`).toString('base64');
}

/** The pharmacy's address id of a Saleor Address ID; null when it is not one. */
export function addressIdOf(globalId: unknown): number | null {
  if (typeof globalId !== 'string' || globalId.length > 64) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^Address:([1-9]\d{0,9})$/.exec(decoded);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2 ** 31 - 1 ? id : null;
}

/** A saved address in Saleor's shape: the district is `cityArea`, the province `city`, the ubigeo `postalCode`. */
export function toSaleorAddress(address: Direccion): SaleorAddress {
  return {
    id: addressGlobalId(address.idDireccion),
    firstName: address.nombres,
    lastName: address.apellidos,
    companyName: '',
    streetAddress1: address.direccion,
    streetAddress2: address.referencia ?? '',
    city: address.provincia,
    cityArea: address.idDistrito === '150101' ? 'Cercado de Lima' : address.distrito,
    postalCode: address.idDistrito,
    country: { code: 'PE', country: 'Perú', vat: null },
    countryArea: address.provincia,
    phone: `+51${address.telefono}`,
    // One default: the delivery address. A boleta is billed to the customer's document, not to an address.
    isDefaultShippingAddress: address.predeterminada,
    isDefaultBillingAddress: false,
    metadata: [],
    metafield: () => null,
    metafields: () => ({}),
  };
}

/** Saleor's AddressInput → the field of the pharmacy's form it fills (for errors). */
const SALEOR_FIELD: Record<SavedAddressField, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  street: 'streetAddress1',
  reference: 'streetAddress2',
  district: 'cityArea',
};

const AddressInput = z.object({
  firstName: cleanText().max(256).nullish(),
  lastName: cleanText().max(256).nullish(),
  companyName: cleanText().max(256).nullish(),
  streetAddress1: cleanText().max(256).nullish(),
  streetAddress2: cleanText().max(256).nullish(),
  city: cleanText().max(256).nullish(),
  cityArea: cleanText().max(128).nullish(),
  postalCode: cleanText().max(20).nullish(),
  country: z.string().max(2).nullish(),
  countryArea: cleanText().max(128).nullish(),
  phone: cleanText().max(32).nullish(),
  metadata: z.array(z.unknown()).max(0, 'Las direcciones no guardan metadata.').nullish(),
  skipValidation: z.boolean().nullish(),
});

/** A Saleor AddressInput checked and turned into the pharmacy's address (DireccionEntrada); refusals are AccountErrors. */
export async function direccionOf(context: GatewayContext, input: unknown) {
  const parsed = AddressInput.safeParse(input ?? {});
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.map(String).join('.') ?? null;
    throw accountError('INVALID', `Dato no válido${field ? ` en ${field}` : ''}.`, field ? `input.${field}` : 'input');
  }
  const address = parsed.data;
  if (address.skipValidation) throw accountError('INVALID', 'Las direcciones siempre se validan.', 'skipValidation');
  if (address.country && address.country !== 'PE') {
    throw accountError('INVALID', 'Solo hacemos delivery en Perú (Lima y Callao).', 'country');
  }
  if (address.companyName?.trim()) {
    throw accountError('INVALID', 'Las direcciones de entrega no llevan empresa.', 'companyName');
  }
  const form = {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    phone: address.phone ?? '',
    street: address.streetAddress1 ?? '',
    reference: address.streetAddress2 ?? '',
    district: address.cityArea ?? '',
  };
  const problems = validateSavedAddress(form);
  const first = (Object.keys(problems) as SavedAddressField[])[0];
  if (first) {
    const code = form[first].trim() === '' ? 'REQUIRED' : 'INVALID';
    throw accountError(code, problems[first] ?? 'Dato no válido.', SALEOR_FIELD[first]);
  }
  const idDistrito = await districtIdByName(context, form.district);
  if (!idDistrito) {
    throw accountError('INVALID', 'Elige un distrito de Lima o Callao donde hacemos delivery.', 'cityArea');
  }
  return {
    nombres: form.firstName.trim().replace(/\s+/g, ' '),
    apellidos: form.lastName.trim().replace(/\s+/g, ' '),
    telefono: toNationalPhone(form.phone),
    direccion: form.street.trim().replace(/\s+/g, ' '),
    referencia: form.reference.trim() || null,
    idDistrito,
  };
}

/** The pharmacy's refusals as Saleor's AccountError codes. */
function refusalOf(code: string, message: string) {
  switch (code) {
    case 'DIRECCION_NO_ENCONTRADA':
      return accountError('NOT_FOUND', 'No encontramos esa dirección en tu cuenta.', 'id');
    case 'DISTRITO_INVALIDO':
      return accountError('INVALID', message, 'cityArea');
    case 'LIMITE_DIRECCIONES':
      return accountError('INVALID', message, 'input');
    case 'PERSONA_NO_ENCONTRADA':
      return accountError('NOT_FOUND', message, null);
    default:
      return gatewayError(ErrorCode.UPSTREAM_REJECTED, message, { upstreamCode: code });
  }
}

async function call(context: GatewayContext, customer: Customer, operation: string, payload: unknown) {
  const outcome = await context.services.rest.callForOutcome(operation, payload, context.restAs(customer));
  if (!outcome.success) throw refusalOf(outcome.code, outcome.message);
  return outcome.payload;
}

/** The customer's saved addresses, read once per request (the User's several address fields share them). */
const lists = new WeakMap<GatewayContext, Map<string, Promise<Direccion[]>>>();

export function savedAddresses(context: GatewayContext, customer: Customer): Promise<Direccion[]> {
  let byCustomer = lists.get(context);
  if (!byCustomer) {
    byCustomer = new Map();
    lists.set(context, byCustomer);
  }
  const sub = customer.claims.sub;
  let list = byCustomer.get(sub);
  if (!list) {
    list = context.services.rest
      .callForOutcome(ADDRESS_OPERATIONS.list, {}, context.restAs(customer))
      .then((outcome) => {
        // Staff and the service account keep no record: no saved addresses.
        if (!outcome.success && outcome.code === 'PERSONA_NO_ENCONTRADA') return [];
        if (!outcome.success) throw refusalOf(outcome.code, outcome.message);
        return ListAnswer.parse(outcome.payload).direcciones;
      });
    byCustomer.set(sub, list);
  }
  return list;
}

function forget(context: GatewayContext, customer: Customer): void {
  lists.get(context)?.delete(customer.claims.sub);
}

/** The signed-in customer, or Saleor's refusal for an anonymous caller. */
async function signedIn(context: GatewayContext): Promise<Customer> {
  if (context.viewer.kind === 'anonymous') {
    throw accountError('JWT_MISSING_TOKEN', 'Ingresa a tu cuenta para continuar.', null);
  }
  return context.requireCustomer();
}

function addressIdArg(args: Record<string, unknown>): number {
  const id = addressIdOf(args.id);
  if (id === null) throw accountError('NOT_FOUND', 'No encontramos esa dirección en tu cuenta.', 'id');
  return id;
}

/** Saleor's BILLING default is not kept: the SHIPPING (delivery) default is the only one. */
function refuseBilling(type: unknown): void {
  if (type === 'BILLING') {
    throw accountError(
      'INVALID',
      'Solo se guarda la dirección de entrega predeterminada: la boleta se emite a tu documento.',
      'type',
    );
  }
}

export function addressMutations() {
  return {
    accountAddressCreate: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null, address: null }, async () => {
        if (args.customerId !== undefined && args.customerId !== null) {
          throw accountError('OUT_OF_SCOPE_USER', 'Solo puedes cambiar tu propia cuenta.', 'customerId');
        }
        const customer = await signedIn(context);
        refuseBilling(args.type);
        const direccion = await direccionOf(context, args.input);
        const saved = Direccion.parse(
          await call(context, customer, ADDRESS_OPERATIONS.create, {
            direccion,
            ...(args.type === 'SHIPPING' ? { predeterminada: true } : {}),
          }),
        );
        forget(context, customer);
        return { user: accountUser(customer), address: toSaleorAddress(saved) };
      }),

    accountAddressUpdate: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null, address: null }, async () => {
        const customer = await signedIn(context);
        const idDireccion = addressIdArg(args);
        const direccion = await direccionOf(context, args.input);
        const saved = Direccion.parse(
          await call(context, customer, ADDRESS_OPERATIONS.update, { idDireccion, direccion }),
        );
        forget(context, customer);
        return { user: accountUser(customer), address: toSaleorAddress(saved) };
      }),

    accountAddressDelete: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null, address: null }, async () => {
        const customer = await signedIn(context);
        const idDireccion = addressIdArg(args);
        const removed = Direccion.parse(await call(context, customer, ADDRESS_OPERATIONS.remove, { idDireccion }));
        forget(context, customer);
        return { user: accountUser(customer), address: toSaleorAddress(removed) };
      }),

    accountSetDefaultAddress: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null }, async () => {
        const customer = await signedIn(context);
        const idDireccion = addressIdArg(args);
        refuseBilling(args.type);
        await call(context, customer, ADDRESS_OPERATIONS.setDefault, { idDireccion });
        forget(context, customer);
        return { user: accountUser(customer) };
      }),
  };
}

/** Saleor's `Query.address(id)`: one of the caller's own saved addresses, else null (as Saleor answers). */
export async function addressQuery(_: unknown, args: Record<string, unknown>, context: GatewayContext) {
  if (context.viewer.kind === 'anonymous') return null;
  const id = addressIdOf(args.id);
  if (id === null) return null;
  const customer = await context.requireCustomer();
  const found = (await savedAddresses(context, customer)).find((address) => address.idDireccion === id);
  return found ? toSaleorAddress(found) : null;
}
