import { type NextRequest, NextResponse } from 'next/server';
import { verifyEmail } from '@/features/account/loaders';
import { PendingCookies, sessionServices, storeSession } from '@/features/account/server-session';
import { addressAfterLink, parseVerificationLink, tokenSubject } from '@/features/account/verification-link';

/**
 * The verification link, reached by proxy.ts's rewrite of `/?code=&email=&pwd=`: the gateway checks the code and
 * opens the sealed password once; a valid link leaves the customer signed in (the session's HttpOnly cookies, as
 * if they had signed in with the form) and the address bar without the link's parameters.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const link = parseVerificationLink(params);
  // A relative Location (a path of this site): the browser resolves it against the address it used. The request's
  // own origin is not that address behind a proxy (proxy.ts's rewrite names next's own host and port).
  const go = (address: string) =>
    new NextResponse(null, {
      status: 303,
      headers: { location: address, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });
  if (link.kind !== 'verify') return go(addressAfterLink(params));

  const answer = await verifyEmail({ email: link.email, code: link.code, autoLoginToken: link.sealedPassword });
  // A failed verification is an invalid link: home (requirements: "Verification link").
  if (!answer.ok) return go(addressAfterLink(params));
  const { status, session } = answer.data.verifyEmail;
  if (status === 'EXPIRED') return go(addressAfterLink(params, { codigo: 'expired' }));
  if (status !== 'VALID') return go(addressAfterLink(params));
  const user = session ? tokenSubject(session.idToken) : null;
  if (!session || !user) return go(addressAfterLink(params, { verificado: '1' }, '/ingresar'));

  const cookies = new PendingCookies();
  const { idToken, accessToken, refreshToken } = session;
  storeSession(
    cookies,
    sessionServices(),
    { idToken, accessToken },
    refreshToken ? { refreshToken, username: user } : null,
  );
  return cookies.on(go(addressAfterLink(params, { verificado: '1' })));
}
