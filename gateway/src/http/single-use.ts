import type { Redis } from 'ioredis';
import type { LogFn } from '../observability/logger';

/**
 * Single-use claims: a verification code, an auto-login link. The first claim of a key wins; every later one, on any
 * worker of the process (through the cluster primary) or any replica (through Redis), is refused until the key
 * expires. A claim the store cannot confirm is refused too: the customer then signs in with the password, never
 * twice with the link.
 */
export interface SingleUseClaims {
  /** True the first time `key` is claimed before `expiresAt` (ms since the epoch); false afterwards or when unsure. */
  claim(key: string, expiresAt: number): Promise<boolean>;
}

/**
 * Claims that can be given back: a lease (the checkout lock across the workers of one process, where there is no
 * Redis). Released keys can be claimed again at once.
 */
export interface Leases extends SingleUseClaims {
  /**
   * Claims a lease: like `claim`, but held by the claiming process, so that the cluster primary gives it back as soon
   * as that worker dies (http/worker-leases.ts) rather than when it expires.
   */
  lease(key: string, expiresAt: number): Promise<boolean>;
  release(key: string): void;
}

/** One process's claims (also the cluster primary's store for its workers). */
export class MemorySingleUse implements Leases {
  private readonly used = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {}

  async claim(key: string, expiresAt: number): Promise<boolean> {
    return this.claimNow(key, expiresAt);
  }

  /** In one process a lease dies with the process: the same as a claim. */
  lease(key: string, expiresAt: number): Promise<boolean> {
    return this.claim(key, expiresAt);
  }

  /** Synchronous, so that the primary answers its workers' claims one at a time, in arrival order. */
  claimNow(key: string, expiresAt: number): boolean {
    const now = this.clock();
    for (const [stored, until] of this.used) if (until < now) this.used.delete(stored);
    if (this.used.has(key)) return false;
    this.used.set(key, expiresAt);
    return true;
  }

  release(key: string): void {
    this.used.delete(key);
  }
}

/** Shared by every worker and replica: SET NX with the claim's lifetime, atomic in Redis. */
export class RedisSingleUse implements SingleUseClaims {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: LogFn = () => {},
    private readonly clock: () => number = Date.now,
    private readonly timeoutMs = 1000,
  ) {}

  async claim(key: string, expiresAt: number): Promise<boolean> {
    const ttlMs = Math.max(1, Math.ceil(expiresAt - this.clock()));
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.redis.set(`${this.prefix}${key}`, '1', 'PX', ttlMs, 'NX'),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis gave no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
        }),
      ]);
      return answer === 'OK';
    } catch (error) {
      this.log({
        level: 'warn',
        msg: 'single-use claim refused: it could not be recorded in Redis',
        key: key.split(':')[0],
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

// The messages between a worker and the cluster primary (cluster.ts serves them).
export const CLAIM_REQUEST = 'cuida:single-use-claim';
export const CLAIM_ANSWER = 'cuida:single-use-answer';
export const CLAIM_RELEASE = 'cuida:single-use-release';

export interface ClaimRequest {
  type: typeof CLAIM_REQUEST;
  id: number;
  key: string;
  expiresAt: number;
  /** A lease (released when its worker dies), not a single use. */
  lease?: true;
}

export interface ClaimAnswer {
  type: typeof CLAIM_ANSWER;
  id: number;
  claimed: boolean;
}

/** The channel to the primary: `process` in a worker (`process.send` and its 'message' events). */
export interface PrimaryChannel {
  send?: (message: ClaimRequest | { type: typeof CLAIM_RELEASE; key: string }) => unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * A worker's claims, kept by the cluster primary that all workers of the process share: without Redis, the only
 * place two workers can agree on "first". No answer in `timeoutMs` (the primary is gone or busy) is a refusal.
 */
export class PrimarySingleUse implements Leases {
  private next = 0;
  private readonly pending = new Map<number, (claimed: boolean) => void>();

  constructor(
    private readonly channel: PrimaryChannel,
    private readonly timeoutMs = 1000,
  ) {
    channel.on('message', (message) => {
      const answer = message as Partial<ClaimAnswer> | null;
      if (answer?.type !== CLAIM_ANSWER || typeof answer.id !== 'number') return;
      this.pending.get(answer.id)?.(answer.claimed === true);
      this.pending.delete(answer.id);
    });
  }

  claim(key: string, expiresAt: number): Promise<boolean> {
    return this.ask(key, expiresAt, false);
  }

  lease(key: string, expiresAt: number): Promise<boolean> {
    return this.ask(key, expiresAt, true);
  }

  private ask(key: string, expiresAt: number, lease: boolean): Promise<boolean> {
    const send = this.channel.send;
    if (!send) return Promise.resolve(false);
    const id = this.next++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(false);
      }, this.timeoutMs);
      this.pending.set(id, (claimed) => {
        clearTimeout(timer);
        resolve(claimed);
      });
      send.call(this.channel, { type: CLAIM_REQUEST, id, key, expiresAt, ...(lease ? { lease: true as const } : {}) });
    });
  }

  /** Gives a lease back (messages from one worker arrive in order, after its claim). */
  release(key: string): void {
    this.channel.send?.call(this.channel, { type: CLAIM_RELEASE, key });
  }
}

/** The primary's side: answers a worker's claim from the one store all workers share. */
export function answerClaim(store: MemorySingleUse, message: unknown): ClaimAnswer | null {
  const request = message as Partial<ClaimRequest> | null;
  if (request?.type !== CLAIM_REQUEST || typeof request.id !== 'number' || typeof request.key !== 'string') {
    return null;
  }
  const expiresAt = typeof request.expiresAt === 'number' ? request.expiresAt : 0;
  return { type: CLAIM_ANSWER, id: request.id, claimed: store.claimNow(request.key, expiresAt) };
}

/** The primary's side of a released lease: true when the message was one (and the key is free again). */
export function answerRelease(store: MemorySingleUse, message: unknown): boolean {
  const request = message as { type?: unknown; key?: unknown } | null;
  if (request?.type !== CLAIM_RELEASE || typeof request.key !== 'string') return false;
  store.release(request.key);
  return true;
}
