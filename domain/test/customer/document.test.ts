import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  documentTypeLabel,
  normalizeDocumentNumber,
  parseDocumentType,
  validateDocument,
} from '../../src/customer/document';

describe('document types', () => {
  it('are 2 DNI, 4 CE and 3 Pasaporte, DNI by default', () => {
    expect(DOCUMENT_TYPES.map((t) => [t.id, t.label])).toEqual([
      [2, 'DNI'],
      [4, 'CE'],
      [3, 'Pasaporte'],
    ]);
    expect(DEFAULT_DOCUMENT_TYPE).toBe(2);
  });

  it('parse from numbers and numeric text', () => {
    expect(parseDocumentType(2)).toBe(2);
    expect(parseDocumentType('4')).toBe(4);
    expect(parseDocumentType(' 3 ')).toBe(3);
    expect(parseDocumentType(1)).toBeNull();
    expect(parseDocumentType('')).toBeNull();
    expect(parseDocumentType('DNI')).toBeNull();
    expect(parseDocumentType(null)).toBeNull();
  });

  it('have labels', () => {
    expect(documentTypeLabel(2)).toBe('DNI');
    expect(documentTypeLabel('4')).toBe('CE');
    expect(documentTypeLabel(3)).toBe('Pasaporte');
    expect(documentTypeLabel(9)).toBeNull();
  });
});

describe('normalizeDocumentNumber', () => {
  it('keeps only the digits of a DNI', () => {
    expect(normalizeDocumentNumber(2, ' 4587-1236 ')).toBe('45871236');
    expect(normalizeDocumentNumber('2', '4587 1236')).toBe('45871236');
    expect(normalizeDocumentNumber(2, '45.871.236')).toBe('45871236');
  });

  it('drops spaces, dashes and dots from a CE or passport and upper-cases it', () => {
    expect(normalizeDocumentNumber(4, '001 234-567')).toBe('001234567');
    expect(normalizeDocumentNumber(3, 'c03-845 129')).toBe('C03845129');
  });
});

describe('validateDocument', () => {
  it('accepts a DNI of exactly 8 digits', () => {
    expect(validateDocument(2, '12345678')).toBeNull();
    expect(validateDocument(2, ' 12345678 ')).toBeNull();
  });

  it('refuses any other DNI', () => {
    for (const value of ['1234567', '123456789', 'A2345678', '1234 567']) {
      expect(validateDocument(2, value)).toBe('El DNI debe tener 8 dígitos.');
    }
  });

  it('accepts a CE of 9 to 12 letters or digits', () => {
    expect(validateDocument(4, '123456789')).toBeNull();
    expect(validateDocument(4, 'AB1234567890')).toBeNull();
  });

  it('refuses a CE outside 9 to 12 letters or digits', () => {
    for (const value of ['12345678', '1234567890123', '1234-5678']) {
      expect(validateDocument(4, value)).toBe('El CE debe tener entre 9 y 12 letras o números.');
    }
  });

  it('accepts a passport of 6 to 12 letters or digits', () => {
    expect(validateDocument(3, 'AB1234')).toBeNull();
    expect(validateDocument('3', '123456789012')).toBeNull();
  });

  it('refuses a passport outside 6 to 12 letters or digits', () => {
    for (const value of ['AB123', '1234567890123', 'AB-123', 'ÑA12345']) {
      expect(validateDocument(3, value)).toBe('El pasaporte debe tener entre 6 y 12 letras o números.');
    }
  });

  it('reads a number as it is kept: spaces and dashes typed inside it do not count', () => {
    expect(validateDocument(2, '4587 1236')).toBeNull();
    expect(validateDocument(2, '4587-1236')).toBeNull();
    expect(validateDocument(4, '12345-6789')).toBeNull();
    expect(validateDocument(3, 'ab-12345')).toBeNull();
  });

  it('asks for a number and a known type', () => {
    expect(validateDocument(2, '  ')).toBe('Ingresa tu número de documento.');
    expect(validateDocument(7, '12345678')).toBe('Selecciona un tipo de documento.');
  });
});
