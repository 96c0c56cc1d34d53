/**
 * Sign-up through the sales base (POST /seguridad/api/v1/crear/usuario/cognito): creates the persona, records a
 * pending registration for the identity provider to consume (the real service creates the Cognito user), and issues
 * the e-mail verification code of the link.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { hashPassword, passwordPolicyViolation } from '../identity/passwords';
import { insertUser } from '../identity/users-repository';
import { sendEmail } from '../outbox/outbox';
import type { RestContext, RestHandler, RestOutcome } from '../rest/handler';
import type { Queryable } from '../store/db';
import {
  CalendarDateSchema,
  DocumentTypeSchema,
  documentProblem,
  EmailSchema,
  normalizeDocument,
  optional,
  PhoneSchema,
  parsePayload,
  refuse,
} from './common';
import { registrationConflicts } from './personas';
import { issueVerificationCode } from './verification';

export const MINIMUM_AGE_YEARS = 18;

export const CrearUsuarioPayload = z
  .object({
    usuario: z.string().trim().min(1).max(254),
    email: EmailSchema,
    nombres: z.string().trim().min(1).max(100),
    apellidoPaterno: z.string().trim().min(1).max(100),
    apellidoMaterno: optional(z.string().trim().max(100)),
    telefono: PhoneSchema,
    fecNacimiento: CalendarDateSchema,
    tipoDocumento: DocumentTypeSchema,
    numeroDocumento: z.string().trim().min(1).max(20),
    passwordAutogenerado: z.boolean(),
    password: optional(z.string().min(1).max(256)),
    /**
     * The password sealed by the caller for the verification link's `pwd` (only the caller can open it): the e-mail's
     * link carries it, so that following the link signs the new customer in.
     */
    passwordSellado: optional(z.string().regex(/^[A-Za-z0-9_-]{1,4096}$/)),
  })
  .superRefine((value, ctx) => {
    if (!value.passwordAutogenerado && value.password === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'es obligatorio cuando passwordAutogenerado es false',
      });
    }
  });

const PASSWORD_PROBLEMS: Record<string, string> = {
  'Password not long enough': 'La contraseña debe tener al menos 8 caracteres.',
  'Password must have uppercase characters': 'La contraseña debe tener al menos una letra mayúscula.',
  'Password must have lowercase characters': 'La contraseña debe tener al menos una letra minúscula.',
  'Password must have numeric characters': 'La contraseña debe tener al menos un número.',
};

/** Whole years between a birth date (AAAA-MM-DD) and `now`, in America/Lima's calendar. */
export function ageOn(birthdate: string, now: Date): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The verification e-mail's link: the storefront's home with `code`, `email` and, when the caller sealed one, `pwd`
 * (requirements: "Verification link").
 */
export function verificationLink(
  storefrontUrl: string,
  email: string,
  code: string,
  sealed: string | undefined,
): string {
  const link = new URL('/', storefrontUrl);
  link.searchParams.set('code', code);
  link.searchParams.set('email', email);
  if (sealed) link.searchParams.set('pwd', sealed);
  return link.toString();
}

/** The handler, for a storefront whose address the verification e-mail's link names. */
export const crearUsuarioCognito =
  (options: { storefrontUrl: string }): RestHandler =>
  (payload, context) =>
    crearUsuario(payload, context, options);

async function crearUsuario(
  payload: unknown,
  { db, clock }: RestContext,
  { storefrontUrl }: { storefrontUrl: string },
): Promise<RestOutcome> {
  const parsed = parsePayload(CrearUsuarioPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const input = parsed.data;
  const now = clock();

  const problem = documentProblem(input.tipoDocumento, input.numeroDocumento);
  if (problem) return refuse('DOCUMENTO_INVALIDO', problem);
  const age = ageOn(input.fecNacimiento, now);
  if (age < 0 || age > 120) {
    return refuse('FECHA_NACIMIENTO_INVALIDA', 'La fecha de nacimiento no es válida.');
  }
  if (age < MINIMUM_AGE_YEARS) {
    return refuse('EDAD_MINIMA', `Debes ser mayor de ${MINIMUM_AGE_YEARS} años para crear una cuenta.`);
  }
  let password: string;
  let temporaryPassword: string | null = null;
  if (input.passwordAutogenerado) {
    temporaryPassword = generateTemporaryPassword();
    password = temporaryPassword;
  } else {
    password = input.password ?? '';
    const violation = passwordPolicyViolation(password);
    if (violation) {
      return refuse('CONTRASENA_INVALIDA', PASSWORD_PROBLEMS[violation] ?? 'La contraseña no cumple la política.');
    }
  }

  const conflicts = await registrationConflicts(db, input.tipoDocumento, input.numeroDocumento, input.email);
  const usernameTaken =
    input.usuario.toLowerCase() !== input.email &&
    (await registrationConflicts(db, input.tipoDocumento, input.numeroDocumento, input.usuario)).usuarioRegistrado;
  if (conflicts.documentoRegistrado || conflicts.usuarioRegistrado || usernameTaken) {
    return refuse('USUARIO_EXISTE', 'Ya existe una cuenta con este documento o correo electrónico. Inicia sesión.', {
      payload: conflicts,
    });
  }

  const passwordHash = await hashPassword(password);
  const documentNumber = normalizeDocument(input.numeroDocumento);
  const maternal = input.apellidoMaterno ?? '';
  const attributes: Record<string, string> = {
    given_name: input.nombres,
    family_name: [input.apellidoPaterno, maternal].filter(Boolean).join(' '),
    phone_number: `+51${input.telefono}`,
    birthdate: input.fecNacimiento,
    'custom:documentType': String(input.tipoDocumento),
    'custom:documentNumber': documentNumber,
  };
  try {
    const created = await db.transaction(async (tx) => {
      const [persona] = await tx.query<{ id: number }>(
        `INSERT INTO persona (document_type, document_number, given_names, paternal_surname, maternal_surname,
                              birthdate, email, phone, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          input.tipoDocumento,
          documentNumber,
          input.nombres,
          input.apellidoPaterno,
          maternal,
          input.fecNacimiento,
          input.email,
          input.telefono,
          now,
        ],
      );
      if (!persona) throw new Error('persona insert returned no row');
      await tx.query(
        `INSERT INTO registration (id, persona_id, username, email, password_hash, password_autogenerated,
                                   temporary_password, attributes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          randomUUID(),
          persona.id,
          input.usuario,
          input.email,
          passwordHash,
          input.passwordAutogenerado,
          temporaryPassword,
          JSON.stringify(attributes),
          now,
        ],
      );
      // The real service creates the Cognito user (admin-created, so confirmed); the sandbox shares the pool's store.
      // The e-mail counts as verified once the verification code is used (verification.ts).
      const user = await insertUser(
        tx,
        {
          email: input.email,
          passwordHash,
          status: input.passwordAutogenerado ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
          emailVerified: false,
          attributes,
        },
        now,
      );
      if (!user) throw Object.assign(new Error('e-mail already in the user pool'), { code: '23505' });
      // The pharmacy links the person to the account it created, by the account's immutable subject.
      await tx.query('UPDATE persona SET identity_sub = $2 WHERE id = $1', [persona.id, user.sub]);
      const code = await issueVerificationCode(tx, input.email, now);
      const link = verificationLink(storefrontUrl, input.email, code, input.passwordSellado);
      await sendEmail(
        tx,
        {
          to: input.email,
          kind: 'VERIFICACION_CORREO',
          subject: 'Verifica tu correo en Cuida',
          body: `Hola, ${input.nombres}: abre este enlace para verificar tu correo e ingresar a tu cuenta (vence en 24 horas): ${link}`,
          link,
        },
        now,
      );
      return persona;
    });
    return {
      ok: true,
      code: 'USUARIO_CREADO',
      message: 'Cuenta creada. Te enviamos un correo para verificar tu dirección de e-mail.',
      payload: {
        idPersona: created.id,
        usuario: input.usuario,
        email: input.email,
        estado: 'PENDIENTE_VERIFICACION',
        passwordAutogenerado: input.passwordAutogenerado,
      },
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      return refuse('USUARIO_EXISTE', 'Ya existe una cuenta con este documento o correo electrónico. Inicia sesión.');
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** 12 characters meeting the pool's policy (upper, lower, digits), from an alphabet without look-alikes. */
export function generateTemporaryPassword(): string {
  const pick = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)] ?? '');
  const chars = [
    ...pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 4),
    ...pick('abcdefghijkmnpqrstuvwxyz', 5),
    ...pick('23456789', 3),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

// ---------------------------------------------------------------------------------------------------------------
// For the identity provider: the pending sign-ups to turn into pool users.

export interface PendingRegistration {
  id: string;
  personaId: number;
  username: string;
  email: string;
  /** scrypt$N$r$p$salt$hash, the identity provider's own format (identity/passwords.ts). */
  passwordHash: string;
  /** When true the user must change the password at first sign-in (FORCE_CHANGE_PASSWORD). */
  passwordAutogenerated: boolean;
  /** The autogenerated password, readable because the sandbox sends no e-mail; null otherwise. */
  temporaryPassword: string | null;
  /** Cognito attributes: given_name, family_name, phone_number, birthdate, custom:documentType/Number. */
  attributes: Record<string, string>;
  /** True once the e-mail verification code was used (the user can be CONFIRMED). */
  emailVerified: boolean;
  createdAt: Date;
}

interface RegistrationRow {
  id: string;
  persona_id: number;
  username: string;
  email: string;
  password_hash: string;
  password_autogenerated: boolean;
  temporary_password: string | null;
  attributes: Record<string, string> | string;
  email_verified: boolean;
  created_at: Date | string;
}

export async function listPendingRegistrations(db: Queryable): Promise<PendingRegistration[]> {
  const rows = await db.query<RegistrationRow>(
    `SELECT id, persona_id, username, email, password_hash, password_autogenerated, temporary_password, attributes,
            email_verified, created_at
     FROM registration WHERE status = 'PENDIENTE' ORDER BY created_at, email`,
  );
  return rows.map((row) => ({
    id: row.id,
    personaId: row.persona_id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    passwordAutogenerated: row.password_autogenerated,
    temporaryPassword: row.temporary_password,
    attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
    emailVerified: row.email_verified,
    createdAt: new Date(row.created_at),
  }));
}

/** Marks a pending registration as consumed; false when it was not pending. */
export async function markRegistrationConsumed(db: Queryable, id: string, at: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE registration SET status = 'CONSUMIDA', consumed_at = $2 WHERE id = $1 AND status = 'PENDIENTE' RETURNING id`,
    [id, at],
  );
  return rows.length > 0;
}
