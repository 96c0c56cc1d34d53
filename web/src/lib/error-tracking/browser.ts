/**
 * The browser's error-tracking client (Sentry's browser SDK), loaded on the first error and only when the page carries
 * the tracker's DSN (`<meta name="cuida-error-tracking">`, from SENTRY_DSN): pages do not carry the SDK. Reports go
 * through the storefront's own `/api/errores` (a tunnel), so the CSP needs no other origin and blockers do not drop
 * them.
 */
export const ERROR_TRACKING_META = 'cuida-error-tracking';
export const ERROR_TRACKING_ENVIRONMENT_META = 'cuida-error-tracking-environment';
export const ERROR_TRACKING_TUNNEL = '/api/errores';

type Sdk = typeof import('@sentry/browser');
let sdk: Promise<Sdk | null> | undefined;

function dsnOfPage(): { dsn: string; environment: string } | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ERROR_TRACKING_META}"]`);
  if (!meta?.content) return null;
  const environment = document.querySelector<HTMLMetaElement>(`meta[name="${ERROR_TRACKING_ENVIRONMENT_META}"]`);
  return { dsn: meta.content, environment: environment?.content || 'production' };
}

function loadSdk(): Promise<Sdk | null> {
  sdk ??= (async () => {
    const config = dsnOfPage();
    if (!config) return null;
    const loaded = await import('@sentry/browser');
    loaded.init({
      dsn: config.dsn,
      environment: config.environment,
      tunnel: ERROR_TRACKING_TUNNEL,
      // Only what is reported here: no automatic breadcrumbs, sessions or global handlers (ErrorTrackingListener
      // reports uncaught errors itself).
      defaultIntegrations: false,
      integrations: [],
    });
    return loaded;
  })().catch(() => null);
  return sdk;
}

export function errorTrackingEnabled(): boolean {
  return dsnOfPage() !== null;
}

/** Reports an error seen in the browser; `where` names the feature. Never throws. */
export async function reportBrowserError(error: unknown, where: string): Promise<void> {
  if (!errorTrackingEnabled()) return;
  const loaded = await loadSdk();
  loaded?.captureException(error instanceof Error ? error : new Error(String(error)), { tags: { where } });
}
