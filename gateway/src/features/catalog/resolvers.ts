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
/** A Product field computed from the product's attributes, which it asks the commerce API for alongside. */
function fromAttributes<T>(read: (attributes: NonNullable<WithAttributes['attributes']>) => T) {
  return { selectionSet: ATTRIBUTES, resolve: (product: WithAttributes) => read(product.attributes ?? []) };
}

export const catalogResolvers = {
  Product: {
    purchaseOptions: fromAttributes(purchaseOptions),
    presentation: fromAttributes(presentation),
    brandOrLaboratory: fromAttributes(brandOrLaboratory),
    requiresPrescription: fromAttributes(requiresPrescription),
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
