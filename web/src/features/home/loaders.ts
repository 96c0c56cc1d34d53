import { cache } from 'react';
import { HomeDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';

/** The home's collections and product rows (cached: lib/cache-manifest.ts). */
export const loadHome = cache(async () => queryGateway(HomeDocument, { channel: CHANNEL }, CACHE.home));
