import { randomUUID } from 'node:crypto';
import { type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { appClient, readableBy } from './clients';
import { notAuthorized } from './errors';
import type { KeyRing } from './keys';
import type { UserRecord } from './users-repository';

export const TOKEN_LIFETIME_SECONDS = 3600;
export const CHALLENGE_SESSION_SECONDS = 180;
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';
const SESSION_TYPE = 'cuida-challenge-session';

/** What ties tokens to one sign-in: its client, its refresh token (origin_jti) and when the user authenticated. */
export interface SignInSession {
  clientId: string;
  originJti: string;
  authTime: Date;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  client_id: string;
  token_use: 'access';
  scope: string;
  username: string;
  origin_jti: string;
  jti: string;
  event_id: string;
  auth_time: number;
  iat: number;
  exp: number;
  'cognito:groups'?: string[];
}

export interface ChallengeSession {
  sub: string;
  clientId: string;
  challenge: string;
}

export interface TokenService {
  /** The ID and access tokens of a sign-in (or of a refresh of it). */
  issue(user: UserRecord, session: SignInSession): Promise<IssuedTokens>;
  /** Signature, issuer, expiry and shape of an access token. Revocation is the caller's check (it needs the store). */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** The opaque `Session` of an auth challenge: signed, short-lived, bound to the user, client and challenge. */
  signChallengeSession(session: ChallengeSession): Promise<string>;
  verifyChallengeSession(session: string): Promise<ChallengeSession>;
}

export interface TokenServiceOptions {
  keys: KeyRing;
  issuer: string;
  clock: () => Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The attributes the client may read, as ID token claims (Cognito puts `*_verified` as booleans, the rest as
 * strings).
 */
function attributeClaims(user: UserRecord, clientId: string): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(readableBy(appClient(clientId), user.attributes))) {
    claims[name] = name.endsWith('_verified') ? value === 'true' : value;
  }
  return claims;
}

export function createTokenService({ keys, issuer, clock }: TokenServiceOptions): TokenService {
  const getKey: JWTVerifyGetKey = (header) => {
    const key = header.kid ? keys.publicKey(header.kid) : undefined;
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  };

  function sign(claims: JWTPayload, lifetimeSeconds: number, typ?: string): Promise<string> {
    const iat = seconds(clock());
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keys.signing.kid, ...(typ ? { typ } : {}) })
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetimeSeconds)
      .sign(keys.signing.privateKey);
  }

  return {
    async issue(user, session) {
      const eventId = randomUUID();
      const groups = user.groups.length > 0 ? { 'cognito:groups': user.groups } : {};
      const common = { sub: user.sub, ...groups, origin_jti: session.originJti, event_id: eventId };
      const authTime = seconds(session.authTime);
      const [idToken, accessToken] = await Promise.all([
        sign(
          {
            ...common,
            ...attributeClaims(user, session.clientId),
            email_verified: user.emailVerified,
            'cognito:username': user.sub,
            aud: session.clientId,
            token_use: 'id',
            auth_time: authTime,
            email: user.email,
            jti: randomUUID(),
          },
          TOKEN_LIFETIME_SECONDS,
        ),
        sign(
          {
            ...common,
            client_id: session.clientId,
            token_use: 'access',
            scope: ACCESS_TOKEN_SCOPE,
            auth_time: authTime,
            jti: randomUUID(),
            username: user.sub,
          },
          TOKEN_LIFETIME_SECONDS,
        ),
      ]);
      return { idToken, accessToken, expiresIn: TOKEN_LIFETIME_SECONDS };
    },

    async verifyAccessToken(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, getKey, { issuer, algorithms: ['RS256'], currentDate: clock() }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw notAuthorized('Access Token has expired');
        throw notAuthorized('Invalid Access Token');
      }
      if (!isAccessTokenClaims(payload)) throw notAuthorized('Invalid Access Token');
      return payload;
    },

    signChallengeSession(session) {
      return sign(
        { sub: session.sub, client_id: session.clientId, challenge: session.challenge, jti: randomUUID() },
        CHALLENGE_SESSION_SECONDS,
        SESSION_TYPE,
      );
    },

    async verifyChallengeSession(session) {
      try {
        const { payload } = await jwtVerify(session, getKey, {
          issuer,
          algorithms: ['RS256'],
          typ: SESSION_TYPE,
          currentDate: clock(),
        });
        const { sub, client_id: clientId, challenge } = payload;
        if (typeof sub !== 'string' || typeof clientId !== 'string' || typeof challenge !== 'string') {
          throw notAuthorized('Invalid session for the user.');
        }
        return { sub, clientId, challenge };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw notAuthorized('Invalid session for the user, session is expired.');
        throw notAuthorized('Invalid session for the user.');
      }
    },
  };
}

function isAccessTokenClaims(payload: JWTPayload): payload is AccessTokenClaims {
  return (
    payload.token_use === 'access' &&
    typeof payload.sub === 'string' &&
    typeof payload.client_id === 'string' &&
    typeof payload.origin_jti === 'string' &&
    typeof payload.iat === 'number'
  );
}
