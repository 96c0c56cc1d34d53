/**
 * Fault injection on a tiny HTTP server that uses it the way the sandbox app does: the admin endpoint first, then
 * applyFault for the path's upstream, then a handler that answers a JSON body.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  applyFault,
  FaultInjector,
  getFaultInjector,
  handleFaultsAdmin,
  parseFaultConfig,
  type Upstream,
  upstreamForPath,
} from '../src/faults/index';

const ANSWER = {
  response: { status: { success: true, code: 'OK', message: 'Operación realizada con éxito.' }, payload: { n: 1 } },
};

interface TinyServer {
  url: string;
  injector: FaultInjector;
  handled: () => number;
  close(): Promise<void>;
}

/** An upstream for any path: /graphql is commerce, /sales..., /identity/... is identity. */
async function startTiny(injector: FaultInjector, options: { chunked?: boolean } = {}): Promise<TinyServer> {
  let handled = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://tiny.local');
    void (async () => {
      if (await injector.handleAdmin(req, res, url)) return;
      const upstream: Upstream | null = url.pathname.startsWith('/identity')
        ? 'identity'
        : upstreamForPath(url.pathname);
      if (upstream && (await injector.applyFault(upstream, req, res)) === 'handled') return;
      handled += 1;
      req.resume();
      const body = JSON.stringify(ANSWER);
      if (options.chunked) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(body.slice(0, 10));
        res.end(body.slice(10));
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
        res.end(body);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    injector,
    handled: () => handled,
    close: async () => {
      injector.releaseHeld();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let tiny: TinyServer;

beforeAll(async () => {
  tiny = await startTiny(new FaultInjector());
});

afterAll(async () => {
  await tiny?.close();
});

afterEach(() => {
  tiny.injector.clear();
});

const post = (path: string, init: RequestInit = {}) =>
  fetch(`${tiny.url}${path}`, { method: 'POST', body: '{"request":{}}', ...init });

describe('configuration', () => {
  it('parses SANDBOX_FAULTS', () => {
    expect(parseFaultConfig(undefined)).toEqual({});
    expect(parseFaultConfig('  ')).toEqual({});
    expect(parseFaultConfig('{"sales":{"latencyMs":200,"errorRate":0.5}}')).toEqual({
      sales: { latencyMs: 200, errorRate: 0.5 },
    });
    expect(FaultInjector.fromEnv({ SANDBOX_FAULTS: '{"commerce":{"errorEvery":3}}' }).snapshot().faults).toEqual({
      commerce: { errorEvery: 3 },
    });
  });

  it.each([
    ['not JSON', '{sales:', /not valid JSON/],
    ['an unknown upstream', '{"vouchers":{"latencyMs":1}}', /Invalid SANDBOX_FAULTS/],
    ['an unknown setting', '{"sales":{"latency":1}}', /Invalid SANDBOX_FAULTS/],
    ['a rate over 1', '{"sales":{"errorRate":2}}', /Invalid SANDBOX_FAULTS/],
  ])('refuses %s', (_name, raw, message) => {
    expect(() => parseFaultConfig(raw)).toThrow(message);
  });

  it('maps sandbox paths to upstreams', () => {
    expect(upstreamForPath('/graphql')).toBe('commerce');
    expect(upstreamForPath('/sales/ventas/api/v1/obtener/cobertura')).toBe('sales');
    expect(upstreamForPath('/sales2/pbi-v2/x')).toBe('sales2');
    expect(upstreamForPath('/pharmacy/personas/x')).toBe('pharmacy');
    expect(upstreamForPath('/media/products/1-1.png')).toBeNull();
  });
});

describe('faults', () => {
  it('passes requests through when nothing is configured', async () => {
    const response = await post('/sales/x');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ANSWER);
  });

  it('adds latency to the configured upstream only', async () => {
    tiny.injector.set('sales', { latencyMs: 150 });
    let started = Date.now();
    expect((await post('/sales/x')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    started = Date.now();
    expect((await post('/pharmacy/x')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(140);
  });

  it('fails every N-th request deterministically, with an enveloped 503 on REST bases', async () => {
    tiny.injector.set('sales2', { errorEvery: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post('/sales2/x');
      statuses.push(response.status);
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe('1');
        const body = (await response.json()) as typeof ANSWER;
        expect(body.response.status).toMatchObject({ success: false, code: 'SERVICIO_NO_DISPONIBLE' });
      } else {
        await response.arrayBuffer();
      }
    }
    expect(statuses).toEqual([200, 503, 200, 503]);
  });

  it('with paths, fails only the requests whose path ends with one of them, and counts only those', async () => {
    tiny.injector.set('sales', { errorEvery: 1, paths: ['/voucherify/redenciones'] });
    expect((await post('/sales/pbi-v2/api/v1/voucherify/promociones')).status).toBe(200);
    expect((await post('/sales/pbi-v2/api/v1/voucherify/redenciones')).status).toBe(503);
    expect((await post('/sales/pbi-v2/api/v1/voucherify/redenciones?x=1')).status).toBe(503);
    expect(tiny.injector.snapshot().requests).toEqual({ sales: 2 });
  });

  it('answers commerce errors GraphQL-style and identity errors Cognito-style', async () => {
    tiny.injector.replace({ commerce: { errorEvery: 1 }, identity: { errorEvery: 1, errorStatus: 500 } });
    const graphql = await post('/graphql');
    expect(graphql.status).toBe(503);
    expect(await graphql.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    const identity = await post('/identity/');
    expect(identity.status).toBe(500);
    expect(identity.headers.get('x-amzn-errortype')).toBe('InternalErrorException');
    expect(await identity.json()).toMatchObject({ __type: 'InternalErrorException' });
  });

  it('fails a share of requests by rate with the injected random source', async () => {
    const draws = [0.1, 0.9, 0.2, 0.7];
    const injector = new FaultInjector({ pharmacy: { errorRate: 0.5 } }, { random: () => draws.shift() ?? 1 });
    const own = await startTiny(injector);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${own.url}/pharmacy/x`, { method: 'POST', body: '{}' });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([503, 200, 503, 200]);
    } finally {
      await own.close();
    }
  });

  it('holds a request until the client gives up', async () => {
    tiny.injector.set('sales', { timeout: true });
    const before = tiny.handled();
    const started = Date.now();
    await expect(post('/sales/x', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(tiny.handled()).toBe(before);
  });

  it('holds a request for N ms and then drops the connection without answering', async () => {
    tiny.injector.set('sales', { timeout: 120 });
    const started = Date.now();
    await expect(post('/sales/x')).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('holds only every N-th request with timeoutEvery', async () => {
    tiny.injector.set('sales', { timeoutEvery: 2, timeoutMs: 50 });
    expect((await post('/sales/x')).status).toBe(200);
    await expect(post('/sales/x')).rejects.toThrow();
    expect((await post('/sales/x')).status).toBe(200);
  });

  it.each([false, true])(
    'truncates the handler answer into JSON that does not parse (chunked: %s)',
    async (chunked) => {
      const injector = new FaultInjector({ sales: { malformed: true } });
      const own = await startTiny(injector, { chunked });
      try {
        const response = await fetch(`${own.url}/sales/x`, { method: 'POST', body: '{}' });
        expect(response.status).toBe(200);
        const text = await response.text();
        const full = JSON.stringify(ANSWER);
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThan(full.length);
        expect(full.startsWith(text)).toBe(true);
        expect(() => JSON.parse(text)).toThrow();
        expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
        expect(own.handled()).toBe(1);
      } finally {
        await own.close();
      }
    },
  );

  it('truncates only every N-th answer with malformedEvery', async () => {
    tiny.injector.set('pharmacy', { malformedEvery: 2 });
    const texts: string[] = [];
    for (let i = 0; i < 2; i++) texts.push(await (await post('/pharmacy/x')).text());
    expect(JSON.parse(texts[0] ?? '')).toEqual(ANSWER);
    expect(() => JSON.parse(texts[1] ?? '')).toThrow();
  });
});

describe('admin endpoint', () => {
  const admin = (path = '', init: RequestInit = {}) => fetch(`${tiny.url}/__admin/faults${path}`, init);

  it('reads, replaces, sets one upstream and clears', async () => {
    expect(await (await admin()).json()).toEqual({ faults: {}, requests: {} });

    const replaced = await admin('', { method: 'PUT', body: JSON.stringify({ sales: { errorEvery: 1 } }) });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as { faults: unknown }).faults).toEqual({ sales: { errorEvery: 1 } });
    expect((await post('/sales/x')).status).toBe(503);
    expect(((await (await admin()).json()) as { requests: unknown }).requests).toEqual({ sales: 1 });

    const one = await admin('/pharmacy', { method: 'PUT', body: JSON.stringify({ latencyMs: 5 }) });
    expect(((await one.json()) as { faults: unknown }).faults).toEqual({
      sales: { errorEvery: 1 },
      pharmacy: { latencyMs: 5 },
    });
    expect(await (await admin('/pharmacy')).json()).toEqual({ faults: { latencyMs: 5 } });

    await admin('/sales', { method: 'DELETE' });
    expect((await post('/sales/x')).status).toBe(200);
    const cleared = await admin('', { method: 'DELETE' });
    expect(((await cleared.json()) as { faults: unknown }).faults).toEqual({});
  });

  it('refuses invalid settings, unknown upstreams and other methods', async () => {
    const invalid = await admin('/sales', { method: 'PUT', body: JSON.stringify({ errorRate: 3 }) });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toMatch(/errorRate/);
    const notJson = await admin('', { method: 'PUT', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await admin('/vouchers')).status).toBe(404);
    const post = await admin('', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, PUT, DELETE');
    expect(tiny.injector.snapshot().faults).toEqual({});
  });

  it('answers only loopback peers', async () => {
    const injector = new FaultInjector();
    let status = 0;
    let body = '';
    const req = {
      socket: { remoteAddress: '192.168.1.20' },
      method: 'GET',
      resume: () => {},
    } as unknown as IncomingMessage;
    const res = {
      writeHead(code: number) {
        status = code;
        return this;
      },
      end(chunk: string) {
        body = chunk;
        return this;
      },
    } as unknown as ServerResponse;
    expect(await injector.handleAdmin(req, res, new URL('http://x/__admin/faults'))).toBe(true);
    expect(status).toBe(403);
    expect(body).toMatch(/máquina local/);
    expect(await injector.handleAdmin(req, res, new URL('http://x/__admin/otra'))).toBe(false);
  });
});

describe('process-wide injector', () => {
  it('is configured from SANDBOX_FAULTS on first use and exposed by applyFault and handleFaultsAdmin', async () => {
    const previous = process.env.SANDBOX_FAULTS;
    process.env.SANDBOX_FAULTS = '{"sales":{"errorEvery":1}}';
    try {
      expect(getFaultInjector().snapshot().faults).toEqual({ sales: { errorEvery: 1 } });
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_FAULTS;
      else process.env.SANDBOX_FAULTS = previous;
    }
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      void (async () => {
        if (await handleFaultsAdmin(req, res, url)) return;
        if ((await applyFault('sales', req, res)) === 'handled') return;
        res.writeHead(200).end('{}');
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${url}/sales/x`, { method: 'POST' })).status).toBe(503);
      await fetch(`${url}/__admin/faults`, { method: 'DELETE' });
      expect((await fetch(`${url}/sales/x`, { method: 'POST' })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
