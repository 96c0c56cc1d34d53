import { describe, expect, it } from 'vitest';
import { LeaseCheckoutLocks } from '../src/features/checkout/checkout-lock';
import { answerRelease, MemorySingleUse } from '../src/http/single-use';

describe('the checkout lock across workers without Redis (leases of the cluster primary)', () => {
  it('two workers sharing one lease store run one change of a checkout at a time, in turn, and free it after', async () => {
    // Two lock instances (one per worker) over the primary's one store, as cluster.ts serves it.
    const primary = new MemorySingleUse();
    const workers = [new LeaseCheckoutLocks(primary, { pollMs: 2 }), new LeaseCheckoutLocks(primary, { pollMs: 2 })];
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        workers[index % 2]?.run('8ebd8e54-83ce-4d3e-84a2-d7207aa3d301', async () => {
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(index);
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toHaveLength(8);
    // Freed: claimed again at once; a task that throws frees it too.
    await expect(workers[0]?.run('t', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await primary.claim('checkout-lock:t', Date.now() + 1000)).toBe(true);
  });

  it('the primary answers a release message and ignores others', () => {
    const primary = new MemorySingleUse();
    primary.claimNow('k', Date.now() + 1000);
    expect(answerRelease(primary, { type: 'other', key: 'k' })).toBe(false);
    expect(primary.claimNow('k', Date.now() + 1000)).toBe(false);
    expect(answerRelease(primary, { type: 'cuida:single-use-release', key: 'k' })).toBe(true);
    expect(primary.claimNow('k', Date.now() + 1000)).toBe(true);
  });
});
