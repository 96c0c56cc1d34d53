import { describe, expect, it } from 'vitest';
import {
  flagEntries,
  hasFlags,
  isInternalHref,
  readFlags,
  sameFlags,
  sanitizeFlags,
  withFlags,
} from '../src/features/partners/flags';

describe('readFlags', () => {
  it('keeps only the three flags whose value is exactly "true"', () => {
    expect(readFlags('?appRimac=true&zonaNoClientes=1&appCI=TRUE&otro=true')).toEqual({ appRimac: true });
    expect(readFlags(new URLSearchParams('appCI=true&zonaNoClientes=true'))).toEqual({
      appCI: true,
      zonaNoClientes: true,
    });
    expect(readFlags('')).toEqual({});
    expect(readFlags(null)).toEqual({});
  });

  it('sanitizes flags read back from storage', () => {
    expect(sanitizeFlags({ appRimac: true, appCI: 'true', x: true })).toEqual({ appRimac: true });
    expect(sanitizeFlags('appRimac')).toEqual({});
    expect(sanitizeFlags(null)).toEqual({});
  });

  it('compares and detects flags', () => {
    expect(hasFlags({})).toBe(false);
    expect(hasFlags({ zonaNoClientes: true })).toBe(true);
    expect(sameFlags({ appRimac: true }, { appRimac: true })).toBe(true);
    expect(sameFlags({ appRimac: true }, {})).toBe(false);
  });
});

describe('withFlags', () => {
  const rimac = { appRimac: true } as const;

  it('adds the current flags to internal links, keeping query and hash', () => {
    expect(withFlags('/categoria/farmacia', rimac)).toBe('/categoria/farmacia?appRimac=true');
    expect(withFlags('/productos?categoria=feria#lista', rimac)).toBe('/productos?categoria=feria&appRimac=true#lista');
    expect(withFlags('/', { appCI: true, zonaNoClientes: true })).toBe('/?zonaNoClientes=true&appCI=true');
  });

  it('does not repeat a flag the link already has', () => {
    expect(withFlags('/?appRimac=true', rimac)).toBe('/?appRimac=true');
  });

  it('leaves external, protocol-relative and special links alone', () => {
    expect(withFlags('https://rimac.com/x', rimac)).toBe('https://rimac.com/x');
    expect(withFlags('//evil.example/x', rimac)).toBe('//evil.example/x');
    expect(withFlags('mailto:hola@cuida.pe', rimac)).toBe('mailto:hola@cuida.pe');
    expect(withFlags('#contenido', rimac)).toBe('#contenido');
  });

  it('changes nothing without flags', () => {
    expect(withFlags('/buscar?q=panadol', {})).toBe('/buscar?q=panadol');
  });

  it('knows internal addresses', () => {
    expect(isInternalHref('/x')).toBe(true);
    expect(isInternalHref('?q=1')).toBe(true);
    expect(isInternalHref('//x')).toBe(false);
    expect(isInternalHref('/\\x')).toBe(false);
    expect(isInternalHref('http://x')).toBe(false);
  });

  it('turns flags into hidden form fields', () => {
    expect(flagEntries({ appCI: true, appRimac: true })).toEqual([
      ['appRimac', 'true'],
      ['appCI', 'true'],
    ]);
  });
});
