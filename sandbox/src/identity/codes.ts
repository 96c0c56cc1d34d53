import { randomInt, timingSafeEqual } from 'node:crypto';
import { type EmailKind, sendEmail } from '../outbox/outbox';
import { type CodePurpose, deleteCode, findCode, putCode, recordFailedAttempt } from './codes-repository';
import type { IdentityContext } from './context';
import { codeMismatch, expiredCode, limitExceeded } from './errors';
import type { UserRecord } from './users-repository';

/** Confirmation, password-reset and attribute-verification codes: 6 digits, valid 24 hours, 5 wrong tries. */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

/** The e-mail each purpose's code goes out in (kept in the sandbox's outbox). */
const CODE_EMAILS: Record<CodePurpose, { kind: EmailKind; subject: string; body: (code: string) => string }> = {
  SIGN_UP: {
    kind: 'CODIGO_CONFIRMACION',
    subject: 'Tu código para confirmar tu cuenta',
    body: (code) => `Tu código de confirmación es ${code}. Vence en 24 horas.`,
  },
  VERIFY_EMAIL: {
    kind: 'CODIGO_CONFIRMACION',
    subject: 'Tu código para verificar tu correo',
    body: (code) => `Tu código de verificación es ${code}. Vence en 24 horas.`,
  },
  FORGOT_PASSWORD: {
    kind: 'CODIGO_CONTRASENA',
    subject: 'Tu código para cambiar tu contraseña',
    body: (code) => `Tu código para cambiar tu contraseña es ${code}. Si no lo pediste, ignora este correo.`,
  },
  SIGN_IN: {
    kind: 'CODIGO_INGRESO',
    subject: 'Tu código para ingresar',
    body: (code) => `Tu código para ingresar a Cuida es ${code}.`,
  },
};

/**
 * Creates (or replaces) the user's code for `purpose`. There is no e-mail in the sandbox: the code goes to the log,
 * to the loopback-only `GET /__admin/codes` and, as the e-mail it would be, to the outbox.
 */
export async function issueCode(ctx: IdentityContext, user: UserRecord, purpose: CodePurpose): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const createdAt = ctx.clock();
  const expiresAt = new Date(createdAt.getTime() + CODE_LIFETIME_MS);
  await putCode(ctx.db, { sub: user.sub, purpose, code, createdAt, expiresAt });
  const email = CODE_EMAILS[purpose];
  await sendEmail(
    ctx.db,
    { to: user.email, kind: email.kind, subject: email.subject, body: email.body(code) },
    createdAt,
  );
  ctx.log(`[identity] ${purpose} code for ${user.email}: ${code} (valid until ${expiresAt.toISOString()})`);
}

/** Checks and uses up a code: CodeMismatchException, ExpiredCodeException or LimitExceededException otherwise. */
export async function consumeCode(
  ctx: IdentityContext,
  user: UserRecord,
  purpose: CodePurpose,
  given: string,
): Promise<void> {
  // Not inside a transaction: a wrong code must count even though the operation then fails.
  const { db } = ctx;
  const stored = await findCode(db, user.sub, purpose);
  if (!stored) throw codeMismatch();
  if (stored.failedAttempts >= MAX_FAILED_ATTEMPTS) throw limitExceeded();
  if (!sameCode(stored.code, given)) {
    await recordFailedAttempt(db, user.sub, purpose);
    throw codeMismatch();
  }
  if (stored.expiresAt.getTime() <= ctx.clock().getTime()) throw expiredCode();
  await deleteCode(db, user.sub, purpose);
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
