import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { FailOpenRedisStore } from './redis-outage';

type Entity = { typename: string; id?: number | string };

/**
 * The response cache in Redis, shared by every worker and replica: each answer under `<prefix>rc:op:<key>` with its
 * TTL, and for invalidation one set per type (`<prefix>rc:t:<Type>`) and per entity (`<prefix>rc:e:<Type>:<id>`) of
 * the keys whose answers hold it. A Redis failure never fails a request: reads miss, writes and invalidations are
 * skipped (and logged, at most once a minute).
 */
export class RedisResponseCache extends FailOpenRedisStore implements Cache {
  protected readonly timeoutMs = 500;

  private opKey(id: string) {
    return `${this.prefix}rc:op:${id}`;
  }

  private entityKey(entity: Entity) {
    return entity.id === undefined || entity.id === null
      ? `${this.prefix}rc:t:${entity.typename}`
      : `${this.prefix}rc:e:${entity.typename}:${entity.id}`;
  }

  private warn(operation: string, error: unknown) {
    this.failures.warn(`response cache: Redis ${operation} failed; answering without the cache`, error);
  }

  async get(id: string): Promise<ExecutionResult | undefined> {
    try {
      const text = await this.bounded(this.redis.get(this.opKey(id)));
      return text ? (JSON.parse(text) as ExecutionResult) : undefined;
    } catch (error) {
      this.warn('read', error);
      return undefined;
    }
  }

  async set(id: string, data: ExecutionResult, entities: Iterable<Entity>, ttl: number): Promise<void> {
    try {
      const key = this.opKey(id);
      const text = JSON.stringify(data);
      const finite = Number.isFinite(ttl) && ttl > 0;
      const tx = this.redis.multi();
      if (finite) tx.set(key, text, 'PX', Math.ceil(ttl));
      else tx.set(key, text);
      const seen = new Set<string>();
      for (const entity of entities) {
        for (const setKey of [this.entityKey({ typename: entity.typename }), this.entityKey(entity)]) {
          if (seen.has(setKey)) continue;
          seen.add(setKey);
          tx.sadd(setKey, id);
          // The index lives as long as the longest answer it points to: NX gives a new set its TTL, GT only ever
          // lengthens an existing one.
          if (finite) {
            tx.pexpire(setKey, Math.ceil(ttl), 'NX');
            tx.pexpire(setKey, Math.ceil(ttl), 'GT');
          } else {
            tx.persist(setKey);
          }
        }
      }
      await this.bounded(tx.exec());
    } catch (error) {
      this.warn('write', error);
    }
  }

  async invalidate(entities: Iterable<Entity>): Promise<void> {
    try {
      const setKeys = [...new Set([...entities].map((entity) => this.entityKey(entity)))];
      if (setKeys.length === 0) return;
      const read = this.redis.multi();
      for (const setKey of setKeys) read.smembers(setKey);
      const answers = (await this.bounded(read.exec())) ?? [];
      const ids = new Set<string>();
      for (const [error, members] of answers) {
        if (!error && Array.isArray(members)) for (const member of members) ids.add(String(member));
      }
      const keys = [...setKeys, ...[...ids].map((id) => this.opKey(id))];
      for (let start = 0; start < keys.length; start += 500) {
        await this.bounded(this.redis.del(...keys.slice(start, start + 500)));
      }
    } catch (error) {
      this.warn('invalidation', error);
    }
  }
}
