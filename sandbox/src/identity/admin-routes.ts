import type { IncomingMessage, ServerResponse } from 'node:http';
import { listCodesForEmail } from './codes-repository';
import type { IdentityContext } from './context';
import { sendJson } from './http';
import { isLoopbackAddress } from './loopback';
import { findUserByEmail } from './users-repository';

/**
 * GET /__admin/codes?email=… — the pending confirmation / password-reset / e-mail verification codes of a user,
 * since the sandbox sends no e-mail. Only for loopback peers, never cached, and without CORS headers so that no
 * web page can read it.
 */
export async function handleAdminCodes(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  res.setHeader('Cache-Control', 'no-store');
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    sendJson(res, 403, { message: 'The admin endpoints answer local callers only.' });
    return;
  }
  const email = url.searchParams.get('email');
  if (!email) {
    sendJson(res, 400, { message: 'Query parameter email is required.' });
    return;
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    sendJson(res, 404, { message: 'User does not exist.', email });
    return;
  }
  const codes = await listCodesForEmail(ctx.db, user.email);
  sendJson(res, 200, {
    email: user.email,
    sub: user.sub,
    status: user.status,
    codes: codes.map((code) => ({
      purpose: code.purpose,
      code: code.code,
      createdAt: code.createdAt.toISOString(),
      expiresAt: code.expiresAt.toISOString(),
      failedAttempts: code.failedAttempts,
    })),
  });
}
