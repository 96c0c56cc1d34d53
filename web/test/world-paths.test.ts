import { describe, expect, it } from 'vitest';
import { worldPaths } from '../src/features/partners/world-paths';

describe("the partners' worlds in the sitemap", () => {
  it('lists each world once, in the order the agreements offer them, and skips agreements that failed to load', () => {
    const insurer = { worlds: [{ slug: 'cuidado-de-la-piel' }, { slug: 'bebes' }] };
    const club = { worlds: [{ slug: 'bebes' }, { slug: 'vida-sana' }] };
    expect(worldPaths([insurer, null, club, { worlds: [] }])).toEqual([
      '/mundo/cuidado-de-la-piel',
      '/mundo/bebes',
      '/mundo/vida-sana',
    ]);
    expect(worldPaths([null, null])).toEqual([]);
  });
});
