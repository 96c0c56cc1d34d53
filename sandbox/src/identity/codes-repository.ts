import type { Queryable } from '../store/db';

export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'SIGN_IN';

export interface StoredCode {
  sub: string;
  purpose: CodePurpose;
  code: string;
  failedAttempts: number;
  createdAt: Date;
  expiresAt: Date;
}

interface CodeRow {
  sub: string;
  purpose: CodePurpose;
  code: string;
  failed_attempts: number;
  created_at: Date;
  expires_at: Date;
}

const COLUMNS = 'c.sub, c.purpose, c.code, c.failed_attempts, c.created_at, c.expires_at';

function toStored(row: CodeRow): StoredCode {
  return {
    sub: row.sub,
    purpose: row.purpose,
    code: row.code,
    failedAttempts: row.failed_attempts,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Stores a code, replacing any earlier one for the same user and purpose (and its failed attempts). */
export async function putCode(db: Queryable, code: Omit<StoredCode, 'failedAttempts'>): Promise<void> {
  await db.query(
    `INSERT INTO identity_code (sub, purpose, code, failed_attempts, created_at, expires_at)
     VALUES ($1, $2, $3, 0, $4, $5)
     ON CONFLICT (sub, purpose) DO UPDATE
       SET code = EXCLUDED.code, failed_attempts = 0, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [code.sub, code.purpose, code.code, code.createdAt, code.expiresAt],
  );
}

export async function findCode(db: Queryable, sub: string, purpose: CodePurpose): Promise<StoredCode | null> {
  const [row] = await db.query<CodeRow>(`SELECT ${COLUMNS} FROM identity_code c WHERE c.sub = $1 AND c.purpose = $2`, [
    sub,
    purpose,
  ]);
  return row ? toStored(row) : null;
}

export async function recordFailedAttempt(db: Queryable, sub: string, purpose: CodePurpose): Promise<void> {
  await db.query('UPDATE identity_code SET failed_attempts = failed_attempts + 1 WHERE sub = $1 AND purpose = $2', [
    sub,
    purpose,
  ]);
}

export async function deleteCode(db: Queryable, sub: string, purpose: CodePurpose): Promise<void> {
  await db.query('DELETE FROM identity_code WHERE sub = $1 AND purpose = $2', [sub, purpose]);
}

/** The pending codes of the user with this e-mail, newest first (for the loopback-only admin endpoint). */
export async function listCodesForEmail(db: Queryable, email: string): Promise<StoredCode[]> {
  const rows = await db.query<CodeRow>(
    `SELECT ${COLUMNS} FROM identity_code c JOIN identity_user u ON u.sub = c.sub
     WHERE u.email = $1 ORDER BY c.created_at DESC, c.purpose`,
    [email.toLowerCase()],
  );
  return rows.map(toStored);
}
