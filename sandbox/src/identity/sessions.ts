import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IdentityContext } from './context';
import { notAuthorized, passwordResetRequired, userDisabled, userNotFound } from './errors';
import {
  findRefreshTokenByHash,
  findRefreshTokenByOrigin,
  insertRefreshToken,
  type RefreshTokenRecord,
  revokeRefreshToken,
  revokeUserRefreshTokens,
} from './refresh-tokens-repository';
import type { AccessTokenClaims } from './tokens';
import { findUserBySub, setTokensValidAfter, type UserRecord } from './users-repository';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Cognito's AuthenticationResultType (RefreshToken only on sign-in). */
export interface AuthenticationResult {
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  IdToken: string;
  RefreshToken?: string;
  /** The sign-in's device, which the client may remember with ConfirmDevice (device tracking is on). */
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

/** Refresh tokens are random, so a fast hash is enough to keep them unusable if the table leaks. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A completed sign-in: a new refresh token (its origin_jti ties the other tokens to it) plus ID and access tokens. */
export async function startSession(
  ctx: IdentityContext,
  user: UserRecord,
  clientId: string,
): Promise<AuthenticationResult> {
  const now = ctx.clock();
  const refreshToken = randomBytes(48).toString('base64url');
  const originJti = randomUUID();
  await insertRefreshToken(ctx.db, {
    tokenHash: hashRefreshToken(refreshToken),
    originJti,
    sub: user.sub,
    clientId,
    authTime: now,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
  });
  const tokens = await ctx.tokens.issue(user, { clientId, originJti, authTime: now });
  return {
    AccessToken: tokens.accessToken,
    ExpiresIn: tokens.expiresIn,
    TokenType: 'Bearer',
    RefreshToken: refreshToken,
    IdToken: tokens.idToken,
    NewDeviceMetadata: {
      DeviceKey: `${ctx.userPoolId.split('_')[0] ?? 'local'}_${originJti}`,
      DeviceGroupKey: `-${randomBytes(6).toString('base64url')}`,
    },
  };
}

/** REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken: new ID and access tokens, same refresh token (no rotation). */
export async function refreshSession(
  ctx: IdentityContext,
  clientId: string,
  refreshToken: string,
): Promise<AuthenticationResult> {
  const record = await usableRefreshToken(ctx, clientId, refreshToken);
  const user = await findUserBySub(ctx.db, record.sub);
  if (!user) throw userNotFound();
  if (!user.enabled) throw userDisabled();
  if (user.status === 'RESET_REQUIRED') throw passwordResetRequired();
  if (user.tokensValidAfter && record.createdAt < user.tokensValidAfter) {
    throw notAuthorized('Refresh Token has been revoked');
  }
  const tokens = await ctx.tokens.issue(user, { clientId, originJti: record.originJti, authTime: record.authTime });
  return { AccessToken: tokens.accessToken, ExpiresIn: tokens.expiresIn, TokenType: 'Bearer', IdToken: tokens.idToken };
}

async function usableRefreshToken(ctx: IdentityContext, clientId: string, token: string): Promise<RefreshTokenRecord> {
  const record = await findRefreshTokenByHash(ctx.db, hashRefreshToken(token));
  if (!record || record.clientId !== clientId) throw notAuthorized('Invalid Refresh Token');
  if (record.revokedAt) throw notAuthorized('Refresh Token has been revoked');
  if (record.expiresAt.getTime() <= ctx.clock().getTime()) throw notAuthorized('Refresh Token has expired');
  return record;
}

/** RevokeToken: the refresh token and every token issued from it. Unknown tokens are ignored (RFC 7009). */
export async function revokeSession(
  ctx: IdentityContext,
  clientId: string,
  token: string,
): Promise<'revoked' | 'unknown' | 'other-client'> {
  const record = await findRefreshTokenByHash(ctx.db, hashRefreshToken(token));
  if (!record) return 'unknown';
  if (record.clientId !== clientId) return 'other-client';
  await revokeRefreshToken(ctx.db, record.tokenHash, ctx.clock());
  return 'revoked';
}

/** GlobalSignOut: every refresh token of the user, and every access token issued so far. */
export async function signOutEverywhere(ctx: IdentityContext, user: UserRecord): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await revokeUserRefreshTokens(tx, user.sub, now);
    await setTokensValidAfter(tx, user.sub, now);
  });
}

/**
 * The user behind an access token, refusing tokens that are forged, expired, from an unknown client, of a missing or
 * disabled user, issued before a GlobalSignOut, or issued from a revoked refresh token.
 */
export async function authenticate(
  ctx: IdentityContext,
  accessToken: string,
): Promise<{ user: UserRecord; claims: AccessTokenClaims }> {
  const claims = await ctx.tokens.verifyAccessToken(accessToken);
  if (!ctx.clientIds.includes(claims.client_id)) throw notAuthorized('Invalid Access Token');
  const user = await findUserBySub(ctx.db, claims.sub);
  if (!user) throw userNotFound();
  if (!user.enabled) throw userDisabled();
  const revoked = notAuthorized('Access Token has been revoked');
  if (user.tokensValidAfter && claims.iat < Math.floor(user.tokensValidAfter.getTime() / 1000)) throw revoked;
  const origin = await findRefreshTokenByOrigin(ctx.db, claims.origin_jti);
  if (!origin || origin.sub !== user.sub || origin.revokedAt) throw revoked;
  return { user, claims };
}
