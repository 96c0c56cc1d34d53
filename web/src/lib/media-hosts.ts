/**
 * What the image optimizer (`/_next/image`) may fetch: pictures under `/media/` of the configured media hosts only —
 * `MEDIA_PUBLIC_URL` (the real media host) and `SANDBOX_PUBLIC_URL` (the sandbox, which serves the catalogue's
 * pictures locally), each with its own scheme, host and port; the sandbox's default address when neither is set.
 * Nothing else: another port of the same host (the identity provider's, the gateway's metrics) is another service.
 *
 * `next start` reads next.config.ts when it starts, so a production build reused on other ports (the end-to-end tests,
 * Lighthouse) gets that run's hosts; the container image's standalone server keeps the ones it was built with.
 */
export interface MediaRemotePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port: string;
  pathname: string;
}

export interface MediaHosts {
  patterns: MediaRemotePattern[];
  /**
   * Next's optimizer refuses private addresses (SSRF); a loopback media host (the local sandbox) needs them allowed,
   * and the patterns above still hold the optimizer to that host, port and `/media/`.
   */
  allowLocalIP: boolean;
}

/** The sandbox's address when no media host is configured (web/src/features/partners/media.ts). */
export const DEFAULT_MEDIA_URL = 'http://localhost:4010';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function mediaHosts(env: Record<string, string | undefined>): MediaHosts {
  const configured = [env.MEDIA_PUBLIC_URL, env.SANDBOX_PUBLIC_URL].filter((value): value is string => !!value);
  const patterns = new Map<string, MediaRemotePattern>();
  for (const value of configured.length > 0 ? configured : [DEFAULT_MEDIA_URL]) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      // An invalid address adds no host (the sandbox and securityConfigFromEnv report their own).
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const pattern: MediaRemotePattern = {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      // Next matches host names as globs: an IPv6 literal's brackets are escaped to mean themselves.
      hostname: url.hostname.replace(/[[\]]/g, '\\$&'),
      // An empty port matches the scheme's default port only (Next compares it with the address's own).
      port: url.port,
      pathname: '/media/**',
    };
    patterns.set(`${pattern.protocol}://${pattern.hostname}:${pattern.port}`, pattern);
  }
  const list = [...patterns.values()];
  return { patterns: list, allowLocalIP: list.some((pattern) => LOOPBACK.has(pattern.hostname.replaceAll('\\', ''))) };
}
