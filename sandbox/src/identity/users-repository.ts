import { randomUUID } from 'node:crypto';
import type { Queryable } from '../store/db';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export interface UserRecord {
  sub: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  status: UserStatus;
  enabled: boolean;
  /** Standard and custom attributes other than sub, email and email_verified. */
  attributes: Record<string, string>;
  groups: string[];
  /** The preferred second factor (asked for after the password), or null; every enabled one: mfa-repository.ts. */
  mfa: 'EMAIL_OTP' | 'SOFTWARE_TOKEN_MFA' | null;
  tokensValidAfter: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  sub?: string | undefined;
  email: string;
  /** From `hashPassword`: the repository never sees a password. */
  passwordHash: string;
  status: UserStatus;
  emailVerified?: boolean | undefined;
  enabled?: boolean | undefined;
  attributes?: Record<string, string> | undefined;
  groups?: readonly string[] | undefined;
  mfa?: 'EMAIL_OTP' | null | undefined;
}

interface UserRow {
  sub: string;
  email: string;
  email_verified: boolean;
  password_hash: string;
  status: UserStatus;
  enabled: boolean;
  attributes: Record<string, string>;
  groups: string[];
  mfa: 'EMAIL_OTP' | 'SOFTWARE_TOKEN_MFA' | null;
  tokens_valid_after: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'sub, email, email_verified, password_hash, status, enabled, attributes, groups, mfa, tokens_valid_after, created_at, updated_at';

function toRecord(row: UserRow): UserRecord {
  return {
    sub: row.sub,
    email: row.email,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    status: row.status,
    enabled: row.enabled,
    attributes: row.attributes,
    groups: row.groups,
    mfa: row.mfa ?? null,
    tokensValidAfter: row.tokens_valid_after,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function one(db: Queryable, sql: string, params: unknown[]): Promise<UserRecord | null> {
  const [row] = await db.query<UserRow>(sql, params);
  return row ? toRecord(row) : null;
}

/** Inserts a user; null when the e-mail is already taken. */
export function insertUser(db: Queryable, user: NewUser, now: Date): Promise<UserRecord | null> {
  return one(
    db,
    `INSERT INTO identity_user (sub, email, email_verified, password_hash, status, enabled, attributes, groups, mfa, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $10, $9, $9)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      user.sub ?? randomUUID(),
      user.email.toLowerCase(),
      user.emailVerified ?? false,
      user.passwordHash,
      user.status,
      user.enabled ?? true,
      JSON.stringify(user.attributes ?? {}),
      [...(user.groups ?? [])],
      now,
      user.mfa ?? null,
    ],
  );
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  return one(db, `SELECT ${COLUMNS} FROM identity_user WHERE email = $1`, [email.toLowerCase()]);
}

export function findUserBySub(db: Queryable, sub: string): Promise<UserRecord | null> {
  if (!UUID.test(sub)) return Promise.resolve(null);
  return one(db, `SELECT ${COLUMNS} FROM identity_user WHERE sub = $1`, [sub]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cognito accepts the e-mail alias or the username proper (here the sub) wherever a Username is asked for. */
export function findUserByUsername(db: Queryable, username: string): Promise<UserRecord | null> {
  return UUID.test(username) ? findUserBySub(db, username) : findUserByEmail(db, username);
}

export async function updatePassword(
  db: Queryable,
  sub: string,
  passwordHash: string,
  status: UserStatus,
  now: Date,
): Promise<void> {
  await db.query('UPDATE identity_user SET password_hash = $2, status = $3, updated_at = $4 WHERE sub = $1', [
    sub,
    passwordHash,
    status,
    now,
  ]);
}

/** ConfirmSignUp: the account is confirmed and, since the code went to the e-mail, the e-mail is verified. */
export async function confirmUser(db: Queryable, sub: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE identity_user SET status = 'CONFIRMED', email_verified = true, updated_at = $2 WHERE sub = $1`,
    [sub, now],
  );
}

export async function updateAttributes(
  db: Queryable,
  sub: string,
  attributes: Record<string, string>,
  now: Date,
): Promise<void> {
  await db.query('UPDATE identity_user SET attributes = $2::jsonb, updated_at = $3 WHERE sub = $1', [
    sub,
    JSON.stringify(attributes),
    now,
  ]);
}

/** Changes the e-mail (the sign-in name); false when another user holds it. */
export async function updateEmail(
  db: Queryable,
  sub: string,
  email: string,
  emailVerified: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE identity_user SET email = $2, email_verified = $3, updated_at = $4
     WHERE sub = $1 AND NOT EXISTS (SELECT 1 FROM identity_user other WHERE other.email = $2 AND other.sub <> $1)
     RETURNING sub`,
    [sub, email.toLowerCase(), emailVerified, now],
  );
  return rows.length === 1;
}

export async function setEmailVerified(db: Queryable, sub: string, verified: boolean, now: Date): Promise<void> {
  await db.query('UPDATE identity_user SET email_verified = $2, updated_at = $3 WHERE sub = $1', [sub, verified, now]);
}

export async function setUserEnabled(db: Queryable, sub: string, enabled: boolean, now: Date): Promise<void> {
  await db.query('UPDATE identity_user SET enabled = $2, updated_at = $3 WHERE sub = $1', [sub, enabled, now]);
}

export async function setUserStatus(db: Queryable, sub: string, status: UserStatus, now: Date): Promise<void> {
  await db.query('UPDATE identity_user SET status = $2, updated_at = $3 WHERE sub = $1', [sub, status, now]);
}

export async function setTokensValidAfter(db: Queryable, sub: string, at: Date): Promise<void> {
  await db.query('UPDATE identity_user SET tokens_valid_after = $2, updated_at = $2 WHERE sub = $1', [sub, at]);
}

/** Deletes the user with their codes and refresh tokens (foreign keys cascade). */
export async function deleteUser(db: Queryable, sub: string): Promise<void> {
  await db.query('DELETE FROM identity_user WHERE sub = $1', [sub]);
}
