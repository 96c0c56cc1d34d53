import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Loading the domain builds no Intl object: the storefront's start-up script imports its money rules on every page
 * (the cart), and a formatter built when the module loads cost a throttled phone 100–400 ms of main thread per page
 * (docs/storefront.md, "Speed"). Each formatter is built by the first call that needs it.
 */
describe('@cuida/domain at load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  type Constructor =
    | 'NumberFormat'
    | 'DateTimeFormat'
    | 'Collator'
    | 'PluralRules'
    | 'RelativeTimeFormat'
    | 'ListFormat';

  /** Counts the objects built with `Intl[name]`, each still the real one. */
  function countBuilt(name: Constructor) {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
    return vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
      return new Real(...args);
    } as never);
  }

  function spyOnIntl() {
    return (
      ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const
    ).map(countBuilt);
  }

  it('builds no formatter, collator or other Intl object when imported', async () => {
    vi.resetModules();
    const spies = spyOnIntl();
    await import('../src/index');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('builds each formatter once, on its first use', async () => {
    vi.resetModules();
    const domain = await import('../src/index');
    const numberFormat = countBuilt('NumberFormat');
    const dateFormat = countBuilt('DateTimeFormat');
    const collator = countBuilt('Collator');

    expect(domain.formatPrice(12.5)).toBe('S/\u00a012.50');
    expect(domain.formatPrice(1279)).toBe('S/\u00a01,279.00');
    // Prices are written out without Intl: restoring a saved cart prices its lines on every page's start-up.
    expect(numberFormat).not.toHaveBeenCalled();

    expect(domain.toLimaDateTime(new Date('2026-11-28T05:00:00Z'))).toMatchObject({ year: 2026, month: 11, day: 28 });
    expect(domain.toLimaDateTime(new Date('2026-11-28T04:59:00Z'))).toMatchObject({ day: 27, hour: 23 });
    // Lima's clock since 1994 is read without a formatter (the checkout's date rules run at every step's start-up).
    expect(dateFormat).not.toHaveBeenCalled();
    expect(domain.toLimaDateTime(new Date('1990-01-15T12:00:00Z'))).toMatchObject({ year: 1990, day: 15 });
    expect(domain.toLimaDateTime(new Date('1991-01-15T12:00:00Z'))).toMatchObject({ year: 1991, day: 15 });
    expect(dateFormat).toHaveBeenCalledTimes(1);

    const names = [{ name: 'Surco' }, { name: 'Ate' }, { name: 'Ánimas' }].sort(domain.byDistrictName);
    expect(names.map((district) => district.name)).toEqual(['Ánimas', 'Ate', 'Surco']);
    expect(collator).toHaveBeenCalledTimes(1);
  });
});
