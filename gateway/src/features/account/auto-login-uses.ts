import type { Redis } from 'ioredis';
import type { GatewayServices } from '../../context';
import { runtimeOf } from '../../http/runtime';
import type { LogFn } from '../../observability/logger';

/**
 * The auto-login link opens once (decisions.md 3). Its use is claimed in Redis when the gateway has it, so a second
 * use on another worker or replica is refused too; in memory (one process) otherwise. A claim Redis cannot confirm
 * is refused: the customer then signs in with the password, never twice with the link.
 */
export interface AutoLoginUses {
  /** True the first time an id is claimed before `expiresAt` (ms since the epoch); false afterwards or when unsure. */
  claim(id: string, expiresAt: number): Promise<boolean>;
}

export class MemoryAutoLoginUses implements AutoLoginUses {
  private readonly used = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {}

  async claim(id: string, expiresAt: number): Promise<boolean> {
    const now = this.clock();
    for (const [key, until] of this.used) if (until < now) this.used.delete(key);
    if (this.used.has(id)) return false;
    this.used.set(id, expiresAt);
    return true;
  }
}

export class RedisAutoLoginUses implements AutoLoginUses {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: LogFn = () => {},
    private readonly clock: () => number = Date.now,
    private readonly timeoutMs = 1000,
  ) {}

  async claim(id: string, expiresAt: number): Promise<boolean> {
    const ttlMs = Math.max(1, Math.ceil(expiresAt - this.clock()));
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.redis.set(`${this.prefix}auto-login:${id}`, '1', 'PX', ttlMs, 'NX'),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis gave no answer in ${this.timeoutMs} ms`)), this.timeoutMs);
        }),
      ]);
      return answer === 'OK';
    } catch (error) {
      this.log({
        level: 'warn',
        msg: 'auto-login link refused: its single use could not be recorded in Redis',
        error: error instanceof Error ? error.message : String(error),
      });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

const stores = new WeakMap<GatewayServices, AutoLoginUses>();

/** The gateway's store of used links: Redis when configured (shared by workers and replicas), else this process. */
export function autoLoginUsesFor(services: GatewayServices): AutoLoginUses {
  let store = stores.get(services);
  if (!store) {
    const runtime = runtimeOf(services);
    const prefix = services.config.redis?.keyPrefix ?? 'cuida:gateway:';
    store = runtime.redis ? new RedisAutoLoginUses(runtime.redis, prefix, runtime.log) : new MemoryAutoLoginUses();
    stores.set(services, store);
  }
  return store;
}
