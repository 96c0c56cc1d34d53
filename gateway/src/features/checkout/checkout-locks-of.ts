import type { GatewayServices } from '../../context';
import { runtimeOf } from '../../http/runtime';
import { type CheckoutLocks, LeaseCheckoutLocks, RedisCheckoutLocks } from './checkout-lock';

const locks = new WeakMap<GatewayServices, CheckoutLocks>();

/**
 * The gateway's checkout locks: in Redis when configured (shared by workers and replicas), else leases from the
 * cluster primary (shared by the workers of the process; a single process keeps its own).
 */
export function checkoutLocksOf(services: GatewayServices): CheckoutLocks {
  let found = locks.get(services);
  if (!found) {
    const runtime = runtimeOf(services);
    const prefix = services.config.redis?.keyPrefix ?? 'cuida:gateway:';
    found = runtime.redis ? new RedisCheckoutLocks(runtime.redis, prefix) : new LeaseCheckoutLocks(runtime.leases);
    locks.set(services, found);
  }
  return found;
}
