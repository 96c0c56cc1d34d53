import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../../context';
import { ErrorCode } from '../../../errors/codes';
import { cleanText } from '../../../errors/validation';
import type { AutoLoginSealer } from '../auto-login';
import { checkEmailCode, checkRegistration, openAccount } from '../registration';
import { accountError, answer } from './account-errors';
import { takeAttempt } from './attempts';
import { type AccountUser, accountUser } from './user';

/**
 * The metadata keys through which Saleor's `accountRegister` gives what a pharmacy account needs and
 * `AccountRegisterInput` lacks (docs/partners.md). Values are strings, as Saleor's metadata is.
 */
export const REGISTRATION_METADATA = {
  documentType: 'cuida.documentType',
  documentNumber: 'cuida.documentNumber',
  phone: 'cuida.phone',
  birthDate: 'cuida.birthDate',
  maternalLastName: 'cuida.maternalLastName',
} as const;

const REQUIRED_KEYS = [
  REGISTRATION_METADATA.documentType,
  REGISTRATION_METADATA.documentNumber,
  REGISTRATION_METADATA.phone,
  REGISTRATION_METADATA.birthDate,
];

const MetadataItems = z
  .array(z.object({ key: cleanText().min(1).max(256), value: cleanText().max(256) }))
  .max(20)
  .nullish();

const AccountRegisterArgs = z.object({
  input: z.object({
    email: z.string().max(254),
    password: z.string().max(256),
    firstName: z.string().max(256).nullish(),
    lastName: z.string().max(256).nullish(),
    languageCode: z.string().max(16).nullish(),
    redirectUrl: z.url().max(2048).nullish(),
    channel: z.string().max(255).nullish(),
    metadata: MetadataItems,
  }),
});

/** RegisterInput's field → the Saleor argument a client set it through (for the AccountError's `field`). */
const FIELD_OF: Record<string, string> = {
  email: 'email',
  password: 'password',
  firstName: 'firstName',
  paternalLastName: 'lastName',
  maternalLastName: REGISTRATION_METADATA.maternalLastName,
  phone: REGISTRATION_METADATA.phone,
  birthDate: REGISTRATION_METADATA.birthDate,
  documentType: REGISTRATION_METADATA.documentType,
  documentNumber: REGISTRATION_METADATA.documentNumber,
};

/** An upstream refusal of the registration (e-mail or document taken, …) as an AccountError, in its own words. */
function registrationRefusal(error: unknown) {
  if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_REJECTED) {
    return accountError('INVALID', error.message, 'email');
  }
  return error;
}

/** Saleor's `accountRegister`, `confirmAccount` and `accountUpdate` over the pharmacy's registration. */
export function accountMutations(sealer: AutoLoginSealer) {
  return {
    accountRegister: (_: unknown, args: unknown, context: GatewayContext) =>
      answer({ requiresConfirmation: null, user: null }, async () => {
        const parsed = AccountRegisterArgs.safeParse(args);
        if (!parsed.success) {
          const field = parsed.error.issues[0]?.path.slice(1).map(String).join('.') || null;
          throw accountError('INVALID', `Dato no válido${field ? ` en ${field}` : ''}.`, field);
        }
        const { input } = parsed.data;
        const metadata = new Map((input.metadata ?? []).map((item) => [item.key, item.value.trim()]));
        const missing = REQUIRED_KEYS.filter((key) => !metadata.get(key));
        if (missing.length > 0) {
          throw accountError(
            'REQUIRED',
            `Una cuenta de farmacia necesita documento, teléfono y fecha de nacimiento: envíalos en metadata (${missing.join(', ')}) o regístrate con registerCustomer.`,
            'metadata',
          );
        }
        const registration = checkRegistration({
          email: input.email,
          password: input.password,
          firstName: input.firstName ?? '',
          paternalLastName: input.lastName ?? '',
          maternalLastName: metadata.get(REGISTRATION_METADATA.maternalLastName) || null,
          phone: metadata.get(REGISTRATION_METADATA.phone),
          birthDate: metadata.get(REGISTRATION_METADATA.birthDate),
          documentType: Number(metadata.get(REGISTRATION_METADATA.documentType)),
          documentNumber: metadata.get(REGISTRATION_METADATA.documentNumber),
        });
        if (!registration.success) {
          const issue = registration.error.issues[0];
          const key = String(issue?.path[0] ?? '');
          throw accountError(
            key === 'firstName' || key === 'paternalLastName' ? 'REQUIRED' : 'INVALID',
            issue?.message && !/^Invalid|^Too/.test(issue.message)
              ? issue.message
              : `Dato no válido en ${FIELD_OF[key] ?? key}.`,
            FIELD_OF[key] ?? key,
          );
        }
        await takeAttempt(context, 'e-mail', registration.data.email);
        try {
          await openAccount(context, sealer, registration.data);
        } catch (error) {
          throw registrationRefusal(error);
        }
        // The account is confirmed with the code the e-mail carries (confirmAccount): no user until then.
        return { requiresConfirmation: true, user: null as AccountUser | null };
      }),

    confirmAccount: (_: unknown, args: unknown, context: GatewayContext) =>
      answer({ user: null }, async () => {
        const parsed = z
          .object({
            email: z
              .string()
              .max(254)
              .transform((email) => email.trim().toLowerCase())
              .pipe(z.email()),
            token: cleanText().trim().min(1).max(64),
          })
          .safeParse(args);
        if (!parsed.success) throw accountError('INVALID', 'El código no es válido.', 'token');
        await takeAttempt(context, 'code', parsed.data.email);
        const status = await checkEmailCode(context, parsed.data.email, parsed.data.token);
        if (status === 'EXPIRED') throw accountError('INVALID', 'El código ha vencido: pide uno nuevo.', 'token');
        if (status !== 'VALID') throw accountError('INVALID', 'El código no es válido.', 'token');
        // Confirmed; the customer signs in next (tokenCreate), which is when the gateway knows them.
        return { user: null as AccountUser | null };
      }),

    accountUpdate: (_: unknown, args: Record<string, unknown>, context: GatewayContext) =>
      answer({ user: null }, async () => {
        if (args.customerId !== undefined && args.customerId !== null) {
          throw accountError('OUT_OF_SCOPE_USER', 'Solo puedes cambiar tu propia cuenta.', 'customerId');
        }
        if (context.viewer.kind === 'anonymous') {
          throw accountError('JWT_MISSING_TOKEN', 'Ingresa a tu cuenta para continuar.', null);
        }
        const customer = await context.requireCustomer();
        const input = (args.input ?? {}) as Record<string, unknown>;
        const given = Object.keys(input).filter((key) => input[key] !== undefined && input[key] !== null);
        if (given.length > 0) {
          // The pharmacy's record is the authority for names and documents and is corrected by customer service.
          throw accountError(
            'INVALID',
            'Los datos de tu cuenta se corrigen a través de atención al cliente.',
            `input.${given[0]}`,
          );
        }
        return { user: accountUser(customer) };
      }),
  };
}
