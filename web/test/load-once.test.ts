import { describe, expect, it } from 'vitest';
import { loadOnce } from '../src/lib/load-once';

describe('loadOnce', () => {
  it('shares one request among every call', async () => {
    let requests = 0;
    const load = loadOnce(async () => {
      requests += 1;
      return 'módulo';
    });
    const answers = await Promise.all([load(), load(), load()]);
    expect(answers).toEqual(['módulo', 'módulo', 'módulo']);
    expect(await load()).toBe('módulo');
    expect(requests).toBe(1);
  });

  it('forgets a failed request, so the next call tries again', async () => {
    let requests = 0;
    const load = loadOnce(async () => {
      requests += 1;
      if (requests === 1) throw new Error('sin conexión');
      return 'módulo';
    });
    await expect(load()).rejects.toThrow('sin conexión');
    expect(await load()).toBe('módulo');
    expect(await load()).toBe('módulo');
    expect(requests).toBe(2);
  });
});
