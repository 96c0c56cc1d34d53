import { describe, expect, it } from 'vitest';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckout,
} from '../src/features/checkout/checkout-state';
import {
  ALL_METADATA_KEYS,
  type CartMetadataInput,
  checkoutMetadata,
  clientMetadata,
  deliveryMetadata,
  type MetadataItem,
  type RestoreSource,
  restoreCartFromCheckout,
  restoreFromCheckout,
} from '../src/features/checkout/metadata';

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state);
const fresh = () => initialCheckout({ deliveryTime: '3' });

const filledIn = (...more: CheckoutAction[]) =>
  run(
    fresh(),
    { type: 'setClientField', field: 'documentNumber', value: '45871236' },
    { type: 'setClientField', field: 'firstName', value: 'María José' },
    { type: 'setClientField', field: 'paternalLastName', value: 'Quispe' },
    { type: 'setClientField', field: 'maternalLastName', value: 'Huamán' },
    { type: 'setClientField', field: 'phone', value: '+51 987 654 321' },
    { type: 'setClientField', field: 'email', value: 'maria@correo.pe' },
    { type: 'setClientField', field: 'birthDate', value: '1988-03-14' },
    { type: 'setClientField', field: 'shoppingCode', value: 'CUIDA-7' },
    ...more,
  );

const miraflores: CheckoutAction = {
  type: 'setAddress',
  address: { districtId: '150122', districtName: 'Miraflores', street: 'Av. Larco 345', reference: 'Frente al parque' },
};
const cart: CartMetadataInput = { oneTimeSkus: ['SKU-1', 'SKU-2'], couponCode: 'BIENVENIDA10' };

/** What the gateway's restoreCheckout answers (RestoredCheckout.client is read from cliente.* as the gateway does). */
function gatewayAnswer(metadata: MetadataItem[], street: string | null): RestoreSource {
  const get = (key: string) => metadata.find((item) => item.key === key)?.value || null;
  return {
    client: {
      documentType: Number(get('cliente.tipoDocumento')),
      documentNumber: get('cliente.numeroDocumento'),
      firstName: get('cliente.nombre'),
      paternalLastName: get('cliente.apellidoPaterno'),
      maternalLastName: get('cliente.apellidoMaterno'),
      birthDate: get('cliente.fechaNacimiento'),
    },
    metadata,
    email: 'maria@correo.pe',
    shippingAddress: { streetAddress1: street ?? 'Lima', phone: '+51987654321' },
  };
}

const roundTrip = (state: CheckoutState) => {
  const metadata = checkoutMetadata(state, cart);
  return run(fresh(), {
    type: 'restore',
    restored: restoreFromCheckout(gatewayAnswer(metadata, state.address.street)),
  });
};

describe('checkout metadata', () => {
  it('writes the checkout metadata keys from the state (phone national, e-mail lower-case, names single-spaced)', () => {
    const state = filledIn(
      { type: 'setClientField', field: 'email', value: ' Maria@Correo.PE ' },
      { type: 'setClientField', field: 'firstName', value: ' María   José ' },
      miraflores,
    );
    expect(Object.fromEntries(checkoutMetadata(state, cart).map((item) => [item.key, item.value]))).toEqual({
      'cliente.tipoDocumento': '2',
      'cliente.numeroDocumento': '45871236',
      'cliente.nombre': 'María José',
      'cliente.apellidoPaterno': 'Quispe',
      'cliente.apellidoMaterno': 'Huamán',
      'cliente.fechaNacimiento': '1988-03-14',
      'cliente.telefono': '987654321',
      'cliente.email': 'maria@correo.pe',
      'cliente.codigoCompra': 'CUIDA-7',
      'productos.compraUnica': '["SKU-1","SKU-2"]',
      'descuento.cupon': 'BIENVENIDA10',
      'entrega.tipo': 'default',
      'entrega.fecha': '',
      'entrega.horario': '3',
      'entrega.distrito': '150122 Miraflores',
      'entrega.referencia': 'Frente al parque',
      'entrega.recogeNombre': '',
      'entrega.recogeDocumento': '',
    });
  });

  it('writes every key of a group, empty when it does not apply, so no stale value survives', () => {
    const programado = filledIn(
      miraflores,
      { type: 'setDeliveryType', deliveryType: 'programado' },
      { type: 'setDeliveryDate', date: '2026-11-27' },
    );
    expect(deliveryMetadata(programado).find((item) => item.key === 'entrega.fecha')?.value).toBe('2026-11-27');
    const express = run(programado, { type: 'setDeliveryType', deliveryType: 'express' });
    expect(deliveryMetadata(express).find((item) => item.key === 'entrega.fecha')?.value).toBe('');
    const pickup = run(programado, { type: 'setDeliveryType', deliveryType: 'pickup_for_me' });
    const values = Object.fromEntries(deliveryMetadata(pickup).map((item) => [item.key, item.value]));
    expect(values).toMatchObject({ 'entrega.distrito': '', 'entrega.referencia': '', 'entrega.fecha': '' });
    expect(clientMetadata(fresh().client)).toHaveLength(9);
    expect(deliveryMetadata(fresh())).toHaveLength(7);
  });

  it('writes the person who picks up with the label of their document', () => {
    const state = filledIn(
      { type: 'setDeliveryType', deliveryType: 'pickup_for_someone_else' },
      { type: 'setPickup', pickup: { name: 'Rosa  Quispe', documentType: 4, documentNumber: 'ab1234567' } },
    );
    const values = Object.fromEntries(deliveryMetadata(state).map((item) => [item.key, item.value]));
    expect(values['entrega.recogeNombre']).toBe('Rosa Quispe');
    expect(values['entrega.recogeDocumento']).toBe('CE AB1234567');
  });

  it('writes only keys of the gateway allow-list (the one place for it)', async () => {
    const gatewayModule = '../../gateway/src/features/checkout/metadata-keys';
    const gateway: {
      CHECKOUT_METADATA_KEYS: ReadonlySet<string>;
      assertCheckoutMetadataKeys: (items: unknown, field: string) => void;
    } = await import(/* @vite-ignore */ gatewayModule);
    expect(ALL_METADATA_KEYS).toHaveLength(18);
    for (const key of ALL_METADATA_KEYS) expect(gateway.CHECKOUT_METADATA_KEYS.has(key)).toBe(true);
    const state = filledIn(miraflores);
    expect(() => gateway.assertCheckoutMetadataKeys(checkoutMetadata(state, cart), 'input')).not.toThrow();
  });
});

describe('restore round trip: state → metadata → restore gives the same state', () => {
  const cases: [string, CheckoutState][] = [
    ['default delivery', filledIn(miraflores)],
    [
      'programado with a date and an option',
      filledIn(
        miraflores,
        { type: 'setDeliveryType', deliveryType: 'programado' },
        { type: 'setDeliveryDate', date: '2026-11-27' },
        { type: 'setDeliveryTime', deliveryTime: '2' },
      ),
    ],
    ['express', filledIn(miraflores, { type: 'setDeliveryType', deliveryType: 'express' })],
    ['rimac', filledIn(miraflores, { type: 'setDeliveryType', deliveryType: 'rimac' })],
    ['pickup for me', filledIn({ type: 'setDeliveryType', deliveryType: 'pickup_for_me' })],
    [
      'pickup for someone else',
      filledIn(
        { type: 'setDeliveryType', deliveryType: 'pickup_for_someone_else' },
        { type: 'setPickup', pickup: { name: 'Rosa Quispe', documentType: 3, documentNumber: 'AB123456' } },
      ),
    ],
    [
      'a CE holder without a maternal surname',
      filledIn(
        miraflores,
        { type: 'setDocumentType', documentType: 4 },
        { type: 'setClientField', field: 'documentNumber', value: '001234567' },
        { type: 'setClientField', field: 'maternalLastName', value: '' },
      ),
    ],
  ];

  it.each(cases)('%s', (_, state) => {
    expect(roundTrip(state)).toEqual(state);
  });

  it('the cart part too', () => {
    const metadata = checkoutMetadata(filledIn(), cart);
    expect(restoreCartFromCheckout({ metadata })).toEqual(cart);
    expect(restoreCartFromCheckout({ metadata, oneTimeSkus: ['SKU-9'], couponCode: null })).toEqual({
      oneTimeSkus: ['SKU-9'],
      couponCode: 'BIENVENIDA10',
    });
    expect(
      restoreCartFromCheckout({ metadata: [{ key: 'productos.compraUnica', value: 'SKU-1, SKU-2' }] }).oneTimeSkus,
    ).toEqual(['SKU-1', 'SKU-2']);
    expect(restoreCartFromCheckout({ metadata: [] })).toEqual({ oneTimeSkus: [], couponCode: null });
  });
});

describe('restoreFromCheckout', () => {
  it('reads the client from metadata alone when the gateway gave no client', () => {
    const state = filledIn(miraflores);
    const restored = restoreFromCheckout({ metadata: checkoutMetadata(state, cart) });
    expect(restored.client).toEqual({
      documentType: 2,
      documentNumber: '45871236',
      firstName: 'María José',
      paternalLastName: 'Quispe',
      maternalLastName: 'Huamán',
      birthDate: '1988-03-14',
      phone: '987654321',
      email: 'maria@correo.pe',
      shoppingCode: 'CUIDA-7',
    });
  });

  it("falls back to the checkout's e-mail and shipping phone (+51 stripped)", () => {
    const restored = restoreFromCheckout({
      metadata: [],
      email: 'rosa@correo.pe',
      shippingAddress: { phone: '+51912345678' },
    });
    expect(restored.client).toEqual({ email: 'rosa@correo.pe', phone: '912345678' });
  });

  it('ignores the placeholder street before step 2 (no entrega.distrito yet)', () => {
    const restored = restoreFromCheckout({
      metadata: [{ key: 'cliente.nombre', value: 'María' }],
      shippingAddress: { streetAddress1: 'Lima' },
    });
    expect(restored.address).toBeUndefined();
  });

  it('restores nothing from an empty or foreign checkout, and ignores unknown types and malformed values', () => {
    expect(restoreFromCheckout({})).toEqual({});
    const restored = restoreFromCheckout({
      metadata: [
        { key: 'entrega.tipo', value: 'drone' },
        { key: 'entrega.distrito', value: 'Miraflores' },
        { key: 'entrega.recogeDocumento', value: 'Licencia 123' },
        { key: 'cliente.tipoDocumento', value: '9' },
        { key: 'otra.cosa', value: 'x' },
      ],
    });
    expect(restored).toEqual({});
    expect(run(fresh(), { type: 'restore', restored })).toEqual(fresh());
  });
});
