import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { addCompileHints } from './build-hooks/compile-hints';
import { sessionCookieKey } from './src/features/account/session-cookies';
import { errorTrackingConfig } from './src/lib/error-tracking/dsn';
import { mediaHosts } from './src/lib/media-hosts';
import { securityConfigFromEnv, staticSecurityHeaders } from './src/lib/security-headers';
import { shopperProxySettings } from './src/lib/shopper-address';

// The image optimizer fetches from the configured media hosts only, each on its own port (src/lib/media-hosts.ts).
const media = mediaHosts(process.env);

// Refuses an invalid PARTNER_FRAME_ORIGINS when `next build` or `next start` loads this file, before any request.
const security = securityConfigFromEnv(process.env);
// Refuses a malformed SENTRY_DSN the same way (error tracking is off without one).
errorTrackingConfig(process.env);
const staticHeaders = Object.entries(staticSecurityHeaders(security)).map(([key, value]) => ({ key, value }));

// The container image (Dockerfile) builds with NEXT_OUTPUT=standalone: server.js with only the production packages it
// traces from the workspace root (the hoisted node_modules). `npm run build` keeps the usual output for `next start`.
const standalone = process.env.NEXT_OUTPUT === 'standalone';

const config: NextConfig = {
  reactStrictMode: true,
  // The workspace root (its package-lock.json) is the tracing root Next finds on its own.
  ...(standalone ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // Pages get every security header, with the CSP's nonce, from proxy.ts; the paths it skips (build files, image
  // optimizer, API routes) get the static ones here. The two sets of paths do not overlap, so no header is doubled.
  async headers() {
    return ['/_next/static/:path*', '/_next/image', '/api/:path*'].map((source) => ({
      source,
      headers: staticHeaders,
    }));
  },
  // The domain package ships TypeScript sources shared with the gateway.
  transpilePackages: ['@cuida/domain'],
  compiler: {
    // The start-up scripts compiled off the main thread (build-hooks/compile-hints.ts).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(projectDir, distDir);
    },
  },
  images: {
    // Widths 206 to 1200, quality 75 (requirements: "Thumbnails and images").
    // Few widths: every width is one more srcset entry in each page's HTML and RSC payload.
    deviceSizes: [412, 640, 828, 1200],
    imageSizes: [206],
    qualities: [75],
    remotePatterns: media.patterns,
    // Pictures published under the site's own `/media/` (src/lib/same-site-media.ts); the route checks each address.
    localPatterns: [{ pathname: '/media/**' }],
    // The optimizer refuses private addresses by default (SSRF); allowed only while a media host is loopback (the
    // local sandbox), and remotePatterns still hold it to that host, port and `/media/`.
    dangerouslyAllowLocalIP: media.allowLocalIP,
  },
};

/**
 * `next start` refuses, before any request, settings the proxy to the gateway and the session's cookies would refuse
 * at their first request (src/lib/shopper-address.ts: SHOPPER_PROXY_SECRET, and TRUST_PROXY_HOPS ≥ 1 in production;
 * features/account/session-cookies.ts: SESSION_COOKIE_KEY). `next build` is not checked: the image is built without
 * the deployment's secrets.
 */
export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    shopperProxySettings(process.env);
    sessionCookieKey(process.env);
  }
  return config;
}
