import { createHash } from 'node:crypto';
import { toNationalPhone, validatePhone } from '@cuida/domain';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { cleanText, PERSON_NAME, PERSON_NAME_MESSAGE, withIdentityDocument } from '../../errors/validation';
import type { AutoLoginSealer } from './auto-login';
import { ACCOUNT_OPERATIONS, VerificationAnswer } from './rest-contract';

/** A name as the sales service stores it: at most 100 characters, letters and the marks names use (or empty). */
const personName = () =>
  cleanText()
    .trim()
    .max(100)
    .refine((name) => name === '' || PERSON_NAME.test(name), PERSON_NAME_MESSAGE);

export const RegisterInput = withIdentityDocument(
  z.object({
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
  }),
).superRefine((input, ctx) => {
  const phone = validatePhone(input.phone);
  if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
});

/** What opening an account takes (registerCustomer's input, checked). */
export type OpenAccountInput = z.infer<typeof RegisterInput>;

/** Checks what a registration gives (document, phone, names): RegisterInput's rules, for accountRegister too. */
export function checkRegistration(input: unknown) {
  return RegisterInput.safeParse(input);
}

/**
 * Opens an account (requirements: "Registration"): validar usuario first, so that a taken document or e-mail is
 * refused before anything is created, then crear usuario. Used by registerCustomer and Saleor's accountRegister.
 */
export async function openAccount(context: GatewayContext, sealer: AutoLoginSealer, input: OpenAccountInput) {
  const options = context.restAs();
  const { rest } = context.services;
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
}

/**
 * Checks an e-mail verification code, once (verifyEmail and Saleor's confirmAccount): the service answers VERIFICADO
 * for a code used before, so the code's single use is ours to keep; a used code is INVALID, on every worker and
 * replica.
 */
export async function checkEmailCode(
  context: GatewayContext,
  email: string,
  code: string,
): Promise<'VALID' | 'EXPIRED' | 'INVALID'> {
  const checked = await verificationStatus(context, email, code);
  const reused =
    checked === 'VALID' &&
    !(await context.services.singleUse.claim(verificationClaimKey(email, code), Date.now() + CODE_USED_MS));
  // An audit line (no e-mail, no code): a link used twice is worth knowing about.
  if (reused)
    context.services.log({ level: 'info', msg: 'used verification code refused', requestId: context.requestId });
  return reused ? 'INVALID' : checked;
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
