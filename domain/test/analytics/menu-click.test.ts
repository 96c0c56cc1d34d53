import { describe, expect, it } from 'vitest';
import { menuClickEvent } from '../../src/analytics/menu-click';

describe('menuClickEvent', () => {
  it("joins the menu path with '::'", () => {
    expect(menuClickEvent(['Salud', 'Vitaminas', 'Vitamina C'])).toEqual({
      event: 'menu_click',
      category: 'Salud::Vitaminas::Vitamina C',
    });
  });

  it('skips empty parts', () => {
    expect(menuClickEvent(['Salud', '', null, '  ', undefined, 'Vitaminas']).category).toBe('Salud::Vitaminas');
  });

  it('gives an empty category for an empty path', () => {
    expect(menuClickEvent([]).category).toBe('');
  });
});
