/**
 * The local user pool's administrator calls checked as Cognito checks them: AdminDeleteUser (and AdminGetUser) answer
 * only a request signed with Signature Version 4 by a key the pool knows. The requests are signed by the real AWS SDK,
 * an implementation independent of the pool's check and of the gateway's signer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  type CognitoIdentityProviderClientConfig,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/identity/passwords';
import { createIdentityHandler, type IdentityHandler, WEB_CLIENT_ID } from '../src/identity/server';
import { DEVELOPMENT_ADMIN_KEY } from '../src/identity/signature';
import { findUserBySub, insertUser } from '../src/identity/users-repository';
import { type Db, openDb } from '../src/store/db';
import { migrate } from '../src/store/migrate';

const POOL = 'us-east-1_cuidaLocal';
const PASSWORD = 'Prueba2026!';
const KEY = { accessKeyId: 'AKIATESTADMIN0000001', secretAccessKey: 'pruebaSecretoAdministrador0123456789abcd' };

let db: Db;
let clockOffsetMs = 0;
const servers: Server[] = [];
const clients: CognitoIdentityProviderClient[] = [];

/** A pool on an ephemeral port; `adminKeys` as IDENTITY_ADMIN_KEYS would give them (unset: the development key). */
async function startPool(adminKeys?: { accessKeyId: string; secretAccessKey: string }[]): Promise<string> {
  let handler: IdentityHandler | undefined;
  const server = createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = await createIdentityHandler({
    db,
    issuerBaseUrl: baseUrl,
    adminKeys,
    clock: () => new Date(Date.now() + clockOffsetMs),
    log: () => {},
  });
  return baseUrl;
}

function client(endpoint: string, config: Partial<CognitoIdentityProviderClientConfig> = {}) {
  const made = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: KEY,
    maxAttempts: 1,
    ...config,
  });
  clients.push(made);
  return made;
}

let users = 0;
async function newUser(): Promise<{ sub: string; email: string }> {
  const email = `admin.${++users}.${Date.now()}@cuida.pe`;
  const user = await insertUser(
    db,
    {
      email,
      passwordHash: await hashPassword(PASSWORD),
      status: 'CONFIRMED',
      emailVerified: true,
      attributes: { given_name: 'Prueba' },
    },
    new Date(),
  );
  if (!user) throw new Error('user not inserted');
  return { sub: user.sub, email };
}

/** The error a command fails with: its name and HTTP status (a success is a failure of the test). */
async function failure(
  promise: Promise<unknown>,
): Promise<{ name: string; status: number | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode, message: e.message };
  }
  throw new Error('the call succeeded');
}

let configured: string;
let development: string;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  configured = await startPool([KEY]);
  development = await startPool();
});

afterEach(() => {
  clockOffsetMs = 0;
});

afterAll(async () => {
  for (const made of clients) made.destroy();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await db?.close();
});

describe('AdminDeleteUser', () => {
  it('deletes the user a signed request names by its sub; the user is gone and cannot sign in', async () => {
    const user = await newUser();
    const cognito = client(configured);
    const answer = await cognito.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub }));
    expect(answer.$metadata.httpStatusCode).toBe(200);
    expect(await findUserBySub(db, user.sub)).toBeNull();
    expect(
      await failure(cognito.send(new AdminGetUserCommand({ UserPoolId: POOL, Username: user.sub }))),
    ).toMatchObject({ name: 'UserNotFoundException', status: 400 });
    const signIn = cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: user.email, PASSWORD },
      }),
    );
    expect((await failure(signIn)).name).toMatch(/NotAuthorizedException|UserNotFoundException/);
    // A second deletion: the user no longer exists.
    expect(
      await failure(cognito.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub }))),
    ).toMatchObject({ name: 'UserNotFoundException', status: 400 });
  });

  it('refuses an access key the pool does not know: UnrecognizedClientException', async () => {
    const user = await newUser();
    const stranger = client(configured, {
      credentials: { accessKeyId: 'AKIAUNKNOWN000000001', secretAccessKey: KEY.secretAccessKey },
    });
    expect(
      await failure(stranger.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub }))),
    ).toMatchObject({ name: 'UnrecognizedClientException', status: 400 });
    // The development key is not one of a pool given its own keys.
    const developer = client(configured, { credentials: DEVELOPMENT_ADMIN_KEY });
    expect(
      await failure(developer.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub }))),
    ).toMatchObject({ name: 'UnrecognizedClientException' });
    expect(await findUserBySub(db, user.sub)).not.toBeNull();
  });

  it('refuses a signature made with another secret: InvalidSignatureException', async () => {
    const user = await newUser();
    const forger = client(configured, {
      credentials: { accessKeyId: KEY.accessKeyId, secretAccessKey: `${KEY.secretAccessKey.slice(0, -1)}X` },
    });
    const refused = await failure(forger.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub })));
    expect(refused).toMatchObject({ name: 'InvalidSignatureException', status: 400 });
    expect(refused.message).toMatch(/signature we calculated does not match/);
    expect(await findUserBySub(db, user.sub)).not.toBeNull();
  });

  it('refuses a request altered after it was signed (another user named in the body)', async () => {
    const target = await newUser();
    const victim = await newUser();
    const tamperer = client(configured);
    // The deserialize step runs after signing: the body sent is not the one signed.
    tamperer.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { body?: string };
        request.body = JSON.stringify({ UserPoolId: POOL, Username: victim.sub });
        return next(args);
      },
      { step: 'deserialize', name: 'tamperAfterSigning' },
    );
    expect(
      await failure(tamperer.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: target.sub }))),
    ).toMatchObject({ name: 'InvalidSignatureException', status: 400 });
    expect(await findUserBySub(db, target.sub)).not.toBeNull();
    expect(await findUserBySub(db, victim.sub)).not.toBeNull();
  });

  it('refuses a signature older or newer than 15 minutes by the pool’s clock', async () => {
    const user = await newUser();
    const cognito = client(configured);
    clockOffsetMs = 16 * 60 * 1000;
    const expired = await failure(cognito.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub })));
    expect(expired).toMatchObject({ name: 'InvalidSignatureException', status: 400 });
    expect(expired.message).toMatch(/^Signature expired: \d{8}T\d{6}Z is now earlier than/);
    clockOffsetMs = -16 * 60 * 1000;
    const early = await failure(cognito.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub })));
    expect(early.message).toMatch(/^Signature not yet current/);
    // Within the window: accepted.
    clockOffsetMs = 10 * 60 * 1000;
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub }));
    expect(await findUserBySub(db, user.sub)).toBeNull();
  });

  it('refuses a signature scoped to another region', async () => {
    const user = await newUser();
    const elsewhere = client(configured, { region: 'eu-west-1' });
    const refused = await failure(elsewhere.send(new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.sub })));
    expect(refused).toMatchObject({
      name: 'InvalidSignatureException',
      message: 'Credential should be scoped to a valid region.',
    });
    expect(await findUserBySub(db, user.sub)).not.toBeNull();
  });

  it('refuses an unsigned request, a malformed signature and another pool', async () => {
    const user = await newUser();
    const call = (headers: Record<string, string>, body: object = { UserPoolId: POOL, Username: user.sub }) =>
      fetch(configured, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
          ...headers,
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { __type: string } }));
    expect(await call({})).toEqual({
      status: 400,
      body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
    });
    expect((await call({ authorization: 'AWS4-HMAC-SHA256 Credential=x' })).body.__type).toBe(
      'IncompleteSignatureException',
    );
    expect(
      await failure(
        client(configured).send(new AdminDeleteUserCommand({ UserPoolId: 'us-east-1_otraPool', Username: user.sub })),
      ),
    ).toMatchObject({ name: 'ResourceNotFoundException' });
    expect(await findUserBySub(db, user.sub)).not.toBeNull();
  });

  it('answers the development key on a pool given no keys, to a local caller', async () => {
    const user = await newUser();
    await client(development, { credentials: DEVELOPMENT_ADMIN_KEY }).send(
      new AdminDeleteUserCommand({ UserPoolId: POOL, Username: user.email }),
    );
    expect(await findUserBySub(db, user.sub)).toBeNull();
  });
});
