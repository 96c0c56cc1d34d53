/**
 * Deny by default: every commerce root field the gateway offers is public catalogue reading or goes through a guard,
 * read from the gateway's schema itself; Saleor's app-only arguments and input fields are refused before anything is
 * sent upstream; the gateway-only fields are never offered.
 */
import type { IResolvers } from '@graphql-tools/utils';
import {
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { features } from '../src/features';
import { COMMERCE_MUTATIONS, COMMERCE_QUERIES } from '../src/features/checkout/commerce-access';
import { buildGateway } from '../src/gateway-schema';
import { commerceAccess } from '../src/schema/commerce-access';
import { resolvedCoordinates } from '../src/schema/pass-through';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

const config = {
  commerceUrl: 'http://commerce.invalid/graphql',
  upstreamTimeoutMs: 1,
  autoLoginKey: undefined,
  orderAccessKey: Buffer.alloc(32),
  commerceAppToken: '',
};
const gateway = buildGateway(config);
const owned = resolvedCoordinates(features(gateway.commerce, config).resolvers as IResolvers<unknown, unknown>[]);

/** Objects a storefront may only read or change as their holder or owner. */
const PRIVATE = new Set(['Checkout', 'Order', 'TransactionItem', 'User', 'Payment', 'GiftCard']);

function reachesPrivate(schema: GraphQLSchema, start: GraphQLNamedType): string | null {
  const seen = new Set<string>();
  const queue: GraphQLNamedType[] = [start];
  for (let type = queue.shift(); type; type = queue.shift()) {
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    if (PRIVATE.has(type.name)) return type.name;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) queue.push(getNamedType(field.type));
    } else if (isUnionType(type)) queue.push(...type.getTypes());
    if (isInterfaceType(type)) queue.push(...schema.getImplementations(type).objects);
  }
  return null;
}

describe('every commerce root field the gateway offers has an access rule (deny by default)', () => {
  const commerceQuery = gateway.commerce.schema.getQueryType()?.getFields() ?? {};
  const commerceMutation = gateway.commerce.schema.getMutationType()?.getFields() ?? {};
  const offeredQueries = Object.keys(gateway.schema.getQueryType()?.getFields() ?? {}).filter(
    (n) => n in commerceQuery,
  );
  const offeredMutations = Object.keys(gateway.schema.getMutationType()?.getFields() ?? {}).filter(
    (n) => n in commerceMutation,
  );

  it('offers Saleor’s storefront roots', () => {
    expect(offeredQueries.length).toBeGreaterThan(20);
    expect(offeredMutations).toEqual(expect.arrayContaining(['transactionProcess', 'paymentGatewayInitialize']));
  });

  it('every offered commerce mutation is guarded or refused by a gateway resolver, never passed through', () => {
    const unguarded = offeredMutations.filter((name) => {
      const access = COMMERCE_MUTATIONS[name];
      return !access || access.kind === 'public' || !owned.has(`Mutation.${name}`);
    });
    expect(unguarded).toEqual([]);
  });

  it('every offered commerce query has a rule; one that reads a private object is guarded', () => {
    const missing = offeredQueries.filter((name) => !COMMERCE_QUERIES[name]);
    expect(missing).toEqual([]);
    const exposed = offeredQueries.flatMap((name) => {
      const access = COMMERCE_QUERIES[name];
      const field = gateway.schema.getQueryType()?.getFields()[name];
      if (!field) return [];
      if (access?.kind !== 'public') return owned.has(`Query.${name}`) ? [] : [`${name} (no resolver)`];
      const reached = reachesPrivate(gateway.commerce.schema, getNamedType(field.type));
      return reached ? [`${name} reaches ${reached}`] : [];
    });
    expect(exposed).toEqual([]);
  });

  it('the check fails on an unguarded mutation (it cannot pass vacuously)', () => {
    expect(COMMERCE_MUTATIONS.checkoutCreateFromOrder?.kind).toBe('refused');
    expect(owned.has('Mutation.checkoutCreateFromOrder')).toBe(true);
    expect(owned.has('Mutation.noSuchMutation')).toBe(false);
  });

  it('never offers what only the gateway asks with its app token', () => {
    const { gatewayOnly } = commerceAccess();
    expect(gatewayOnly.size).toBeGreaterThan(5);
    for (const coordinate of gatewayOnly) {
      const [type = '', field = ''] = coordinate.split('.');
      const named = gateway.schema.getType(type);
      const offered = (isObjectType(named) || isInterfaceType(named)) && field in named.getFields();
      expect(offered, coordinate).toBe(false);
    }
    for (const coordinate of ['Mutation.transactionRequestAction', 'Mutation.updatePrivateMetadata', 'Query.orders']) {
      expect(gatewayOnly.has(coordinate), coordinate).toBe(true);
    }
  });

  it('keeps the app-only inputs (a Saleor storefront declares their types) and lists them as reserved', () => {
    const { reservedInputs } = commerceAccess();
    for (const coordinate of [
      'CheckoutLineInput.price',
      'CheckoutLineInput.priceOverrideReason',
      'CheckoutLineUpdateInput.price',
      'CheckoutCreateInput.privateMetadata',
      'Mutation.transactionInitialize(action)',
      'Mutation.transactionInitialize(customerIpAddress)',
      'Mutation.transactionProcess(customerIpAddress)',
    ]) {
      expect(reservedInputs.has(coordinate), coordinate).toBe(true);
    }
  });
});

describe('reserved inputs are refused before anything is sent upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  const variant = () => {
    const product = stack.sandbox.catalog.products.find(
      (p) => p.isAvailableForPurchase && (p.variants[0]?.stock ?? 0) > 5,
    );
    return toGlobalId('ProductVariant', product?.variants[0]?.id ?? 0);
  };
  const CREATE =
    'mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id totalPrice { gross { amount } } } errors { code } } }';
  const input = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    channel: 'feria-cuida',
    email: 'socio@example.pe',
    lines: [{ variantId: variant(), quantity: 1, ...line }],
    ...extra,
  });

  it('a custom line price (variable or literal), a reason or private metadata: Saleor’s PermissionDenied, coded', async () => {
    for (const given of [
      input({ price: 0.01 }),
      input({ priceOverrideReason: 'partner' }),
      input({}, { privateMetadata: [{ key: 'cuida.owner', value: 'x' }] }),
    ]) {
      const answer = await gql(stack, CREATE, { input: given });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/^You need one of the following permissions: .*HANDLE_CHECKOUTS/);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        exception: { code: 'PermissionDenied' },
      });
    }
    const literal = await gql(
      stack,
      `mutation { checkoutCreate(input: { channel: "feria-cuida", lines: [{ variantId: "${variant()}", quantity: 1, price: 1 }] }) { checkout { id } } }`,
    );
    expect(literal.errors?.[0]?.extensions).toMatchObject({ reserved: ['CheckoutLineInput.price'] });
  });

  it('the same inputs without the reserved parts (or with null) go through', async () => {
    const answer = await gql<{ checkoutCreate: { checkout: { id: string } | null } }>(stack, CREATE, {
      input: input({ price: null }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.checkoutCreate.checkout?.id).toBeTruthy();
  });

  it('transactionInitialize(action:, customerIpAddress:) and transactionProcess(customerIpAddress:) are refused', async () => {
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(stack, CREATE, { input: input({}) });
    const id = created.data?.checkoutCreate.checkout.id;
    for (const [document, variables] of [
      [
        'mutation ($id: ID!) { transactionInitialize(id: $id, action: CHARGE, paymentGateway: { id: "saleor.io.dummy-payment-app" }) { errors { code } } }',
        { id },
      ],
      [
        'mutation ($id: ID!, $ip: String) { transactionInitialize(id: $id, customerIpAddress: $ip, paymentGateway: { id: "saleor.io.dummy-payment-app" }) { errors { code } } }',
        { id, ip: '10.0.0.1' },
      ],
      [
        'mutation { transactionProcess(id: "VHJhbnNhY3Rpb25JdGVtOjE=", customerIpAddress: "10.0.0.1") { errors { code } } }',
        {},
      ],
    ] as const) {
      const answer = await gql(stack, document, variables);
      expect(answer.errors?.[0]?.extensions, document).toMatchObject({
        code: 'FORBIDDEN',
        exception: { code: 'PermissionDenied' },
      });
      expect(answer.errors?.[0]?.message).toContain('HANDLE_PAYMENTS');
    }
  });

  it('gateway-only mutations are absent (a validation error), refused ones answer their reason', async () => {
    for (const document of [
      'mutation { transactionRequestAction(id: "x", actionType: REFUND) { errors { code } } }',
      'mutation { updatePrivateMetadata(id: "x", input: []) { errors { code } } }',
      'query { orders(first: 1) { edges { node { id } } } }',
    ]) {
      const answer = await gql(stack, document);
      expect(answer.errors?.[0]?.message, document).toMatch(/Cannot query field/);
    }
    const refused = await gql(stack, 'mutation { checkoutCreateFromOrder(id: "T3JkZXI6MQ==") { errors { code } } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      refused: 'Mutation.checkoutCreateFromOrder',
    });
    // Promo codes are guarded like every checkout change: a reference that is no checkout is not found.
    const promo = await gql(stack, 'mutation { checkoutAddPromoCode(id: "x", promoCode: "X") { errors { code } } }');
    expect(promo.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('public metadata: deleteMetadata only on a checkout the caller holds, never cuida. keys, never a product', async () => {
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(stack, CREATE, { input: input({}) });
    const id = created.data?.checkoutCreate.checkout.id;
    const owner = await gql(
      stack,
      'mutation ($id: ID!) { deleteMetadata(id: $id, keys: ["cuida.cuenta"]) { errors { code } } }',
      { id },
    );
    expect(owner.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const product = await gql(
      stack,
      'mutation ($id: ID!) { deleteMetadata(id: $id, keys: ["entrega.tipo"]) { errors { code } } }',
      {
        id: toGlobalId('Product', 1),
      },
    );
    expect(product.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const allowed = await gql(
      stack,
      'mutation ($id: ID!) { deleteMetadata(id: $id, keys: ["entrega.tipo"]) { errors { code } } }',
      { id },
    );
    expect(allowed.errors).toBeUndefined();
  });

  it('payments on a customer’s checkout: only that customer initializes or processes them', async () => {
    const [maria, jorge] = await Promise.all([
      signIn(stack, 'maria.quispe@cuida.pe'),
      signIn(stack, 'jorge.ramirez@cuida.pe'),
    ]);
    const created = await gql<{ checkoutCreate: { checkout: { id: string } } }>(
      stack,
      CREATE,
      { input: input({}) },
      authHeaders(maria),
    );
    const id = created.data?.checkoutCreate.checkout.id;
    const GATEWAYS =
      'mutation ($id: ID!) { paymentGatewayInitialize(id: $id) { gatewayConfigs { id } errors { code } } }';
    expect(codesOf(await gql(stack, GATEWAYS, { id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, GATEWAYS, { id }, authHeaders(jorge)))).toEqual(['FORBIDDEN']);
    const own = await gql<{ paymentGatewayInitialize: { gatewayConfigs: { id: string }[] } }>(
      stack,
      GATEWAYS,
      { id },
      authHeaders(maria),
    );
    expect(own.data?.paymentGatewayInitialize.gatewayConfigs).toEqual([{ id: 'saleor.io.dummy-payment-app' }]);
    const charged = await gql<{ transactionInitialize: { transaction: { id: string } } }>(
      stack,
      'mutation ($id: ID!) { transactionInitialize(id: $id, paymentGateway: { id: "saleor.io.dummy-payment-app", data: { token: "tok_visa" } }) { transaction { id } } }',
      { id },
      authHeaders(maria),
    );
    const transaction = charged.data?.transactionInitialize.transaction.id;
    const PROCESS = 'mutation ($t: ID) { transactionProcess(id: $t) { transactionEvent { type } errors { code } } }';
    expect(codesOf(await gql(stack, PROCESS, { t: transaction }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, PROCESS, { t: transaction }, authHeaders(jorge)))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, PROCESS, { t: 'VHJhbnNhY3Rpb25JdGVtOm5vcGU=' }, authHeaders(jorge)))).toEqual([
      'NOT_FOUND',
    ]);
    const processed = await gql<{ transactionProcess: { transactionEvent: { type: string } } }>(
      stack,
      PROCESS,
      { t: transaction },
      authHeaders(maria),
    );
    expect(processed.data?.transactionProcess.transactionEvent.type).toBe('CHARGE_SUCCESS');
  });
});
