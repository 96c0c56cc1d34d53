/**
 * Error tracking (Sentry's protocol) is off unless `SENTRY_DSN` is set: `https://<public key>@<host>/<project id>`
 * (plain http only for a loopback host: the local sandbox plays the tracker). A DSN is public by design — browsers
 * send it — but a malformed one is refused at start-up (next.config.ts) rather than silently losing every report.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ErrorTrackingConfig {
  dsn: string;
  environment: string;
}

export function errorTrackingConfig(
  env: Partial<Record<'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV', string | undefined>>,
): ErrorTrackingConfig | null {
  const value = env.SENTRY_DSN?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SENTRY_DSN must be a URL: https://<public key>@<host>/<project id>.');
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure) throw new Error('SENTRY_DSN must use https (plain http only for localhost).');
  // Sentry's clients read the key as letters, digits and underscores only (a real key is hexadecimal).
  if (!/^\w+$/.test(url.username) || url.password) {
    throw new Error('SENTRY_DSN must carry its public key (letters and digits, and no secret key).');
  }
  if (!/^\/(?:[\w.-]+\/)*\d+$/.test(url.pathname) || url.search || url.hash) {
    throw new Error('SENTRY_DSN must end with the numeric project id, with no query.');
  }
  const environment = env.SENTRY_ENVIRONMENT?.trim() || (env.NODE_ENV === 'development' ? 'development' : 'production');
  return { dsn: value, environment };
}

/** The tracker's envelope endpoint for a DSN (where the storefront's tunnel forwards browser reports). */
export function envelopeEndpoint(dsn: string): string {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop() as string;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
}
