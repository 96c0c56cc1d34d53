/**
 * The commerce schema is Saleor's whole storefront-facing API: the sandbox plays what a Saleor storefront's journeys
 * need, and any other field answers NOT_PLAYED_BY_SANDBOX naming it (never a crash, never a silent null).
 */
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import { toGlobalId } from '../src/commerce/global-id';
import { NOT_PLAYED_BY_SANDBOX, withUnplayedFieldsCoded } from '../src/commerce/not-played';
import { createCommerceSchema } from '../src/commerce/schema';
import { graphql, graphqlData, startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
let url: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  url = `${sandbox.url}/graphql`;
});
afterAll(() => sandbox?.close());

describe('fields the sandbox does not play', () => {
  it('answer a coded error naming the field, for every one of the schema’s object types', () => {
    const schema = createCommerceSchema();
    let types = 0;
    let resolvable = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      types += 1;
      for (const field of Object.values(type.getFields())) {
        // Every field either has a resolver (played, or the coded refusal) or is read from the sandbox's records.
        if (field.resolve) resolvable += 1;
      }
    }
    expect(types).toBeGreaterThan(250);
    expect(resolvable).toBeGreaterThan(1000);
  });

  it('the wrapper codes a field without resolver and leaves played ones alone', () => {
    const schema = withUnplayedFieldsCoded(
      buildSchema('type Query { played: String, unplayed: String, byRecord: String }'),
      new Set(['Query.byRecord']),
    );
    const fields = schema.getQueryType()?.getFields() ?? {};
    expect(fields.byRecord?.resolve).toBeUndefined();
    expect(() => fields.unplayed?.resolve?.({}, {}, {}, {} as never)).toThrow(
      'Query.unplayed is not played by the sandbox.',
    );
  });

  it('over HTTP: the error names the field and carries the code; the rest of the answer stands', async () => {
    const answer = await graphql<{ pageTypes: unknown; channel: { slug: string } | null }>(
      url,
      'query { channel(slug: "feria-cuida") { slug } pageTypes(first: 1) { totalCount } }',
    );
    expect(answer.data?.channel?.slug).toBe('feria-cuida');
    expect(answer.data?.pageTypes).toBeNull();
    expect(answer.errors?.[0]?.message).toBe('Query.pageTypes is not played by the sandbox.');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: NOT_PLAYED_BY_SANDBOX, field: 'Query.pageTypes' });
  });
});

describe('what a Saleor storefront’s journeys need', () => {
  const product = () => sandbox.catalog.products.find((p) => p.isAvailableForPurchase && p.attributes.length > 1);

  it('a channel with its countries, a variant by id or SKU, translations null where there are none', async () => {
    const record = product();
    const variant = record?.variants[0];
    const data = await graphqlData<{
      channel: { name: string; currencyCode: string; defaultCountry: { code: string }; countries: { code: string }[] };
      byId: { sku: string; translation: null; product: { translation: null } } | null;
      bySku: { id: string } | null;
    }>(
      url,
      `query ($id: ID, $sku: String) {
        channel(slug: "feria-cuida") { name currencyCode defaultCountry { code } countries { code } }
        byId: productVariant(id: $id, channel: "feria-cuida") { sku translation(languageCode: EN) { name } product { translation(languageCode: EN) { name } } }
        bySku: productVariant(sku: $sku, channel: "feria-cuida") { id }
      }`,
      { id: toGlobalId('ProductVariant', variant?.id ?? 0), sku: variant?.sku },
    );
    expect(data.channel).toEqual({
      name: 'Feria Cuida',
      currencyCode: 'PEN',
      defaultCountry: { code: 'PE' },
      countries: [{ code: 'PE' }],
    });
    expect(data.byId).toEqual({ sku: variant?.sku, translation: null, product: { translation: null } });
    expect(data.bySku?.id).toBe(toGlobalId('ProductVariant', variant?.id ?? 0));
  });

  it('assigned attributes mirror the product’s attribute values', async () => {
    const record = product();
    const data = await graphqlData<{
      product: {
        attributes: { attribute: { slug: string }; values: { name: string }[] }[];
        assignedAttributes: {
          __typename: string;
          attribute: { slug: string };
          text?: string | null;
          choice?: { name: string } | null;
          flag?: boolean | null;
        }[];
      };
    }>(
      url,
      `query ($slug: String) { product(slug: $slug, channel: "feria-cuida") {
        attributes { attribute { slug } values { name } }
        assignedAttributes { __typename attribute { slug }
          ... on AssignedPlainTextAttribute { text: value }
          ... on AssignedSingleChoiceAttribute { choice: value { name } }
          ... on AssignedBooleanAttribute { flag: value } }
      } }`,
      { slug: record?.slug },
    );
    const { attributes, assignedAttributes } = data.product;
    expect(assignedAttributes.map((a) => a.attribute.slug)).toEqual(attributes.map((a) => a.attribute.slug));
    for (const assigned of assignedAttributes) {
      const names = attributes.find((a) => a.attribute.slug === assigned.attribute.slug)?.values.map((v) => v.name);
      if (assigned.__typename === 'AssignedBooleanAttribute') {
        expect(typeof assigned.flag, assigned.attribute.slug).toBe('boolean');
        continue;
      }
      const shown = assigned.text ?? assigned.choice?.name;
      expect(names, assigned.attribute.slug).toContain(shown?.split(', ')[0]);
    }
  });

  it('a checkout’s gateways (the dummy payment app), delivery, problems, gift cards; payment initialized and processed', async () => {
    const record = sandbox.catalog.products.find((p) => p.isAvailableForPurchase && (p.variants[0]?.stock ?? 0) > 5);
    const created = await graphqlData<{
      checkoutCreate: { checkout: { id: string; shippingMethods: { id: string }[] } };
    }>(
      url,
      `mutation ($v: ID!) { checkoutCreate(input: { channel: "feria-cuida", email: "socio@example.pe", lines: [{ variantId: $v, quantity: 1 }],
        shippingAddress: { firstName: "Ana", lastName: "Soto", streetAddress1: "Av. Arequipa 100", city: "Lima", cityArea: "Lince", country: PE, phone: "+51987654321" } })
        { checkout { id shippingMethods { id } } } }`,
      { v: toGlobalId('ProductVariant', record?.variants[0]?.id ?? 0) },
    );
    const { id } = created.checkoutCreate.checkout;
    const method = created.checkoutCreate.checkout.shippingMethods[0]?.id;
    await graphqlData(
      url,
      'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
      {
        id,
        m: method,
      },
    );
    const read = await graphqlData<{
      checkout: {
        availablePaymentGateways: { id: string; currencies: string[] }[];
        delivery: { shippingMethod: { id: string } } | null;
        problems: unknown[];
        giftCards: unknown[];
      };
    }>(
      url,
      'query ($id: ID) { checkout(id: $id) { availablePaymentGateways { id currencies } delivery { shippingMethod { id } } problems { __typename } giftCards { id } } }',
      {
        id,
      },
    );
    expect(read.checkout.availablePaymentGateways).toEqual([
      { id: 'saleor.io.dummy-payment-app', currencies: ['PEN'] },
    ]);
    expect(read.checkout.delivery?.shippingMethod.id).toBe(method);
    expect(read.checkout.problems).toEqual([]);
    expect(read.checkout.giftCards).toEqual([]);

    const init = await graphqlData<{
      paymentGatewayInitialize: { gatewayConfigs: { id: string }[]; errors: unknown[] };
    }>(url, 'mutation ($id: ID!) { paymentGatewayInitialize(id: $id) { gatewayConfigs { id } errors { code } } }', {
      id,
    });
    expect(init.paymentGatewayInitialize).toEqual({
      gatewayConfigs: [{ id: 'saleor.io.dummy-payment-app' }],
      errors: [],
    });
    const charged = await graphqlData<{ transactionInitialize: { transaction: { id: string } } }>(
      url,
      'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { transaction { id } } }',
      { id },
    );
    const processed = await graphqlData<{
      transactionProcess: { transaction: { id: string }; transactionEvent: { type: string }; errors: unknown[] };
    }>(
      url,
      'mutation ($t: ID) { transactionProcess(id: $t) { transaction { id } transactionEvent { type } errors { code } } }',
      {
        t: charged.transactionInitialize.transaction.id,
      },
    );
    expect(processed.transactionProcess.transactionEvent.type).toBe('CHARGE_SUCCESS');
    expect(processed.transactionProcess.errors).toEqual([]);
  });
});
