import { cache } from 'react';
import { PartnerAgreementDocument, WorldDocument } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { type GatewayResult, queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';
import { parseListingParams, productListVariables } from '../catalog/listing';
import { loadProductPage, type ProductPage } from '../catalog/loaders';
import { loadCollection } from '../collections/loaders';
import type { AgreementData } from './agreement-state';

/** Products a carousel shows. */
export const CAROUSEL_SIZE = 12;

/** A partner agreement by code, from the agreements service through the gateway (cached: lib/cache-manifest.ts). */
export const loadAgreement = cache(async (code: string): Promise<GatewayResult<AgreementData | null>> => {
  const result = await queryGateway(PartnerAgreementDocument, { code }, CACHE.agreement);
  return result.ok ? { ok: true, data: result.data.partnerAgreement ?? null } : result;
});

/** A world by slug (cached like agreements). */
export const loadWorld = cache(async (slug: string) => {
  const result = await queryGateway(WorldDocument, { slug }, CACHE.agreement);
  return result.ok ? { ok: true as const, data: result.data.world ?? null } : result;
});

/** The first products of a carousel's collection, in stock; an empty row when the collection is gone. */
export async function loadCarousel(collectionSlug: string): Promise<GatewayResult<ProductPage>> {
  const collection = await loadCollection(collectionSlug);
  if (!collection.ok) return collection;
  const id = collection.data.collection?.id;
  if (!id) return { ok: true, data: { products: [], totalCount: 0, cursor: null, hasMore: false } };
  const variables = productListVariables(parseListingParams({}), { channel: CHANNEL, collectionId: id });
  return loadProductPage({ ...variables, first: CAROUSEL_SIZE });
}
