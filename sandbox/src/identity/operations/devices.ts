import { z } from 'zod';
import { defineOperation, type IdentityContext } from '../context';
import {
  type DeviceRecord,
  findDevice,
  forgetDevice as forgetDeviceRecord,
  listDevices as listDeviceRecords,
  rememberDevice,
} from '../devices-repository';
import { invalidParameter, resourceNotFound } from '../errors';
import { authenticate } from '../sessions';
import { Token } from './schemas';

/** Cognito's `DeviceKey` pattern: the region, an underscore and a UUID. */
const DeviceKey = z
  .string()
  .min(1)
  .max(55)
  .regex(/^[\w-]+_[0-9a-f-]+$/, 'Member must satisfy regular expression pattern: [\\w-]+_[0-9a-f-]+');

/** The most devices ListDevices answers at once (Cognito's maximum Limit). */
export const MAX_DEVICES_PER_PAGE = 60;

const deviceMissing = () => resourceNotFound('Device does not exist.');

/** The device key of a sign-in: the pool's region and the sign-in's refresh token id (origin_jti). */
export function deviceKeyOf(ctx: IdentityContext, originJti: string): string {
  return `${ctx.userPoolId.split('_')[0] ?? 'local'}_${originJti}`;
}

/** A Cognito timestamp on the JSON 1.1 wire: epoch seconds. */
const epochSeconds = (date: Date) => date.getTime() / 1000;

function deviceType(device: DeviceRecord) {
  const attributes = [
    { Name: 'device_status', Value: 'valid' },
    { Name: 'device_remembered_status', Value: 'remembered' },
    ...(device.deviceName ? [{ Name: 'device_name', Value: device.deviceName }] : []),
    ...(device.lastIp ? [{ Name: 'last_ip_used', Value: device.lastIp }] : []),
  ];
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: attributes,
    DeviceCreateDate: epochSeconds(device.createdAt),
    DeviceLastModifiedDate: epochSeconds(device.lastModifiedAt),
    DeviceLastAuthenticatedDate: epochSeconds(device.lastAuthenticatedAt),
  };
}

/** ConfirmDevice: the sign-in's own device (its NewDeviceMetadata key) is remembered under the name given. */
export const confirmDevice = defineOperation(
  z.object({
    AccessToken: Token,
    DeviceKey,
    DeviceSecretVerifierConfig: z
      .object({ PasswordVerifier: z.string().max(4096).optional(), Salt: z.string().max(1024).optional() })
      .optional(),
    DeviceName: z.string().min(1).max(1024).optional(),
  }),
  async (ctx, input, request) => {
    const { user, claims } = await authenticate(ctx, input.AccessToken);
    // Only the device of this access token's sign-in can be confirmed with it.
    if (input.DeviceKey !== deviceKeyOf(ctx, claims.origin_jti)) throw deviceMissing();
    await rememberDevice(
      ctx.db,
      {
        deviceKey: input.DeviceKey,
        sub: user.sub,
        deviceName: input.DeviceName ?? null,
        lastIp: request.remoteAddress ?? null,
      },
      ctx.clock(),
    );
    return { UserConfirmationNecessary: false };
  },
);

const PageToken = z.object({ c: z.iso.datetime(), k: z.string().max(55) });

function readPageToken(token: string | undefined): { createdAt: Date; deviceKey: string } | null {
  if (token === undefined) return null;
  try {
    const parsed = PageToken.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return { createdAt: new Date(parsed.c), deviceKey: parsed.k };
  } catch {
    throw invalidParameter('Invalid pagination token.');
  }
}

const pageTokenOf = (device: DeviceRecord) =>
  Buffer.from(JSON.stringify({ c: device.createdAt.toISOString(), k: device.deviceKey })).toString('base64url');

/** ListDevices: the user's remembered devices, oldest first, `Limit` at a time (at most 60) with a PaginationToken. */
export const listDevices = defineOperation(
  z.object({
    AccessToken: Token,
    Limit: z.number().int().min(0).max(MAX_DEVICES_PER_PAGE).optional(),
    PaginationToken: z.string().min(1).max(1024).optional(),
  }),
  async (ctx, input) => {
    const { user } = await authenticate(ctx, input.AccessToken);
    const limit = input.Limit || MAX_DEVICES_PER_PAGE;
    const rows = await listDeviceRecords(ctx.db, user.sub, limit + 1, readPageToken(input.PaginationToken));
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      Devices: page.map(deviceType),
      ...(rows.length > limit && last ? { PaginationToken: pageTokenOf(last) } : {}),
    };
  },
);

/** ForgetDevice: the device is no longer remembered (its tokens stay valid, as in Cognito). */
export const forgetDevice = defineOperation(
  z.object({ AccessToken: Token.optional(), DeviceKey }),
  async (ctx, input) => {
    // The pool's own calls (with IAM credentials) are AdminForgetDevice; this one needs the user's access token.
    if (!input.AccessToken) throw invalidParameter('Missing required parameter AccessToken');
    const { user } = await authenticate(ctx, input.AccessToken);
    if (!(await forgetDeviceRecord(ctx.db, user.sub, input.DeviceKey))) throw deviceMissing();
    return {};
  },
);

/** GetDevice, for symmetry with ListDevices (the same DeviceType). */
export const getDevice = defineOperation(z.object({ AccessToken: Token, DeviceKey }), async (ctx, input) => {
  const { user } = await authenticate(ctx, input.AccessToken);
  const device = await findDevice(ctx.db, user.sub, input.DeviceKey);
  if (!device) throw deviceMissing();
  return { Device: deviceType(device) };
});
