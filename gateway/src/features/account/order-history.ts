import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { TransformQuery } from '@graphql-tools/wrap';
import { type GraphQLResolveInfo, Kind, OperationTypeNode, parse, type SelectionSetNode } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { cleanText, parseInput } from '../../errors/validation';
import { OWNER_INDEX_KEY, OWNER_KEY } from '../checkout/access';

type Commerce = SubschemaConfig<unknown, unknown, unknown, GatewayContext>;

/** Page size of `me { orders }`: Saleor's own bound is 100. */
export const ORDER_PAGE = { default: 20, max: 100 } as const;

const OrdersArgs = z.object({
  first: z.number().int().min(1).max(ORDER_PAGE.max).nullish(),
  after: cleanText().max(512).nullish(),
});

/** The response key the gateway adds beside the client's selection to read each order's owner in the same call. */
const OWNERS_KEY = '_cuidaOwners';

const OWNERS_SELECTION = (() => {
  const document = parse(
    `{ ${OWNERS_KEY}: edges { node { owner: privateMetafield(key: ${JSON.stringify(OWNER_KEY)}) } } }`,
  );
  const operation = document.definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('unreachable: the owners selection');
  return operation.selectionSet.selections;
})();

interface OwnersResult {
  [OWNERS_KEY]?: ({ node?: { owner?: string | null } | null } | null)[] | null;
  [key: string]: unknown;
}

/**
 * Keeps only the edges whose order belongs to `sub` (private `cuida.owner`, the authority; the public index only
 * finds candidates). Every list in a connection's answer is an `edges` selection (aliases included), in the same
 * order as the owners read beside them, so the check needs no `id` from the client's selection.
 */
export function keepOwnedEdges(result: OwnersResult | null | undefined, sub: string): unknown {
  if (!result || typeof result !== 'object') return result;
  const { [OWNERS_KEY]: owners, ...rest } = result;
  if (!Array.isArray(owners)) return rest;
  const owned = owners.map((edge) => edge?.node?.owner === sub);
  if (owned.every(Boolean)) return rest;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      Array.isArray(value) && value.length === owned.length ? value.filter((_, index) => owned[index]) : value,
    ]),
  );
}

/**
 * `Customer.orders`: Saleor's `orders` for the gateway's app token, found by the owner index the gateway writes in
 * the checkout's public metadata (`cuida.cuenta`, copied to the order) and checked against the private owner
 * (ADR 7). Newest first; the client's selection goes to Saleor unchanged.
 */
export async function customerOrders(
  commerce: Commerce,
  sub: string,
  rawArgs: unknown,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) {
  const { first, after } = parseInput(OrdersArgs, rawArgs);
  const page: unknown = await delegateToSchema({
    schema: commerce,
    operation: OperationTypeNode.QUERY,
    fieldName: 'orders',
    args: {
      where: { metadata: { key: OWNER_INDEX_KEY, value: { eq: sub } } },
      sortBy: { field: 'CREATED_AT', direction: 'DESC' },
      first: first ?? ORDER_PAGE.default,
      ...(after ? { after } : {}),
    },
    context,
    info,
    transforms: [
      new TransformQuery({
        path: ['orders'],
        queryTransformer: (selectionSet: SelectionSetNode | undefined): SelectionSetNode => ({
          kind: Kind.SELECTION_SET,
          selections: [...(selectionSet?.selections ?? []), ...OWNERS_SELECTION],
        }),
        resultTransformer: (result: OwnersResult | null) => keepOwnedEdges(result, sub),
      }),
    ],
  });
  // Saleor's answer to a cursor it did not issue: the client's input, with a stable code.
  if (page instanceof Error && /invalid cursor/i.test(page.message)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'after is not a cursor of this list (use pageInfo.endCursor).', {
      field: 'after',
    });
  }
  return page;
}
