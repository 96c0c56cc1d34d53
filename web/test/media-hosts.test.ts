import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_URL, type MediaRemotePattern, mediaHosts } from '../src/lib/media-hosts';

// The optimizer's own matcher (what `/_next/image` applies to `url=`), so the test holds for Next's reading of them.
const { hasRemoteMatch } = createRequire(import.meta.url)('next/dist/shared/lib/match-remote-pattern') as {
  hasRemoteMatch(domains: string[], patterns: MediaRemotePattern[], url: URL): boolean;
};

const allowed = (patterns: MediaRemotePattern[], address: string) => hasRemoteMatch([], patterns, new URL(address));

describe('image optimizer hosts', () => {
  it('the local sandbox: its own port under /media/ only — not the identity provider, nor any other port', () => {
    const { patterns, allowLocalIP } = mediaHosts({ SANDBOX_PUBLIC_URL: 'http://localhost:4110' });
    expect(allowLocalIP).toBe(true);
    expect(allowed(patterns, 'http://localhost:4110/media/products/paracetamol.png?size=412')).toBe(true);
    for (const address of [
      'http://localhost:9229/media/x.png',
      'http://localhost:9329/media/x.png',
      'http://localhost:4000/media/x.png',
      'http://localhost/media/x.png',
      'http://127.0.0.1:4110/media/x.png',
      'http://[::1]:4110/media/x.png',
      'https://localhost:4110/media/x.png',
      'http://localhost:4110/healthz',
      'http://localhost:4110/graphql',
      'http://evil.example:4110/media/x.png',
    ]) {
      expect(allowed(patterns, address), address).toBe(false);
    }
  });

  it('without any setting: the sandbox default address only', () => {
    const { patterns } = mediaHosts({});
    expect(allowed(patterns, `${DEFAULT_MEDIA_URL}/media/x.png`)).toBe(true);
    expect(allowed(patterns, 'http://localhost:9229/media/x.png')).toBe(false);
  });

  it('a real media host: https on its own host and port, and private addresses stay refused', () => {
    const { patterns, allowLocalIP } = mediaHosts({
      MEDIA_PUBLIC_URL: 'https://media.cuida.pe/base/',
      SANDBOX_PUBLIC_URL: 'https://media.cuida.pe',
    });
    expect(allowLocalIP).toBe(false);
    expect(patterns).toHaveLength(1);
    expect(allowed(patterns, 'https://media.cuida.pe/media/banners/x.png')).toBe(true);
    expect(allowed(patterns, 'http://media.cuida.pe/media/x.png')).toBe(false);
    expect(allowed(patterns, 'https://media.cuida.pe:8443/media/x.png')).toBe(false);
    expect(allowed(patterns, 'https://evil.media.cuida.pe/media/x.png')).toBe(false);
    expect(allowed(patterns, 'http://localhost:4010/media/x.png')).toBe(false);
  });

  it('an IPv6 loopback host matches itself only', () => {
    const { patterns, allowLocalIP } = mediaHosts({ SANDBOX_PUBLIC_URL: 'http://[::1]:4110' });
    expect(allowLocalIP).toBe(true);
    expect(allowed(patterns, 'http://[::1]:4110/media/x.png')).toBe(true);
    expect(allowed(patterns, 'http://[::1]:9229/media/x.png')).toBe(false);
    expect(allowed(patterns, 'http://localhost:4110/media/x.png')).toBe(false);
  });

  it('an invalid or non-http address adds no host', () => {
    expect(mediaHosts({ MEDIA_PUBLIC_URL: 'not a url', SANDBOX_PUBLIC_URL: 'ftp://media.cuida.pe' }).patterns).toEqual(
      [],
    );
  });
});
