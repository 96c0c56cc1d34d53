import { describe, expect, it, vi } from 'vitest';
import {
  MIN_SUGGESTION_QUERY,
  movedOption,
  productPath,
  suggestionQuery,
  suggestionsStatus,
} from '../src/features/shell/search-suggestions';

describe('search as you type', () => {
  it('asks for suggestions only for a query of two characters or more, trimmed and with single spaces', () => {
    expect(MIN_SUGGESTION_QUERY).toBe(2);
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' p ')).toBeNull();
    expect(suggestionQuery('pa')).toBe('pa');
    expect(suggestionQuery('  vitamina   c ')).toBe('vitamina c');
    expect(suggestionQuery('x'.repeat(121))).toBeNull();
  });

  it('moves through the options with the arrow keys, wrapping around, and nowhere when there are none', () => {
    expect(movedOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(movedOption(0, 'ArrowDown', 3)).toBe(1);
    expect(movedOption(2, 'ArrowDown', 3)).toBe(0);
    expect(movedOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(movedOption(0, 'ArrowUp', 3)).toBe(2);
    expect(movedOption(1, 'Home', 3)).toBe(1);
    expect(movedOption(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('tells a screen reader how many suggestions arrived, in Spanish', () => {
    expect(suggestionsStatus(0)).toBe('Sin sugerencias');
    expect(suggestionsStatus(1)).toBe('1 sugerencia');
    expect(suggestionsStatus(6)).toBe('6 sugerencias');
  });

  it('opens a suggestion at its product page, its slug escaped', () => {
    expect(productPath('allegra-180-mg')).toBe('/producto/allegra-180-mg');
    expect(productPath('a/b?c')).toBe('/producto/a%2Fb%3Fc');
  });
});

describe('GET /api/sugerencias', () => {
  it('refuses a missing, too short or too long query without asking the gateway, and answers 503 when it fails', async () => {
    const fetchMock = vi.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    vi.stubGlobal('fetch', fetchMock);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { GET } = await import('../app/api/sugerencias/route');
      const ask = (query: string) => GET(new Request(`http://localhost/api/sugerencias${query}`));
      for (const query of ['', '?q=', '?q=a', `?q=${'x'.repeat(600)}`]) {
        const response = await ask(query);
        expect(response.status, query).toBe(400);
        expect(await response.json()).toEqual({ error: 'Escribe al menos dos letras.' });
      }
      expect(fetchMock).not.toHaveBeenCalled();
      const failed = await ask('?q=paracetamol');
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ error: 'No pudimos cargar sugerencias.' });
      expect(failed.headers.get('cache-control')).toBe('no-store');
    } finally {
      vi.unstubAllGlobals();
      errors.mockRestore();
    }
  });
});
