import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CheckoutSaveClientDocument, CheckoutSaveDeliveryDocument } from '../src/gql/graphql';

const refusal = { __typename: 'MetadataError', field: 'metadata', code: 'INVALID' };
const accepted = { errors: [] };

/** The gateway's answer to a step's trusted document: the root carries no `__typename` (none was asked for). */
function answering(data: Record<string, unknown>): ApolloClient {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ data });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('the checkout steps’ save mutations', () => {
  it('step 1 reads the metadata refusal, saved through the shared fragment on Mutation', async () => {
    const client = answering({ checkoutEmailUpdate: accepted, updateMetadata: { errors: [refusal] } });
    const { data } = await client.mutate({
      mutation: CheckoutSaveClientDocument,
      variables: { id: 'Q2hlY2tvdXQ6MQ==', email: 'rosa@example.pe', metadata: [] },
    });
    expect(data?.checkoutEmailUpdate?.errors).toEqual([]);
    expect(data?.updateMetadata?.errors).toEqual([refusal]);
  });

  it('step 2 reads it too, after the address and delivery method', async () => {
    const client = answering({
      checkoutShippingAddressUpdate: accepted,
      checkoutBillingAddressUpdate: accepted,
      checkoutDeliveryMethodUpdate: accepted,
      updateMetadata: { errors: [refusal] },
    });
    const { data } = await client.mutate({
      mutation: CheckoutSaveDeliveryDocument,
      variables: { id: 'Q2hlY2tvdXQ6MQ==', address: {}, methodId: null, metadata: [] },
    });
    expect(data?.checkoutDeliveryMethodUpdate?.errors).toEqual([]);
    expect(data?.updateMetadata?.errors).toEqual([refusal]);
  });
});
