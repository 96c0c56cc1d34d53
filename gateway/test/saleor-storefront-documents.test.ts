import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { repoPath } from '../src/repo-paths';
import { placeOrder, shopperCheckout } from './support/orders';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

/**
 * Account documents written the way a Saleor storefront writes them (fragments on Saleor's types, Saleor's operation
 * shapes): each validates against the gateway's printed schema, then runs through the gateway with its data checked.
 */
const USER_DETAILS = /* GraphQL */ `
  fragment UserDetails on User {
    id
    email
    firstName
    lastName
    isStaff
    avatar { url alt }
    metadata { key value }
  }
`;
const DOCUMENTS = {
  signIn: /* GraphQL */ `
    mutation SignIn($email: String!, $password: String!) {
      tokenCreate(email: $email, password: $password) {
        token
        refreshToken
        user { ...UserDetails }
        errors { field code message }
      }
    }
    ${USER_DETAILS}
  `,
  refresh: /* GraphQL */ `
    mutation RefreshToken($refreshToken: String!) {
      tokenRefresh(refreshToken: $refreshToken) { token errors { field code message } }
    }
  `,
  currentUser: /* GraphQL */ `
    query CurrentUser { me { ...UserDetails } }
    ${USER_DETAILS}
  `,
  accountUpdate: /* GraphQL */ `
    mutation AccountUpdate($input: AccountInput!) {
      accountUpdate(input: $input) { user { ...UserDetails } errors { field code message } }
    }
    ${USER_DETAILS}
  `,
  addresses: /* GraphQL */ `
    query CurrentUserAddresses {
      me {
        id
        addresses { id firstName lastName streetAddress1 city countryArea postalCode country { code country } phone }
        defaultShippingAddress { id }
      }
    }
  `,
  orderHistory: /* GraphQL */ `
    query CurrentUserOrderList($first: Int, $after: String) {
      me {
        ...UserDetails
        orders(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges {
            node {
              id
              number
              created
              status
              paymentStatus
              total { gross { amount currency } }
              lines { id productName variantName quantity thumbnail { url } }
              user { id email }
            }
          }
        }
      }
    }
    ${USER_DETAILS}
  `,
  attach: /* GraphQL */ `
    mutation CheckoutCustomerAttach($id: ID!) {
      checkoutCustomerAttach(id: $id) { checkout { id user { email } } errors { field code message } }
    }
  `,
  detach: /* GraphQL */ `
    mutation CheckoutCustomerDetach($id: ID!) {
      checkoutCustomerDetach(id: $id) { checkout { id user { email } } errors { field code message } }
    }
  `,
  checkoutUser: /* GraphQL */ `
    query CheckoutWithUser($id: ID) { checkout(id: $id) { id email user { id email } } }
  `,
} as const;

const gatewaySchema = buildSchema(readFileSync(repoPath('schema', 'gateway.graphql'), 'utf8'));

let stack: TestStack;
beforeAll(async () => {
  const { rateLimit } = loadGatewayConfig({});
  stack = await startTestStack({ rateLimit: { ...rateLimit, burst: 100_000, trustProxyHops: 1 } });
});
afterAll(() => stack?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string) {
  const answer = await gql<{
    tokenCreate: { token: string; refreshToken: string; user: { id: string; email: string }; errors: unknown[] };
  }>(stack, DOCUMENTS.signIn, { email, password: 'Cuida2026!' }, { 'x-forwarded-for': `192.0.2.${email.length}` });
  expect(answer.data?.tokenCreate.errors).toEqual([]);
  return answer.data?.tokenCreate as { token: string; refreshToken: string; user: { id: string; email: string } };
}

describe("a Saleor storefront's account documents", () => {
  it('validate against schema/gateway.graphql', () => {
    for (const [name, document] of Object.entries(DOCUMENTS)) {
      expect(
        validate(gatewaySchema, parse(document)).map((error) => error.message),
        name,
      ).toEqual([]);
    }
  });

  it('sign in, refresh, read the user and update the account', async () => {
    const session = await signIn('maria.quispe@cuida.pe');
    const refreshed = await gql<{ tokenRefresh: { token: string; errors: unknown[] } }>(stack, DOCUMENTS.refresh, {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.data?.tokenRefresh.errors).toEqual([]);
    const me = await gql<{ me: Record<string, unknown> }>(
      stack,
      DOCUMENTS.currentUser,
      {},
      bearer(refreshed.data?.tokenRefresh.token as string),
    );
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({
      id: session.user.id,
      email: 'maria.quispe@cuida.pe',
      firstName: 'María',
      lastName: expect.stringMatching(/^Quispe/),
      isStaff: false,
      avatar: null,
      metadata: [],
    });
    const updated = await gql<{ accountUpdate: { user: { email: string }; errors: unknown[] } }>(
      stack,
      DOCUMENTS.accountUpdate,
      { input: {} },
      bearer(session.token),
    );
    expect(updated.data?.accountUpdate).toMatchObject({ user: { email: 'maria.quispe@cuida.pe' }, errors: [] });
  });

  it("addresses: a Saleor storefront's address book document, saved through accountAddressCreate", async () => {
    const session = await signIn('maria.quispe@cuida.pe');
    const created = await gql<{ accountAddressCreate: { address: { id: string } | null; errors: unknown[] } }>(
      stack,
      `mutation AddressCreate($input: AddressInput!) {
        accountAddressCreate(input: $input, type: SHIPPING) { address { id } errors { field code message } }
      }`,
      {
        input: {
          firstName: 'María',
          lastName: 'Quispe',
          streetAddress1: 'Av. José Larco 345',
          city: 'Lima',
          cityArea: 'Miraflores',
          country: 'PE',
          phone: '+51987654321',
        },
      },
      bearer(session.token),
    );
    expect(created.data?.accountAddressCreate.errors).toEqual([]);
    const answer = await gql<{
      me: {
        addresses: { id: string; postalCode: string; country: { code: string } }[];
        defaultShippingAddress: { id: string };
      };
    }>(stack, DOCUMENTS.addresses, {}, bearer(session.token));
    expect(answer.errors).toBeUndefined();
    const saved = answer.data?.me.addresses.find(
      (address) => address.id === created.data?.accountAddressCreate.address?.id,
    );
    expect(saved).toMatchObject({ postalCode: '150122', country: { code: 'PE' } });
    expect(answer.data?.me.defaultShippingAddress.id).toBe(saved?.id);
  });

  it("order history lists the customer's own orders, each order's user is the customer; a checkout's user too", async () => {
    const session = await signIn('jorge.ramirez@cuida.pe');
    const variant = stack.sandbox.catalog.products.find(
      (product) => (product.variants[0]?.stock ?? 0) > 20 && product.variants[0]?.quantityLimitPerCustomer === null,
    )?.variants[0];
    if (!variant) throw new Error('no variant in stock');
    const checkout = await shopperCheckout(stack, [{ variant, quantity: 1 }], {
      deliveryType: 'programado',
      headers: bearer(session.token),
    });
    const withUser = await gql<{ checkout: { user: { id: string; email: string } | null } }>(
      stack,
      DOCUMENTS.checkoutUser,
      { id: checkout.id },
      bearer(session.token),
    );
    expect(withUser.data?.checkout.user).toEqual({ id: session.user.id, email: 'jorge.ramirez@cuida.pe' });
    const placed = await placeOrder(
      stack,
      { checkoutId: checkout.id, paymentMethod: 'CASH_ON_DELIVERY' },
      bearer(session.token),
    );
    expect(placed.errors, JSON.stringify(placed.errors)).toEqual([]);
    const history = await gql<{
      me: {
        id: string;
        orders: { totalCount: number; edges: { node: { id: string; user: { id: string } | null } }[] };
      };
    }>(stack, DOCUMENTS.orderHistory, { first: 10 }, bearer(session.token));
    expect(history.errors).toBeUndefined();
    const orders = history.data?.me.orders;
    expect(orders?.edges.map((edge) => edge.node.id)).toContain(placed.order?.id);
    for (const edge of orders?.edges ?? []) expect(edge.node.user?.id).toBe(session.user.id);
  });

  it("a guest checkout's user is null; another customer never sees the owner's account through it", async () => {
    const variant = stack.sandbox.catalog.products.find((product) => (product.variants[0]?.stock ?? 0) > 20)
      ?.variants[0];
    if (!variant) throw new Error('no variant in stock');
    const guest = await shopperCheckout(stack, [{ variant, quantity: 1 }], { deliveryType: 'programado' });
    const asGuest = await gql<{ checkout: { user: unknown } }>(stack, DOCUMENTS.checkoutUser, { id: guest.id });
    expect(asGuest.errors).toBeUndefined();
    expect(asGuest.data?.checkout.user).toBeNull();
    // Signed in, reading a guest's checkout by its id: still no user (it is nobody's account).
    const maria = await signIn('maria.quispe@cuida.pe');
    const asMaria = await gql<{ checkout: { user: unknown } }>(
      stack,
      DOCUMENTS.checkoutUser,
      { id: guest.id },
      bearer(maria.token),
    );
    expect(asMaria.data?.checkout.user).toBeNull();
    // Jorge's checkout is refused to María altogether (the checkout rule), so its user never reaches her.
    const jorge = await signIn('jorge.ramirez@cuida.pe');
    const his = await shopperCheckout(stack, [{ variant, quantity: 1 }], {
      deliveryType: 'programado',
      headers: bearer(jorge.token),
    });
    const foreign = await gql<{ checkout: unknown }>(
      stack,
      DOCUMENTS.checkoutUser,
      { id: his.id },
      bearer(maria.token),
    );
    expect(codesOf(foreign)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(foreign)).not.toContain('jorge.ramirez');
  });

  it('checkoutCustomerAttach makes a held guest checkout the customer’s; detach gives it back; never another’s', async () => {
    const variant = stack.sandbox.catalog.products.find((product) => (product.variants[0]?.stock ?? 0) > 20)
      ?.variants[0];
    if (!variant) throw new Error('no variant in stock');
    const guest = await shopperCheckout(stack, [{ variant, quantity: 1 }], { deliveryType: 'programado' });
    const maria = await signIn('maria.quispe@cuida.pe');
    const jorge = await signIn('jorge.ramirez@cuida.pe');
    expect(codesOf(await gql(stack, DOCUMENTS.attach, { id: guest.id }))).toEqual(['UNAUTHENTICATED']);
    const attached = await gql<{
      checkoutCustomerAttach: { checkout: { user: { email: string } | null }; errors: [] };
    }>(stack, DOCUMENTS.attach, { id: guest.id }, bearer(maria.token));
    expect(attached.errors).toBeUndefined();
    expect(attached.data?.checkoutCustomerAttach.checkout.user).toEqual({ email: 'maria.quispe@cuida.pe' });
    // Now hers: a guest holding the id and another customer are refused.
    expect(codesOf(await gql(stack, DOCUMENTS.checkoutUser, { id: guest.id }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(stack, DOCUMENTS.attach, { id: guest.id }, bearer(jorge.token)))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(stack, DOCUMENTS.detach, { id: guest.id }, bearer(jorge.token)))).toEqual(['FORBIDDEN']);
    const impersonating = await gql(
      stack,
      'mutation($id: ID!) { checkoutCustomerAttach(id: $id, customerId: "VXNlcjox") { errors { code } } }',
      { id: guest.id },
      bearer(jorge.token),
    );
    expect(codesOf(impersonating)).toEqual(['FORBIDDEN']);
    const detached = await gql<{ checkoutCustomerDetach: { checkout: { user: unknown } } }>(
      stack,
      DOCUMENTS.detach,
      { id: guest.id },
      bearer(maria.token),
    );
    expect(detached.data?.checkoutCustomerDetach.checkout.user).toBeNull();
    const asGuest = await gql<{ checkout: { user: unknown } }>(stack, DOCUMENTS.checkoutUser, { id: guest.id });
    expect(asGuest.errors).toBeUndefined();
    expect(asGuest.data?.checkout.user).toBeNull();
  });
});
