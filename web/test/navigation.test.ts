import { describe, expect, it, vi } from 'vitest';
import { pushDataLayer } from '../src/features/navigation/data-layer';
import { menuItemHref, menuTree } from '../src/features/navigation/menu';
import { NATIVE_HANDLER, postNativeMessage } from '../src/features/navigation/native-bridge';
import { nextRoutes, parseRouteRecord, routeRecord, shouldGoBackHome } from '../src/features/navigation/previous-route';
import {
  GENERIC_DELAY_MS,
  GENERIC_SELECTOR,
  LISTING_DELAY_MS,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  type RestoreEnv,
  restoreScroll,
  restoreTarget,
  scrollKey,
} from '../src/features/navigation/scroll-restore';

describe('scroll restoration key and target', () => {
  it('keys positions by path plus query string', () => {
    expect(scrollKey('/productos', '?categoria=feria')).toBe('cuida:scroll:/productos?categoria=feria');
    expect(scrollKey('/productos', 'categoria=feria')).toBe('cuida:scroll:/productos?categoria=feria');
    expect(scrollKey('/', '')).toBe('cuida:scroll:/');
    expect(scrollKey('/', '?')).toBe('cuida:scroll:/');
    expect(scrollKey('/productos', '?orden=precio-asc')).not.toBe(scrollKey('/productos', ''));
  });

  it('waits for the listing pages’ own elements, 200 ms, and for the generic container elsewhere, 1500 ms', () => {
    expect(restoreTarget('/productos')).toEqual({
      selector: '[data-scroll-root="productos"] [data-product-card]',
      delayMs: LISTING_DELAY_MS,
    });
    expect(restoreTarget('/categoria/farmacia').selector).toContain('categoria');
    expect(restoreTarget('/coleccion/cyber-salud').selector).toContain('coleccion');
    expect(restoreTarget('/buscar').selector).toBe('[data-scroll-root="busqueda"]');
    expect(restoreTarget('/').selector).toContain('inicio');
    expect(restoreTarget('/mundo/cuidado-de-la-piel')).toEqual({
      selector: '[data-scroll-root="mundo"] [data-product-card]',
      delayMs: LISTING_DELAY_MS,
    });
    expect(restoreTarget('/producto/x')).toEqual({ selector: GENERIC_SELECTOR, delayMs: GENERIC_DELAY_MS });
    expect(LISTING_DELAY_MS).toBe(200);
    expect(GENERIC_DELAY_MS).toBe(1500);
  });
});

/** A clock the test advances by hand. */
function fakeEnv(found: () => boolean) {
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 0;
  const scrolls: { y: number; at: number }[] = [];
  const finds: number[] = [];
  const env: RestoreEnv = {
    find: () => {
      finds.push(now);
      return found() ? {} : null;
    },
    scrollTo: (y) => scrolls.push({ y, at: now }),
    setTimeout: (run, ms) => {
      const id = ++nextId;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      const at = timers.findIndex((timer) => timer.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const timer = timers[0];
      if (!timer || timer.at > end) break;
      timers.shift();
      now = timer.at;
      timer.run();
    }
    now = end;
  };
  return { env, advance, scrolls, finds };
}

describe('restoreScroll', () => {
  it('polls every 100 ms until the element is there, then scrolls after the delay', () => {
    let present = false;
    const { env, advance, scrolls, finds } = fakeEnv(() => present);
    restoreScroll(1800, { selector: '.x', delayMs: 200 }, env);
    advance(450);
    expect(finds).toEqual([0, 100, 200, 300, 400]);
    present = true;
    advance(50); // found at 500
    expect(scrolls).toEqual([]);
    advance(199);
    expect(scrolls).toEqual([]);
    advance(1);
    expect(scrolls).toEqual([{ y: 1800, at: 700 }]);
  });

  it('gives up after 100 polls', () => {
    const { env, advance, scrolls, finds } = fakeEnv(() => false);
    restoreScroll(500, { selector: '.x', delayMs: 200 }, env);
    advance(60_000);
    expect(finds).toHaveLength(MAX_POLLS);
    expect(finds.at(-1)).toBe((MAX_POLLS - 1) * POLL_INTERVAL_MS);
    expect(scrolls).toEqual([]);
  });

  it('can be cancelled by a newer navigation', () => {
    const { env, advance, scrolls } = fakeEnv(() => true);
    const cancel = restoreScroll(500, { selector: '.x', delayMs: 1500 }, env);
    advance(1000);
    cancel();
    advance(1000);
    expect(scrolls).toEqual([]);
  });
});

describe('previous route', () => {
  it('stores path and query, and moves the current route to previous on a change only', () => {
    const home = routeRecord('/', '?appRimac=true');
    expect(home).toEqual({ path: '/', query: 'appRimac=true' });
    const listing = routeRecord('/productos', '');
    expect(nextRoutes({ current: null, previous: null }, home)).toEqual({ current: home, previous: null });
    expect(nextRoutes({ current: home, previous: null }, listing)).toEqual({ current: listing, previous: home });
    expect(nextRoutes({ current: listing, previous: home }, listing)).toEqual({ current: listing, previous: home });
  });

  it('goes back when going home right after home', () => {
    expect(shouldGoBackHome({ path: '/', query: '' }, '/categoria/farmacia')).toBe(true);
    expect(shouldGoBackHome({ path: '/productos', query: '' }, '/categoria/farmacia')).toBe(false);
    expect(shouldGoBackHome({ path: '/', query: '' }, '/')).toBe(false);
    expect(shouldGoBackHome(null, '/x')).toBe(false);
  });

  it('reads untrusted stored values', () => {
    expect(parseRouteRecord({ path: '/x', query: 'a=1' })).toEqual({ path: '/x', query: 'a=1' });
    expect(parseRouteRecord({ path: 'https://x' })).toBeNull();
    expect(parseRouteRecord('x')).toBeNull();
  });
});

describe('menus', () => {
  it('links items to their category, collection, page or URL', () => {
    expect(menuItemHref({ id: '1', name: 'Farmacia', category: { slug: 'farmacia' } })).toBe('/categoria/farmacia');
    expect(menuItemHref({ id: '2', name: 'Cyber', collection: { slug: 'cyber-salud' } })).toBe(
      '/coleccion/cyber-salud',
    );
    expect(menuItemHref({ id: '3', name: 'Nosotros', page: { slug: 'nosotros' } })).toBe('/nosotros');
    expect(menuItemHref({ id: '4', name: 'Libro', url: '/libro-de-reclamaciones' })).toBe('/libro-de-reclamaciones');
    expect(menuItemHref({ id: '5', name: 'Nada' })).toBe('/');
  });

  it('builds a tree with each item’s path for menu_click, cut at the given depth', () => {
    const tree = menuTree(
      [
        {
          id: 'a',
          name: 'Categorías',
          category: { slug: 'feria' },
          children: [
            {
              id: 'b',
              name: 'Farmacia',
              category: { slug: 'farmacia' },
              children: [{ id: 'c', name: 'Dolor', category: { slug: 'dolor' }, children: [] }],
            },
          ],
        },
      ],
      2,
    );
    expect(tree[0]?.children[0]?.path).toEqual(['Categorías', 'Farmacia']);
    expect(tree[0]?.children[0]?.children).toEqual([]);
  });
});

describe('native bridge and data layer', () => {
  it('posts to the iOS handler when present', () => {
    const postMessage = vi.fn();
    expect(postNativeMessage({ webkit: { messageHandlers: { [NATIVE_HANDLER]: { postMessage } } } }, { a: 1 })).toBe(
      true,
    );
    expect(postMessage).toHaveBeenCalledWith({ a: 1 });
    expect(postNativeMessage({}, { a: 1 })).toBe(false);
    expect(postNativeMessage(undefined, { a: 1 })).toBe(false);
    const failing = {
      postMessage: () => {
        throw new Error('x');
      },
    };
    expect(postNativeMessage({ webkit: { messageHandlers: { cuida: failing } } }, {})).toBe(false);
  });

  it('creates the data layer when missing and pushes events, each with the analytics user id', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushDataLayer(host, { event: 'menu_click', category: 'Farmacia' });
    pushDataLayer(host, { event: 'menu_click', category: 'Salud' });
    expect(host.dataLayer).toEqual([
      { event: 'menu_click', category: 'Farmacia', user_id: expect.any(String) },
      { event: 'menu_click', category: 'Salud', user_id: expect.any(String) },
    ]);
  });
});

describe('link navigation (flags kept on every navigation)', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const here = { origin: 'http://localhost:3000', pathname: '/productos', search: '?categoria=feria&appRimac=true' };
  const rimac = { appRimac: true } as const;

  it('navigates internal links client-side with the session’s flags', async () => {
    const { linkNavigation } = await import('../src/features/navigation/link-navigation');
    expect(linkNavigation({ href: '/categoria/farmacia' }, click, here, rimac)).toBe(
      '/categoria/farmacia?appRimac=true',
    );
    expect(linkNavigation({ href: 'http://localhost:3000/producto/x?y=1' }, click, here, rimac)).toBe(
      '/producto/x?y=1&appRimac=true',
    );
    expect(linkNavigation({ href: '?orden=precio-asc' }, click, here, {})).toBe('/productos?orden=precio-asc');
    expect(linkNavigation({ href: '/nosotros#equipo' }, click, here, {})).toBe('/nosotros#equipo');
  });

  it('leaves the browser alone for other windows, other sites, files and jumps within the page', async () => {
    const { linkNavigation } = await import('../src/features/navigation/link-navigation');
    expect(linkNavigation({ href: '/x' }, { ...click, metaKey: true }, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/x' }, { ...click, button: 1 }, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/x' }, { ...click, defaultPrevented: true }, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/x', target: '_blank' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/x', download: true }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: 'https://rimac.com' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: 'mailto:hola@cuida.pe' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/api/graphql' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '/sitemap.xml' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: '#foto-2' }, click, here, rimac)).toBeNull();
    expect(linkNavigation({ href: 'http://[bad' }, click, here, rimac)).toBeNull();
  });

  it('reads menu paths from links', async () => {
    const { parseMenuPath } = await import('../src/features/navigation/link-navigation');
    expect(parseMenuPath('["Categorías","Farmacia"]')).toEqual(['Categorías', 'Farmacia']);
    expect(parseMenuPath('{')).toBeNull();
    expect(parseMenuPath('[1]')).toBeNull();
    expect(parseMenuPath(undefined)).toBeNull();
  });
});

describe('form navigation', () => {
  const here = { origin: 'http://localhost:3000', pathname: '/', search: '?appRimac=true' };

  it('submits GET forms client-side with the flags, leaving empty fields out', async () => {
    const { formNavigation } = await import('../src/features/navigation/link-navigation');
    expect(formNavigation('/buscar', [['q', ' panadol ']], here, { appRimac: true })).toBe(
      '/buscar?q=panadol&appRimac=true',
    );
    expect(formNavigation('http://localhost:3000/buscar', [['q', '']], here, {})).toBe('/buscar');
    expect(formNavigation('https://otro.pe/buscar', [['q', 'x']], here, {})).toBeNull();
    expect(formNavigation('/api/graphql', [['q', 'x']], here, {})).toBeNull();
  });
});
