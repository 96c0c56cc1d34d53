import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../commerce-schema/extract';
import { accessOf, storefrontApi } from '../commerce-schema/storefront-access';

const reference = buildSchema(readFileSync(referencePath(), 'utf8'), { assumeValidSDL: true });
const api = storefrontApi(reference);
const has = (coordinate: string) => {
  const [type = '', field = ''] = coordinate.split('.');
  return api.fields.get(type)?.has(field) ?? false;
};

describe('who may use a part of Saleor’s API, read from its descriptions', () => {
  it('reads each phrasing', () => {
    expect(accessOf('Look up a product.')).toBe('anyone');
    expect(accessOf('Requires one of the following permissions: MANAGE_ORDERS.')).toBe('staff-or-app');
    expect(accessOf('Requires one of the following permissions: AUTHENTICATED_USER.')).toBe('customer');
    expect(accessOf('Requires one of the following permissions: AUTHENTICATED_APP, AUTHENTICATED_USER.')).toBe(
      'customer',
    );
    expect(accessOf('Requires one of the following permissions: MANAGE_USERS, OWNER.')).toBe('customer');
    // Here the owner is an app's owner, not a customer.
    expect(accessOf('Requires one of the following permissions: MANAGE_APPS, OWNER.')).toBe('staff-or-app');
    expect(accessOf('Requires staff permissions to access.')).toBe('staff-or-app');
    expect(accessOf('Can be set only by apps with `HANDLE_CHECKOUTS` permission.')).toBe('staff-or-app');
    expect(accessOf('The field can be used only by an app that has `HANDLE_PAYMENTS` permission.')).toBe(
      'staff-or-app',
    );
    expect(
      accessOf(
        'Requires one of following set of permissions: AUTHENTICATED_USER or AUTHENTICATED_APP + IMPERSONATE_USER.',
      ),
    ).toBe('customer');
    // A permission that only widens the answer leaves the field public.
    expect(
      accessOf(
        'List of collections. Requires one of the following permissions to include the unpublished items: MANAGE_ORDERS.',
      ),
    ).toBe('anyone');
  });
});

describe('the storefront-facing API cut from Saleor 3.24 by that rule', () => {
  it('offers what a Saleor storefront uses, anonymous or signed in', () => {
    for (const coordinate of [
      'Query.products',
      'Query.channel',
      'Query.channels',
      'Channel.currencyCode',
      'MenuItem.page',
      'Query.productVariant',
      'Query.me',
      'Query.menu',
      'Query.pages',
      'Mutation.checkoutCreate',
      'Mutation.checkoutAddPromoCode',
      'Mutation.checkoutCustomerAttach',
      'Mutation.paymentGatewayInitialize',
      'Mutation.transactionInitialize',
      'Mutation.transactionProcess',
      'Mutation.tokenCreate',
      'Mutation.tokenRefresh',
      'Mutation.accountRegister',
      'Mutation.accountAddressCreate',
      'Mutation.updateMetadata',
      'Product.translation',
      'Product.assignedAttributes',
      'Checkout.availablePaymentGateways',
      'Checkout.problems',
      'Order.totalBalance',
      'User.addresses',
    ]) {
      expect(has(coordinate), coordinate).toBe(true);
    }
  });

  it('never offers what Saleor reserves for staff or apps', () => {
    for (const coordinate of [
      'Query.orders',
      'Query.staffUsers',
      'Query.webhook',
      'Query.apps',
      'Query.customers',
      'Mutation.productCreate',
      'Mutation.orderUpdate',
      'Mutation.updatePrivateMetadata',
      'Mutation.transactionRequestAction',
      'Mutation.attributeCreate',
      'Channel.warehouses',
      'Channel.orderSettings',
      'Checkout.privateMetadata',
      'Order.privateMetadata',
      'Product.privateMetadata',
    ]) {
      expect(has(coordinate), coordinate).toBe(false);
    }
    expect(api.types.has('Subscription')).toBe(false);
  });

  it('marks the app-only arguments and input fields of what it offers (custom line prices, payment actions)', () => {
    for (const coordinate of [
      'CheckoutLineInput.price',
      'CheckoutLineInput.priceOverrideReason',
      'CheckoutLineUpdateInput.price',
      'CheckoutCreateInput.privateMetadata',
      'Mutation.transactionInitialize(action)',
    ]) {
      expect(api.reservedInputs.has(coordinate), coordinate).toBe(true);
    }
  });
});
