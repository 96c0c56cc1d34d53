/**
 * The e-mail verification link (requirements: "Verification link", "Auto-login"): home with `code`, `email` and the
 * sealed `pwd` verifies the address and signs the customer in; `codigo=expired` is the expired notice; anything else is
 * plain home.
 */
export type VerificationLink =
  | { kind: 'verify'; code: string; email: string; sealedPassword: string | null }
  | { kind: 'expired' }
  | { kind: 'none' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseVerificationLink(params: URLSearchParams): VerificationLink {
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  if (code !== '' && email !== '') {
    // A malformed link is an invalid one: it goes home without a call.
    if (!EMAIL.test(email) || email.length > 254 || code.length > 64) return { kind: 'none' };
    const pwd = params.get('pwd');
    return { kind: 'verify', code, email, sealedPassword: pwd && pwd.length <= 4096 ? pwd : null };
  }
  return params.get('codigo') === 'expired' ? { kind: 'expired' } : { kind: 'none' };
}

const LINK_PARAMETERS = ['code', 'email', 'pwd'];

/** Where the link leads once used: home (or `path`) with the link's own parameters gone and the rest kept. */
export function addressAfterLink(params: URLSearchParams, extra: Record<string, string> = {}, path = '/'): string {
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!LINK_PARAMETERS.includes(key) && key !== 'codigo') kept.append(key, value);
  for (const [key, value] of Object.entries(extra)) kept.set(key, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The subject (`sub`) of a token the gateway just issued (read, not verified: it came from our own server call). */
export function tokenSubject(jwt: string): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' && /^[\w-]{1,128}$/.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}
