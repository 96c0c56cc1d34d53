import {
  type AttributeSelection,
  brandOrLaboratory,
  isWindowActive,
  parsePromotionWindow,
  presentation,
  purchaseOptions,
  requiresPrescription,
} from '@cuida/domain';

const ATTRIBUTES = '{ attributes { attribute { slug } values { name slug boolean } } }';
const METADATA = '{ metadata { key value } }';

interface WithAttributes {
  attributes?: AttributeSelection[] | null;
}
interface WithMetadata {
  metadata?: { key: string; value: string }[] | null;
}
interface WithPricing {
  pricing?: { priceRange?: { start?: { gross?: { amount?: number | null } | null } | null } | null } | null;
}

const metadataValue = (source: WithMetadata, key: string) => source.metadata?.find((item) => item.key === key)?.value;

/**
 * Each field names the commerce fields it needs (`selectionSet`): stitching adds them to the one commerce request,
 * so these facts cost no extra upstream call however many products a listing has.
 */
export const catalogResolvers = {
  Product: {
    purchaseOptions: {
      selectionSet: ATTRIBUTES,
      resolve: (product: WithAttributes) => purchaseOptions(product.attributes ?? []),
    },
    presentation: {
      selectionSet: ATTRIBUTES,
      resolve: (product: WithAttributes) => presentation(product.attributes ?? []),
    },
    brandOrLaboratory: {
      selectionSet: ATTRIBUTES,
      resolve: (product: WithAttributes) => brandOrLaboratory(product.attributes ?? []),
    },
    requiresPrescription: {
      selectionSet: ATTRIBUTES,
      resolve: (product: WithAttributes) => requiresPrescription(product.attributes ?? []),
    },
    priceValue: {
      selectionSet: '{ pricing { priceRange { start { gross { amount } } } } }',
      resolve: (product: WithPricing) => product.pricing?.priceRange?.start?.gross?.amount ?? null,
    },
  },
  Collection: {
    promotionWindow: {
      selectionSet: METADATA,
      resolve: (collection: WithMetadata) => {
        const window = parsePromotionWindow(metadataValue(collection, 'voucherify'));
        if (!window) return null;
        const discount = Number(metadataValue(collection, 'voucherifyDescuento'));
        return {
          startsAt: window.start.toISOString(),
          endsAt: window.end.toISOString(),
          discountPercent: Number.isFinite(discount) && discount > 0 ? discount : null,
          isActive: isWindowActive(window, new Date()),
        };
      },
    },
  },
  Category: {
    priceFrom: {
      selectionSet: METADATA,
      resolve: (category: WithMetadata) => {
        const value = Number(metadataValue(category, 'priceFrom'));
        return Number.isFinite(value) && value > 0 ? value : null;
      },
    },
  },
};
