import { cache } from 'react';
import { ContentPageDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';

/** A content page (EditorJS) by slug (cached: lib/cache-manifest.ts). */
export const loadContentPage = cache(async (slug: string) =>
  queryGateway(ContentPageDocument, { slug }, CACHE.page(slug)),
);
