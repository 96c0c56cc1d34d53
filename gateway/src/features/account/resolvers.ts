import { createHash } from 'node:crypto';
import {
  DEFAULT_DOCUMENT_TYPE,
  documentTypeLabel,
  maskEmail,
  normalizeDocumentNumber,
  parseDocumentType,
  toNationalPhone,
  validateDocument,
  validatePhone,
} from '@cuida/domain';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import { isStaff } from '../../auth/roles';
import type { Customer } from '../../auth/viewer';
import type { GatewayContext } from '../../context';
import { isUpstreamOutage } from '../../degraded';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { cleanText, PERSON_NAME, PERSON_NAME_MESSAGE, parseInput } from '../../errors/validation';
import { productBySlug } from '../commerce-product';
import type { AutoLoginSealer } from './auto-login';
import { customerOrders } from './order-history';
import {
  ACCOUNT_OPERATIONS,
  HasSubscriptionAnswer,
  PersonaAnswer,
  SubscriptionsAnswer,
  VerificationAnswer,
} from './rest-contract';

/** The pharmacy service's answer for an account it has no person for. */
const PERSONA_NOT_FOUND = 'PERSONA_NO_ENCONTRADA';

interface CustomerSource {
  customer: Customer;
  /** The pharmacy's record of the person; null for accounts it does not know (staff), read from the token then. */
  persona: z.infer<typeof PersonaAnswer> | null;
}

type SubscriptionProductSource = z.infer<typeof SubscriptionsAnswer>['suscripciones'][number]['productos'][number];

/** A name as the sales service stores it: at most 100 characters, letters and the marks names use (or empty). */
const personName = () =>
  cleanText()
    .trim()
    .max(100)
    .refine((name) => name === '' || PERSON_NAME.test(name), PERSON_NAME_MESSAGE);

const RegisterInput = z
  .object({
    email: z
      .email()
      .max(254)
      .transform((email) => email.trim().toLowerCase()),
    password: cleanText().min(8).max(256),
    // crearUsuarioCognito (schema/openapi/sales.yaml): nombres and apellidos 1..100 characters (code points).
    firstName: personName().min(1),
    paternalLastName: personName().min(1),
    maternalLastName: personName().nullish(),
    phone: cleanText().trim().min(9).max(20),
    birthDate: z.iso.date(),
    documentType: z.number().int(),
    documentNumber: cleanText().trim().min(1).max(20),
  })
  // Kept as the services keep it (requirements: "Document types"): a DNI's digits, a CE's or passport's characters.
  .transform((input) => ({
    ...input,
    documentNumber: normalizeDocumentNumber(input.documentType, input.documentNumber),
  }))
  .superRefine((input, ctx) => {
    const document = validateDocument(input.documentType, input.documentNumber);
    if (document) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: document });
    const phone = validatePhone(input.phone);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  });

export function accountResolvers(
  commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>,
  sealer: AutoLoginSealer,
) {
  return {
    Query: {
      me: async (_: unknown, __: unknown, context: GatewayContext): Promise<CustomerSource> => {
        const customer = await context.requireCustomer();
        const outcome = await context.services.rest.callForOutcome(
          ACCOUNT_OPERATIONS.persona,
          {},
          context.restAs(customer),
        );
        if (outcome.success) return { customer, persona: PersonaAnswer.parse(outcome.payload) };
        if (outcome.code === PERSONA_NOT_FOUND) return { customer, persona: null };
        throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
          upstream: outcome.service,
          upstreamCode: outcome.code,
        });
      },
    },
    Customer: {
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
          parseDocumentType(
            persona?.tipoDocumentoIdentidad?.idTipoDocumentoIdentidad ?? customer.claims.documentType,
          ) ?? DEFAULT_DOCUMENT_TYPE;
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
      hasSubscription: async ({ customer, persona }: CustomerSource, _: unknown, context: GatewayContext) => {
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
          context.degraded.add('Customer.hasSubscription', error, 'sales');
          return null;
        }
        return HasSubscriptionAnswer.parse(payload).tieneSuscricpion;
      },
      subscriptions: async ({ customer }: CustomerSource, _: unknown, context: GatewayContext) => {
        const payload = await context.services.rest.call(
          ACCOUNT_OPERATIONS.subscriptions,
          {},
          context.restAs(customer),
        );
        return SubscriptionsAnswer.parse(payload).suscripciones.map((subscription) => ({
          id: String(subscription.idSuscription),
          status: subscription.estado,
          shipping: subscription.envio ?? null,
          billing: subscription.facturacion ?? null,
          products: subscription.productos,
        }));
      },
    },
    SubscriptionProduct: {
      name: (product: SubscriptionProductSource) => product.nombre,
      quantity: (product: SubscriptionProductSource) => product.cantidad,
      frequencyDays: (product: SubscriptionProductSource) => product.frecuenciaDias ?? null,
      price: (product: SubscriptionProductSource) => product.precio ?? null,
      product: (product: SubscriptionProductSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        product.slug ? productBySlug(commerce, product.slug, context, info) : null,
    },
    Mutation: {
      registerCustomer: async (_: unknown, args: { input: unknown }, context: GatewayContext) => {
        const input = parseInput(RegisterInput, args.input, 'input');
        const options = context.restAs();
        const { rest } = context.services;
        // validar/usuario first (requirements: "Registration"): a taken document or e-mail is refused before anything is created.
        await rest.call(
          ACCOUNT_OPERATIONS.validateUser,
          { tipoDocumento: input.documentType, numeroDocumento: input.documentNumber, usuarioLogin: input.email },
          options,
        );
        await rest.call(
          ACCOUNT_OPERATIONS.createUser,
          {
            usuario: input.email,
            email: input.email,
            nombres: input.firstName,
            apellidoPaterno: input.paternalLastName,
            ...(input.maternalLastName ? { apellidoMaterno: input.maternalLastName } : {}),
            telefono: toNationalPhone(input.phone),
            fecNacimiento: input.birthDate,
            tipoDocumento: input.documentType,
            numeroDocumento: input.documentNumber,
            passwordAutogenerado: false,
            password: input.password,
            // The verification e-mail's `pwd` (requirements: "Auto-login"): sealed here, sent only to the service that
            // writes the e-mail, opened only by verifyEmail. It never reaches the browser that registered.
            passwordSellado: sealer.seal(input.email, input.password),
          },
          options,
        );
        return { email: input.email };
      },
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
        const checked = await verificationStatus(context, email, code);
        const { singleUse } = context.services;
        // The service answers VERIFICADO for a code used before: the code's single use is ours to keep. A used
        // code is INVALID (any failure is), on every worker and replica.
        const reused =
          checked === 'VALID' && !(await singleUse.claim(verificationClaimKey(email, code), Date.now() + CODE_USED_MS));
        // An audit line (no e-mail, no code): a link used twice is worth knowing about.
        if (reused)
          context.services.log({ level: 'info', msg: 'used verification code refused', requestId: context.requestId });
        const status = reused ? 'INVALID' : checked;
        if (status !== 'VALID' || !autoLoginToken) return { status, session: null };
        const opened = sealer.open(autoLoginToken, email);
        if (!opened || !(await singleUse.claim(`auto-login:${opened.id}`, opened.expiresAt)))
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

/**
 * How long a used verification code stays refused. The service keeps answering VERIFICADO for it; past this the
 * gateway would say VALID again, but never open a session: the auto-login token (24 h) has expired by then.
 */
export const CODE_USED_MS = 30 * 24 * 60 * 60 * 1000;

/** The claim of one e-mail's code, hashed so that no code sits readable in Redis or the primary's memory. */
export function verificationClaimKey(email: string, code: string): string {
  return `verification:${createHash('sha256').update(`${email}\n${code.toUpperCase()}`).digest('base64url')}`;
}

/** Valid, expired or invalid; any failure counts as invalid (requirements: "Verification link"). The bypass code is configuration. */
async function verificationStatus(
  context: GatewayContext,
  email: string,
  code: string,
): Promise<'VALID' | 'EXPIRED' | 'INVALID'> {
  const bypass = context.services.config.verificationBypassCode;
  if (bypass && code === bypass) return 'VALID';
  try {
    const outcome = await context.services.rest.callForOutcome(
      ACCOUNT_OPERATIONS.verifyCode,
      { email, codigo: code },
      context.restAs(),
    );
    if (!outcome.success) return 'INVALID';
    const answer = VerificationAnswer.safeParse(outcome.payload);
    if (!answer.success) return 'INVALID';
    return answer.data.estadoVerificacion === 'VERIFICADO' ? 'VALID' : 'EXPIRED';
  } catch (error) {
    context.services.log({
      level: 'warn',
      msg: 'e-mail verification failed',
      requestId: context.requestId,
      error: String(error),
    });
    return 'INVALID';
  }
}
