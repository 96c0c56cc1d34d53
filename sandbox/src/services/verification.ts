/**
 * E-mail verification codes (sales-2 base, POST /personas-v2/api/v1/usuario/verificacion/codigo): the `code` of
 * the verification link, issued at sign-up and valid 24 hours.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { RestHandler } from '../rest/handler';
import type { Queryable } from '../store/db';
import { EmailSchema, parsePayload, refuse } from './common';

export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateVerificationCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Issues a new code for the e-mail (earlier codes stay valid until they expire). */
export async function issueVerificationCode(db: Queryable, email: string, now: Date): Promise<string> {
  const code = generateVerificationCode();
  await db.query(
    `INSERT INTO verification_code (email, code, issued_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email, code) DO UPDATE SET issued_at = EXCLUDED.issued_at, expires_at = EXCLUDED.expires_at,
       verified_at = NULL`,
    [email.toLowerCase(), code, now, new Date(now.getTime() + VERIFICATION_CODE_TTL_MS)],
  );
  return code;
}

export const VerificarCodigoPayload = z.object({
  email: EmailSchema,
  codigo: z.string().trim().min(1).max(64),
});

export const verificarCodigo: RestHandler = async (payload, { db, clock }) => {
  const parsed = parsePayload(VerificarCodigoPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { email, codigo } = parsed.data;
  const now = clock();
  const [row] = await db.query<{ expires_at: Date | string; verified_at: Date | string | null }>(
    'SELECT expires_at, verified_at FROM verification_code WHERE email = $1 AND code = $2',
    [email, codigo.toUpperCase()],
  );
  if (!row) {
    return refuse('CODIGO_INVALIDO', 'El código de verificación no es válido para este correo electrónico.');
  }
  if (row.verified_at === null && new Date(row.expires_at).getTime() <= now.getTime()) {
    return {
      ok: true,
      code: 'CODIGO_EXPIRADO',
      message: 'El enlace de verificación expiró. Solicita uno nuevo.',
      payload: { email, estadoVerificacion: 'EXPIRADO' },
    };
  }
  if (row.verified_at === null) {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE verification_code SET verified_at = $3 WHERE email = $1 AND code = $2', [
        email,
        codigo.toUpperCase(),
        now,
      ]);
      await tx.query('UPDATE registration SET email_verified = true WHERE email = $1', [email]);
      await tx.query('UPDATE identity_user SET email_verified = true, updated_at = $2 WHERE email = $1', [email, now]);
    });
  }
  return {
    ok: true,
    code: 'CODIGO_VERIFICADO',
    message: 'Tu correo electrónico fue verificado.',
    payload: { email, estadoVerificacion: 'VERIFICADO' },
  };
};
