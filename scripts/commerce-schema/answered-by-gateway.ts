/**
 * Parts of Saleor's storefront-facing API that the gateway answers itself instead of forwarding to the commerce API.
 *
 * Accounts live in the identity provider (sign-in, sessions, passwords) and in the sales service (the pharmacy
 * customer record), not in Saleor's user store: `me`, the token mutations and the account mutations are answered by
 * the gateway with Saleor's shapes (`User`, `CreateToken`, `AccountError`, …). A checkout's or an order's `user` is
 * the signed-in customer who owns it, which only the gateway knows. The sales channels are answered with what is
 * public of them (see OFFERED_BY_THE_GATEWAY in storefront-access.ts).
 *
 * `schema/commerce.graphql` (what the commerce API is asked) leaves these out; the gateway's schema offers them.
 */
export const ANSWERED_BY_THE_GATEWAY: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.address',
  'Query.channels',
  'Checkout.user',
  'Order.user',
  'Mutation.tokenCreate',
  'Mutation.tokenRefresh',
  'Mutation.tokenVerify',
  'Mutation.tokensDeactivateAll',
  'Mutation.externalAuthenticationUrl',
  'Mutation.externalObtainAccessTokens',
  'Mutation.externalRefresh',
  'Mutation.externalLogout',
  'Mutation.externalVerify',
  'Mutation.requestPasswordReset',
  'Mutation.sendConfirmationEmail',
  'Mutation.confirmAccount',
  'Mutation.setPassword',
  'Mutation.passwordChange',
  'Mutation.requestEmailChange',
  'Mutation.confirmEmailChange',
  'Mutation.accountAddressCreate',
  'Mutation.accountAddressUpdate',
  'Mutation.accountAddressDelete',
  'Mutation.accountSetDefaultAddress',
  'Mutation.accountRegister',
  'Mutation.accountUpdate',
  'Mutation.accountRequestDeletion',
  'Mutation.accountDelete',
  'Mutation.checkoutCustomerAttach',
  'Mutation.checkoutCustomerDetach',
]);
