import { describe, expect, it } from 'vitest';
import { type CpuProfile, inclusiveFunctions } from '../profile-summary';

const frame = (functionName: string, file: string, lineNumber = 0) => ({
  functionName,
  url: file ? `file:///work/repo/${file}` : '',
  lineNumber,
  columnNumber: 0,
});

/** root → handle (gateway) → splice (gateway) → parse (graphql), and root → (idle). */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
    { id: 2, callFrame: frame('handle', 'gateway/src/handler.ts', 9), children: [3] },
    { id: 3, callFrame: frame('splice', 'gateway/src/splice.ts', 19), children: [4] },
    { id: 4, callFrame: frame('parse', 'node_modules/graphql/language/parser.js', 67) },
    { id: 5, callFrame: frame('(idle)', '') },
  ],
  startTime: 0,
  endTime: 10_000,
  // Each sample's time is the delta to the next one: handle 1 ms, splice 2 ms, parse 3 ms, idle 4 ms.
  samples: [2, 3, 4, 5, 5],
  timeDeltas: [0, 1000, 2000, 3000, 4000],
};

describe('inclusiveFunctions', () => {
  it('counts the time under each matching function, callees included, idle left out', () => {
    const rows = inclusiveFunctions(profile, /gateway\/src/);
    expect(rows.map(({ name, where, ms }) => ({ name, where, ms }))).toEqual([
      { name: 'handle', where: 'gateway/src/handler.ts:10', ms: 6 },
      { name: 'splice', where: 'gateway/src/splice.ts:20', ms: 5 },
    ]);
    expect(rows[0]?.share).toBeCloseTo(1);
  });

  it('keeps to the window it is given', () => {
    const rows = inclusiveFunctions(profile, /gateway/, { fromUs: 0, toUs: 1500 });
    expect(rows.map(({ name, ms }) => [name, ms])).toEqual([
      ['handle', 3],
      ['splice', 2],
    ]);
  });
});
