/**
 * Developer read-outs of the REST services, answered only to loopback peers (the sandbox sends no e-mail, so the
 * verification codes and temporary passwords it would send are readable here):
 *   GET /__admin/services/verification-codes[?email=...]
 *   GET /__admin/services/registrations
 *   GET /__admin/services/outbox[?to=...&kind=...]   the e-mails the services would have sent (outbox/outbox.ts)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackAddress } from '../identity/loopback';
import { readOutbox } from '../outbox/outbox';
import type { Queryable } from '../store/db';
import { listPendingRegistrations } from './registration';

const PREFIX = '/__admin/services/';

export async function handleServicesAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: { db: Queryable },
): Promise<boolean> {
  if (!url.pathname.startsWith(PREFIX)) return false;
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    send(403, { error: 'Solo disponible desde la máquina local.' });
    return true;
  }
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    send(405, { error: 'Usa GET.' });
    return true;
  }
  const resource = url.pathname.slice(PREFIX.length);
  if (resource === 'verification-codes') {
    const email = url.searchParams.get('email')?.trim().toLowerCase() ?? null;
    const rows = await options.db.query<{
      email: string;
      code: string;
      issued_at: Date;
      expires_at: Date;
      verified_at: Date | null;
    }>(
      `SELECT email, code, issued_at, expires_at, verified_at FROM verification_code
       WHERE $1::text IS NULL OR email = $1 ORDER BY issued_at DESC`,
      [email],
    );
    send(200, {
      codes: rows.map((row) => ({
        email: row.email,
        code: row.code,
        issuedAt: new Date(row.issued_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        verifiedAt: row.verified_at === null ? null : new Date(row.verified_at).toISOString(),
      })),
    });
    return true;
  }
  if (resource === 'outbox') {
    const emails = await readOutbox(options.db, {
      to: url.searchParams.get('to'),
      kind: url.searchParams.get('kind'),
    });
    send(200, { emails });
    return true;
  }
  if (resource === 'registrations') {
    const pending = await listPendingRegistrations(options.db);
    send(200, { registrations: pending.map(({ passwordHash: _hidden, ...registration }) => registration) });
    return true;
  }
  send(404, { error: `No existe ${url.pathname}.` });
  return true;
}
