import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, isSafeReturnPath, safeReturnPath, signInAddress } from '../src/lib/return-path';

const ORIGIN = 'https://www.cuida.pe';

/** Where a browser lands for `router.replace(path)` / `Location: path` on our origin. */
const landing = (path: string) => new URL(path, ORIGIN);

/** Known ways past naive checks (leading `/`, no `//`): whitespace browsers drop, backslashes, escapes, schemes. */
const BYPASSES = [
  '/%09/host',
  '/%0A/host',
  '/%0D/host',
  '/%0d%0a/host',
  '/%00/host',
  '/%7F/host',
  '/%C2%85/host',
  '/\t/host',
  '/\n/host',
  '/\r/host',
  '/\u0085/host',
  '/\u00a0/host',
  '/ /host',
  '/\\host',
  '/\\\\host',
  '\\\\host',
  '/%5Chost',
  '/%5C%5Chost',
  '//host',
  '///host',
  '/%2F/host',
  '/%2f%2fhost',
  '%2F%2Fhost',
  '/%252F%252Fhost',
  '/%25%32%46/host',
  'https://host',
  'http:/host',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  '/\uff0f/host',
  '/\uff3chost',
  '/\u2215/host',
  '/\u2044/host',
  '/%EF%BC%8F/host',
  '/%E2%88%95/host',
  '/%',
  '/%E0%A4%A',
  '',
  'mi-cuenta',
  ' /mi-cuenta',
  './/host',
];

describe('return paths (the volver parameter)', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    for (const path of [
      '/',
      '/mi-cuenta',
      '/mi-cuenta/pedidos/T3JkZXI6MTIz',
      '/mi-cuenta/pedidos/T3JkZXI6MTIz%3D',
      '/checkout?step=1',
      '/buscar?q=ni%C3%B1os&page=2',
      '/producto/paracetamol-500-mg#detalle',
      '/?verificado=1',
    ]) {
      expect(safeReturnPath(path), path).toBe(path);
    }
  });

  it('refuses every known bypass, as given and as the page receives it after the query is decoded', () => {
    for (const bad of BYPASSES) {
      expect(isSafeReturnPath(bad), JSON.stringify(bad)).toBe(false);
      const received = new URLSearchParams(`volver=${bad}`).get('volver');
      expect(isSafeReturnPath(received), `received ${JSON.stringify(received)}`).toBe(false);
    }
    expect(safeReturnPath(null)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(['/mi-cuenta'])).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe(DEFAULT_RETURN_PATH);
  });

  it('refuses the reported sign-in address: /ingresar?volver=%2F%09%2F127.0.0.1:4010/healthz', () => {
    const volver = new URL('/ingresar?volver=%2F%09%2F127.0.0.1:4010/healthz', ORIGIN).searchParams.get('volver');
    expect(volver).toBe('/\t/127.0.0.1:4010/healthz');
    // What the browser did with it before: another origin.
    expect(landing(volver ?? '').host).toBe('127.0.0.1:4010');
    expect(safeReturnPath(volver)).toBe(DEFAULT_RETURN_PATH);
  });

  it('whatever it accepts lands on this origin, and stays there after any further decoding', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '%',
            '2F',
            '5C',
            '09',
            '0A',
            '0D',
            ':',
            '.',
            'host',
            '@',
            '?',
            '#',
            '\t',
            ' ',
            'é',
          ),
          { maxLength: 12 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(anyText, (raw) => {
        if (!isSafeReturnPath(raw)) return;
        expect(landing(raw).origin).toBe(ORIGIN);
        let form = raw;
        for (let round = 0; round < 3; round += 1) {
          form = decodeURIComponent(form);
          expect(landing(form).origin).toBe(ORIGIN);
          expect(form).not.toContain('//');
          expect(form).not.toContain('\\');
          expect([...form].some((c) => (c.codePointAt(0) ?? 0) < 0x20 || /\p{Cc}/u.test(c))).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts any path made of ordinary segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9._~-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });

  it('builds the sign-in address of a path, and of anything else the account', () => {
    expect(signInAddress('/mi-cuenta/pedidos/abc')).toBe('/ingresar?volver=%2Fmi-cuenta%2Fpedidos%2Fabc');
    expect(signInAddress('//host')).toBe('/ingresar?volver=%2Fmi-cuenta');
  });
});
