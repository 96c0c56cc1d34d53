import type { NextConfig } from 'next';
import { securityConfigFromEnv, staticSecurityHeaders } from './src/lib/security-headers';

type RemotePattern = NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where product, category and collection pictures come from: the commerce media host. Locally that is the sandbox
 * (`SANDBOX_PUBLIC_URL`, default http://localhost:4010), whose port changes between `npm start`, the end-to-end tests
 * and Lighthouse runs while the production build is reused, so loopback hosts are allowed on any port, `/media/` only.
 */
function mediaPatterns(): { patterns: RemotePattern[]; loopback: boolean } {
  const patterns: RemotePattern[] = [...LOOPBACK].map((hostname) => ({
    protocol: 'http',
    hostname,
    pathname: '/media/**',
  }));
  let loopback = true;
  const configured = process.env.SANDBOX_PUBLIC_URL ?? process.env.MEDIA_PUBLIC_URL;
  if (configured) {
    try {
      const url = new URL(configured);
      loopback = LOOPBACK.has(url.hostname);
      if (!loopback) {
        patterns.push({
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
          hostname: url.hostname,
          port: url.port,
          pathname: '/media/**',
        });
      }
    } catch {
      // An invalid URL is reported by the sandbox's own configuration check.
    }
  }
  return { patterns, loopback };
}

const media = mediaPatterns();

// Refuses an invalid PARTNER_FRAME_ORIGINS when `next build` or `next start` loads this file, before any request.
const security = securityConfigFromEnv(process.env);
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
  images: {
    // Spec §9: device widths 206 to 1200, quality 75.
    // Few widths: every width is one more srcset entry in each page's HTML and RSC payload.
    deviceSizes: [412, 640, 828, 1200],
    imageSizes: [206],
    qualities: [75],
    remotePatterns: media.patterns,
    // The optimizer refuses private addresses by default (SSRF). The local media host is the sandbox on loopback, so
    // this is allowed only while the media host is loopback, and remotePatterns still limit it to `/media/` paths.
    dangerouslyAllowLocalIP: media.loopback,
  },
};

export default config;
