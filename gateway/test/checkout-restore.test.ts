import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('restoreCheckout', () => {
  it('reads a checkout back with its client, one-time SKUs and coupon from the metadata', async () => {
    const variant = stack.sandbox.catalog.products.find(
      (product) => product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 5,
    )?.variants[0];
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
      stack,
      'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } errors { code } } }',
      {
        input: {
          channel: 'feria-cuida',
          email: 'maria.quispe@cuida.pe',
          lines: [{ variantId: toGlobalId('ProductVariant', variant?.id ?? 0), quantity: 1 }],
        },
      },
    );
    const id = created.data?.checkoutCreate.checkout.id;
    await gql(
      stack,
      'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { errors { code } } }',
      {
        id,
        input: [
          { key: 'cliente.tipoDocumento', value: '2' },
          { key: 'cliente.numeroDocumento', value: '45871236' },
          { key: 'cliente.nombre', value: 'María' },
          { key: 'cliente.apellidoPaterno', value: 'Quispe' },
          { key: 'cliente.apellidoMaterno', value: 'Huamán' },
          { key: 'cliente.fechaNacimiento', value: '1988-03-14' },
          { key: 'productos.compraUnica', value: JSON.stringify([variant?.sku]) },
          { key: 'descuento.cupon', value: 'SALUD10' },
        ],
      },
    );
    const restored = await gql<{
      restoreCheckout: {
        checkout: { email: string; lines: { variant: { sku: string } }[] };
        client: Record<string, unknown>;
        oneTimeSkus: string[];
        couponCode: string;
      };
    }>(
      stack,
      'query ($id: ID!) { restoreCheckout(id: $id) { checkout { email lines { variant { sku } } } client { documentType documentNumber firstName paternalLastName maternalLastName birthDate } oneTimeSkus couponCode } }',
      { id },
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data?.restoreCheckout).toEqual({
      checkout: { email: 'maria.quispe@cuida.pe', lines: [{ variant: { sku: variant?.sku } }] },
      client: {
        documentType: 2,
        documentNumber: '45871236',
        firstName: 'María',
        paternalLastName: 'Quispe',
        maternalLastName: 'Huamán',
        birthDate: '1988-03-14',
      },
      oneTimeSkus: [variant?.sku],
      couponCode: 'SALUD10',
    });
  });

  it('answers NOT_FOUND for an unknown checkout', async () => {
    const answer = await gql<{ restoreCheckout: null }>(
      stack,
      'query ($id: ID!) { restoreCheckout(id: $id) { couponCode } }',
      {
        id: toGlobalId('Checkout', '00000000-0000-4000-8000-000000000000'),
      },
    );
    expect(answer.data?.restoreCheckout ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});
