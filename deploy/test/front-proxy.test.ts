/**
 * The proxy in front of `next start` where no load balancer is (scripts/front-proxy.ts): it appends the connection's
 * address to X-Forwarded-For, so the storefront trusting one hop reads the shopper's own address and never the one a
 * browser wrote; and it passes requests and answers through unchanged.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendForwardedFor, type FrontProxy, startFrontProxy } from '../../scripts/front-proxy';
import { shopperAddress } from '../../web/src/lib/shopper-address';

let target: Server;
let proxy: FrontProxy;
const seen: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  target = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'text/plain', 'x-answer': 'yes' });
      response.end(`echo:${body}`);
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const address = target.address();
  proxy = await startFrontProxy({ port: 0, targetPort: typeof address === 'object' && address ? address.port : 0 });
});
afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => target?.close(resolve));
});

describe('front proxy', () => {
  it("appends the connection's address after whatever the browser wrote", async () => {
    const answer = await fetch(`http://127.0.0.1:${proxy.port}/api/graphql?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: '{"query":"{ __typename }"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-answer')).toBe('yes');
    expect(await answer.text()).toBe('echo:{"query":"{ __typename }"}');
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/graphql?x=1', body: '{"query":"{ __typename }"}' });
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    // Next builds redirects from these: the proxy's address as the browser used it, never the port behind it.
    expect(request?.headers).toMatchObject({
      'x-forwarded-host': `127.0.0.1:${proxy.port}`,
      'x-forwarded-port': String(proxy.port),
      'x-forwarded-proto': 'http',
    });
    // The storefront, trusting one hop, reads the proxy's entry: the browser's own words are not its bucket.
    const forwarded = new Headers({ 'x-forwarded-for': String(request?.headers['x-forwarded-for']) });
    expect(shopperAddress(forwarded, 1)).toBe('127.0.0.1');
  });

  it('starts the chain when the browser sent none, and unwraps IPv4-mapped addresses', () => {
    expect(appendForwardedFor({}, '198.51.100.4')).toBe('198.51.100.4');
    expect(appendForwardedFor({ 'x-forwarded-for': '  ' }, '::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(appendForwardedFor({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }, '2001:db8::7')).toBe(
      '1.1.1.1, 2.2.2.2, 2001:db8::7',
    );
  });
});
