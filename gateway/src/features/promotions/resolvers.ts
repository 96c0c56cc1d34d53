import { matchesPromotionChannel, type SessionContext, sortByPriority } from '@cuida/domain';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { parseInput } from '../../errors/validation';
import { type PartnerContextInput, resolvePartnerContext } from '../../partner-context';
import type { RestCallOptions } from '../../upstreams/rest/client';
import { isSignedIn, verifiedDocument } from '../account/verified-document';
import { productBySlug } from '../commerce-query';
import { channelEnum } from './channel';
import { checkCoupon } from './coupon';
import { evaluatePromotions, type GiftSource } from './evaluate';
import { promotionsCacheKey } from './promotions-cache';
import { type Promocion, PromocionesAnswer, VOUCHER_OPERATIONS } from './voucher-contract';

/** The `context` argument (ShoppingContextInput). */
export const ContextInput = z
  .object({ appRimac: z.boolean().nullish(), appCI: z.boolean().nullish(), zonaNoClientes: z.boolean().nullish() })
  .nullish();

const LinesInput = z
  .array(
    z.object({
      variantId: z.string().min(1),
      sku: z.string().trim().min(1).max(64),
      quantity: z.number().int().min(1).max(999),
      voucherWindow: z.string().max(40).nullish(),
      purchaseType: z.enum(['ONCE', 'SUBSCRIPTION']).nullish(),
    }),
  )
  .max(200);

const GIFT_VARIANTS = /* GraphQL */ `
  query GiftVariants($slugs: [String!], $channel: String) {
    products(first: 100, channel: $channel, filter: { slugs: $slugs }) {
      edges { node { slug defaultVariant { id sku } } }
    }
  }
`;

interface GiftVariantsAnswer {
  products: { edges: { node: { slug: string; defaultVariant: { id: string; sku: string | null } | null } }[] } | null;
}

/** Gifts' variants by product slug: one commerce request for all the gifts of a request. */
function giftVariant(context: GatewayContext, slug: string) {
  return context
    .loader<string, { id: string; sku: string | null } | null>('giftVariants', async (slugs) => {
      const answer = await context.services.commerce.query<GiftVariantsAnswer>(GIFT_VARIANTS, {
        slugs,
        channel: 'feria-cuida',
      });
      const bySlug = new Map((answer.products?.edges ?? []).map(({ node }) => [node.slug, node.defaultVariant]));
      return slugs.map((slug) => bySlug.get(slug) ?? null);
    })
    .load(slug);
}

/**
 * An answer shared by the requests that waited on one voucher call (RestClient merges the service identity's reads in
 * flight) is validated once, not once per request.
 */
const validated = new WeakMap<object, Promocion[]>();
function parsedPromotions(payload: unknown): Promocion[] {
  if (payload === null || typeof payload !== 'object') return PromocionesAnswer.parse(payload);
  let offered = validated.get(payload);
  if (!offered) {
    offered = PromocionesAnswer.parse(payload);
    validated.set(payload, offered);
  }
  return offered;
}

/**
 * An answer's promotions per SKU they apply to, in the answer's order: made once per answer, which a kept answer
 * serves to many requests (a listing's answer × its SKUs × their promotions' SKU lists, per request, otherwise).
 */
const indexed = new WeakMap<readonly Promocion[], Map<string, Promocion[]>>();
function promotionsBySku(offered: readonly Promocion[]): Map<string, Promocion[]> {
  let bySku = indexed.get(offered);
  if (!bySku) {
    bySku = new Map();
    for (const promotion of offered) {
      for (const sku of new Set(promotion.skusAplicables ?? [])) {
        const list = bySku.get(sku);
        if (list) list.push(promotion);
        else bySku.set(sku, [promotion]);
      }
    }
    indexed.set(offered, bySku);
  }
  return bySku;
}

/**
 * Promotions offered for the SKUs of one request, in one voucher-service call however many products a listing
 * shows, or none when the same call answered a moment ago (promotions-cache.ts: badges only, never a cart's money).
 * A voucher outage leaves listings without promotion badges, never without products, and is not remembered.
 */
function promotionsForSku(context: GatewayContext, sku: string): Promise<Promocion[]> {
  return context
    .loader<string, Promocion[]>('productPromotions', async (skus) => {
      try {
        const items = skus.map((source_id) => ({ source_id, quantity: 1 }));
        // Always the service identity: the answer is the same for every shopper of the channel.
        const options: RestCallOptions = { ...context.restAs(), importance: 'decoration' };
        const cache = context.services.promotionsCache;
        const key = cache.enabled ? promotionsCacheKey(options.channelId ?? '', items) : '';
        let offered = cache.enabled ? cache.get(key) : undefined;
        if (!offered) {
          // A decoration: the short budget, its own circuit; past it the listing goes out without badges.
          offered = parsedPromotions(await context.services.rest.call(VOUCHER_OPERATIONS.promotions, items, options));
          if (cache.enabled) cache.set(key, offered);
        }
        const bySku = promotionsBySku(offered);
        return skus.map((item) => bySku.get(item) ?? []);
      } catch (error) {
        context.degraded.add('Product.promotions', error, 'sales');
        context.services.log({
          level: 'warn',
          msg: 'product promotions unavailable; listing without them',
          requestId: context.requestId,
          error: error instanceof Error ? error.message : String(error),
        });
        return skus.map(() => []);
      }
    })
    .load(sku);
}

interface PromotionBadge {
  id: string;
  banner: string | null;
  metadata: { channel: ReturnType<typeof channelEnum>; priority: number | null };
}

/**
 * A SKU's badges for a session: its promotions of the session's channel, by priority. Made once per promotions list
 * and session flags: a kept voucher answer (promotions-cache.ts) gives every request the same lists, and a listing
 * asks this for each of its products. Frozen, since requests share them; execution and the splice only read them.
 */
const badgesByList = new WeakMap<readonly Promocion[], Map<string, readonly PromotionBadge[]>>();
function badgesFor(offered: readonly Promocion[], session: SessionContext): readonly PromotionBadge[] {
  if (offered.length === 0) return [];
  const key = `${session.appRimac}|${session.appCI}|${session.zonaNoClientes}`;
  let bySession = badgesByList.get(offered);
  let badges = bySession?.get(key);
  if (badges) return badges;
  badges = Object.freeze(
    sortByPriority(offered.filter((promotion) => matchesPromotionChannel(promotion.metadatos.canal, session))).map(
      (promotion) =>
        Object.freeze({
          id: promotion.id,
          banner: promotion.banner ?? null,
          metadata: Object.freeze({
            channel: channelEnum(promotion.metadatos.canal),
            priority: promotion.metadatos.prioridad ?? null,
          }),
        }),
    ),
  );
  if (!bySession) {
    bySession = new Map();
    badgesByList.set(offered, bySession);
  }
  bySession.set(key, badges);
  return badges;
}

export function promotionsResolvers(commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>) {
  return {
    Query: {
      evaluatePromotions: async (
        _: unknown,
        args: { lines: unknown; context?: PartnerContextInput | null },
        context: GatewayContext,
      ) => {
        const lines = parseInput(LinesInput, args.lines);
        const session = resolvePartnerContext(context.partner, parseInput(ContextInput, args.context));
        // The cart's preview: placeOrder prices the order again with the long budget and fails closed.
        return evaluatePromotions(context, lines, session, undefined, {
          importance: 'decoration',
          degradedField: 'Query.evaluatePromotions',
        });
      },
      validateCoupon: async (
        _: unknown,
        args: { code: unknown; lines: unknown; documentNumber?: unknown; context?: PartnerContextInput | null },
        context: GatewayContext,
      ) => {
        const code = parseInput(z.string().trim().min(1).max(40), args.code);
        const lines = parseInput(LinesInput, args.lines);
        const documentNumber = parseInput(
          z
            .string()
            .trim()
            .regex(/^[0-9A-Za-z]{5,20}$/)
            .nullish(),
          args.documentNumber,
        );
        const session = resolvePartnerContext(context.partner, parseInput(ContextInput, args.context));
        // A signed-in customer's coupons go by the document the pharmacy holds for them, never by one sent here.
        const [evaluation, document] = await Promise.all([
          evaluatePromotions(context, lines, session, undefined, { degradedField: 'Query.validateCoupon' }),
          isSignedIn(context) ? verifiedDocument(context) : Promise.resolve(documentNumber ?? null),
        ]);
        return checkCoupon(context, {
          code,
          lines,
          promotionIds: evaluation.appliedVouchers.map((voucher) => voucher.id),
          documentNumber: document,
          session,
        });
      },
    },
    GiftLine: {
      product: (gift: GiftSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        productBySlug(commerce, gift.productSlug, context, info),
      variantId: async (gift: GiftSource, _: unknown, context: GatewayContext) =>
        (await giftVariant(context, gift.productSlug))?.id ?? null,
      sku: async (gift: GiftSource, _: unknown, context: GatewayContext) =>
        (await giftVariant(context, gift.productSlug))?.sku ?? null,
      quantity: () => 1,
      unitPrice: () => 0,
    },
    Product: {
      promotions: {
        selectionSet: '{ variants { sku } }',
        resolve: (
          product: { variants?: { sku?: string | null }[] | null },
          args: { context?: PartnerContextInput | null },
          context: GatewayContext,
        ) => {
          // The voucher service keys items by the product's first SKU (requirements: "Promotion flow").
          const sku = product.variants?.[0]?.sku;
          if (!sku) return [];
          // Most requests send no context: nothing to validate then (a listing resolves this for every product).
          const given =
            args.context === undefined || args.context === null ? args.context : parseInput(ContextInput, args.context);
          const session = resolvePartnerContext(context.partner, given);
          return promotionsForSku(context, sku).then((offered) => badgesFor(offered, session));
        },
      },
    },
  };
}
