import { createHash } from 'node:crypto';
import type { PartnerApiKey } from '../config/settings';

export type Caller = { kind: 'browser' } | { kind: 'partner'; name: string } | { kind: 'invalid-key' };

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Partner apps identify themselves with `X-Api-Key` (PARTNER_API_KEYS, `name:key` pairs). A partner may run arbitrary
 * operations, GraphiQL and introspection in production and has its own rate limit; anyone else is a browser, limited
 * to the trusted documents. Keys are kept and compared as SHA-256 digests.
 */
export class PartnerKeys {
  private readonly byDigest: Map<string, string>;
  private readonly callers = new WeakMap<Request, Caller>();

  constructor(keys: readonly PartnerApiKey[]) {
    this.byDigest = new Map(keys.map(({ name, key }) => [digest(key), name]));
  }

  get size(): number {
    return this.byDigest.size;
  }

  identify(request: Request): Caller {
    const cached = this.callers.get(request);
    if (cached) return cached;
    const caller = this.identifyKey(request.headers.get('x-api-key') ?? undefined);
    this.callers.set(request, caller);
    return caller;
  }

  /** The caller an `X-Api-Key` value names (none: a browser). */
  identifyKey(header: string | undefined): Caller {
    const key = header?.trim();
    if (!key) return { kind: 'browser' };
    const name = this.byDigest.get(digest(key));
    return name ? { kind: 'partner', name } : { kind: 'invalid-key' };
  }

  isPartner(request: Request): boolean {
    return this.identify(request).kind === 'partner';
  }
}
