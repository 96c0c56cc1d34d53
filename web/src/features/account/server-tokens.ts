import { cookies } from 'next/headers';
import type { CustomerTokens } from '@/lib/gateway';
import { freshSession, sessionServices } from './server-session';

/**
 * The signed-in customer's tokens for a server component, read from the session's cookies and verified. Server
 * components cannot write cookies: proxy.ts has already refreshed an expiring session for this request, so a
 * refresh here (a page rendered past the token's expiry) lasts for this render only. Null when nobody is signed in
 * or the tokens do not verify.
 */
export async function serverSessionTokens(): Promise<CustomerTokens | null> {
  // Outside the try: Next signals a dynamic render by throwing from cookies(), which must reach Next.
  const store = await cookies();
  try {
    const services = sessionServices();
    const session = await freshSession(store, null, services);
    if (session.kind !== 'tokens') return null;
    return (await services.verifier.verify(session.tokens)) ? session.tokens : null;
  } catch (error) {
    console.error(`[session] server session unreadable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
