import { describe, expect, it } from 'vitest';
import { keyValueListToMap } from '../../src/cart/key-value';

describe('keyValueListToMap', () => {
  it('turns a key/value list into a plain map', () => {
    const map = keyValueListToMap([
      { key: 'voucherify', value: '01032025_31032025' },
      { key: 'voucherifyDescuento', value: '20' },
    ]);
    expect(map).toEqual({ voucherify: '01032025_31032025', voucherifyDescuento: '20' });
  });

  it('gives an empty map for a missing or empty list', () => {
    expect(keyValueListToMap(null)).toEqual({});
    expect(keyValueListToMap(undefined)).toEqual({});
    expect(keyValueListToMap([])).toEqual({});
  });

  it('lets the last entry win when a key repeats', () => {
    expect(
      keyValueListToMap([
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ]),
    ).toEqual({ a: '2' });
  });

  it('keeps __proto__ as an ordinary key without touching the prototype', () => {
    const map = keyValueListToMap([{ key: '__proto__', value: 'x' }]);
    expect(Object.keys(map)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });
});
