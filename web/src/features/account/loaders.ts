/**
 * The account's reads on the server, and the one write the server makes for it (the verification link): pages and
 * route handlers call these, never the gateway client itself (docs/storefront.md, "Data access").
 */
import { AccountDocument, AccountOrderDocument, AccountOrdersDocument, VerifyEmailDocument } from '../../gql/graphql';
import { queryGateway, queryGatewayAs } from '../../lib/gateway';
import type { serverSessionTokens } from './server-tokens';

type SessionTokens = NonNullable<Awaited<ReturnType<typeof serverSessionTokens>>>;

/** The signed-in customer's record and one page of their order history (never cached: the customer's own). */
export function loadAccount(tokens: SessionTokens, ordersAfter: string | null) {
  return Promise.all([
    queryGatewayAs(AccountDocument, {}, tokens),
    queryGatewayAs(AccountOrdersDocument, { first: 10, after: ordersAfter }, tokens),
  ]);
}

/** One of the customer's orders (the gateway opens it for its owner only). */
export function loadAccountOrder(tokens: SessionTokens, id: string) {
  return queryGatewayAs(AccountOrderDocument, { id }, tokens);
}

/** The verification link's check (a server-side write: the gateway opens the sealed password once). */
export function verifyEmail(variables: { email: string; code: string; autoLoginToken: string | null }) {
  return queryGateway(VerifyEmailDocument, variables);
}
