import type { Queryable } from '../store/db';

/** A remembered device of a user (Cognito's DeviceType, before it is put on the wire). */
export interface DeviceRecord {
  deviceKey: string;
  sub: string;
  deviceName: string | null;
  lastIp: string | null;
  createdAt: Date;
  lastModifiedAt: Date;
  lastAuthenticatedAt: Date;
}

interface DeviceRow {
  device_key: string;
  sub: string;
  device_name: string | null;
  last_ip: string | null;
  created_at: Date;
  last_modified_at: Date;
  last_authenticated_at: Date;
}

const toRecord = (row: DeviceRow): DeviceRecord => ({
  deviceKey: row.device_key,
  sub: row.sub,
  deviceName: row.device_name,
  lastIp: row.last_ip,
  createdAt: new Date(row.created_at),
  lastModifiedAt: new Date(row.last_modified_at),
  lastAuthenticatedAt: new Date(row.last_authenticated_at),
});

/** Remembers (or renames) a device of `sub`; another user's key is never taken over. */
export async function rememberDevice(
  db: Queryable,
  device: { deviceKey: string; sub: string; deviceName: string | null; lastIp: string | null },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_device (device_key, sub, device_name, last_ip, created_at, last_modified_at, last_authenticated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5)
     ON CONFLICT (device_key) DO UPDATE SET device_name = EXCLUDED.device_name, last_ip = EXCLUDED.last_ip,
       last_modified_at = EXCLUDED.last_modified_at
     WHERE identity_device.sub = EXCLUDED.sub`,
    [device.deviceKey, device.sub, device.deviceName, device.lastIp, now],
  );
}

/** A page of the user's devices, oldest first, after the device key `after` (exclusive). */
export async function listDevices(
  db: Queryable,
  sub: string,
  limit: number,
  after: { createdAt: Date; deviceKey: string } | null,
): Promise<DeviceRecord[]> {
  const rows = after
    ? await db.query<DeviceRow>(
        `SELECT * FROM identity_device WHERE sub = $1 AND (created_at, device_key) > ($2, $3)
         ORDER BY created_at, device_key LIMIT $4`,
        [sub, after.createdAt, after.deviceKey, limit],
      )
    : await db.query<DeviceRow>(
        'SELECT * FROM identity_device WHERE sub = $1 ORDER BY created_at, device_key LIMIT $2',
        [sub, limit],
      );
  return rows.map(toRecord);
}

export async function findDevice(db: Queryable, sub: string, deviceKey: string): Promise<DeviceRecord | null> {
  const [row] = await db.query<DeviceRow>('SELECT * FROM identity_device WHERE sub = $1 AND device_key = $2', [
    sub,
    deviceKey,
  ]);
  return row ? toRecord(row) : null;
}

/** Forgets one of the user's devices; false when the user has no device with that key. */
export async function forgetDevice(db: Queryable, sub: string, deviceKey: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM identity_device WHERE sub = $1 AND device_key = $2 RETURNING device_key', [
    sub,
    deviceKey,
  ]);
  return rows.length === 1;
}
