import { describe, expect, it } from 'vitest';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckout,
} from '../src/features/checkout/checkout-state';
import {
  CART,
  CHECKOUT_STEPS,
  CONFIRMATION,
  canOpen,
  firstIncompleteStep,
  isStepComplete,
  nextStep,
  previousStep,
  resolveStep,
  showsAddress,
  stepErrors,
  stepFromQuery,
  stepHref,
  stepQuery,
} from '../src/features/checkout/steps';

// 10:00 in Lima on 25 November 2026.
const context = { now: new Date('2026-11-25T15:00:00Z'), appRimac: false };
const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);

const clientDone: CheckoutAction[] = [
  { type: 'setClientField', field: 'documentNumber', value: '45871236' },
  { type: 'setClientField', field: 'firstName', value: 'María' },
  { type: 'setClientField', field: 'paternalLastName', value: 'Quispe' },
  { type: 'setClientField', field: 'phone', value: '+51 987 654 321' },
  { type: 'setClientField', field: 'email', value: 'maria@correo.pe' },
  { type: 'setClientField', field: 'birthDate', value: '1988-03-14' },
];
const deliveryDone: CheckoutAction[] = [
  { type: 'setAddress', address: { districtId: '150122', districtName: 'Miraflores', street: 'Av. Larco 345' } },
];
const fresh = () => initialCheckout({ deliveryTime: '3' });
const withClient = () => run(fresh(), ...clientDone);
const withDelivery = () => run(withClient(), ...deliveryDone);

describe('steps', () => {
  it('are 1 client data, 2 delivery, 3 review and pay, then the confirmation', () => {
    expect(CHECKOUT_STEPS.map((step) => [step.id, step.key, step.title])).toEqual([
      [1, 'client', 'Tus datos'],
      [2, 'delivery', 'Entrega'],
      [3, 'payment', 'Revisión y pago'],
    ]);
    expect([nextStep(1), nextStep(2), nextStep(3)]).toEqual([2, 3, CONFIRMATION]);
    expect([previousStep(1), previousStep(2), previousStep(3)]).toEqual([CART, 1, 2]);
  });
});

describe('stepFromQuery', () => {
  it('reads ?step=1|2|3 from URLSearchParams and from Next page searchParams', () => {
    expect(stepFromQuery(new URLSearchParams('step=2'))).toBe(2);
    expect(stepFromQuery(new URLSearchParams('appRimac=true&step=3'))).toBe(3);
    expect(stepFromQuery({ step: '3' })).toBe(3);
    expect(stepFromQuery({ step: ['2', '3'] })).toBe(2);
  });

  it('gives 1 for anything else', () => {
    for (const query of ['', 'step=', 'step=0', 'step=4', 'step=2.5', 'step=02', 'step=%202', 'step=dos', 'paso=2']) {
      expect(stepFromQuery(new URLSearchParams(query))).toBe(1);
    }
    expect(stepFromQuery({})).toBe(1);
    expect(stepFromQuery({ step: undefined })).toBe(1);
    expect(stepFromQuery(null)).toBe(1);
    expect(stepFromQuery(undefined)).toBe(1);
  });

  it('builds a step address keeping the other parameters (partner flags)', () => {
    expect(stepHref(2)).toBe('/checkout?step=2');
    expect(stepHref(3, new URLSearchParams('step=2&appRimac=true'))).toBe('/checkout?step=3&appRimac=true');
    expect(stepQuery(1, new URLSearchParams('zonaNoClientes=true'))).toBe('zonaNoClientes=true&step=1');
  });
});

describe('stepErrors', () => {
  it('step 1: the client fields still missing, in Spanish, keyed by field', () => {
    expect(stepErrors(1, fresh(), context)).toEqual({
      documentNumber: 'Ingresa tu número de documento.',
      firstName: 'Ingresa tus nombres.',
      paternalLastName: 'Ingresa tu apellido paterno.',
      phone: 'Ingresa tu número de celular.',
      email: 'Ingresa tu correo electrónico.',
      birthDate: 'Ingresa tu fecha de nacimiento.',
    });
    expect(stepErrors(1, withClient(), context)).toEqual({});
  });

  it('step 1: the document rule follows the chosen type (DNI 8 digits, CE, Pasaporte)', () => {
    const ce = run(withClient(), { type: 'setDocumentType', documentType: 4 });
    expect(stepErrors(1, ce, context)).toEqual({ documentNumber: 'El CE debe tener entre 9 y 12 letras o números.' });
    const passport = run(ce, { type: 'setDocumentType', documentType: 3 });
    expect(stepErrors(1, passport, context)).toEqual({});
  });

  it('step 2: the address of a delivered type', () => {
    expect(stepErrors(2, withClient(), context)).toEqual({
      districtId: 'Elige tu distrito.',
      street: 'Ingresa tu dirección: calle, número y, si aplica, departamento.',
    });
    expect(stepErrors(2, withDelivery(), context)).toEqual({});
  });

  it('step 2: programado needs a date from tomorrow; express its availability; rimac the insurer app', () => {
    const programado = run(withDelivery(), { type: 'setDeliveryType', deliveryType: 'programado' });
    expect(stepErrors(2, programado, context)).toEqual({ deliveryDate: 'Elige la fecha de entrega.' });
    expect(stepErrors(2, run(programado, { type: 'setDeliveryDate', date: '2026-11-25' }), context)).toEqual({
      deliveryDate: 'El delivery programado se entrega desde mañana: elige otra fecha.',
    });
    expect(stepErrors(2, run(programado, { type: 'setDeliveryDate', date: '2026-11-26' }), context)).toEqual({});

    const express = run(withDelivery(), { type: 'setDeliveryType', deliveryType: 'express' });
    expect(stepErrors(2, express, context)).toEqual({
      deliveryType: 'El delivery express no está disponible en este momento.',
    });
    const open = run(express, { type: 'setExpressAvailability', express: { available: true, reason: null } });
    expect(stepErrors(2, open, context)).toEqual({});

    const rimac = run(withDelivery(), { type: 'setDeliveryType', deliveryType: 'rimac' });
    expect(stepErrors(2, rimac, context)).toEqual({
      deliveryType: 'Este tipo de entrega solo está disponible desde la app de Rímac.',
    });
    expect(stepErrors(2, rimac, { ...context, appRimac: true })).toEqual({});
  });

  it('step 2: pickups need no address; for someone else, that person', () => {
    const forMe = run(withClient(), { type: 'setDeliveryType', deliveryType: 'pickup_for_me' });
    expect(stepErrors(2, forMe, context)).toEqual({});
    expect(showsAddress(forMe)).toBe(false);
    const someoneElse = run(withClient(), { type: 'setDeliveryType', deliveryType: 'pickup_for_someone_else' });
    expect(Object.keys(stepErrors(2, someoneElse, context))).toEqual(['pickupName', 'pickupDocumentNumber']);
    const named = run(someoneElse, {
      type: 'setPickup',
      pickup: { name: 'Rosa Quispe', documentType: 2, documentNumber: '40123456' },
    });
    expect(stepErrors(2, named, context)).toEqual({});
  });

  it('step 3: a payment method, and no sold-out line left', () => {
    expect(stepErrors(3, withDelivery(), context)).toEqual({ paymentMethod: 'Elige cómo quieres pagar.' });
    const paying = run(withDelivery(), { type: 'setPaymentMethod', method: 'card' });
    expect(stepErrors(3, paying, context)).toEqual({});
    const soldOut = run(paying, {
      type: 'setEmptyProducts',
      products: [{ variantId: 'v1', name: 'Paracetamol', quantityAvailable: 0 }],
    });
    expect(stepErrors(3, soldOut, context)).toEqual({
      products: 'Algunos productos se agotaron: retíralos del carrito para continuar.',
    });
  });
});

describe('which step may open', () => {
  it('firstIncompleteStep: 1, then 2, then 3', () => {
    expect(firstIncompleteStep(fresh(), context)).toBe(1);
    expect(firstIncompleteStep(withClient(), context)).toBe(2);
    expect(firstIncompleteStep(withDelivery(), context)).toBe(3);
    expect(isStepComplete(3, withDelivery(), context)).toBe(false);
  });

  it('canOpen: a step opens only when the previous ones are complete', () => {
    expect([1, 2, 3].map((step) => canOpen(step as 1 | 2 | 3, fresh(), context))).toEqual([true, false, false]);
    expect([1, 2, 3].map((step) => canOpen(step as 1 | 2 | 3, withClient(), context))).toEqual([true, true, false]);
    expect([1, 2, 3].map((step) => canOpen(step as 1 | 2 | 3, withDelivery(), context))).toEqual([true, true, true]);
    // Going back never closes a later step's way: step 1 stays open once everything is complete.
    expect(canOpen(1, withDelivery(), context)).toBe(true);
  });

  it('a shopper sent to a step they may not open goes to the first incomplete one', () => {
    expect(resolveStep(3, fresh(), context)).toBe(1);
    expect(resolveStep(3, withClient(), context)).toBe(2);
    expect(resolveStep(2, withDelivery(), context)).toBe(2);
    expect(resolveStep(1, withDelivery(), context)).toBe(1);
    // A step that was open closes when an earlier one stops being complete (an e-mail erased).
    const erased = run(withDelivery(), { type: 'setClientField', field: 'email', value: '' });
    expect(resolveStep(3, erased, context)).toBe(1);
  });

  it('the clock matters: a programado date for today no longer opens step 3 the next day', () => {
    const booked = run(
      withDelivery(),
      { type: 'setDeliveryType', deliveryType: 'programado' },
      { type: 'setDeliveryDate', date: '2026-11-26' },
    );
    expect(canOpen(3, booked, context)).toBe(true);
    expect(canOpen(3, booked, { ...context, now: new Date('2026-11-26T15:00:00Z') })).toBe(false);
  });
});
