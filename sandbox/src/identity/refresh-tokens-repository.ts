import type { Queryable } from '../store/db';

export interface RefreshTokenRecord {
  tokenHash: string;
  originJti: string;
  sub: string;
  clientId: string;
  authTime: Date;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface RefreshTokenRow {
  token_hash: string;
  origin_jti: string;
  sub: string;
  client_id: string;
  auth_time: Date;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'token_hash, origin_jti, sub, client_id, auth_time, created_at, expires_at, revoked_at';

function toRecord(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    tokenHash: row.token_hash,
    originJti: row.origin_jti,
    sub: row.sub,
    clientId: row.client_id,
    authTime: row.auth_time,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function insertRefreshToken(db: Queryable, token: Omit<RefreshTokenRecord, 'revokedAt'>): Promise<void> {
  await db.query(
    `INSERT INTO identity_refresh_token (token_hash, origin_jti, sub, client_id, auth_time, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [token.tokenHash, token.originJti, token.sub, token.clientId, token.authTime, token.createdAt, token.expiresAt],
  );
}

export async function findRefreshTokenByHash(db: Queryable, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const [row] = await db.query<RefreshTokenRow>(`SELECT ${COLUMNS} FROM identity_refresh_token WHERE token_hash = $1`, [
    tokenHash,
  ]);
  return row ? toRecord(row) : null;
}

export async function findRefreshTokenByOrigin(db: Queryable, originJti: string): Promise<RefreshTokenRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(originJti)) return null;
  const [row] = await db.query<RefreshTokenRow>(`SELECT ${COLUMNS} FROM identity_refresh_token WHERE origin_jti = $1`, [
    originJti,
  ]);
  return row ? toRecord(row) : null;
}

export async function revokeRefreshToken(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('UPDATE identity_refresh_token SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    at,
  ]);
}

export async function revokeUserRefreshTokens(db: Queryable, sub: string, at: Date): Promise<void> {
  await db.query('UPDATE identity_refresh_token SET revoked_at = $2 WHERE sub = $1 AND revoked_at IS NULL', [sub, at]);
}
