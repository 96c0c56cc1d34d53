import { cache } from 'react';
import { CollectionBySlugDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';

/** A collection by slug, in the storefront's channel (cached: lib/cache-manifest.ts). */
export const loadCollection = cache(async (slug: string) =>
  queryGateway(CollectionBySlugDocument, { slug, channel: CHANNEL }, CACHE.collection(slug)),
);
