import { describe, expect, it } from 'vitest';
import { isTypingIn, shouldMoveFocus } from '../src/features/navigation/route-focus';
import { categoryTrail } from '../src/features/shell/Breadcrumbs';
import { navbarKeyAction, nextIndex, toggledPanel } from '../src/features/shell/navbar-keys';
import { itemsThatFit, MORE_KEY, rowKeyHandled } from '../src/features/shell/navbar-layout';
import { currentQuery } from '../src/features/shell/search-query';
import {
  deliveryPhrase,
  EMPTY_STORE_IDENTITY,
  isValidRuc,
  storeIdentityFrom,
} from '../src/features/shell/store-identity';

describe('navbar layout', () => {
  it('keeps every item when all fit, else as many as fit beside "Más"', () => {
    expect(itemsThatFit([100, 100, 100], 300, 60)).toBe(3);
    expect(itemsThatFit([100, 100, 100], 299, 60)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 259, 60)).toBe(1);
    expect(itemsThatFit([100, 100, 100], 50, 60)).toBe(0);
  });

  it('moves along a row with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextIndex(0, 4, 'ArrowRight')).toBe(1);
    expect(nextIndex(3, 4, 'ArrowRight')).toBe(0);
    expect(nextIndex(0, 4, 'ArrowLeft')).toBe(3);
    expect(nextIndex(2, 4, 'ArrowDown')).toBe(3);
    expect(nextIndex(2, 4, 'Home')).toBe(0);
    expect(nextIndex(0, 4, 'End')).toBe(3);
    expect(nextIndex(0, 4, 'Enter')).toBeNull();
    expect(nextIndex(0, 0, 'ArrowRight')).toBeNull();
  });

  const row = { open: false, inPanel: false, index: 1, count: 4, toggle: null };

  it('moves along the row with Left, Right, Home and End; Up and Down on a link keep their default', () => {
    expect(navbarKeyAction('ArrowRight', row)).toEqual({ type: 'focus', index: 2 });
    expect(navbarKeyAction('ArrowLeft', row)).toEqual({ type: 'focus', index: 0 });
    expect(navbarKeyAction('Home', row)).toEqual({ type: 'focus', index: 0 });
    expect(navbarKeyAction('End', row)).toEqual({ type: 'focus', index: 3 });
    expect(navbarKeyAction('ArrowDown', row)).toBeNull();
    expect(navbarKeyAction('ArrowUp', row)).toBeNull();
    expect(navbarKeyAction('Enter', row)).toBeNull();
  });

  it("opens a button's panel with Down and closes the open one with Escape", () => {
    expect(navbarKeyAction('ArrowDown', { ...row, toggle: 'salud' })).toEqual({ type: 'open', key: 'salud' });
    expect(navbarKeyAction('ArrowDown', { ...row, toggle: MORE_KEY })).toEqual({ type: 'open', key: MORE_KEY });
    expect(navbarKeyAction('Escape', { ...row, open: true })).toEqual({ type: 'close' });
    expect(navbarKeyAction('Escape', row)).toBeNull();
  });

  it('moves through a panel with Up, Down, Home and End, not with Left and Right', () => {
    const panel = { open: true, inPanel: true, index: 0, count: 3, toggle: null };
    expect(navbarKeyAction('ArrowDown', panel)).toEqual({ type: 'focus', index: 1 });
    expect(navbarKeyAction('ArrowUp', panel)).toEqual({ type: 'focus', index: 2 });
    expect(navbarKeyAction('End', panel)).toEqual({ type: 'focus', index: 2 });
    expect(navbarKeyAction('ArrowRight', panel)).toBeNull();
    expect(navbarKeyAction('ArrowLeft', panel)).toBeNull();
    expect(navbarKeyAction('Escape', panel)).toEqual({ type: 'close' });
  });

  it('keeps from scrolling, before the controller arrives, exactly the keys it acts on in a closed bar', () => {
    for (const key of [
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'Escape',
      'Enter',
      ' ',
      'Tab',
    ]) {
      for (const toggle of [null, 'salud']) {
        expect(rowKeyHandled(key, toggle !== null), `${key} on ${toggle ?? 'a link'}`).toBe(
          navbarKeyAction(key, { ...row, toggle }) !== null,
        );
      }
    }
  });

  it('toggles a panel on click, except one the pointer just opened on its way to the button: that one stays', () => {
    expect(toggledPanel(null, 'salud', null)).toBe('salud');
    expect(toggledPanel('salud', 'salud', null)).toBeNull();
    expect(toggledPanel('salud', 'salud', 'salud')).toBe('salud');
    expect(toggledPanel('nutricion', 'salud', 'nutricion')).toBe('salud');
  });
});

describe('breadcrumbs', () => {
  it('gives the whole category path, top level first, each a link', () => {
    expect(
      categoryTrail({
        name: 'Pañales desechables',
        slug: 'panales-desechables',
        parent: { name: 'Pañales', slug: 'panales', parent: { name: 'Mamá y Bebé', slug: 'mama-y-bebe' } },
      }),
    ).toEqual([
      { name: 'Mamá y Bebé', href: '/categoria/mama-y-bebe' },
      { name: 'Pañales', href: '/categoria/panales' },
      { name: 'Pañales desechables', href: '/categoria/panales-desechables' },
    ]);
    expect(categoryTrail(null)).toEqual([]);
  });
});

describe('header search', () => {
  it('shows the query on the results page only', () => {
    expect(currentQuery('/buscar', new URLSearchParams('q=%20ibuprofeno%20'))).toBe('ibuprofeno');
    expect(currentQuery('/productos', new URLSearchParams('q=ibuprofeno'))).toBe('');
    expect(currentQuery('/buscar', new URLSearchParams(''))).toBe('');
    expect(currentQuery('/buscar', new URLSearchParams(`q=${'a'.repeat(300)}`))).toHaveLength(120);
  });
});

describe('route focus', () => {
  it('moves the focus when the path changes, not on the first page nor on a new query', () => {
    expect(shouldMoveFocus(null, '/')).toBe(false);
    expect(shouldMoveFocus('/', '/')).toBe(false);
    expect(shouldMoveFocus('/', '/categoria/farmacia')).toBe(true);
  });

  it('leaves the focus in a field being typed in', () => {
    expect(isTypingIn({ tagName: 'INPUT' } as Element)).toBe(true);
    expect(isTypingIn({ tagName: 'A' } as Element)).toBe(false);
    expect(isTypingIn(null)).toBe(false);
  });
});

describe('store identity', () => {
  const metafields = {
    'tienda.nombreComercial': 'Cuida',
    'tienda.razonSocial': 'Cuida Farmacias S.A.C.',
    'tienda.ruc': '20605478124',
    'tienda.direccion': 'Av. José Larco 1232, Miraflores, Lima',
    'tienda.telefono': '(01) 640-9000',
    'tienda.whatsapp': '+51 987 000 123',
    'tienda.email': 'atencion@cuida.pe',
    'tienda.quimicoFarmaceutico': 'Q.F. Ana Lucía Paredes Rojas',
    'tienda.colegiatura': 'C.Q.F.P. 12458',
    'tienda.registroDigemid': '0098765',
    'tienda.mediosDePago': 'Visa, Mastercard , , Yape',
    'tienda.zonaReparto': 'Lima y Callao',
  };

  it('reads every value from the page metadata, with links for phone and WhatsApp', () => {
    expect(storeIdentityFrom(metafields)).toEqual({
      tradeName: 'Cuida',
      legalName: 'Cuida Farmacias S.A.C.',
      ruc: '20605478124',
      address: 'Av. José Larco 1232, Miraflores, Lima',
      phone: { display: '(01) 640-9000', href: 'tel:+5116409000' },
      whatsapp: { display: '+51 987 000 123', href: 'https://wa.me/51987000123' },
      email: 'atencion@cuida.pe',
      pharmacist: 'Q.F. Ana Lucía Paredes Rojas',
      pharmacistRegistration: 'C.Q.F.P. 12458',
      digemidRegistration: '0098765',
      paymentMethods: ['Visa', 'Mastercard', 'Yape'],
      deliveryArea: 'Lima y Callao',
    });
  });

  it('leaves out what is missing or malformed, never shows it wrong', () => {
    const identity = storeIdentityFrom({
      ...metafields,
      'tienda.ruc': '20605478125',
      'tienda.email': 'no-es-correo',
      'tienda.whatsapp': '01 640 9000',
      'tienda.zonaReparto': '',
    });
    expect(identity.ruc).toBeNull();
    expect(identity.email).toBeNull();
    expect(identity.whatsapp).toBeNull();
    expect(identity.deliveryArea).toBeNull();
    expect(identity.legalName).toBe('Cuida Farmacias S.A.C.');
    expect(storeIdentityFrom(null)).toEqual(EMPTY_STORE_IDENTITY);
    expect(storeIdentityFrom('tienda')).toEqual(EMPTY_STORE_IDENTITY);
  });

  it("checks the RUC's SUNAT check digit", () => {
    expect(isValidRuc('20605478124')).toBe(true);
    expect(isValidRuc('20100070970')).toBe(true);
    expect(isValidRuc('20100070971')).toBe(false);
    expect(isValidRuc('2060547812')).toBe(false);
    expect(isValidRuc('30605478124')).toBe(false);
  });

  it('words the delivery area once, or not at all', () => {
    expect(deliveryPhrase({ deliveryArea: 'Lima y Callao' })).toBe(' con delivery en Lima y Callao');
    expect(deliveryPhrase({ deliveryArea: null })).toBe('');
  });
});
