export { addToCartEvent, type CartEvent, type CartEventOptions, removeFromCartEvent } from './analytics/cart-events';
export { type CartLine, primarySku } from './analytics/cart-line';
export { lineDiscount, unitDiscount } from './analytics/discount';
export type { EcommerceItem } from './analytics/ecommerce';
export { type MenuClickEvent, menuClickEvent } from './analytics/menu-click';
export { type PurchaseEvent, type PurchaseSummary, purchaseEvent } from './analytics/purchase-event';
export { hasTrackableDocument, IDLE_CART_LIMIT_MS, IDLE_CHECK_INTERVAL_MS, isCartIdle } from './cart/idle';
export { type KeyValue, keyValueListToMap } from './cart/key-value';
export { type LinePricing, lineTotal, priceLine } from './cart/line';
export {
  type CartTotalInput,
  type CheckoutTotalInput,
  cartSubtotal,
  cartTotal,
  checkoutTotal,
  type PricedLine,
} from './cart/totals';
export {
  type AttributeSelection,
  type BrandOrLaboratory,
  brandOrLaboratory,
  type PurchaseOptions,
  presentation,
  purchaseOptions,
  requiresPrescription,
} from './catalog/attributes';
export {
  type ClientData,
  type ClientField,
  EMAIL_MAX_LENGTH,
  type FieldErrors,
  MAX_AGE_YEARS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  type NameField,
  normalizeEmail,
  normalizeName,
  SHOPPING_CODE_MAX_LENGTH,
  validateBirthDate,
  validateClient,
  validateEmail,
  validateName,
  validateShoppingCode,
} from './checkout/client';
export { addDaysToIsoDate, limaIsoDate, parseIsoDate } from './checkout/dates';
export {
  DEFAULT_DELIVERY_TYPE,
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  type DeliveryField,
  type DeliveryRulesContext,
  type DeliverySelection,
  type DeliveryType,
  EXPRESS_REASONS,
  type ExpressAvailability,
  type ExpressAvailabilityInput,
  earliestScheduledDate,
  expressAvailability,
  isDeliveryType,
  isPickup,
  latestScheduledDate,
  needsAddress,
  REFERENCE_MAX_LENGTH,
  RIMAC_ONLY,
  SCHEDULED_MAX_DAYS_AHEAD,
  STREET_MAX_LENGTH,
  STREET_MIN_LENGTH,
  validateDelivery,
  validateScheduledDate,
} from './checkout/delivery';
export { type PaidLine, type PricedOrderLine, priceLinesAfterDiscount } from './checkout/line-prices';
export {
  COMPLAINT_ITEM_TYPES,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_KINDS,
  COMPLAINT_LIMITS,
  COMPLAINT_RESPONSE_DAYS,
  type ComplaintData,
  type ComplaintField,
  type ComplaintItemType,
  type ComplaintKind,
  parseComplaintAmount,
  validateComplaint,
} from './complaints/complaint';
export { analyticsUserId } from './customer/analytics-user-id';
export {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  type DocumentType,
  documentTypeLabel,
  normalizeDocumentNumber,
  parseDocumentType,
  validateDocument,
} from './customer/document';
export { GENDER_OPTIONS, type Gender, isGender } from './customer/gender';
export { maskEmail } from './customer/mask-email';
export { isPeruvianMobile, toNationalPhone, validatePhone } from './customer/phone';
export { byDistrictName, CERCADO_DE_LIMA, districtDisplayName } from './delivery/districts';
export { DATE_SYNC_TOLERANCE_MINUTES, EXPRESS_CUTOFF, EXPRESS_START, isExpressAvailable } from './delivery/express';
export { DEFAULT_TIER, type DeliveryFeeInput, type DeliveryTier, deliveryFee } from './delivery/fee';
export {
  PICKUP_POINT,
  type PickupPerson,
  type PickupPoint,
  pickupAddress,
  pickupHours,
  pickupRequirements,
} from './delivery/pickup';
export { CURRENCY, DEFAULT_CHANNEL, LOCALE } from './money/currency';
export { formatPrice, parsePrice } from './money/format';
export { fromCents, roundMoney, toCents } from './money/round';
export {
  channelForContext,
  matchesPromotionChannel,
  type PromotionChannel,
  type SessionContext,
} from './promotions/channel';
export { type Prioritised, promotionPriority, sortByPriority } from './promotions/priority';
export { type SelectablePromotion, selectPromotions } from './promotions/select';
export {
  hasValidVoucherDate,
  hasVoucherDate,
  itemsForPromotionCheck,
  type VoucherDated,
} from './promotions/voucher-date';
export { isWindowActive, type PromotionWindow, parsePromotionWindow } from './promotions/window';
export {
  assertProductionSecrets,
  decodeBase64,
  GENERATE_KEY,
  GENERATE_TOKEN,
  KNOWN_SECRET_VALUES,
  productionSecretProblems,
  type Secret,
  type SecretKind,
} from './secrets/secret-policy';
export { digitsOnly } from './text/digits';
export { ELLIPSIS, TRUNCATE_AFTER, TRUNCATE_KEEP, truncateText } from './text/truncate';
export {
  LIMA_TIME_ZONE,
  type LimaDateTime,
  limaMinuteOfDay,
  limaOffsetMinutes,
  limaWallTimeToDate,
  toLimaDateTime,
} from './time/lima';
export { WEEKDAY_NAMES, type WeekdayName, weekdayName } from './time/weekday';
