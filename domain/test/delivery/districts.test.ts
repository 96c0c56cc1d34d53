import { describe, expect, it } from 'vitest';
import { byDistrictName, districtDisplayName } from '../../src/delivery/districts';

describe('districts as shoppers know them', () => {
  it('calls Lima’s own district "Cercado de Lima" and every other by its name', () => {
    expect(districtDisplayName('150101', 'Lima')).toBe('Cercado de Lima');
    expect(districtDisplayName('150122', 'Miraflores')).toBe('Miraflores');
  });

  it('sorts alphabetically, accents aside, not by code', () => {
    const names = ['Pueblo Libre', 'Miraflores', 'Ate', 'Ancón', 'Cercado de Lima', 'Jesús María', 'Jesus Maria Norte']
      .map((name) => ({ name }))
      .sort(byDistrictName)
      .map((district) => district.name);
    expect(names).toEqual([
      'Ancón',
      'Ate',
      'Cercado de Lima',
      'Jesús María',
      'Jesus Maria Norte',
      'Miraflores',
      'Pueblo Libre',
    ]);
  });
});
