/**
 * The local Cognito user pool, driven through the real AWS SDK client and checked with aws-jwt-verify, the way the
 * gateway verifies tokens. Each handler runs on an ephemeral port over an in-memory store.
 */
import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import {
  AdminGetUserCommand,
  ChangePasswordCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  UserNotConfirmedException,
  UserNotFoundException,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIdentityServer } from '../src/identity/listen';
import { hashPassword } from '../src/identity/passwords';
import { SEEDED_USERS, seedIdentityUsers } from '../src/identity/seed';
import {
  createIdentityHandler,
  GATEWAY_CLIENT_ID,
  type IdentityHandler,
  type IdentityHandlerOptions,
  WEB_CLIENT_ID,
} from '../src/identity/server';
import { DEVELOPMENT_ADMIN_KEY } from '../src/identity/signature';
import { insertUser, setUserEnabled } from '../src/identity/users-repository';
import { type Db, openDb } from '../src/store/db';
import { migrate } from '../src/store/migrate';

const SEEDED_PASSWORD = 'Cuida2026!';
const [maria, jorge, lucia, staff, serviceAccount] = SEEDED_USERS;

let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
const logLines: string[] = [];

interface RunningIdentity {
  baseUrl: string;
  issuer: string;
  close(): Promise<void>;
}

/** Starts a handler on an ephemeral port (the issuer needs the port, so the handler is created after listening). */
async function startIdentity(db: Db, extra: Partial<IdentityHandlerOptions> = {}): Promise<RunningIdentity> {
  let handler: IdentityHandler | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  handler = await createIdentityHandler({
    db,
    issuerBaseUrl: baseUrl,
    clock,
    log: (line) => logLines.push(line),
    ...extra,
  });
  return {
    baseUrl,
    issuer: `${baseUrl}/us-east-1_cuidaLocal`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// aws-jwt-verify's default fetcher only speaks https; the local pool is http.
const fetchJwks: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

function verifierFor(issuer: string, tokenUse: 'id' | 'access', audience: string | null = WEB_CLIENT_ID) {
  return JwtVerifier.create(
    {
      issuer,
      audience: tokenUse === 'id' ? audience : null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      // JwtVerifier has no tokenUse option (only CognitoJwtVerifier, which refuses non-AWS pools): check it here.
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== tokenUse) throw new Error(`expected a ${tokenUse} token`);
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks }) },
  );
}

let db: Db;
let identity: RunningIdentity;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seedIdentityUsers(db);
  identity = await startIdentity(db);
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: identity.baseUrl,
    // The development key: the pool checks the Admin* operations' signatures.
    credentials: DEVELOPMENT_ADMIN_KEY,
    maxAttempts: 1,
  });
});

afterAll(async () => {
  cognito?.destroy();
  await identity?.close();
  await db?.close();
});

afterEach(() => {
  clockOffsetMs = 0;
});

async function signIn(email: string, password: string, clientId = WEB_CLIENT_ID) {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new Error('sign-in returned no tokens');
  return { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: tokens.RefreshToken, raw: result };
}

function refresh(refreshToken: string, clientId = WEB_CLIENT_ID) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

interface AdminCodes {
  email: string;
  codes: { purpose: string; code: string; expiresAt: string }[];
}

async function pendingCode(email: string, purpose: string, baseUrl = identity.baseUrl): Promise<string> {
  const response = await fetch(`${baseUrl}/__admin/codes?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminCodes;
  const entry = body.codes.find((code) => code.purpose === purpose);
  if (!entry) throw new Error(`no ${purpose} code for ${email}`);
  return entry.code;
}

const pendingCodeAt = pendingCode;

let userCounter = 0;
/** A fresh confirmed user, inserted through the repository (tests that change a user never touch the seeded ones). */
async function createUser(password = 'Prueba2026', status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' = 'CONFIRMED') {
  userCounter += 1;
  const email = `prueba.${userCounter}.${Date.now()}@cuida.pe`;
  const user = await insertUser(
    db,
    {
      email,
      passwordHash: await hashPassword(password),
      status,
      emailVerified: true,
      attributes: { given_name: 'Prueba' },
    },
    new Date(),
  );
  if (!user) throw new Error('user not inserted');
  return { email, password, sub: user.sub };
}

async function rawCall(operation: string, body: string | object, headers: Record<string, string> = {}) {
  const response = await fetch(identity.baseUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('sign-in (InitiateAuth USER_PASSWORD_AUTH)', () => {
  it('signs a seeded customer in with Cognito-shaped ID and access tokens that verify against the JWKS', async () => {
    const { accessToken, idToken, refreshToken, raw } = await signIn(maria.email, SEEDED_PASSWORD);
    expect(raw.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(raw.ChallengeName).toBeUndefined();
    expect(refreshToken.split('.')).toHaveLength(1); // opaque, not a JWT

    const id = await verifierFor(identity.issuer, 'id').verify(idToken);
    expect(id).toMatchObject({
      sub: maria.sub,
      email: maria.email,
      email_verified: true,
      'cognito:username': maria.sub,
      aud: WEB_CLIENT_ID,
      token_use: 'id',
      iss: identity.issuer,
      given_name: 'María',
      family_name: 'Quispe Huamán',
      phone_number: '+51987654321',
      birthdate: '1988-03-14',
      'custom:documentType': '2',
      'custom:documentNumber': '45871236',
    });
    expect(id['cognito:groups']).toBeUndefined();
    expect(id.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((id.exp ?? 0) - (id.iat ?? 0)).toBe(3600);
    expect(typeof id.auth_time).toBe('number');
    expect(typeof id.event_id).toBe('string');
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'RS256', kid: expect.any(String) });

    const access = await verifierFor(identity.issuer, 'access').verify(accessToken);
    expect(access).toMatchObject({
      sub: maria.sub,
      client_id: WEB_CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: maria.sub,
      origin_jti: id.origin_jti,
      event_id: id.event_id,
    });
    expect(access.jti).not.toBe(id.jti);
    expect(access.aud).toBeUndefined();
  });

  it('puts groups in both tokens: staff and the gateway service account (on its own client)', async () => {
    const staffTokens = await signIn(staff.email, SEEDED_PASSWORD);
    expect(decodeJwt(staffTokens.idToken)['cognito:groups']).toEqual(['pharmacy-staff']);
    expect(decodeJwt(staffTokens.accessToken)['cognito:groups']).toEqual(['pharmacy-staff']);

    const service = await signIn(serviceAccount.email, 'Servicio2026!', GATEWAY_CLIENT_ID);
    const id = await verifierFor(identity.issuer, 'id', GATEWAY_CLIENT_ID).verify(service.idToken);
    expect(id['cognito:groups']).toEqual(['service-accounts']);
    expect(id.aud).toBe(GATEWAY_CLIENT_ID);
  });

  it('accepts the e-mail in any case', async () => {
    await expect(signIn(jorge.email.toUpperCase(), SEEDED_PASSWORD)).resolves.toBeDefined();
  });

  it('NotAuthorizedException for a wrong password, UserNotFoundException for an unknown e-mail', async () => {
    const wrong = signIn(maria.email, 'Incorrecta2026');
    await expect(wrong).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(maria.email, 'Incorrecta2026')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn('nadie@cuida.pe', SEEDED_PASSWORD)).rejects.toMatchObject({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    await expect(signIn('nadie@cuida.pe', SEEDED_PASSWORD)).rejects.toBeInstanceOf(UserNotFoundException);
  });

  it('UserNotConfirmedException for the unconfirmed user (right password), NotAuthorized with a wrong one', async () => {
    await expect(signIn(lucia.email, SEEDED_PASSWORD)).rejects.toBeInstanceOf(UserNotConfirmedException);
    await expect(signIn(lucia.email, 'Otra2026x')).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('refuses a disabled user, their access tokens and their refresh tokens', async () => {
    const user = await createUser();
    const tokens = await signIn(user.email, user.password);
    await setUserEnabled(db, user.sub, false, new Date());
    await expect(signIn(user.email, user.password)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(cognito.send(new GetUserCommand({ AccessToken: tokens.accessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(refresh(tokens.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses unknown clients, flows it does not offer and missing parameters', async () => {
    await expect(signIn(maria.email, SEEDED_PASSWORD, 'otro-cliente')).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_SRP_AUTH',
          ClientId: WEB_CLIENT_ID,
          AuthParameters: { USERNAME: maria.email },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_SRP_AUTH flow not enabled for this client',
    });
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: WEB_CLIENT_ID,
          AuthParameters: { USERNAME: maria.email },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'Missing required parameter PASSWORD' });
  });
});

describe('sign-in throttling and lockout (as Cognito applies them)', () => {
  const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
  const exceeded = { name: 'NotAuthorizedException', message: 'Password attempts exceeded' };

  it('locks a user out after five failures in a row, ignores attempts meanwhile, and doubles the lockout', async () => {
    const user = await createUser('Bloqueo2026');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(signIn(user.email, 'Mala2026x')).rejects.toMatchObject(incorrect);
    }
    // Locked for 1 s: even the right password is refused, and nothing is checked.
    await expect(signIn(user.email, user.password)).rejects.toMatchObject(exceeded);
    clockOffsetMs = 1100;
    // The sixth failure in a row locks for 2 s.
    await expect(signIn(user.email, 'Mala2026x')).rejects.toMatchObject(incorrect);
    clockOffsetMs = 2600;
    await expect(signIn(user.email, user.password)).rejects.toMatchObject(exceeded);
    clockOffsetMs = 3200;
    await signIn(user.email, user.password);
    // A successful sign-in clears the count: four failures do not lock.
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(signIn(user.email, 'Mala2026x')).rejects.toMatchObject(incorrect);
    }
    await signIn(user.email, user.password);
  });

  it('forty wrong passwords in a row, then the right one: refused (the probe that found no throttling)', async () => {
    const user = await createUser('Sonda2026x');
    for (let attempt = 1; attempt <= 40; attempt++) {
      await expect(signIn(user.email, `Intento${attempt}x`)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    await expect(signIn(user.email, user.password)).rejects.toMatchObject(exceeded);
    const [row] = await db.query<{ failed_sign_ins: number }>(
      'SELECT failed_sign_ins FROM identity_user WHERE sub = $1',
      [user.sub],
    );
    // Attempts during the lockouts were not counted: only those that reached a password check.
    expect(row?.failed_sign_ins).toBeLessThan(40);
    expect(row?.failed_sign_ins).toBeGreaterThanOrEqual(5);
  });

  it('forgets failures after 15 minutes without one', async () => {
    const user = await createUser('Olvido2026x');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(signIn(user.email, 'Mala2026x')).rejects.toMatchObject(incorrect);
    }
    clockOffsetMs = 16 * 60 * 1000;
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(signIn(user.email, 'Mala2026x')).rejects.toMatchObject(incorrect);
    }
    await signIn(user.email, user.password);
  });

  it('an unknown e-mail takes as long as a wrong password (timing does not tell who has an account)', async () => {
    const user = await createUser('Tiempo2026x');
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(email, 'Mala2026x').catch(() => undefined);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 4; round++) {
      unknown.push(await timed(`nadie.${round}.${Date.now()}@cuida.pe`));
      wrong.push(await timed(user.email));
    }
    // Before: about 1 ms against 27 ms (a password hash only for known users). Now both hash.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });
});

describe('refreshing the session', () => {
  it('InitiateAuth REFRESH_TOKEN_AUTH (and REFRESH_TOKEN) and GetTokensFromRefreshToken issue new tokens', async () => {
    const first = await signIn(jorge.email, SEEDED_PASSWORD);
    const originJti = decodeJwt(first.accessToken).origin_jti;

    const viaInitiateAuth = await refresh(first.refreshToken);
    expect(viaInitiateAuth.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(viaInitiateAuth.AuthenticationResult?.RefreshToken).toBeUndefined();
    const refreshedId = viaInitiateAuth.AuthenticationResult?.IdToken ?? '';
    const id = await verifierFor(identity.issuer, 'id').verify(refreshedId);
    expect(id).toMatchObject({ sub: jorge.sub, origin_jti: originJti, 'custom:documentNumber': '70125489' });
    expect(id.auth_time).toBe(decodeJwt(first.idToken).auth_time);

    const legacy = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: first.refreshToken },
      }),
    );
    expect(legacy.AuthenticationResult?.AccessToken).toBeTruthy();

    const viaGetTokens = await cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: WEB_CLIENT_ID, RefreshToken: first.refreshToken }),
    );
    const access = viaGetTokens.AuthenticationResult?.AccessToken ?? '';
    await expect(verifierFor(identity.issuer, 'access').verify(access)).resolves.toMatchObject({
      origin_jti: originJti,
    });
    const user = await cognito.send(new GetUserCommand({ AccessToken: access }));
    expect(user.Username).toBe(jorge.sub);
  });

  it('refuses an unknown refresh token, or one issued to another client', async () => {
    const { refreshToken } = await signIn(jorge.email, SEEDED_PASSWORD);
    await expect(refresh('no-es-un-token-valido-0123456789')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    await expect(refresh(refreshToken, GATEWAY_CLIENT_ID)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  it('refuses a refresh token after its 30 days, and an access token after its hour', async () => {
    const user = await createUser();
    const tokens = await signIn(user.email, user.password);
    clockOffsetMs = 61 * 60 * 1000;
    await expect(cognito.send(new GetUserCommand({ AccessToken: tokens.accessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
    clockOffsetMs = 31 * 24 * 60 * 60 * 1000;
    await expect(refresh(tokens.refreshToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });
});

describe('self sign-up is closed (accounts are created by registration on the server side)', () => {
  it('SignUp answers NotAuthorizedException and creates nobody', async () => {
    const email = `directa.${Date.now()}@cuida.pe`;
    await expect(
      cognito.send(new SignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, Password: 'Directa2026' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool' });
    const codes = await fetch(`${identity.baseUrl}/__admin/codes?email=${encodeURIComponent(email)}`);
    expect(codes.status).toBe(404);
  });
});

describe('sign-up and confirmation (a pool that opens SignUp)', () => {
  let open: RunningIdentity;
  let openCognito: CognitoIdentityProviderClient;
  beforeAll(async () => {
    open = await startIdentity(db, { selfSignUp: true });
    openCognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: open.baseUrl,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    openCognito?.destroy();
    await open?.close();
  });

  it('signs up, confirms with the code from /__admin/codes and signs in', async () => {
    const cognito = openCognito;
    const email = `nueva.${Date.now()}@cuida.pe`;
    // The document is not the client's to write, not even at sign-up.
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: WEB_CLIENT_ID,
          Username: email,
          Password: 'Nueva2026',
          UserAttributes: [{ Name: 'custom:documentNumber', Value: '40123456' }],
        }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    const signUp = await cognito.send(
      new SignUpCommand({
        ClientId: WEB_CLIENT_ID,
        Username: email,
        Password: 'Nueva2026',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Rosa' },
          { Name: 'family_name', Value: 'Flores' },
        ],
      }),
    );
    expect(signUp.UserConfirmed).toBe(false);
    expect(signUp.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(signUp.CodeDeliveryDetails).toEqual({
      Destination: 'n***@c***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });

    await expect(signIn(email, 'Nueva2026')).rejects.toBeInstanceOf(UserNotConfirmedException);

    const code = await pendingCode(email, 'SIGN_UP', open.baseUrl);
    expect(code).toMatch(/^\d{6}$/);
    expect(logLines.some((line) => line.includes(email) && line.includes(code))).toBe(true);

    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: wrong })),
    ).rejects.toBeInstanceOf(CodeMismatchException);

    await cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: code }));
    await expect(
      cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: code })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    await expect(
      cognito.send(new ResendConfirmationCodeCommand({ ClientId: WEB_CLIENT_ID, Username: email })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });

    const { idToken } = await signIn(email, 'Nueva2026');
    await expect(verifierFor(identity.issuer, 'id').verify(idToken)).resolves.toMatchObject({
      sub: signUp.UserSub,
      email,
      email_verified: true,
      given_name: 'Rosa',
    });
  });

  it('UsernameExistsException for a taken e-mail; InvalidPasswordException for each weak password', async () => {
    const cognito = openCognito;
    await expect(
      cognito.send(new SignUpCommand({ ClientId: WEB_CLIENT_ID, Username: maria.email, Password: 'Valida2026' })),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });

    const weak: [string, string][] = [
      ['Ab1', 'Password not long enough'],
      ['todominuscula1', 'Password must have uppercase characters'],
      ['TODOMAYUSCULA1', 'Password must have lowercase characters'],
      ['SinNumerosAqui', 'Password must have numeric characters'],
    ];
    for (const [password, reason] of weak) {
      const attempt = cognito.send(
        new SignUpCommand({ ClientId: WEB_CLIENT_ID, Username: `debil.${Date.now()}@cuida.pe`, Password: password }),
      );
      await expect(attempt).rejects.toBeInstanceOf(InvalidPasswordException);
      await expect(attempt).rejects.toMatchObject({ message: `Password did not conform with policy: ${reason}` });
    }
  });

  it('InvalidParameterException when the username is not an e-mail or an attribute is not in the schema', async () => {
    const cognito = openCognito;
    await expect(
      cognito.send(new SignUpCommand({ ClientId: WEB_CLIENT_ID, Username: 'rosa', Password: 'Valida2026' })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'Username should be an email.' });
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: WEB_CLIENT_ID,
          Username: `attr.${Date.now()}@cuida.pe`,
          Password: 'Valida2026',
          UserAttributes: [{ Name: 'custom:color', Value: 'azul' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: expect.stringContaining('custom:color') });
  });

  it('codes expire after 24 hours (ExpiredCodeException); a resent code works; 5 wrong codes hit the limit', async () => {
    const cognito = openCognito;
    const pendingCode = (email: string, purpose: string) => pendingCodeAt(email, purpose, open.baseUrl);
    const email = `expira.${Date.now()}@cuida.pe`;
    await cognito.send(new SignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, Password: 'Expira2026' }));
    const stale = await pendingCode(email, 'SIGN_UP');
    clockOffsetMs = 24 * 60 * 60 * 1000 + 1000;
    await expect(
      cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: stale })),
    ).rejects.toMatchObject({ name: 'ExpiredCodeException' });

    const resent = await cognito.send(new ResendConfirmationCodeCommand({ ClientId: WEB_CLIENT_ID, Username: email }));
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const fresh = await pendingCode(email, 'SIGN_UP');
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: wrong })),
      ).rejects.toBeInstanceOf(CodeMismatchException);
    }
    await expect(
      cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: fresh })),
    ).rejects.toMatchObject({ name: 'LimitExceededException' });

    await cognito.send(new ResendConfirmationCodeCommand({ ClientId: WEB_CLIENT_ID, Username: email }));
    const last = await pendingCode(email, 'SIGN_UP');
    await cognito.send(new ConfirmSignUpCommand({ ClientId: WEB_CLIENT_ID, Username: email, ConfirmationCode: last }));
  });
});

describe('passwords', () => {
  it('forgot password → code → new password; the old one stops working', async () => {
    const user = await createUser('Olvido2026');
    const sent = await cognito.send(new ForgotPasswordCommand({ ClientId: WEB_CLIENT_ID, Username: user.email }));
    expect(sent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const code = await pendingCode(user.email, 'FORGOT_PASSWORD');
    const wrong = code === '000000' ? '111111' : '000000';

    const confirm = (confirmationCode: string, password: string) =>
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: WEB_CLIENT_ID,
          Username: user.email,
          ConfirmationCode: confirmationCode,
          Password: password,
        }),
      );
    await expect(confirm(wrong, 'Recuperada2026')).rejects.toBeInstanceOf(CodeMismatchException);
    await expect(confirm(code, 'debil')).rejects.toBeInstanceOf(InvalidPasswordException);
    await confirm(code, 'Recuperada2026');

    await expect(signIn(user.email, 'Olvido2026')).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(user.email, 'Recuperada2026')).resolves.toBeDefined();
    await expect(confirm(code, 'OtraVez2026')).rejects.toBeInstanceOf(CodeMismatchException);
  });

  it('forgot password: UserNotFoundException for an unknown e-mail', async () => {
    await expect(
      cognito.send(new ForgotPasswordCommand({ ClientId: WEB_CLIENT_ID, Username: 'nadie@cuida.pe' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('change password with the access token', async () => {
    const user = await createUser('Cambio2026');
    const { accessToken } = await signIn(user.email, user.password);
    const change = (previous: string, proposed: string) =>
      cognito.send(
        new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }),
      );
    await expect(change('Equivocada2026', 'Cambiada2026')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(change('Cambio2026', 'cambiada')).rejects.toBeInstanceOf(InvalidPasswordException);
    await change('Cambio2026', 'Cambiada2026');
    await expect(signIn(user.email, 'Cambio2026')).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(user.email, 'Cambiada2026')).resolves.toBeDefined();
  });

  it('stores only salted scrypt hashes, never the password', async () => {
    const rows = await db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM identity_user WHERE email = ANY($1)',
      [[maria.email, jorge.email]],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.password_hash).not.toContain(SEEDED_PASSWORD);
    }
    // Same password, different salts: different hashes.
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
    const all = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM identity_user WHERE password_hash LIKE '%' || $1 || '%'`,
      [SEEDED_PASSWORD],
    );
    expect(all[0]?.n).toBe(0);
  });
});

describe('the user and their attributes', () => {
  it('GetUser lists the attributes; UpdateUserAttributes changes them', async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email, user.password);
    const before = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(before.Username).toBe(user.sub);
    expect(before.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: user.sub },
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Prueba' },
      ]),
    );

    const updated = await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: accessToken,
        UserAttributes: [
          { Name: 'given_name', Value: 'Ana' },
          { Name: 'phone_number', Value: '+51999888777' },
        ],
      }),
    );
    expect(updated.CodeDeliveryDetailsList).toBeUndefined();
    const after = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    const attributes = Object.fromEntries((after.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ given_name: 'Ana', phone_number: '+51999888777' });

    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'sub', Value: 'x' }] }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [{ Name: 'phone_number', Value: '987654321' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });

    // New tokens carry the new attributes.
    const { idToken } = await signIn(user.email, user.password);
    expect(decodeJwt(idToken)).toMatchObject({
      given_name: 'Ana',
      phone_number: '+51999888777',
      phone_number_verified: false,
    });
  });

  it("refuses a client's write of the identity document (it names the customer to the pharmacy)", async () => {
    const user = await createUser();
    await db.query(
      `UPDATE identity_user SET attributes = attributes || '{"custom:documentType":"2","custom:documentNumber":"40000001"}'::jsonb WHERE sub = $1`,
      [user.sub],
    );
    const { accessToken } = await signIn(user.email, user.password);
    for (const attributes of [
      [{ Name: 'custom:documentNumber', Value: maria.documentNumber }],
      [{ Name: 'custom:documentType', Value: '4' }],
      // Mixed with writable ones: nothing of the request is applied.
      [
        { Name: 'given_name', Value: 'Cambiado' },
        { Name: 'custom:documentNumber', Value: '' },
      ],
    ]) {
      await expect(
        cognito.send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: attributes })),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'A client attempted to write unauthorized attribute',
      });
    }
    const { idToken } = await signIn(user.email, user.password);
    expect(decodeJwt(idToken)).toMatchObject({
      given_name: 'Prueba',
      'custom:documentType': '2',
      'custom:documentNumber': '40000001',
    });
    // The gateway's client serves a service account: it writes nobody's attributes.
    const service = await signIn(user.email, user.password, GATEWAY_CLIENT_ID);
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: service.accessToken,
          UserAttributes: [{ Name: 'given_name', Value: 'Otro' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('changing the e-mail: it becomes the sign-in name, unverified until VerifyUserAttribute', async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email, user.password);
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: accessToken,
          UserAttributes: [{ Name: 'email', Value: maria.email }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'AliasExistsException' });

    const newEmail = `cambiado.${Date.now()}@cuida.pe`;
    const result = await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: accessToken,
        UserAttributes: [{ Name: 'email', Value: newEmail }],
      }),
    );
    expect(result.CodeDeliveryDetailsList).toEqual([
      { Destination: 'c***@c***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    ]);
    await expect(signIn(user.email, user.password)).rejects.toBeInstanceOf(UserNotFoundException);
    const again = await signIn(newEmail, user.password);
    expect(decodeJwt(again.idToken)).toMatchObject({ email: newEmail, email_verified: false });

    const code = await pendingCode(newEmail, 'VERIFY_EMAIL');
    await cognito.send(
      new VerifyUserAttributeCommand({ AccessToken: again.accessToken, AttributeName: 'email', Code: code }),
    );
    const verified = await signIn(newEmail, user.password);
    expect(decodeJwt(verified.idToken).email_verified).toBe(true);
  });

  it('DeleteUser removes the account', async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email, user.password);
    await cognito.send(new DeleteUserCommand({ AccessToken: accessToken }));
    await expect(signIn(user.email, user.password)).rejects.toBeInstanceOf(UserNotFoundException);
    await expect(cognito.send(new GetUserCommand({ AccessToken: accessToken }))).rejects.toBeInstanceOf(
      UserNotFoundException,
    );
  });
});

describe('signing out', () => {
  it('GlobalSignOut: access tokens of every session are refused, refresh is refused, a new sign-in works', async () => {
    const user = await createUser();
    const phone = await signIn(user.email, user.password);
    const laptop = await signIn(user.email, user.password);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: phone.accessToken }));

    for (const session of [phone, laptop]) {
      await expect(cognito.send(new GetUserCommand({ AccessToken: session.accessToken }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
      await expect(refresh(session.refreshToken)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
      await expect(
        cognito.send(
          new GetTokensFromRefreshTokenCommand({ ClientId: WEB_CLIENT_ID, RefreshToken: session.refreshToken }),
        ),
      ).rejects.toBeInstanceOf(NotAuthorizedException);
    }
    const fresh = await signIn(user.email, user.password);
    await expect(cognito.send(new GetUserCommand({ AccessToken: fresh.accessToken }))).resolves.toMatchObject({
      Username: user.sub,
    });
  });

  it('RevokeToken: that session is over (refresh and its access tokens), others are not', async () => {
    const user = await createUser();
    const revoked = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    await cognito.send(new RevokeTokenCommand({ ClientId: WEB_CLIENT_ID, Token: revoked.refreshToken }));

    await expect(refresh(revoked.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(cognito.send(new GetUserCommand({ AccessToken: revoked.accessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(refresh(other.refreshToken)).resolves.toBeDefined();
    await expect(cognito.send(new GetUserCommand({ AccessToken: other.accessToken }))).resolves.toBeDefined();

    // Idempotent, and only refresh tokens can be revoked.
    await cognito.send(new RevokeTokenCommand({ ClientId: WEB_CLIENT_ID, Token: revoked.refreshToken }));
    await expect(
      cognito.send(new RevokeTokenCommand({ ClientId: WEB_CLIENT_ID, Token: other.accessToken })),
    ).rejects.toMatchObject({ name: 'UnsupportedTokenTypeException' });
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('a FORCE_CHANGE_PASSWORD user gets the challenge and completes it with a new password', async () => {
    const user = await createUser('Temporal2026', 'FORCE_CHANGE_PASSWORD');
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(started.AuthenticationResult).toBeUndefined();
    expect(started.Session).toBeTruthy();
    expect(JSON.parse(started.ChallengeParameters?.userAttributes ?? '{}')).toMatchObject({ email: user.email });
    expect(started.ChallengeParameters?.USER_ID_FOR_SRP).toBe(user.sub);

    const respond = (session: string, newPassword: string, extra: Record<string, string> = {}) =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: WEB_CLIENT_ID,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeResponses: { USERNAME: user.email, NEW_PASSWORD: newPassword, ...extra },
        }),
      );
    await expect(respond(started.Session ?? '', 'debil')).rejects.toBeInstanceOf(InvalidPasswordException);
    await expect(respond(`${started.Session}x`, 'Definitiva2026')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });

    const done = await respond(started.Session ?? '', 'Definitiva2026', { 'userAttributes.family_name': 'Vargas' });
    const idToken = done.AuthenticationResult?.IdToken ?? '';
    await expect(verifierFor(identity.issuer, 'id').verify(idToken)).resolves.toMatchObject({
      sub: user.sub,
      family_name: 'Vargas',
    });
    expect(done.AuthenticationResult?.RefreshToken).toBeTruthy();

    // The challenge is over: the session cannot be replayed, the temporary password no longer works.
    await expect(respond(started.Session ?? '', 'OtraMas2026')).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(user.email, 'Temporal2026')).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(user.email, 'Definitiva2026')).resolves.toBeDefined();
  });

  it('an expired challenge session is refused', async () => {
    const user = await createUser('Temporal2026', 'FORCE_CHANGE_PASSWORD');
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    clockOffsetMs = 4 * 60 * 1000;
    await expect(
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: WEB_CLIENT_ID,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: started.Session,
          ChallengeResponses: { USERNAME: user.email, NEW_PASSWORD: 'Definitiva2026' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});

describe('token verification', () => {
  it('rejects a token signed with another key, with alg none, or tampered with', async () => {
    const { idToken, accessToken } = await signIn(maria.email, SEEDED_PASSWORD);
    const verifier = verifierFor(identity.issuer, 'id');
    await expect(verifier.verify(idToken)).resolves.toBeDefined();
    const genuine = decodeJwt(idToken);
    const { kid } = decodeProtectedHeader(idToken);

    const attacker = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...genuine, 'cognito:groups': ['pharmacy-staff'] })
      .setProtectedHeader({ alg: 'RS256', kid: kid ?? '' })
      .sign(attacker.privateKey);
    await expect(verifier.verify(forged)).rejects.toThrow();

    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${encode({ alg: 'none', kid })}.${encode(genuine)}.`;
    await expect(verifier.verify(unsigned)).rejects.toThrow();

    const [header, , signature] = idToken.split('.');
    const tampered = `${header}.${encode({ ...genuine, sub: jorge.sub })}.${signature}`;
    await expect(verifier.verify(tampered)).rejects.toThrow();

    // The pool itself refuses them as access tokens.
    const accessClaims = decodeJwt(accessToken);
    const forgedAccess = await new SignJWT(accessClaims)
      .setProtectedHeader({ alg: 'RS256', kid: kid ?? '' })
      .sign(attacker.privateKey);
    for (const token of [forgedAccess, `${encode({ alg: 'none', kid })}.${encode(accessClaims)}.`, idToken]) {
      await expect(cognito.send(new GetUserCommand({ AccessToken: token }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Invalid Access Token',
      });
    }
  });

  it('the signing key is generated once per installation and survives re-creating the handler', async () => {
    const jwksOf = async (running: RunningIdentity) =>
      (await (await fetch(`${running.baseUrl}/.well-known/jwks.json`)).json()) as { keys: Record<string, string>[] };
    const before = await jwksOf(identity);
    const again = await startIdentity(db);
    try {
      expect(await jwksOf(again)).toEqual(before);
      const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_signing_key');
      expect(stored[0]?.n).toBe(1);
    } finally {
      await again.close();
    }
    expect(before.keys).toHaveLength(1);
    expect(before.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(before.keys[0]).not.toHaveProperty('d');

    // Another installation (another store) has its own key, even when two instances start on it at once.
    const otherDb = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(otherDb);
      const [first, second] = await Promise.all([startIdentity(otherDb), startIdentity(otherDb)]);
      try {
        const firstKeys = await jwksOf(first);
        expect(firstKeys.keys).toHaveLength(1);
        expect(await jwksOf(second)).toEqual(firstKeys);
        expect(firstKeys.keys[0]?.kid).not.toBe(before.keys[0]?.kid);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await otherDb.close();
    }
  });
});

describe('HTTP surface', () => {
  it('serves the JWKS at both paths, the OpenID configuration and a JSON health check', async () => {
    const root = await (await fetch(`${identity.baseUrl}/.well-known/jwks.json`)).json();
    const cognitoPath = await (await fetch(`${identity.issuer}/.well-known/jwks.json`)).json();
    expect(cognitoPath).toEqual(root);
    const openid = (await (await fetch(`${identity.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(openid).toMatchObject({ issuer: identity.issuer, jwks_uri: `${identity.issuer}/.well-known/jwks.json` });
    const health = await fetch(`${identity.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      userPoolId: 'us-east-1_cuidaLocal',
      issuer: identity.issuer,
    });
  });

  it('answers CORS preflight for the headers Amplify sends', async () => {
    const response = await fetch(identity.baseUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'cache-control']) {
      expect(allowed).toContain(header);
    }
    const call = await rawCall('GetUser', { AccessToken: 'x' }, { origin: 'http://localhost:3000' });
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('speaks the JSON 1.1 error format: __type, message and x-amzn-errortype', async () => {
    const invalid = await rawCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 42 });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-amzn-errortype')).toBe('InvalidParameterException');
    expect(invalid.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(invalid.body).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining('ClientId'),
    });

    const notJson = await rawCall('InitiateAuth', '{nope');
    expect(notJson.body.__type).toBe('SerializationException');
    const unknown = await rawCall('DescribeUserPool', {});
    expect(unknown.body.__type).toBe('UnknownOperationException');
    const prototypeKey = await rawCall('constructor', {});
    expect(prototypeKey.body.__type).toBe('UnknownOperationException');
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const big = await rawCall('SignUp', {
      ClientId: WEB_CLIENT_ID,
      Username: 'x@cuida.pe',
      Password: 'a'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    expect(big.headers.get('x-amzn-errortype')).toBe('RequestEntityTooLargeException');
  });
});

describe('admin endpoints', () => {
  it('isLoopbackAddress accepts only the local machine', async () => {
    const { isLoopbackAddress } = await import('../src/identity/loopback');
    for (const address of ['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '10.0.0.5',
      '192.168.1.20',
      '::ffff:10.0.0.5',
      'fe80::1',
      '128.0.0.1',
      '127.0.0.1.evil',
    ]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('/__admin/codes answers 403 to a peer that is not the local machine', async () => {
    const handler = await createIdentityHandler({ db, issuerBaseUrl: 'http://localhost:9229', log: () => {} });
    const socket = new Socket();
    Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.7' });
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = `/__admin/codes?email=${encodeURIComponent(lucia.email)}`;
    const res = new ServerResponse(req);
    handler(req, res);
    await vi.waitFor(() => expect(res.writableEnded).toBe(true));
    expect(res.statusCode).toBe(403);
    socket.destroy();
  });

  it('/__admin/codes: 400 without an e-mail, 404 for an unknown one, and no CORS header', async () => {
    const missing = await fetch(`${identity.baseUrl}/__admin/codes`);
    expect(missing.status).toBe(400);
    const unknown = await fetch(`${identity.baseUrl}/__admin/codes?email=nadie@cuida.pe`);
    expect(unknown.status).toBe(404);
    const known = await fetch(`${identity.baseUrl}/__admin/codes?email=${maria.email}`);
    expect(known.status).toBe(200);
    expect(known.headers.get('access-control-allow-origin')).toBeNull();
    expect(known.headers.get('cache-control')).toBe('no-store');
  });

  it('AdminGetUser answers a signed local request', async () => {
    const result = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: 'us-east-1_cuidaLocal', Username: lucia.email }),
    );
    expect(result).toMatchObject({ Username: lucia.sub, UserStatus: 'UNCONFIRMED', Enabled: true });
    expect(result.UserCreateDate).toBeInstanceOf(Date);
    const unsigned = await rawCall('AdminGetUser', { UserPoolId: 'us-east-1_cuidaLocal', Username: lucia.email });
    expect(unsigned.body.__type).toBe('MissingAuthenticationTokenException');
  });
});

describe('startIdentityServer', () => {
  it('listens on a free port and names it in the issuer', async () => {
    const running = await startIdentityServer({ db, port: 0, host: '127.0.0.1', log: () => {} });
    try {
      expect(running.issuer).toBe(`${running.url}/us-east-1_cuidaLocal`);
      const health = (await (await fetch(`${running.url}/healthz`)).json()) as Record<string, string>;
      expect(health.issuer).toBe(running.issuer);
    } finally {
      await running.close();
    }
  });
});

describe('seed', () => {
  it('is idempotent and exposes the seeded users', async () => {
    expect(await seedIdentityUsers(db)).toEqual({ inserted: [] });
    expect(SEEDED_USERS.map((user) => user.email)).toEqual([
      'maria.quispe@cuida.pe',
      'jorge.ramirez@cuida.pe',
      'lucia.torres@cuida.pe',
      'farmacia@cuida.pe',
      'servicio.gateway@cuida.pe',
      'rosa.flores@cuida.pe',
      'carlos.mendoza@cuida.pe',
    ]);
    expect(serviceAccount.password).toBe('Servicio2026!');
  });
});

describe('EMAIL_OTP (a second factor by e-mail)', () => {
  it('asks for the code sent by e-mail after the password; a wrong code fails, the sent one signs in once', async () => {
    const email = 'carlos.mendoza@cuida.pe';
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: 'Cuida2026!' },
      }),
    );
    expect(started.ChallengeName).toBe('EMAIL_OTP');
    expect(started.AuthenticationResult).toBeUndefined();
    expect(started.ChallengeParameters).toMatchObject({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'c***@c***',
    });
    const respond = (code: string, session = started.Session ?? '') =>
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: WEB_CLIENT_ID,
          ChallengeName: 'EMAIL_OTP',
          Session: session,
          ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: code },
        }),
      );
    const code = await pendingCode(email, 'SIGN_IN');
    await expect(respond(code === '000000' ? '111111' : '000000')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expect(respond(code, `${started.Session}x`)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const done = await respond(code);
    await expect(
      verifierFor(identity.issuer, 'id').verify(done.AuthenticationResult?.IdToken ?? ''),
    ).resolves.toMatchObject({ email });
    // The code is used up.
    await expect(respond(code)).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });
});
