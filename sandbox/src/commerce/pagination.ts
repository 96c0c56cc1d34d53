import { GraphQLError } from 'graphql';

/** Saleor refuses pages larger than 100 records. */
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

// Cursors are opaque to clients, as Saleor's are; here they carry the position in the ordered result.
const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');

function decodeCursor(cursor: string, argument: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1])
    throw new GraphQLError(`Invalid cursor received for \`${argument}\`.`, { extensions: { code: 'GRAPHQL_ERROR' } });
  return Number(match[1]);
}

/** Relay pagination over an already filtered and ordered list, with Saleor's argument rules. */
export function paginate<T>(items: readonly T[], args: ConnectionArgs, connectionName: string): Connection<T> {
  const { first, last, after, before } = args;
  if (first == null && last == null) {
    throw new GraphQLError(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connectionName}\` connection.`,
      {
        extensions: { code: 'GRAPHQL_ERROR' },
      },
    );
  }
  if (first != null && last != null) {
    throw new GraphQLError('Argument `last` cannot be combined with `first`.', {
      extensions: { code: 'GRAPHQL_ERROR' },
    });
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && value < 0) {
      throw new GraphQLError(`Argument \`${name}\` must be a non-negative integer.`, {
        extensions: { code: 'GRAPHQL_ERROR' },
      });
    }
    if (value != null && value > MAX_PAGE_SIZE) {
      throw new GraphQLError(
        `Requesting ${value} records on the \`${connectionName}\` connection exceeds the \`${name}\` limit of ${MAX_PAGE_SIZE} records.`,
        { extensions: { code: 'GRAPHQL_ERROR' } },
      );
    }
  }
  let start = after ? decodeCursor(after, 'after') + 1 : 0;
  let end = before ? Math.min(decodeCursor(before, 'before'), items.length) : items.length;
  start = Math.min(start, end);
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const edges = items.slice(start, end).map((node, offset) => ({ node, cursor: encodeCursor(start + offset) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}
