import { describe, expect, it } from 'vitest';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckout,
  isBusy,
  phoneAsKept,
} from '../src/features/checkout/checkout-state';

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);
const start = () => initialCheckout({ deliveryTime: '3' });

describe('checkout state', () => {
  it('starts as required: type default, delivery time the coverage default option id, DNI, nothing else', () => {
    const state = start();
    expect(state).toMatchObject({
      deliveryDate: null,
      paymentMethod: null,
      deliveryType: 'default',
      deliveryTime: '3',
      express: { available: false, reason: null },
      loading: { 1: false, 2: false, 3: false },
      emptyProducts: [],
      lowStock: [],
      errors: [],
      client: { documentType: 2, documentNumber: '', firstName: '', phone: '', email: '', birthDate: '' },
      address: { districtId: '', districtName: '', street: '', reference: '' },
      pickup: { name: '', documentType: 2, documentNumber: '' },
    });
    expect(typeof state.deliveryTime).toBe('string');
    expect(initialCheckout().deliveryTime).toBeNull();
  });
});

describe('checkout reducer', () => {
  it('has the actions tested below (the compiler fails this list when an action is added)', () => {
    const tested: Record<CheckoutAction['type'], true> = {
      setClientField: true,
      setDocumentType: true,
      prefillClient: true,
      setDeliveryType: true,
      setDeliveryDate: true,
      setDeliveryTime: true,
      setExpressAvailability: true,
      setAddress: true,
      setPickup: true,
      setPaymentMethod: true,
      setLoading: true,
      addError: true,
      removeError: true,
      clearErrors: true,
      setEmptyProducts: true,
      setLowStock: true,
      restore: true,
      setDefaults: true,
      reset: true,
    };
    expect(Object.keys(tested)).toHaveLength(19);
  });

  it('setClientField: sets one field, the rest untouched', () => {
    const state = run(
      start(),
      { type: 'setClientField', field: 'firstName', value: 'María' },
      { type: 'setClientField', field: 'email', value: 'maria@correo.pe' },
    );
    expect(state.client).toMatchObject({ firstName: 'María', email: 'maria@correo.pe', paternalLastName: '' });
  });

  it('setClientField phone: a valid mobile becomes its 9 national digits (+51 stripped), anything else stays as typed', () => {
    const phone = (value: string) => run(start(), { type: 'setClientField', field: 'phone', value }).client.phone;
    expect(phone('+51 987 654 321')).toBe('987654321');
    expect(phone('0051987654321')).toBe('987654321');
    expect(phone('987654321')).toBe('987654321');
    expect(phone('+51 98')).toBe('+51 98');
    expect(phone('12345678901234')).toBe('12345678901234');
    expect(phoneAsKept('51987654321')).toBe('987654321');
  });

  it('setDocumentType: takes 2, 3, 4 (number or text), ignores anything else', () => {
    expect(run(start(), { type: 'setDocumentType', documentType: '4' }).client.documentType).toBe(4);
    expect(run(start(), { type: 'setDocumentType', documentType: 3 }).client.documentType).toBe(3);
    const state = start();
    expect(checkoutReducer(state, { type: 'setDocumentType', documentType: 9 })).toBe(state);
  });

  it('prefillClient: fills only empty fields (a signed-in account never overwrites what was typed)', () => {
    const state = run(
      start(),
      { type: 'setClientField', field: 'firstName', value: 'Rosa' },
      {
        type: 'prefillClient',
        client: {
          firstName: 'María',
          paternalLastName: 'Quispe',
          phone: '+51987654321',
          documentType: 4,
          documentNumber: '001234567',
        },
      },
    );
    expect(state.client).toMatchObject({
      firstName: 'Rosa',
      paternalLastName: 'Quispe',
      phone: '987654321',
      documentType: 4,
      documentNumber: '001234567',
    });
    // A typed document number keeps its type too.
    const typed = run(
      start(),
      { type: 'setClientField', field: 'documentNumber', value: '45871236' },
      { type: 'prefillClient', client: { documentType: 4, documentNumber: '001234567' } },
    );
    expect(typed.client).toMatchObject({ documentType: 2, documentNumber: '45871236' });
  });

  it('setDeliveryType / setDeliveryDate / setDeliveryTime', () => {
    const state = run(
      start(),
      { type: 'setDeliveryType', deliveryType: 'programado' },
      { type: 'setDeliveryDate', date: '2026-11-26' },
      { type: 'setDeliveryTime', deliveryTime: '2' },
    );
    expect(state).toMatchObject({ deliveryType: 'programado', deliveryDate: '2026-11-26', deliveryTime: '2' });
    // Switching type keeps the date (switching back finds it); metadata and validation read only the type's own.
    expect(run(state, { type: 'setDeliveryType', deliveryType: 'express' }).deliveryDate).toBe('2026-11-26');
    expect(run(state, { type: 'setDeliveryDate', date: '' }).deliveryDate).toBeNull();
    expect(run(state, { type: 'setDeliveryTime', deliveryTime: null }).deliveryTime).toBeNull();
    // An unknown type (a stale value from elsewhere) changes nothing.
    expect(checkoutReducer(state, { type: 'setDeliveryType', deliveryType: 'drone' as never })).toBe(state);
  });

  it('setExpressAvailability', () => {
    const reason = 'El delivery express se puede pedir de 08:00 a 21:00 (hora de Lima).';
    expect(run(start(), { type: 'setExpressAvailability', express: { available: false, reason } }).express).toEqual({
      available: false,
      reason,
    });
  });

  it('setAddress merges the fields given', () => {
    const state = run(
      start(),
      { type: 'setAddress', address: { districtId: '150122', districtName: 'Miraflores' } },
      { type: 'setAddress', address: { street: 'Av. Larco 345' } },
    );
    expect(state.address).toEqual({
      districtId: '150122',
      districtName: 'Miraflores',
      street: 'Av. Larco 345',
      reference: '',
    });
  });

  it('setPickup merges the person, the document type parsed', () => {
    const state = run(
      start(),
      { type: 'setPickup', pickup: { name: 'Rosa Quispe' } },
      { type: 'setPickup', pickup: { documentType: '3', documentNumber: 'AB123456' } },
      { type: 'setPickup', pickup: { documentType: 'x' } },
    );
    expect(state.pickup).toEqual({ name: 'Rosa Quispe', documentType: 3, documentNumber: 'AB123456' });
  });

  it('setPaymentMethod', () => {
    const state = run(start(), { type: 'setPaymentMethod', method: 'card' });
    expect(state.paymentMethod).toBe('card');
    expect(run(state, { type: 'setPaymentMethod', method: null }).paymentMethod).toBeNull();
  });

  it('setLoading per step', () => {
    const state = run(start(), { type: 'setLoading', step: 2, loading: true });
    expect(state.loading).toEqual({ 1: false, 2: true, 3: false });
    expect(isBusy(state)).toBe(true);
    expect(isBusy(run(state, { type: 'setLoading', step: 2, loading: false }))).toBe(false);
  });

  it('addError / removeError / clearErrors: one entry per code, removed by code', () => {
    const state = run(
      start(),
      { type: 'addError', error: { code: 'INSUFFICIENT_STOCK', field: 'lines', variants: ['v1'] } },
      { type: 'addError', error: { code: 'PAYMENT_ERROR', field: null } },
      { type: 'addError', error: { code: 'INSUFFICIENT_STOCK', field: 'lines', variants: ['v1', 'v2'] } },
    );
    expect(state.errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', field: 'lines', variants: ['v1', 'v2'] },
      { code: 'PAYMENT_ERROR', field: null },
    ]);
    expect(run(state, { type: 'removeError', code: 'INSUFFICIENT_STOCK' }).errors).toEqual([
      { code: 'PAYMENT_ERROR', field: null },
    ]);
    expect(run(state, { type: 'removeError', code: 'NOT_THERE' }).errors).toHaveLength(2);
    expect(run(state, { type: 'clearErrors' }).errors).toEqual([]);
  });

  it('setEmptyProducts / setLowStock', () => {
    const products = [{ variantId: 'v1', name: 'Paracetamol 500 mg', quantityAvailable: 0 }];
    const state = run(
      start(),
      { type: 'setEmptyProducts', products },
      { type: 'setLowStock', products: [{ variantId: 'v2', name: 'Ibuprofeno', quantityAvailable: 2 }] },
    );
    expect(state.emptyProducts).toEqual(products);
    expect(state.emptyProducts).not.toBe(products);
    expect(state.lowStock).toEqual([{ variantId: 'v2', name: 'Ibuprofeno', quantityAvailable: 2 }]);
  });

  it('restore: refills what the checkout holds and keeps the rest', () => {
    const state = run(
      start(),
      { type: 'setPaymentMethod', method: 'card' },
      { type: 'setClientField', field: 'shoppingCode', value: 'ABC' },
      {
        type: 'restore',
        restored: {
          client: { documentType: 4, documentNumber: '001234567', firstName: 'María', phone: '+51987654321' },
          address: { districtId: '150122', districtName: 'Miraflores' },
          pickup: { name: 'Rosa', documentType: 3 },
          deliveryType: 'programado',
          deliveryDate: '2026-11-27',
          deliveryTime: '2',
        },
      },
    );
    expect(state.client).toMatchObject({
      documentType: 4,
      documentNumber: '001234567',
      firstName: 'María',
      phone: '987654321',
      shoppingCode: 'ABC',
    });
    expect(state.address).toMatchObject({ districtId: '150122', districtName: 'Miraflores', street: '' });
    expect(state.pickup).toEqual({ name: 'Rosa', documentType: 3, documentNumber: '' });
    expect(state).toMatchObject({
      deliveryType: 'programado',
      deliveryDate: '2026-11-27',
      deliveryTime: '2',
      paymentMethod: 'card',
    });
    const untouched = start();
    expect(run(untouched, { type: 'restore', restored: {} })).toEqual(untouched);
  });

  it('setDefaults: the coverage default is taken unless the shopper picked another option', () => {
    const fresh = run(initialCheckout(), { type: 'setDefaults', defaults: { deliveryTime: '3' } });
    expect(fresh.deliveryTime).toBe('3');
    const picked = run(
      start(),
      { type: 'setDeliveryTime', deliveryTime: '2' },
      {
        type: 'setDefaults',
        defaults: { deliveryTime: '5' },
      },
    );
    expect(picked.deliveryTime).toBe('2');
    expect(picked.defaults.deliveryTime).toBe('5');
  });

  it('reset restores the initial state (with the coverage default)', () => {
    const state = run(
      start(),
      { type: 'setClientField', field: 'firstName', value: 'María' },
      { type: 'setDeliveryType', deliveryType: 'express' },
      { type: 'setDeliveryTime', deliveryTime: '1' },
      { type: 'addError', error: { code: 'PAYMENT_ERROR', field: null } },
      { type: 'setLoading', step: 3, loading: true },
      { type: 'reset' },
    );
    expect(state).toEqual(start());
  });
});
