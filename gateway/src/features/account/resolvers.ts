import { DEFAULT_DOCUMENT_TYPE, documentTypeLabel, maskEmail, parseDocumentType, toNationalPhone } from '@cuida/domain';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { isStaff } from '../../auth/roles';
import type { Customer } from '../../auth/viewer';
import type { GatewayContext } from '../../context';
import { isUpstreamOutage } from '../../degraded';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { cleanText, parseInput } from '../../errors/validation';
import { ownerOf } from '../checkout/access';
import { uuidOfGlobalId } from '../checkout/references';
import { productBySlug } from '../commerce-query';
import type { AutoLoginSealer } from './auto-login';
import { customerOrders } from './order-history';
import { checkEmailCode, openAccount, RegisterInput } from './registration';
import { ACCOUNT_OPERATIONS, HasSubscriptionAnswer, PersonaAnswer, SubscriptionsAnswer } from './rest-contract';
import { accountMutations } from './saleor/account-mutations';
import { addressMutations, addressQuery } from './saleor/addresses';
import { checkoutCustomerMutations, checkoutCustomerPayloads } from './saleor/checkout-customer';
import { deletionMutations } from './saleor/deletion';
import type { DeletionTokens } from './saleor/deletion-token';
import { tokenMutations, unavailableMutations } from './saleor/mutations';
import { saleorAccountTypeDefs, userFieldsOf, userTypeOf } from './saleor/schema';
import { type AccountUser, accountUser, accountUserFields, userResolvers } from './saleor/user';
import { accountTypeDefs } from './type-defs';

export { CODE_USED_MS, verificationClaimKey } from './registration';

/** Every field `User` has in the gateway: Saleor's (schema/accounts.graphql) and the pharmacy's. */
const ACCOUNT_USER_FIELDS = [...userFieldsOf(saleorAccountTypeDefs), ...userFieldsOf(accountTypeDefs)];

/** Saleor account mutations the gateway does not answer yet (FIELD_NOT_AVAILABLE naming each). */
const NOT_YET = {
  external: [
    'externalAuthenticationUrl',
    'externalObtainAccessTokens',
    'externalRefresh',
    'externalLogout',
    'externalVerify',
  ],
  lifecycle: ['sendConfirmationEmail', 'requestEmailChange', 'confirmEmailChange'],
} as const;

/** The pharmacy service's answer for an account it has no person for. */
const PERSONA_NOT_FOUND = 'PERSONA_NO_ENCONTRADA';

interface CustomerSource {
  customer: Customer;
  /** The pharmacy's record of the person; null for accounts it does not know (staff), read from the token then. */
  persona: z.infer<typeof PersonaAnswer> | null;
}

/** Saleor's `user` of a checkout or an order: the signed-in customer who owns it, else null. */
function ownerUserField(type: 'Checkout' | 'Order') {
  return {
    selectionSet: '{ id }',
    resolve: async (parent: { id?: string }, _: unknown, context: GatewayContext): Promise<AccountUser | null> => {
      if (context.viewer.kind === 'anonymous' || !parent.id) return null;
      const uuid = uuidOfGlobalId(parent.id, type);
      const owner = uuid ? await ownerOf(context, type, uuid) : null;
      if (!owner) return null;
      const customer = await context.requireCustomer();
      return customer.claims.sub === owner ? accountUser(customer) : null;
    },
  };
}

type SubscriptionProductSource = z.infer<typeof SubscriptionsAnswer>['suscripciones'][number]['productos'][number];

/** Today's `Customer` fields (the deprecated `customer` query, and the pharmacy fields of `me`'s User). */
function customerFieldResolvers(commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>) {
  return {
    id: ({ persona, customer }: CustomerSource) => (persona ? String(persona.idPersona) : customer.claims.sub),
    firstName: ({ persona, customer }: CustomerSource) => persona?.nombres ?? customer.claims.givenName,
    lastName: ({ persona, customer }: CustomerSource) => persona?.apellidos ?? customer.claims.familyName,
    birthDate: ({ persona, customer }: CustomerSource) => persona?.fecNacimiento ?? customer.claims.birthdate,
    email: ({ persona, customer }: CustomerSource) => persona?.email?.email ?? customer.claims.email,
    phone: ({ persona, customer }: CustomerSource) => {
      const phone = persona?.telefono?.telefono ?? customer.claims.phoneNumber;
      return phone ? toNationalPhone(phone) : null;
    },
    documentType: ({ persona, customer }: CustomerSource) => {
      const code =
        parseDocumentType(persona?.tipoDocumentoIdentidad?.idTipoDocumentoIdentidad ?? customer.claims.documentType) ??
        DEFAULT_DOCUMENT_TYPE;
      return { code, label: documentTypeLabel(code) };
    },
    documentNumber: ({ persona, customer }: CustomerSource) =>
      persona?.numeroDocumento ?? customer.claims.documentNumber,
    maskedEmail: ({ persona, customer }: CustomerSource) => {
      const email = persona?.email?.email ?? customer.claims.email;
      return email ? maskEmail(email) : null;
    },
    isStaff: ({ customer }: CustomerSource) => isStaff(customer.claims),
    orders: ({ customer }: CustomerSource, args: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
      customerOrders(commerce, customer.claims.sub, args, context, info),
    // A decoration of the account page: the short budget and its own circuit; when the service does not answer,
    // null (unknown, not "no"), marked in extensions.degraded. The subscriptions themselves stay essential.
    hasSubscription: async (
      { customer, persona }: CustomerSource,
      _: unknown,
      context: GatewayContext,
      info?: GraphQLResolveInfo,
    ) => {
      const usuario = persona?.email?.email ?? customer.claims.email;
      if (!usuario) return false;
      let payload: unknown;
      try {
        payload = await context.services.rest.call(
          ACCOUNT_OPERATIONS.hasSubscription,
          { usuario },
          { ...context.restAs(customer), importance: 'decoration' },
        );
      } catch (error) {
        if (!isUpstreamOutage(error)) throw error;
        context.degraded.add(`${info?.parentType.name ?? 'User'}.hasSubscription`, error, 'sales');
        return null;
      }
      return HasSubscriptionAnswer.parse(payload).tieneSuscricpion;
    },
    subscriptions: async ({ customer }: CustomerSource, _: unknown, context: GatewayContext) => {
      const payload = await context.services.rest.call(ACCOUNT_OPERATIONS.subscriptions, {}, context.restAs(customer));
      return SubscriptionsAnswer.parse(payload).suscripciones.map((subscription) => ({
        id: String(subscription.idSuscription),
        status: subscription.estado,
        shipping: subscription.envio ?? null,
        billing: subscription.facturacion ?? null,
        products: subscription.productos,
      }));
    },
  };
}

/** The pharmacy's record of the person; null for accounts it does not know (staff), read from the token then. */
async function loadPersona(context: GatewayContext, customer: Customer): Promise<CustomerSource['persona']> {
  const outcome = await context.services.rest.callForOutcome(ACCOUNT_OPERATIONS.persona, {}, context.restAs(customer));
  if (outcome.success) return PersonaAnswer.parse(outcome.payload);
  if (outcome.code === PERSONA_NOT_FOUND) return null;
  throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
    upstream: outcome.service,
    upstreamCode: outcome.code,
  });
}

/** An account's pharmacy record, read once per User object (the request's several fields share it). */
const personas = new WeakMap<AccountUser, Promise<CustomerSource['persona']>>();

function sourceOf(user: AccountUser, context: GatewayContext): Promise<CustomerSource> {
  let persona = personas.get(user);
  if (!persona) {
    persona = loadPersona(context, user.customer);
    personas.set(user, persona);
  }
  return persona.then((record) => ({ customer: user.customer, persona: record }));
}

/** The pharmacy account's own fields on Saleor's User, and Saleor's names, read from the pharmacy record. */
function pharmacyUserResolvers(customer: ReturnType<typeof customerFieldResolvers>) {
  const through =
    <T>(resolve: (source: CustomerSource, args: unknown, context: GatewayContext, info: GraphQLResolveInfo) => T) =>
    async (user: AccountUser, args: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
      resolve(await sourceOf(user, context), args, context, info);
  return {
    // Saleor's User declares them non-null: an unknown name or e-mail is the empty string.
    email: through((source) => customer.email(source) ?? ''),
    firstName: through((source) => customer.firstName(source) ?? ''),
    lastName: through((source) => customer.lastName(source) ?? ''),
    birthDate: through(customer.birthDate),
    phone: through(customer.phone),
    documentType: through(customer.documentType),
    documentNumber: through(customer.documentNumber),
    maskedEmail: through(customer.maskedEmail),
    hasSubscription: through(customer.hasSubscription),
    subscriptions: through(customer.subscriptions),
  };
}

export function accountResolvers(
  commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>,
  sealer: AutoLoginSealer,
  deletionTokens: DeletionTokens,
) {
  const customerFields = customerFieldResolvers(commerce);
  const pharmacyUserFields = pharmacyUserResolvers(customerFields);
  const commerceUserFields = new Set(Object.keys(userTypeOf(commerce.schema)?.getFields() ?? {}));
  const userFieldNames = [...new Set([...commerceUserFields, ...ACCOUNT_USER_FIELDS])];
  return {
    Query: {
      // Saleor's `me`: null for an anonymous caller (a Saleor storefront asks on every page); a refused or ended
      // session is UNAUTHENTICATED.
      me: async (_: unknown, __: unknown, context: GatewayContext): Promise<AccountUser | null> => {
        if (context.viewer.kind === 'anonymous') return null;
        return accountUser(await context.requireCustomer());
      },
      customer: async (_: unknown, __: unknown, context: GatewayContext): Promise<CustomerSource> => {
        const customer = await context.requireCustomer();
        return { customer, persona: await loadPersona(context, customer) };
      },
      address: addressQuery,
    },
    User: userResolvers(userFieldNames, { ...accountUserFields(commerce), ...pharmacyUserFields }, commerceUserFields),
    // Saleor's `user` of a checkout or an order: the signed-in customer who owns it, else null (a guest's, or the
    // caller is not its owner: staff read orders of others, never their customer's account).
    Checkout: { user: ownerUserField('Checkout') },
    Order: { user: ownerUserField('Order') },
    ...checkoutCustomerPayloads(commerce),
    Customer: customerFields,
    SubscriptionProduct: {
      name: (product: SubscriptionProductSource) => product.nombre,
      quantity: (product: SubscriptionProductSource) => product.cantidad,
      frequencyDays: (product: SubscriptionProductSource) => product.frecuenciaDias ?? null,
      price: (product: SubscriptionProductSource) => product.precio ?? null,
      product: (product: SubscriptionProductSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        product.slug ? productBySlug(commerce, product.slug, context, info) : null,
    },
    Mutation: {
      ...tokenMutations(),
      ...accountMutations(sealer),
      ...deletionMutations(deletionTokens),
      ...addressMutations(),
      ...unavailableMutations(NOT_YET.external, 'accounts sign in with e-mail and password (tokenCreate)'),
      ...unavailableMutations(NOT_YET.lifecycle, 'e-mail changes and confirmation e-mails go through customer service'),
      ...checkoutCustomerMutations(),
      registerCustomer: async (_: unknown, args: { input: unknown }, context: GatewayContext) =>
        openAccount(context, sealer, parseInput(RegisterInput, args.input, 'input')),
      verifyEmail: async (_: unknown, args: unknown, context: GatewayContext) => {
        const { email, code, autoLoginToken } = parseInput(
          z.object({
            email: z
              .email()
              .max(254)
              .transform((value) => value.trim().toLowerCase()),
            code: cleanText().trim().min(1).max(64),
            autoLoginToken: cleanText().max(4096).nullish(),
          }),
          args,
        );
        const status = await checkEmailCode(context, email, code);
        if (status !== 'VALID' || !autoLoginToken) return { status, session: null };
        const opened = sealer.open(autoLoginToken, email);
        if (!opened || !(await context.services.singleUse.claim(`auto-login:${opened.id}`, opened.expiresAt)))
          return { status, session: null };
        const { password } = opened;
        try {
          const tokens = await context.services.identity.signIn(
            context.services.config.identity.clientIds[0] ?? '',
            email,
            password,
          );
          context.services.log({ level: 'info', msg: 'auto-login session opened', requestId: context.requestId });
          return {
            status,
            session: {
              idToken: tokens.IdToken,
              accessToken: tokens.AccessToken,
              refreshToken: tokens.RefreshToken ?? null,
              expiresIn: tokens.ExpiresIn,
            },
          };
        } catch (error) {
          context.services.log({
            level: 'warn',
            msg: 'auto-login after verification failed',
            requestId: context.requestId,
            error: String(error),
          });
          return { status, session: null };
        }
      },
    },
  };
}
