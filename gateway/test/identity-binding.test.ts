/**
 * A customer is bound to their records by what they cannot change: whatever attributes they write about themselves
 * at the identity provider, the gateway's `me`, subscriptions, orders and abandoned carts answer only their own data.
 * Over real HTTP: sandbox → counting proxy → gateway, the customer calling the identity provider as Amplify would.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { SEEDED_PERSONAS } from '../../sandbox/src/services/data/people';
import { authHeaders, codesOf, gql, type Session, signIn, startTestStack, type TestStack } from './support/stack';

const JORGE = { email: 'jorge.ramirez@cuida.pe', sub: '62ce2572-acfd-4851-a1b3-28592de2b136', document: '70125489' };
const MARIA = { email: 'maria.quispe@cuida.pe', document: '45871236' };

const ME = /* GraphQL */ `
  {
    me {
      id firstName lastName email phone birthDate documentType { code } documentNumber
      hasSubscription subscriptions { id }
      orders(first: 50) { edges { node { id } } totalCount }
    }
    customer { id }
  }
`;
const SAVE_CART = 'mutation ($input: AbandonedCartInput!) { saveAbandonedCart(input: $input) { saved } }';

let stack: TestStack;
/** Jorge's `me` before he writes anything: every later answer must be this one. */
let baseline: unknown;
let mariasOrderId: string;
let snapshot: { email: string; email_verified: boolean; attributes: Record<string, string> };

async function identityCall(operation: string, body: object): Promise<{ status: number; type?: string }> {
  const response = await fetch(stack.sandbox.identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { __type?: string };
  return { status: response.status, ...(answer.__type ? { type: answer.__type } : {}) };
}

/** The customer's `me`, signed in afresh so the ID token carries whatever the attributes are now. */
async function meOf(session: Session) {
  const answer = await gql<{ me: object; customer: { id: string } }>(stack, ME, {}, authHeaders(session));
  expect(answer.errors).toBeUndefined();
  // The pharmacy's person id is read through the deprecated Customer shape (me's id is Saleor's User id).
  return { ...answer.data?.me, personId: answer.data?.customer.id };
}

async function currentEmail(): Promise<string> {
  const [row] = await stack.sandbox.db.query<{ email: string }>('SELECT email FROM identity_user WHERE sub = $1', [
    JORGE.sub,
  ]);
  return row?.email ?? JORGE.email;
}

function cartOf(documentType: number, documentNumber: string, firstProductAddedAt: string) {
  return {
    documentType,
    documentNumber,
    name: 'Jorge Ramírez',
    phone: '912345678',
    email: JORGE.email,
    products: [
      { sku: stack.sandbox.catalog.products[0]?.variants[0]?.sku, name: 'Paracetamol', quantity: 1, unitPrice: 5 },
    ],
    firstProductAddedAt,
    lastProductAddedAt: firstProductAddedAt,
  };
}

async function placeSignedInOrder(session: Session, email: string): Promise<string> {
  const variant = stack.sandbox.catalog.products.find(
    (product) => product.isAvailableForPurchase && (product.variants[0]?.stock ?? 0) > 20,
  )?.variants[0];
  const address = {
    firstName: 'Cliente',
    lastName: 'Cuida',
    streetAddress1: 'Av. José Larco 345',
    city: 'Lima',
    cityArea: 'Miraflores',
    country: 'PE',
    phone: '+51987654321',
  };
  const headers = authHeaders(session);
  const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
    stack,
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }',
    {
      input: {
        channel: 'feria-cuida',
        email,
        lines: [{ variantId: toGlobalId('ProductVariant', variant?.id ?? 0), quantity: 1 }],
        shippingAddress: address,
        billingAddress: address,
      },
    },
    headers,
  );
  const checkoutId = created.data?.checkoutCreate?.checkout.id;
  if (!checkoutId) throw new Error(`checkout not created: ${JSON.stringify(created)}`);
  const methods = await gql<{ checkout: { shippingMethods: { id: string }[] } }>(
    stack,
    'query ($id: ID) { checkout(id: $id) { shippingMethods { id } } }',
    { id: checkoutId },
    headers,
  );
  await gql(
    stack,
    'mutation ($id: ID, $m: ID) { checkoutDeliveryMethodUpdate(id: $id, deliveryMethodId: $m) { errors { code } } }',
    { id: checkoutId, m: methods.data?.checkout.shippingMethods[0]?.id },
    headers,
  );
  const placed = await gql<{ placeOrder: { order: { id: string } | null } }>(
    stack,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
    { input: { checkoutId, paymentMethod: 'CASH_ON_DELIVERY' } },
    headers,
  );
  const id = placed.data?.placeOrder.order?.id;
  if (!id) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  return id;
}

beforeAll(async () => {
  stack = await startTestStack();
  const maria = await signIn(stack, MARIA.email);
  mariasOrderId = await placeSignedInOrder(maria, MARIA.email);
  const saved = await gql(
    stack,
    SAVE_CART,
    { input: { ...cartOf(2, MARIA.document, '2026-11-20T10:00:00-05:00'), name: 'María Quispe', email: MARIA.email } },
    authHeaders(maria),
  );
  expect(saved.errors).toBeUndefined();
  const jorge = await signIn(stack, JORGE.email);
  await placeSignedInOrder(jorge, JORGE.email);
  baseline = await meOf(jorge);
  const [row] = await stack.sandbox.db.query<typeof snapshot>(
    'SELECT email, email_verified, attributes FROM identity_user WHERE sub = $1',
    [JORGE.sub],
  );
  if (!row) throw new Error('Jorge is not in the pool');
  snapshot = row;
}, 180_000);
afterAll(() => stack?.close());

describe("a customer's identity is what they cannot change", () => {
  it("the baseline is Jorge's own record: his document, no subscriptions, his order only", () => {
    expect(baseline).toMatchObject({
      personId: '10002',
      email: JORGE.email,
      documentNumber: JORGE.document,
      hasSubscription: false,
      subscriptions: [],
      orders: { totalCount: 1 },
    });
    expect(JSON.stringify(baseline)).not.toContain(mariasOrderId);
  });

  it("writing another customer's document at the identity provider is refused, and `me` stays his own", async () => {
    const jorge = await signIn(stack, JORGE.email);
    const write = await identityCall('UpdateUserAttributes', {
      AccessToken: jorge.accessToken,
      UserAttributes: [{ Name: 'custom:documentNumber', Value: MARIA.document }],
    });
    expect(write).toEqual({ status: 400, type: 'NotAuthorizedException' });
    expect(await meOf(await signIn(stack, JORGE.email))).toEqual(baseline);
  });

  it("even a token that carries another customer's document reaches only the account's own records", async () => {
    // As if the pool were misconfigured: the document attribute rewritten behind the provider's back.
    await stack.sandbox.db.query(`UPDATE identity_user SET attributes = attributes || $2::jsonb WHERE sub = $1`, [
      JORGE.sub,
      JSON.stringify({ 'custom:documentType': '2', 'custom:documentNumber': MARIA.document }),
    ]);
    try {
      const jorge = await signIn(stack, JORGE.email);
      const me = (await meOf(jorge)) as { personId: string; subscriptions: unknown[]; orders: unknown };
      expect(me.personId).toBe('10002');
      expect(me.subscriptions).toEqual([]);
      expect(JSON.stringify(me)).not.toContain(mariasOrderId);
      expect(JSON.stringify(me)).not.toContain(MARIA.document);
      // María's document is not his to save a cart under, whatever his token says.
      const cart = await gql(
        stack,
        SAVE_CART,
        { input: cartOf(2, MARIA.document, '2026-11-21T10:00:00-05:00') },
        authHeaders(jorge),
      );
      expect(codesOf(cart)).not.toEqual([]);
    } finally {
      await stack.sandbox.db.query('UPDATE identity_user SET attributes = $2::jsonb WHERE sub = $1', [
        JORGE.sub,
        JSON.stringify(snapshot.attributes),
      ]);
    }
  });

  it('whatever attributes a customer writes about themselves, their answers are their own (property)', async () => {
    const otherDocuments = SEEDED_PERSONAS.map((persona) => persona.documentNumber).filter(
      (number) => number !== JORGE.document,
    );
    const otherEmails = SEEDED_PERSONAS.map((persona) => persona.email).filter((email) => email !== JORGE.email);
    const attribute = fc.oneof(
      fc.record({ Name: fc.constant('custom:documentNumber'), Value: fc.constantFrom(...otherDocuments, '') }),
      fc.record({ Name: fc.constant('custom:documentType'), Value: fc.constantFrom('2', '3', '4', 'DNI', 'CE') }),
      fc.record({
        Name: fc.constant('email'),
        Value: fc.oneof(
          fc.constantFrom(...otherEmails),
          fc.stringMatching(/^[a-z]{3,10}$/).map((local) => `${local}.${Date.now()}@ejemplo.pe`),
        ),
      }),
      fc.record({ Name: fc.constantFrom('given_name', 'family_name', 'name'), Value: fc.string({ maxLength: 40 }) }),
      fc.record({
        Name: fc.constant('phone_number'),
        Value: fc.constantFrom('+51987654321', '+51956781234', '+51911122233'),
      }),
      fc.record({ Name: fc.constant('birthdate'), Value: fc.constantFrom('1988-03-14', '2000-01-01') }),
      fc.record({
        Name: fc.stringMatching(/^[a-zA-Z]{1,12}$/).map((name) => `custom:${name}`),
        Value: fc.oneof(fc.constantFrom(...otherDocuments), fc.string({ maxLength: 20 })),
      }),
    );
    const writes = fc.array(fc.array(attribute, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 });

    const restore = () =>
      stack.sandbox.db.query(
        'UPDATE identity_user SET email = $2, email_verified = $3, attributes = $4::jsonb WHERE sub = $1',
        [JORGE.sub, snapshot.email, snapshot.email_verified, JSON.stringify(snapshot.attributes)],
      );
    await fc.assert(
      fc
        .asyncProperty(writes, async (batches) => {
          let session = await signIn(stack, await currentEmail());
          for (const batch of batches) {
            await identityCall('UpdateUserAttributes', { AccessToken: session.accessToken, UserAttributes: batch });
            session = await signIn(stack, await currentEmail());
          }
          // Only his own answers: the same record, subscriptions and orders as before any write.
          expect(await meOf(session)).toEqual(baseline);
          // A cart only under his own document; any other document written or claimed is refused.
          const claimed = batches.flat().find((write) => write.Name === 'custom:documentNumber')?.Value;
          const foreign = claimed && claimed !== JORGE.document ? claimed : MARIA.document;
          // With its own document type, so that the refusal is about whose document it is, not its shape.
          const type = SEEDED_PERSONAS.find((persona) => persona.documentNumber === foreign)?.documentType ?? 2;
          const refused = await gql(
            stack,
            SAVE_CART,
            { input: cartOf(type, foreign, new Date().toISOString()) },
            authHeaders(session),
          );
          expect(codesOf(refused)).toEqual(['FORBIDDEN']);
          const strays = await stack.sandbox.db.query<{ document_number: string }>(
            'SELECT document_number FROM abandoned_cart WHERE owner = $1 AND document_number <> $2',
            [`cliente:${JORGE.sub}`, JORGE.document],
          );
          expect(strays).toEqual([]);
        })
        // Each run starts from Jorge's account as seeded (an e-mail he changed is put back).
        .beforeEach(async (previous) => {
          await previous();
          await restore();
        }),
      { numRuns: 20 },
    );
    await restore();
  }, 120_000);
});
