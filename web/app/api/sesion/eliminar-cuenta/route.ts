import { z } from 'zod';
import { DELETION_CONFIRMATION, SECURITY_MESSAGES } from '@/features/account/security/security-messages';
import { securityApi, withAccessToken } from '@/features/account/security/security-route';
import { clearSession } from '@/features/account/server-session';
import { json, readBody, sessionPost } from '@/features/account/session-route';

const Delete = z.object({
  confirmation: z
    .string({ error: SECURITY_MESSAGES.confirmDeletion })
    .max(32)
    .refine((value) => value.trim().toUpperCase() === DELETION_CONFIRMATION, SECURITY_MESSAGES.confirmDeletion),
});

/** Deletes the customer's sign-in account at the pool (DeleteUser) and ends the session in this browser. */
export const POST = sessionPost('eliminar-cuenta', async (request, services) => {
  const body = await readBody(request, Delete);
  if (!body.ok) return body.response;
  return withAccessToken(request, services, async (accessToken, cookies) => {
    await securityApi().deleteUser(accessToken);
    clearSession(cookies, services);
    return cookies.on(json({ status: 'deleted', message: SECURITY_MESSAGES.accountDeleted }));
  });
});
