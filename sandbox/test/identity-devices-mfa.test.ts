/**
 * The local user pool's devices and second factors, through the real AWS SDK client: ConfirmDevice, ListDevices
 * (pages of at most 60), ForgetDevice; SetUserMFAPreference, AssociateSoftwareToken and VerifySoftwareToken, and the
 * SOFTWARE_TOKEN_MFA challenge at sign-in; DeleteUser takes the devices with it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmDeviceCommand,
  DeleteUserCommand,
  ForgetDeviceCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListDevicesCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDevices } from '../src/identity/devices-repository';
import { applyMfaPreference } from '../src/identity/operations/mfa';
import { hashPassword } from '../src/identity/passwords';
import { createIdentityHandler, type IdentityHandler, WEB_CLIENT_ID } from '../src/identity/server';
import { totpCode } from '../src/identity/totp';
import { insertUser } from '../src/identity/users-repository';
import { type Db, openDb } from '../src/store/db';
import { migrate } from '../src/store/migrate';

let db: Db;
let server: Server;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  let handler: IdentityHandler | undefined;
  server = createServer((req, res) => (handler ? handler(req, res) : res.writeHead(503).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = await createIdentityHandler({ db, issuerBaseUrl: baseUrl, log: () => {} });
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: baseUrl,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  cognito?.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await db?.close();
});

let counter = 0;
async function createUser() {
  counter += 1;
  const email = `seguridad.${counter}.${Date.now()}@cuida.pe`;
  const password = 'Prueba2026';
  const user = await insertUser(
    db,
    { email, passwordHash: await hashPassword(password), status: 'CONFIRMED', emailVerified: true },
    new Date(),
  );
  if (!user) throw new Error('not inserted');
  return { email, password, sub: user.sub };
}

async function signIn(email: string, password: string) {
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: WEB_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = answer.AuthenticationResult;
  if (!result?.AccessToken || !result.NewDeviceMetadata?.DeviceKey) throw new Error('no tokens or device');
  return { accessToken: result.AccessToken, deviceKey: result.NewDeviceMetadata.DeviceKey };
}

describe('devices', () => {
  it('a sign-in answers its device; ConfirmDevice remembers it with its name; ListDevices lists it', async () => {
    const user = await createUser();
    const laptop = await signIn(user.email, user.password);
    expect(laptop.deviceKey).toMatch(/^us-east-1_[0-9a-f-]{36}$/);
    await expect(
      cognito.send(
        new ConfirmDeviceCommand({
          AccessToken: laptop.accessToken,
          DeviceKey: laptop.deviceKey,
          DeviceName: 'Chrome en Linux',
        }),
      ),
    ).resolves.toMatchObject({ UserConfirmationNecessary: false });
    const { Devices, PaginationToken } = await cognito.send(
      new ListDevicesCommand({ AccessToken: laptop.accessToken }),
    );
    expect(PaginationToken).toBeUndefined();
    expect(Devices).toHaveLength(1);
    const device = Devices?.[0];
    expect(device?.DeviceKey).toBe(laptop.deviceKey);
    expect(device?.DeviceAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'device_name', Value: 'Chrome en Linux' },
        { Name: 'device_status', Value: 'valid' },
      ]),
    );
    expect(device?.DeviceCreateDate).toBeInstanceOf(Date);
    expect(device?.DeviceLastAuthenticatedDate).toBeInstanceOf(Date);
  });

  it("refuses to confirm another sign-in's device, or a device of another user", async () => {
    const user = await createUser();
    const other = await createUser();
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    const stranger = await signIn(other.email, other.password);
    await expect(
      cognito.send(new ConfirmDeviceCommand({ AccessToken: first.accessToken, DeviceKey: second.deviceKey })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await cognito.send(new ConfirmDeviceCommand({ AccessToken: first.accessToken, DeviceKey: first.deviceKey }));
    await expect(
      cognito.send(new ForgetDeviceCommand({ AccessToken: stranger.accessToken, DeviceKey: first.deviceKey })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException', message: 'Device does not exist.' });
    expect((await cognito.send(new ListDevicesCommand({ AccessToken: stranger.accessToken }))).Devices).toEqual([]);
  });

  it('pages of at most 60 with a PaginationToken; Limit above 60 is refused', async () => {
    const user = await createUser();
    for (let i = 0; i < 62; i++) {
      const session = await signIn(user.email, user.password);
      await cognito.send(
        new ConfirmDeviceCommand({
          AccessToken: session.accessToken,
          DeviceKey: session.deviceKey,
          DeviceName: `Equipo ${i}`,
        }),
      );
    }
    const { accessToken } = await signIn(user.email, user.password);
    const first = await cognito.send(new ListDevicesCommand({ AccessToken: accessToken, Limit: 60 }));
    expect(first.Devices).toHaveLength(60);
    expect(first.PaginationToken).toBeTruthy();
    const second = await cognito.send(
      new ListDevicesCommand({ AccessToken: accessToken, Limit: 60, PaginationToken: first.PaginationToken }),
    );
    expect(second.Devices).toHaveLength(2);
    expect(second.PaginationToken).toBeUndefined();
    const keys = new Set([...(first.Devices ?? []), ...(second.Devices ?? [])].map((device) => device.DeviceKey));
    expect(keys.size).toBe(62);
    await expect(cognito.send(new ListDevicesCommand({ AccessToken: accessToken, Limit: 61 }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
  }, 60_000);

  it('ForgetDevice removes it from the list; DeleteUser removes every device', async () => {
    const user = await createUser();
    const session = await signIn(user.email, user.password);
    await cognito.send(new ConfirmDeviceCommand({ AccessToken: session.accessToken, DeviceKey: session.deviceKey }));
    await cognito.send(new ForgetDeviceCommand({ AccessToken: session.accessToken, DeviceKey: session.deviceKey }));
    expect((await cognito.send(new ListDevicesCommand({ AccessToken: session.accessToken }))).Devices).toEqual([]);
    const again = await signIn(user.email, user.password);
    await cognito.send(new ConfirmDeviceCommand({ AccessToken: again.accessToken, DeviceKey: again.deviceKey }));
    await cognito.send(new DeleteUserCommand({ AccessToken: again.accessToken }));
    expect(await listDevices(db, user.sub, 60, null)).toEqual([]);
  });
});

describe('second factors', () => {
  it('an authenticator app: associate, verify with its code, prefer it; the next sign-in asks for its code', async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email, user.password);
    await expect(
      cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: 'User has not verified software token mfa' });
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const secret = SecretCode ?? '';
    const wrong = totpCode(secret, new Date()) === '000000' ? '111111' : '000000';
    await expect(
      cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: wrong })),
    ).rejects.toMatchObject({ name: 'EnableSoftwareTokenMFAException' });
    await expect(
      cognito.send(
        new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret, new Date()) }),
      ),
    ).resolves.toMatchObject({ Status: 'SUCCESS' });
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    await expect(cognito.send(new GetUserCommand({ AccessToken: accessToken }))).resolves.toMatchObject({
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });

    const challenge = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    await expect(
      cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: WEB_CLIENT_ID,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: wrong },
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const answered = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: WEB_CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, new Date()) },
      }),
    );
    expect(answered.AuthenticationResult?.AccessToken).toBeTruthy();

    // Disabled again: the password alone signs in.
    await cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false } }),
    );
    const user2 = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(user2.UserMFASettingList).toBeUndefined();
    expect(user2.PreferredMfaSetting).toBeUndefined();
    await expect(signIn(user.email, user.password)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('a code by e-mail can be enabled and disabled; SMS is refused (this pool has no SMS configuration)', async () => {
    const user = await createUser();
    const { accessToken } = await signIn(user.email, user.password);
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        EmailMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const challenge = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: WEB_CLIENT_ID,
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    await expect(
      cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SMSMfaSettings: { Enabled: true } })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await cognito.send(
      new SetUserMFAPreferenceCommand({ AccessToken: accessToken, EmailMfaSettings: { Enabled: false } }),
    );
    await expect(signIn(user.email, user.password)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('preference rules: a preferred method must be enabled; disabling the preferred one clears it', () => {
    expect(() => applyMfaPreference({ enabled: [], preferred: null }, { EMAIL_OTP: { PreferredMfa: true } })).toThrow(
      /must be enabled/,
    );
    expect(
      applyMfaPreference(
        { enabled: ['EMAIL_OTP', 'SOFTWARE_TOKEN_MFA'], preferred: 'SOFTWARE_TOKEN_MFA' },
        {
          SOFTWARE_TOKEN_MFA: { Enabled: false },
        },
      ),
    ).toEqual({ enabled: ['EMAIL_OTP'], preferred: 'EMAIL_OTP' });
    expect(
      applyMfaPreference({ enabled: ['EMAIL_OTP'], preferred: 'EMAIL_OTP' }, { EMAIL_OTP: { Enabled: false } }),
    ).toEqual({
      enabled: [],
      preferred: null,
    });
  });
});
