import { describe, expect, it } from 'vitest';
import { keepOwnedEdges } from '../src/features/account/order-history';

describe('keepOwnedEdges (the owner check of me { orders })', () => {
  const owners = (...subs: (string | null)[]) => subs.map((owner) => ({ node: { owner } }));

  it('answers the page unchanged, without the owners it read, when every order is the customer’s', () => {
    const page = {
      totalCount: 2,
      edges: [{ node: { number: '2' } }, { node: { number: '1' } }],
      _cuidaOwners: owners('a', 'a'),
    };
    expect(keepOwnedEdges(page, 'a')).toEqual({ totalCount: 2, edges: page.edges });
  });

  it('drops, from every edges selection (aliases included), the orders whose private owner is someone else', () => {
    const page = {
      edges: [{ cursor: 'c3' }, { cursor: 'c2' }, { cursor: 'c1' }],
      mine: [{ node: { id: '3' } }, { node: { id: '2' } }, { node: { id: '1' } }],
      pageInfo: { hasNextPage: false },
      _cuidaOwners: owners('a', null, 'b'),
    };
    expect(keepOwnedEdges(page, 'a')).toEqual({
      edges: [{ cursor: 'c3' }],
      mine: [{ node: { id: '3' } }],
      pageInfo: { hasNextPage: false },
    });
  });

  it('passes a missing page through (the commerce error is reported as it is)', () => {
    expect(keepOwnedEdges(null, 'a')).toBeNull();
    expect(keepOwnedEdges(undefined, 'a')).toBeUndefined();
  });
});
