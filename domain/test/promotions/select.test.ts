import { describe, expect, it } from 'vitest';
import { selectPromotions } from '../../src/promotions/select';

const promotions = [
  { id: 'web-late', metadatos: { canal: 'web', prioridad: 5 } },
  { id: 'rimac', metadatos: { canal: 'rimac', prioridad: 1 } },
  { id: 'all-unprioritised', metadatos: { canal: 'all' } },
  { id: 'all-first', metadatos: { canal: 'all', prioridad: '2' } },
  { id: 'no-channel', metadatos: { prioridad: 0 } },
  { id: 'no-metadata' },
];

describe('selectPromotions', () => {
  it('keeps the matching channels, prioritised first, for the web', () => {
    const ids = selectPromotions(promotions, { appRimac: false, appCI: false, zonaNoClientes: false }).map((p) => p.id);
    expect(ids).toEqual(['all-first', 'web-late', 'all-unprioritised']);
  });

  it('keeps the matching channels for the insurer app', () => {
    const ids = selectPromotions(promotions, { appRimac: true, appCI: false, zonaNoClientes: false }).map((p) => p.id);
    expect(ids).toEqual(['rimac', 'all-first', 'all-unprioritised']);
  });
});
