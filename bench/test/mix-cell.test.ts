import { describe, expect, it } from 'vitest';
import { type MixAction, mixCellOptions } from '../mixed';

const listing = (page: number): MixAction => ({ kind: 'listing', bodies: { commerce: `{"page":${page}}` } });
const sequence = [listing(1), listing(2)];
const expected = new Map(sequence.map((action) => [action.bodies.commerce as string, '{"data":{}}']));
const times = { connections: 16, durationSeconds: 4, warmupSeconds: 1 };

describe('the load options of a mix cell', () => {
  it('aims at the serving target, reports the upstream and sends the mix in order', async () => {
    const options = await mixCellOptions(
      { serving: { url: 'http://127.0.0.1:4100/graphql', pid: 11 }, upstream: { pid: 22 }, ...times },
      { form: 'commerce', expected, sequence, total: 0 },
    );
    expect(options).toMatchObject({ url: 'http://127.0.0.1:4100/graphql', servingPid: 11, upstreamPid: 22, ...times });
    expect([options.nextBody?.(), options.nextBody?.(), options.nextBody?.()]).toEqual([
      '{"page":1}',
      '{"page":2}',
      '{"page":1}',
    ]);
    expect(options.check?.(200, '{"data":{}}', '{"page":2}')).toBeNull();
    expect(options.check?.(200, '{"data":{}}', '{"page":3}')).toBe('an answer to a body that was not sent');
  });

  it('reports no upstream when the target serves alone', async () => {
    const options = await mixCellOptions(
      { serving: { url: 'http://127.0.0.1:4110/graphql', pid: 33 }, ...times },
      { form: 'commerce', expected, sequence, total: 0 },
    );
    expect('upstreamPid' in options).toBe(false);
  });
});
