import { describe, expect, it } from 'vitest';
import { type ComplaintData, parseComplaintAmount, validateComplaint } from '../../src/complaints/complaint';

const valid = (): ComplaintData => ({
  kind: 'RECLAMO',
  consumer: {
    firstName: 'María José',
    lastName: 'Quispe Huamán',
    documentType: 2,
    documentNumber: '45871236',
    address: 'Av. Arequipa 1234, Lince',
    phone: '+51 987 654 321',
    email: 'maria.quispe@cuida.pe',
    isMinor: false,
  },
  guardian: { fullName: '', documentType: 2, documentNumber: '' },
  item: { type: 'PRODUCTO', description: 'Paracetamol 500 mg x 100 tabletas', amount: '12.50', orderNumber: 'A-1024' },
  detail: 'El pedido llegó con una caja abierta y faltaban tabletas.',
  request: 'Cambio del producto.',
});

describe('validateComplaint', () => {
  it('accepts a complete sheet', () => {
    expect(validateComplaint(valid())).toEqual({});
  });

  it('names every missing field in Spanish', () => {
    const empty = valid();
    empty.kind = '';
    empty.consumer = {
      ...empty.consumer,
      firstName: '',
      lastName: '',
      documentNumber: '',
      address: '',
      phone: '',
      email: '',
    };
    empty.item = { type: '', description: '', amount: '', orderNumber: '' };
    empty.detail = '';
    empty.request = '';
    expect(validateComplaint(empty)).toEqual({
      kind: 'Elige si es un reclamo o una queja.',
      'consumer.firstName': 'Ingresa tus nombres.',
      'consumer.lastName': 'Ingresa tus apellidos.',
      'consumer.documentNumber': 'Ingresa tu número de documento.',
      'consumer.address': 'Ingresa tu domicilio.',
      'consumer.phone': 'Ingresa tu número de celular.',
      'consumer.email': expect.any(String),
      'item.type': 'Elige si fue un producto o un servicio.',
      'item.description': 'Describe el producto o servicio.',
      detail: 'Cuéntanos qué ocurrió.',
      request: 'Indica qué solicitas.',
    });
  });

  it('asks for the guardian of a minor, and only then', () => {
    const minor = valid();
    minor.consumer.isMinor = true;
    expect(validateComplaint(minor)).toEqual({
      'guardian.fullName': 'Ingresa el nombre de tu padre, madre o apoderado.',
      'guardian.documentNumber': 'Documento del apoderado: Ingresa tu número de documento.',
    });
    minor.guardian = { fullName: 'Rosa Huamán', documentType: 2, documentNumber: '40123456' };
    expect(validateComplaint(minor)).toEqual({});
  });

  it('checks the document by its type, the amount, the order number and the text bounds', () => {
    const sheet = valid();
    sheet.consumer.documentNumber = '1234567';
    sheet.item.amount = '12.345';
    sheet.item.orderNumber = 'pedido #1';
    sheet.detail = 'corto';
    sheet.request = 'x'.repeat(1001);
    const errors = validateComplaint(sheet);
    expect(errors['consumer.documentNumber']).toBe('El DNI debe tener 8 dígitos.');
    expect(errors['item.amount']).toMatch(/^Ingresa el monto en soles/);
    expect(errors['item.orderNumber']).toMatch(/letras, números y guiones/);
    expect(errors.detail).toBe('El detalle debe tener al menos 10 caracteres.');
    expect(errors.request).toBe('Tu pedido puede tener como máximo 1000 caracteres.');
  });

  it('reads amounts with a point or a comma', () => {
    expect(parseComplaintAmount('25')).toBe(25);
    expect(parseComplaintAmount(' 25,9 ')).toBe(25.9);
    expect(parseComplaintAmount('S/ 25')).toBeNull();
    expect(parseComplaintAmount('')).toBeNull();
  });
});
