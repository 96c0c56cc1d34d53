/**
 * Bad input gets coded errors. NUL, lone surrogates and control characters, overflowing totals,
 * names the sales service cannot take, uncoercible variables, CSRF and token-limit refusals, and the commerce API's
 * length bounds: each answered with a code (BAD_USER_INPUT naming the field, or the hardening layer's own) before any
 * upstream is called, over real HTTP.
 */
import type { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { codesOf, type GraphQLAnswer, gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const LIMA_ADDRESS = {
  firstName: 'María',
  lastName: 'Quispe',
  streetAddress1: 'Av. José Larco 345',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51987654321',
};

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83d';
const BELL = '\u0007';

const CHECKOUT_CREATE =
  'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id email shippingAddress { streetAddress1 postalCode } } errors { field code message } } }';
const EMAIL_UPDATE =
  'mutation ($id: ID, $email: String!) { checkoutEmailUpdate(id: $id, email: $email) { checkout { email } errors { field code } } }';
const SHIPPING_UPDATE =
  'mutation ($id: ID, $address: AddressInput!) { checkoutShippingAddressUpdate(id: $id, shippingAddress: $address) { checkout { id } errors { field code } } }';
const BILLING_UPDATE =
  'mutation ($id: ID, $address: AddressInput!) { checkoutBillingAddressUpdate(id: $id, billingAddress: $address) { checkout { id } errors { field code } } }';
const UPDATE_METADATA =
  'mutation ($id: ID!, $input: [MetadataInput!]!) { updateMetadata(id: $id, input: $input) { item { ... on Checkout { metafields } } errors { field code } } }';
const REGISTER = 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email } }';
const TOTALS =
  'query ($input: CartTotalsInput!) { cartTotals(input: $input) { subtotal checkoutTotal checkoutTotalText } }';

let registrations = 0;
/** A registration nobody has made yet (fresh document and e-mail). */
function registration(overrides: Record<string, unknown> = {}) {
  registrations++;
  return {
    email: `seguridad.${registrations}@example.pe`,
    password: 'Registro2026!',
    firstName: 'Rosa',
    paternalLastName: 'Huamán',
    maternalLastName: 'Torres',
    phone: '+51 991 234 567',
    birthDate: '1991-04-12',
    documentType: 2,
    documentNumber: String(70_000_000 + registrations),
    ...overrides,
  };
}

/** BAD_USER_INPUT, its field, and no other error. */
function expectBadInput(answer: GraphQLAnswer<unknown>, field: string) {
  expect(codesOf(answer), JSON.stringify(answer.errors)).toEqual(['BAD_USER_INPUT']);
  expect(answer.errors?.[0]?.extensions?.field).toBe(field);
}

function variantInStock(): string {
  const variant = stack.sandbox.catalog.products.find(
    (product) => product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 20,
  )?.variants[0];
  return toGlobalId('ProductVariant', variant?.id ?? 0);
}

async function guestCheckout(): Promise<string> {
  const created = await gql<{ checkoutCreate: { checkout: { id: string } | null } }>(stack, CHECKOUT_CREATE, {
    input: {
      channel: 'feria-cuida',
      email: 'invitado@example.pe',
      lines: [{ variantId: variantInStock(), quantity: 1 }],
    },
  });
  const id = created.data?.checkoutCreate.checkout?.id;
  if (!id) throw new Error(`checkout not created: ${JSON.stringify(created)}`);
  return id;
}

describe('NUL, lone surrogates and control characters are BAD_USER_INPUT naming the field', () => {
  it('in checkoutCreate, in variables or inline, before commerce is called', async () => {
    stack.proxy.reset();
    const create = (input: Record<string, unknown>) =>
      gql(stack, CHECKOUT_CREATE, { input: { channel: 'feria-cuida', lines: [], ...input } });
    expectBadInput(await create({ email: `ana${NUL}@example.pe` }), 'input.email');
    expectBadInput(
      await create({ shippingAddress: { ...LIMA_ADDRESS, streetAddress1: `Av. Larco ${LONE_SURROGATE}345` } }),
      'input.shippingAddress.streetAddress1',
    );
    expectBadInput(
      await create({ billingAddress: { ...LIMA_ADDRESS, city: `Lima${BELL}` } }),
      'input.billingAddress.city',
    );
    expectBadInput(
      await gql(
        stack,
        'mutation { checkoutCreate(input: { channel: "feria-cuida", email: "ana\\u0000@example.pe", lines: [] }) { checkout { id } } }',
      ),
      'input.email',
    );
    // Nothing reached commerce.
    expect(stack.proxy.count('/graphql')).toBe(0);
    // A tab or a line break is text, and an emoji's surrogate pair is one character.
    const fine = await create({ shippingAddress: { ...LIMA_ADDRESS, streetAddress2: 'Dpto. 302\tTorre 🏥\n' } });
    expect(fine.errors).toBeUndefined();
  });

  it('in checkoutEmailUpdate, the address updates and updateMetadata; the checkout is unchanged', async () => {
    const id = await guestCheckout();
    stack.proxy.reset();
    expectBadInput(await gql(stack, EMAIL_UPDATE, { id, email: `rosa${NUL}@example.pe` }), 'email');
    expectBadInput(
      await gql(stack, SHIPPING_UPDATE, { id, address: { ...LIMA_ADDRESS, firstName: `Ro${LONE_SURROGATE}sa` } }),
      // The argument's path, whatever the variable is called.
      'shippingAddress.firstName',
    );
    expectBadInput(
      await gql(stack, BILLING_UPDATE, { id, address: { ...LIMA_ADDRESS, postalCode: `15074${NUL}` } }),
      'billingAddress.postalCode',
    );
    expectBadInput(
      await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'cliente.nombre', value: `Rosa${NUL}` }] }),
      'input.0.value',
    );
    expectBadInput(
      await gql(
        stack,
        `mutation { updateMetadata(id: "${id}", input: [{ key: "cliente.nombre", value: "Rosa\\u0000" }]) { errors { code } } }`,
      ),
      'input.0.value',
    );
    expect(stack.proxy.count('/graphql')).toBe(0);
    const read = await gql<{ checkout: { email: string; metafields: Record<string, string> } }>(
      stack,
      'query ($id: ID) { checkout(id: $id) { email metafields } }',
      { id },
    );
    expect(read.data?.checkout).toEqual({ email: 'invitado@example.pe', metafields: {} });
  });

  it("in the gateway's own operations (registerCustomer, verifyEmail), before the sales service is called", async () => {
    stack.proxy.reset();
    expectBadInput(await gql(stack, REGISTER, { input: registration({ firstName: `Ro${NUL}sa` }) }), 'input.firstName');
    expectBadInput(
      await gql(stack, REGISTER, { input: registration({ paternalLastName: `Hua${LONE_SURROGATE}mán` }) }),
      'input.paternalLastName',
    );
    expectBadInput(
      await gql(
        stack,
        'mutation ($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { status } }',
        { email: 'rosa@example.pe', code: `12${BELL}34` },
      ),
      'code',
    );
    expect(stack.proxy.count('/sales')).toBe(0);
  });
});

describe('cartTotals', () => {
  it('refuses numbers whose totals would overflow with BAD_USER_INPUT naming the field', async () => {
    expectBadInput(
      await gql(stack, TOTALS, { input: { lines: [{ unitPrice: 1e308, quantity: 10 }] } }),
      'input.lines.0.unitPrice',
    );
    expectBadInput(
      await gql(stack, TOTALS, { input: { lines: [{ unitPrice: 10, quantity: 1 }], delivery: 1.7e308 } }),
      'input.delivery',
    );
    expectBadInput(
      await gql(stack, TOTALS, { input: { lines: [{ unitPrice: 10, quantity: 2_000_000_000 }] } }),
      'input.lines.0.quantity',
    );
  });

  it('still answers exact totals at the bounds', async () => {
    const lines = Array.from({ length: 500 }, () => ({ unitPrice: 100_000, quantity: 10_000 }));
    const answer = await gql<{ cartTotals: { subtotal: number; checkoutTotal: number } }>(stack, TOTALS, {
      input: { lines, delivery: 100_000_000 },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.cartTotals.subtotal).toBe(500_000_000_000);
    expect(answer.data?.cartTotals.checkoutTotal).toBe(500_100_000_000);
  });
});

describe('registerCustomer names', () => {
  it('a first name of 60 emoji is BAD_USER_INPUT naming input.firstName, not an unreachable sales service', async () => {
    stack.proxy.reset();
    const answer = await gql(stack, REGISTER, { input: registration({ firstName: '😀'.repeat(60) }) });
    expectBadInput(answer, 'input.firstName');
    expect(stack.proxy.count('/sales')).toBe(0);
    // Over the contract's 100 characters, too.
    expectBadInput(
      await gql(stack, REGISTER, { input: registration({ paternalLastName: 'a'.repeat(101) }) }),
      'input.paternalLastName',
    );
  });

  it('lengths count characters as the contract does: 60 letters outside the BMP (120 UTF-16 units) register', async () => {
    const answer = await gql<{ registerCustomer: { email: string } }>(stack, REGISTER, {
      input: registration({ firstName: '𠀀'.repeat(60) }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.registerCustomer.email).toMatch(/^seguridad\.\d+@example\.pe$/);
  });

  it('a payload the REST contract refuses is BAD_USER_INPUT naming its field, never UPSTREAM_UNAVAILABLE', async () => {
    stack.proxy.reset();
    const refused = await stack.gateway.services.rest
      .call(
        'crearUsuarioCognito',
        { ...registration(), usuario: 'rosa@example.pe', nombres: 'a'.repeat(101), apellidoPaterno: 'Huamán' },
        { auth: { bearer: async () => 'unused', isCustomer: false } },
      )
      .then(
        () => null,
        (error: GraphQLError) => error,
      );
    expect(refused?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nombres', upstream: 'sales' });
    expect(stack.proxy.count('/sales')).toBe(0);
  });

  it("the service's own 400 refusal is UPSTREAM_REJECTED, never UPSTREAM_UNAVAILABLE", async () => {
    const faults = `${stack.sandbox.url}/__admin/faults/sales`;
    await fetch(faults, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorEvery: 1, errorStatus: 400 }),
    });
    try {
      const answer = await gql(stack, REGISTER, { input: registration() });
      expect(codesOf(answer)).toEqual(['UPSTREAM_REJECTED']);
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
  });
});

describe('protocol refusals carry a code', () => {
  it('a variable that cannot be coerced is BAD_USER_INPUT naming the variable', async () => {
    const notAnInt = await gql(
      stack,
      'query ($n: Int) { products(first: $n, channel: "feria-cuida") { totalCount } }',
      {
        n: 'abc',
      },
    );
    expectBadInput(notAnInt, 'n');
    const nested = await gql(stack, TOTALS, { input: { lines: [{ unitPrice: 1, quantity: 'two' }] } });
    expectBadInput(nested, 'input.lines.0.quantity');
    const missing = await gql(stack, TOTALS, {});
    expectBadInput(missing, 'input');
  });

  it('a CSRF refusal is 403 CSRF_REFUSED', async () => {
    const get = await fetch(`${stack.gateway.url}?query=${encodeURIComponent('{ __typename }')}`);
    expect(get.status).toBe(403);
    expect(codesOf((await get.json()) as GraphQLAnswer<unknown>)).toEqual(['CSRF_REFUSED']);
    const form = await fetch(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent('{ __typename }')}`,
    });
    expect(form.status).toBe(403);
    expect(codesOf((await form.json()) as GraphQLAnswer<unknown>)).toEqual(['CSRF_REFUSED']);
  });

  it('a token-limit refusal is HTTP 400 QUERY_TOO_COMPLEX, like the other limits', async () => {
    const response = await fetch(stack.gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${Array.from({ length: 2500 }, () => '__typename').join(' ')} }` }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as GraphQLAnswer<unknown>;
    expect(codesOf(answer)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(answer.errors?.[0]?.message).toMatch(/Token limit/);
  });
});

describe('length bounds as Saleor enforces them, counted in characters', () => {
  it("addresses: over Saleor's max_length is BAD_USER_INPUT naming each field; at the bounds commerce stores them", async () => {
    stack.proxy.reset();
    const over = await gql(stack, CHECKOUT_CREATE, {
      input: {
        channel: 'feria-cuida',
        lines: [],
        shippingAddress: { ...LIMA_ADDRESS, streetAddress1: 'a'.repeat(257), postalCode: '1'.repeat(21) },
        billingAddress: { ...LIMA_ADDRESS, lastName: '🙂'.repeat(257), cityArea: 'b'.repeat(129) },
      },
    });
    expectBadInput(over, 'input.shippingAddress.streetAddress1');
    const issues = (over.errors?.[0]?.extensions?.issues ?? []) as { path: string }[];
    expect(issues.map((issue) => issue.path)).toEqual([
      'input.shippingAddress.streetAddress1',
      'input.shippingAddress.postalCode',
      'input.billingAddress.lastName',
      'input.billingAddress.cityArea',
    ]);
    const id = await guestCheckout();
    expectBadInput(
      await gql(stack, SHIPPING_UPDATE, { id, address: { ...LIMA_ADDRESS, city: 'L'.repeat(257) } }),
      'shippingAddress.city',
    );
    expectBadInput(
      await gql(stack, BILLING_UPDATE, { id, address: { ...LIMA_ADDRESS, firstName: 'R'.repeat(257) } }),
      'billingAddress.firstName',
    );
    expect(stack.proxy.count('/graphql')).toBe(1); // the guest checkout only

    const atBounds = await gql<{
      checkoutCreate: { checkout: { shippingAddress: { streetAddress1: string; postalCode: string } } };
    }>(stack, CHECKOUT_CREATE, {
      input: {
        channel: 'feria-cuida',
        lines: [],
        shippingAddress: { ...LIMA_ADDRESS, streetAddress1: '🏥'.repeat(256), postalCode: '1'.repeat(20) },
      },
    });
    expect(atBounds.errors).toBeUndefined();
    expect(atBounds.data?.checkoutCreate.checkout.shippingAddress).toEqual({
      streetAddress1: '🏥'.repeat(256),
      postalCode: '1'.repeat(20),
    });
  });

  it('e-mails: over 254 characters is BAD_USER_INPUT (checkoutCreate, checkoutEmailUpdate, registerCustomer)', async () => {
    const long = `${'a'.repeat(246)}@cuida.pe`;
    expect(long).toHaveLength(255);
    expectBadInput(
      await gql(stack, CHECKOUT_CREATE, { input: { channel: 'feria-cuida', email: long, lines: [] } }),
      'input.email',
    );
    const id = await guestCheckout();
    expectBadInput(await gql(stack, EMAIL_UPDATE, { id, email: long }), 'email');
    expectBadInput(await gql(stack, REGISTER, { input: registration({ email: long }) }), 'input.email');
    const atBound = long.slice(1);
    const fine = await gql<{ checkoutEmailUpdate: { checkout: { email: string } } }>(stack, EMAIL_UPDATE, {
      id,
      email: atBound,
    });
    expect(fine.data?.checkoutEmailUpdate.checkout.email).toBe(atBound);
  });

  it('metadata: at most 50 items per call, keys of 256 and values of 4096 characters', async () => {
    const id = await guestCheckout();
    const items = (count: number) => Array.from({ length: count }, () => ({ key: 'cliente.nombre', value: 'Rosa' }));
    expectBadInput(await gql(stack, UPDATE_METADATA, { id, input: items(51) }), 'input');
    expectBadInput(
      await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'cliente.nombre', value: 'a'.repeat(4097) }] }),
      'input.0.value',
    );
    expectBadInput(
      await gql(stack, UPDATE_METADATA, { id, input: [{ key: 'k'.repeat(257), value: 'x' }] }),
      'input.0.key',
    );
    expectBadInput(
      await gql(stack, CHECKOUT_CREATE, { input: { channel: 'feria-cuida', lines: [], metadata: items(51) } }),
      'input.metadata',
    );
    const atBounds = await gql<{ updateMetadata: { item: { metafields: Record<string, string> }; errors: [] } }>(
      stack,
      UPDATE_METADATA,
      { id, input: [...items(49), { key: 'cliente.apellidoPaterno', value: '🙂'.repeat(4096) }] },
    );
    expect(atBounds.errors).toBeUndefined();
    expect(atBounds.data?.updateMetadata.errors).toEqual([]);
    expect(atBounds.data?.updateMetadata.item.metafields['cliente.apellidoPaterno']).toBe('🙂'.repeat(4096));
  });
});
