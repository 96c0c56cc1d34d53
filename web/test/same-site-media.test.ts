import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '../app/media/[...path]/route';
import { mediaSource } from '../src/lib/same-site-media';

describe('mediaSource: pictures on the site’s own origin are named by their path', () => {
  const site = 'http://127.0.0.1:18080';

  it('turns a picture of the site into its path, with its size', () => {
    expect(mediaSource(`${site}/media/products/nan-optipro-1.png?size=400`, site)).toBe(
      '/media/products/nan-optipro-1.png?size=400',
    );
    expect(mediaSource(`${site}/media/banners/cyber-salud.png`, site)).toBe('/media/banners/cyber-salud.png');
  });

  it('leaves every other address as it is', () => {
    const others = [
      'http://localhost:4010/media/products/a.png?size=400', // another origin: the media host's own
      'https://media.cuida.pe/media/products/a.png',
      `${site}/api/graphql`, // the site, but not a picture
      `${site}/media/../api/sesion`,
      `${site}/media/products/a.svg`,
      'not an address',
    ];
    for (const src of others) expect(mediaSource(src, site)).toBe(src);
    expect(mediaSource(`${site}/media/products/a.png`, undefined)).toBe(`${site}/media/products/a.png`);
  });
});

describe('GET /media/… relays pictures from MEDIA_INTERNAL_URL', () => {
  let upstream: Server;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url?.startsWith('/media/products/missing')) {
        res.writeHead(404).end();
      } else if (req.url?.startsWith('/media/products/broken')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      } else {
        res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));
  afterEach(() => {
    delete process.env.MEDIA_INTERNAL_URL;
    asked.length = 0;
  });

  const get = (path: string) => GET(new Request(`http://127.0.0.1:18080${path}`));

  it('answers a picture with its bytes, type and caching', async () => {
    process.env.MEDIA_INTERNAL_URL = base;
    const answer = await get('/media/products/nan-optipro-1.png?size=400');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(asked).toEqual(['/media/products/nan-optipro-1.png?size=400']);
  });

  it('relays nothing but picture addresses with a numeric size', async () => {
    process.env.MEDIA_INTERNAL_URL = base;
    for (const path of [
      '/media/products/a.png?size=400&x=1',
      '/media/products/a.png?size=big',
      '/media/products/a.svg',
      '/media/secret/a.png',
      '/media/products/..%2F..%2Fhealthz.png',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('does not exist without MEDIA_INTERNAL_URL, and answers a Spanish 502 when the media host fails', async () => {
    expect((await get('/media/products/a.png')).status).toBe(404);
    process.env.MEDIA_INTERNAL_URL = base;
    expect((await get('/media/products/missing.png')).status).toBe(404);
    const broken = await get('/media/products/broken.png');
    expect(broken.status).toBe(502);
    expect(await broken.text()).toBe('La imagen no está disponible.');
    process.env.MEDIA_INTERNAL_URL = 'http://127.0.0.1:9';
    expect((await get('/media/products/a.png')).status).toBe(502);
  });
});
