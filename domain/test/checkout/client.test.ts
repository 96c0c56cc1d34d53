import { describe, expect, it } from 'vitest';
import {
  type ClientData,
  normalizeEmail,
  normalizeName,
  validateBirthDate,
  validateClient,
  validateEmail,
  validateName,
  validateShoppingCode,
} from '../../src/checkout/client';

// 10:00 in Lima on 25 November 2026 (UTC−5).
const NOW = new Date('2026-11-25T15:00:00Z');

const valid: ClientData = {
  documentType: 2,
  documentNumber: '45871236',
  firstName: 'María José',
  paternalLastName: 'Quispe',
  maternalLastName: 'Huamán',
  phone: '+51 987 654 321',
  email: 'maria@correo.pe',
  birthDate: '1988-03-14',
  shoppingCode: '',
};

describe('validateClient', () => {
  it('accepts complete, valid data', () => {
    expect(validateClient(valid, NOW)).toEqual({});
  });

  it('reports every field, keyed by field, in Spanish', () => {
    const errors = validateClient(
      {
        documentType: 2,
        documentNumber: '1234567',
        firstName: '',
        paternalLastName: 'Quispe3',
        maternalLastName: '',
        phone: '12345',
        email: 'maria@',
        birthDate: '2030-01-01',
        shoppingCode: 'con espacio',
      },
      NOW,
    );
    expect(errors).toEqual({
      documentNumber: 'El DNI debe tener 8 dígitos.',
      firstName: 'Ingresa tus nombres.',
      paternalLastName: 'El apellido paterno solo puede tener letras, espacios, apóstrofos, guiones y puntos.',
      phone: 'Ingresa un celular de 9 dígitos que empiece con 9.',
      email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
      birthDate: 'La fecha de nacimiento debe ser anterior a hoy.',
      shoppingCode: 'El código de compra solo puede tener letras, números y guiones (hasta 30).',
    });
  });

  it('puts an unknown document type on documentType, a bad number on documentNumber', () => {
    expect(validateClient({ ...valid, documentType: 9 }, NOW)).toEqual({
      documentType: 'Selecciona un tipo de documento.',
    });
    expect(validateClient({ ...valid, documentType: '4', documentNumber: '12345678' }, NOW)).toEqual({
      documentNumber: 'El CE debe tener entre 9 y 12 letras o números.',
    });
    expect(validateClient({ ...valid, documentType: 3, documentNumber: 'AB1234' }, NOW)).toEqual({});
    expect(validateClient({ ...valid, documentNumber: '' }, NOW)).toEqual({
      documentNumber: 'Ingresa tu número de documento.',
    });
  });

  it('uses the domain phone rule (+51, 0051 and separators accepted; 14 random digits refused)', () => {
    for (const phone of ['987654321', '+51987654321', '0051 987-654-321', '(+51) 987.654.321']) {
      expect(validateClient({ ...valid, phone }, NOW).phone).toBeUndefined();
    }
    for (const phone of ['', '887654321', '51987654321999', '98765432a']) {
      expect(validateClient({ ...valid, phone }, NOW).phone).toBeDefined();
    }
  });
});

describe('validateName', () => {
  it('accepts letters with accents, ñ, ü, spaces and the signs apostrophe, hyphen and period', () => {
    for (const name of ['José', 'Ñahui', 'Güido', "D'Angelo", 'O’Brien', 'Pérez-Albela', 'Ma. del Carmen', 'Li']) {
      expect(validateName('firstName', name)).toBeNull();
    }
  });

  it('refuses digits, other signs and a leading sign', () => {
    expect(validateName('firstName', 'R2D2')).toBe(
      'Los nombres solo pueden tener letras, espacios, apóstrofos, guiones y puntos.',
    );
    expect(validateName('paternalLastName', 'Quispe!')).not.toBeNull();
    expect(validateName('paternalLastName', '-Quispe')).not.toBeNull();
    expect(validateName('firstName', '<script>')).not.toBeNull();
  });

  it('bounds the length at 2 to 60 characters once trimmed', () => {
    expect(validateName('firstName', 'A')).toBe('Los nombres deben tener entre 2 y 60 caracteres.');
    expect(validateName('paternalLastName', ' A ')).toBe('El apellido paterno debe tener entre 2 y 60 caracteres.');
    expect(validateName('firstName', 'a'.repeat(60))).toBeNull();
    expect(validateName('firstName', 'a'.repeat(61))).not.toBeNull();
  });

  it('requires names and the paternal surname, not the maternal one', () => {
    expect(validateName('firstName', '  ')).toBe('Ingresa tus nombres.');
    expect(validateName('paternalLastName', '')).toBe('Ingresa tu apellido paterno.');
    expect(validateName('maternalLastName', '')).toBeNull();
    expect(validateName('maternalLastName', 'X')).toBe('El apellido materno debe tener entre 2 y 60 caracteres.');
    expect(validateName('pickupName', '')).toBe('Ingresa el nombre de la persona que recogerá el pedido.');
  });

  it('normalizes spaces', () => {
    expect(normalizeName('  María   José ')).toBe('María José');
  });
});

describe('validateEmail', () => {
  it('accepts ordinary addresses, trimmed and in any case', () => {
    expect(validateEmail(' Maria.Quispe+farmacia@Correo.com.pe ')).toBeNull();
    expect(normalizeEmail(' Maria@Correo.PE ')).toBe('maria@correo.pe');
  });

  it('refuses missing parts, spaces, double dots and over-long addresses', () => {
    expect(validateEmail('')).toBe('Ingresa tu correo electrónico.');
    for (const email of ['maria', 'maria@', '@correo.pe', 'maria@correo', 'ma ria@correo.pe', 'maria@correo..pe']) {
      expect(validateEmail(email)).not.toBeNull();
    }
    expect(validateEmail(`${'a'.repeat(65)}@correo.pe`)).not.toBeNull();
    expect(validateEmail(`maria@${'a'.repeat(250)}.pe`)).not.toBeNull();
  });
});

describe('validateBirthDate', () => {
  it('needs a real date in the past (Lima calendar)', () => {
    expect(validateBirthDate('', NOW)).toBe('Ingresa tu fecha de nacimiento.');
    expect(validateBirthDate('1990-02-30', NOW)).toBe('Ingresa una fecha de nacimiento válida (día, mes y año).');
    expect(validateBirthDate('14/03/1988', NOW)).not.toBeNull();
    expect(validateBirthDate('2026-11-25', NOW)).toBe('La fecha de nacimiento debe ser anterior a hoy.');
    expect(validateBirthDate('2026-11-24', NOW)).toBeNull();
    expect(validateBirthDate('2000-02-29', NOW)).toBeNull();
  });

  it('reads "today" in Lima: at 23:30 Lima on the 24th, the 24th is still today', () => {
    const lateEvening = new Date('2026-11-25T04:30:00Z'); // 23:30 on the 24th in Lima, already the 25th in UTC
    expect(validateBirthDate('2026-11-24', lateEvening)).toBe('La fecha de nacimiento debe ser anterior a hoy.');
    expect(validateBirthDate('2026-11-23', lateEvening)).toBeNull();
  });

  it('refuses a date more than 120 years ago', () => {
    expect(validateBirthDate('1906-11-25', NOW)).toBeNull();
    expect(validateBirthDate('1906-11-24', NOW)).toBe('Revisa el año de tu fecha de nacimiento.');
  });

  it('imposes no minimum age at checkout', () => {
    expect(validateBirthDate('2015-06-01', NOW)).toBeNull();
  });
});

describe('validateShoppingCode', () => {
  it('is optional; letters, digits and hyphens up to 30', () => {
    expect(validateShoppingCode('')).toBeNull();
    expect(validateShoppingCode(' CUIDA-2026 ')).toBeNull();
    expect(validateShoppingCode('a'.repeat(31))).not.toBeNull();
    expect(validateShoppingCode('código')).not.toBeNull();
  });
});
