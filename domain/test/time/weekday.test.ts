import { describe, expect, it } from 'vitest';
import { WEEKDAY_NAMES, weekdayName } from '../../src/time/weekday';

describe('weekdayName', () => {
  it('names the days Domingo to Sábado', () => {
    expect(WEEKDAY_NAMES).toEqual(['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']);
  });

  it('names the day in Lima, not in UTC', () => {
    // Sunday 2 March 2025 starts at 05:00Z in Lima.
    expect(weekdayName(new Date('2025-03-02T04:59:59Z'))).toBe('Sábado');
    expect(weekdayName(new Date('2025-03-02T05:00:00Z'))).toBe('Domingo');
    expect(weekdayName(new Date('2025-03-03T04:59:59Z'))).toBe('Domingo');
    expect(weekdayName(new Date('2025-03-03T05:00:00Z'))).toBe('Lunes');
  });

  it('covers the whole week', () => {
    const names = Array.from({ length: 7 }, (_, i) => weekdayName(new Date(Date.UTC(2025, 2, 2 + i, 17))));
    expect(names).toEqual([...WEEKDAY_NAMES]);
  });
});
