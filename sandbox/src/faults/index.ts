/**
 * Fault injection for the sandbox's upstreams, for the product's reliability tests: added latency, error answers,
 * timeouts (requests held without an answer) and malformed (truncated JSON) bodies, per upstream.
 *
 * Configure with SANDBOX_FAULTS (JSON, e.g. '{"sales":{"latencyMs":200,"errorRate":0.5}}') or at run time with
 * GET/PUT/DELETE /__admin/faults[/<upstream>] from the local machine. The app calls
 * `applyFault(upstream, req, res)` before each upstream's handler and stops when it answers 'handled'.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isLoopbackAddress } from '../identity/loopback';
import { REST_BASES } from '../rest/bases';

/** Commerce, each REST base (rest/bases.ts: one per OpenAPI document) and identity. */
export const UPSTREAMS = ['commerce', ...REST_BASES, 'identity'] as const;
export type Upstream = string;

const rate = z.number().min(0).max(1);
const every = z.number().int().min(1);
const milliseconds = z.number().int().min(0).max(600_000);

/**
 * One upstream's faults. Each kind applies to a request when its rate draw hits, or on every N-th request
 * (deterministic, for tests). Checked in this order: latency (always), timeout, error, malformed.
 */
export const FaultSettingsSchema = z
  .object({
    /**
     * Only requests whose path (under the upstream, e.g. `/pbi-v2/api/v1/voucherify/redenciones` on sales) ends
     * with one of these get the faults, and only they are counted; absent: every request of the upstream.
     */
    paths: z.array(z.string().min(1).max(300)).min(1).max(20).optional(),
    /** Added before the request is handled (also before any other fault). */
    latencyMs: milliseconds.optional(),
    /** Share of requests answered with an error (HTTP errorStatus). */
    errorRate: rate.optional(),
    /** Every N-th request is answered with an error. */
    errorEvery: every.optional(),
    /** HTTP status of injected errors (default 503). */
    errorStatus: z.number().int().min(400).max(599).optional(),
    /** Shorthand: true holds every request until the client gives up; a number holds it that many ms. */
    timeout: z.union([z.boolean(), milliseconds]).optional(),
    timeoutRate: rate.optional(),
    timeoutEvery: every.optional(),
    /** How long a held request is kept before its connection is dropped, unanswered; absent: until the client leaves. */
    timeoutMs: milliseconds.optional(),
    /** Shorthand: true truncates every answer. */
    malformed: z.boolean().optional(),
    malformedRate: rate.optional(),
    malformedEvery: every.optional(),
  })
  .strict();

export type FaultSettings = z.infer<typeof FaultSettingsSchema>;

export const FaultConfigSchema = z.partialRecord(z.enum(UPSTREAMS), FaultSettingsSchema);
export type FaultConfig = z.infer<typeof FaultConfigSchema>;

export type FaultDecision = 'continue' | 'handled';

export interface FaultInjectorOptions {
  /** Random source for the rates (default Math.random). */
  random?: () => number;
  log?: (line: string) => void;
}

interface Held {
  req: IncomingMessage;
  timer: NodeJS.Timeout | undefined;
}

export class FaultInjector {
  private config: FaultConfig = {};
  private readonly counters = new Map<Upstream, number>();
  private readonly held = new Set<Held>();
  private readonly random: () => number;
  private readonly log: (line: string) => void;

  constructor(initial: FaultConfig = {}, options: FaultInjectorOptions = {}) {
    this.random = options.random ?? Math.random;
    this.log = options.log ?? (() => {});
    this.replace(initial);
  }

  /** From SANDBOX_FAULTS; throws with a clear message when it is not valid JSON of the expected shape. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env, options: FaultInjectorOptions = {}): FaultInjector {
    return new FaultInjector(parseFaultConfig(env.SANDBOX_FAULTS), options);
  }

  /** The current configuration and how many requests each upstream has seen since it was last configured. */
  snapshot(): { faults: FaultConfig; requests: Partial<Record<Upstream, number>> } {
    return { faults: structuredClone(this.config), requests: Object.fromEntries(this.counters) };
  }

  /** Replaces the whole configuration (absent upstreams get no faults) and restarts the counters. */
  replace(config: FaultConfig): void {
    this.config = structuredClone(FaultConfigSchema.parse(config));
    this.counters.clear();
  }

  /** Sets one upstream's faults and restarts its counter. */
  set(upstream: Upstream, settings: FaultSettings): void {
    this.config[upstream] = FaultSettingsSchema.parse(settings);
    this.counters.delete(upstream);
  }

  /** Clears one upstream's faults, or all, and releases the requests held for it. */
  clear(upstream?: Upstream): void {
    if (upstream) {
      delete this.config[upstream];
      this.counters.delete(upstream);
    } else {
      this.config = {};
      this.counters.clear();
    }
    this.releaseHeld();
  }

  /** Drops every request held by a timeout fault (their clients see the connection close). */
  releaseHeld(): void {
    for (const held of this.held) {
      if (held.timer) clearTimeout(held.timer);
      held.req.socket.destroy();
    }
    this.held.clear();
  }

  /**
   * Applies the upstream's faults to one request. 'handled': the fault answered (or holds) the request and the
   * upstream's handler must not run; 'continue': run the handler (its answer may be truncated on the way out).
   */
  async applyFault(upstream: Upstream, req: IncomingMessage, res: ServerResponse): Promise<FaultDecision> {
    const settings = this.config[upstream];
    if (!settings) return 'continue';
    if (settings.paths) {
      const path = new URL(req.url ?? '/', 'http://sandbox.local').pathname;
      if (!settings.paths.some((suffix) => path.endsWith(suffix))) return 'continue';
    }
    const count = (this.counters.get(upstream) ?? 0) + 1;
    this.counters.set(upstream, count);

    if (settings.latencyMs) await sleep(settings.latencyMs);

    const timeoutShorthand = settings.timeout === true || typeof settings.timeout === 'number';
    if (this.hits(count, timeoutShorthand, settings.timeoutRate, settings.timeoutEvery)) {
      const holdMs = typeof settings.timeout === 'number' ? settings.timeout : settings.timeoutMs;
      this.log(`faults: ${upstream} request ${count} held (timeout${holdMs ? ` ${holdMs} ms` : ''})`);
      this.hold(req, holdMs);
      return 'handled';
    }
    if (this.hits(count, false, settings.errorRate, settings.errorEvery)) {
      this.log(`faults: ${upstream} request ${count} answered with an error`);
      req.resume();
      answerError(upstream, res, settings.errorStatus ?? 503);
      return 'handled';
    }
    if (this.hits(count, settings.malformed === true, settings.malformedRate, settings.malformedEvery)) {
      this.log(`faults: ${upstream} request ${count} will get a truncated body`);
      truncateResponse(res);
    }
    return 'continue';
  }

  /**
   * GET /__admin/faults: the configuration; PUT /__admin/faults: replace it (body: the SANDBOX_FAULTS shape);
   * PUT /__admin/faults/<upstream>: set one upstream (body: its settings); DELETE /__admin/faults[/<upstream>]:
   * clear. Loopback peers only.
   */
  async handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = /^\/__admin\/faults(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (!match) return false;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      req.resume();
      send(403, { error: 'La administración de fallas solo responde a la máquina local.' });
      return true;
    }
    const name = match[1];
    const upstream = name === undefined ? undefined : UPSTREAMS.find((item) => item === name);
    if (name !== undefined && !upstream) {
      req.resume();
      send(404, { error: `Upstream desconocido: ${name}. Usa uno de: ${UPSTREAMS.join(', ')}.` });
      return true;
    }
    switch (req.method) {
      case 'GET':
        send(200, upstream ? { faults: this.config[upstream] ?? null } : this.snapshot());
        return true;
      case 'DELETE':
        this.clear(upstream);
        send(200, this.snapshot());
        return true;
      case 'PUT': {
        let body: unknown;
        try {
          const text = await readText(req, 64 * 1024);
          body = text.trim() === '' ? {} : JSON.parse(text);
        } catch (error) {
          send(400, { error: `Cuerpo inválido: ${error instanceof Error ? error.message : String(error)}` });
          return true;
        }
        const parsed = upstream ? FaultSettingsSchema.safeParse(body) : FaultConfigSchema.safeParse(body);
        if (!parsed.success) {
          send(400, { error: `Configuración de fallas inválida: ${z.prettifyError(parsed.error)}` });
          return true;
        }
        if (upstream) this.set(upstream, parsed.data as FaultSettings);
        else this.replace(parsed.data as FaultConfig);
        this.log(`faults: configured ${JSON.stringify(this.config)}`);
        send(200, this.snapshot());
        return true;
      }
      default:
        req.resume();
        send(405, { error: 'Usa GET, PUT o DELETE.' }, { allow: 'GET, PUT, DELETE' });
        return true;
    }
  }

  private hits(count: number, always: boolean, faultRate: number | undefined, faultEvery: number | undefined): boolean {
    if (faultEvery !== undefined) return count % faultEvery === 0;
    if (faultRate !== undefined) return faultRate > 0 && this.random() < faultRate;
    return always;
  }

  private hold(req: IncomingMessage, holdMs: number | undefined): void {
    req.resume();
    const held: Held = { req, timer: undefined };
    this.held.add(held);
    const release = () => {
      if (held.timer) clearTimeout(held.timer);
      this.held.delete(held);
    };
    req.socket.once('close', release);
    if (holdMs !== undefined) {
      held.timer = setTimeout(() => {
        release();
        req.socket.destroy();
      }, holdMs);
    }
  }
}

export function parseFaultConfig(raw: string | undefined): FaultConfig {
  if (raw === undefined || raw.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new Error(`SANDBOX_FAULTS is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = FaultConfigSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid SANDBOX_FAULTS:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The upstream a sandbox path belongs to (identity runs on its own port: the app passes 'identity' itself). */
export function upstreamForPath(pathname: string): Upstream | null {
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return 'commerce';
  const first = pathname.split('/')[1];
  return first !== undefined && REST_BASES.includes(first) ? first : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

const REST_UPSTREAMS = new Set<Upstream>(REST_BASES);

function answerError(upstream: Upstream, res: ServerResponse, status: number): void {
  let body: unknown;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' };
  if (REST_UPSTREAMS.has(upstream)) {
    body = {
      response: {
        status: {
          success: false,
          code: 'SERVICIO_NO_DISPONIBLE',
          message: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
        },
      },
    };
  } else if (upstream === 'commerce') {
    body = {
      errors: [
        { message: 'Service temporarily unavailable (injected fault).', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    };
  } else {
    // Cognito's error shape: the type in the body and in x-amzn-ErrorType.
    headers['content-type'] = 'application/x-amz-json-1.1';
    headers['x-amzn-errortype'] = 'InternalErrorException';
    body = { __type: 'InternalErrorException', message: 'Service temporarily unavailable (injected fault).' };
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * Lets the handler answer normally but sends only the first half of its body (at most 64 bytes short of it), with
 * a Content-Length that matches what is sent: a complete HTTP answer whose JSON does not parse.
 */
function truncateResponse(res: ServerResponse): void {
  const chunks: Buffer[] = [];
  const originalWriteHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => void;
  const originalEnd = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  let status: number | undefined;
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  };
  const patched = res as unknown as Record<string, unknown>;
  patched.writeHead = (code: number, ...rest: unknown[]) => {
    status = code;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as
      | Record<string, string | string[] | number>
      | string[]
      | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]));
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    }
    return res;
  };
  patched.write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const buffer = toBuffer(chunk, encoding);
    if (buffer) chunks.push(buffer);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  };
  patched.end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const buffer = toBuffer(chunk, encoding);
    if (buffer) chunks.push(buffer);
    const full = Buffer.concat(chunks);
    const cut = full.subarray(0, Math.max(0, Math.min(Math.floor(full.length / 2), full.length - 1)));
    res.removeHeader('content-length');
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(cut.length));
    originalWriteHead(status ?? res.statusCode);
    originalEnd(cut);
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return res;
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function readText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      size > limit ? reject(new Error('más de 64 KB')) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The process-wide injector, configured from SANDBOX_FAULTS on first use.

let defaultInjector: FaultInjector | undefined;

export function getFaultInjector(): FaultInjector {
  defaultInjector ??= FaultInjector.fromEnv(process.env);
  return defaultInjector;
}

/** Applies the process-wide injector's faults for `upstream` (see FaultInjector.applyFault). */
export function applyFault(upstream: Upstream, req: IncomingMessage, res: ServerResponse): Promise<FaultDecision> {
  return getFaultInjector().applyFault(upstream, req, res);
}

/** Answers /__admin/faults with the process-wide injector (see FaultInjector.handleAdmin). */
export function handleFaultsAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  return getFaultInjector().handleAdmin(req, res, url);
}
