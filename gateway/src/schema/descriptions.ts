import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { type GraphQLFieldConfig, type GraphQLInputFieldConfig, type GraphQLSchema, getNamedType } from 'graphql';

/**
 * Descriptions for the commerce types and fields Saleor leaves undocumented, so every public type and field of the
 * gateway is described (the schema is the partners' documentation). Saleor's own descriptions are kept as they are.
 */
const EXPLICIT: Record<string, string> = {
  Query: "Everything clients can read: the commerce catalogue and checkout, and the storefront's domain.",
  Mutation: "Everything clients can change: commerce checkouts and the storefront's domain operations.",
  AddressInput: 'A postal address (Peru: street, district as cityArea, city Lima or Callao, country PE).',
  AddressTypeEnum: 'Whether an address is for billing or shipping.',
  AttributeInputTypeEnum: 'How an attribute takes its values.',
  CategoryFilterInput: 'Filters categories.',
  CollectionFilterInput: 'Filters collections.',
  PageFilterInput: 'Filters content pages.',
  ProductFilterInput: 'Filters products (prefer `where` for new code).',
  ProductVariantFilterInput: 'Filters product variants.',
  ProductWhereInput: 'Filters products; combine conditions with AND and OR.',
  'Checkout.lastChange': 'When the checkout last changed.',
  'CheckoutCreate.checkout': 'The checkout created, or null when errors were returned.',
  CheckoutCreateInput: 'What a new checkout starts with.',
  CheckoutError: 'Why a checkout mutation refused a change; `code` is stable.',
  CheckoutErrorCode: 'Stable codes of checkout errors (the storefront shows a Spanish sentence for each).',
  CheckoutLineInput: 'A variant and a quantity to add to a checkout.',
  CheckoutLineUpdateInput: 'A new quantity for a checkout line (0 removes it).',
  CollectionPublished: 'Whether a collection is published.',
  CountryDisplay: 'A country with its code and name.',
  Date: 'A calendar date, YYYY-MM-DD.',
  DateTime: 'An instant, ISO 8601 with offset.',
  File: 'A file and its content type.',
  JSONString: 'JSON encoded as a string.',
  Metadata: 'Metadata as a map of keys to values.',
  MetadataError: 'Why a metadata change was refused.',
  MetadataErrorCode: 'Stable codes of metadata errors.',
  MetadataFilter: 'Matches a metadata key, and its value when given.',
  MetadataInput: 'A metadata key and value to set.',
  MetadataItem: 'A metadata key and its value.',
  ObjectWithMetadata: 'An object that carries metadata.',
  OrderDirection: 'Ascending or descending order.',
  'OrderLine.thumbnail': "The line's product picture.",
  OrderStatus: 'Where an order is in its life.',
  PaymentGatewayToInitialize: 'The payment app to use and the data it needs (passed to it unchanged).',
  PaymentChargeStatusEnum: 'How much of an order has been charged.',
  PositiveDecimal: 'A decimal number greater than 0.',
  PriceRangeInput: 'A price range in the channel currency; either bound may be left open.',
  'Product.category': "The product's category.",
  ProductMediaType: 'Whether a medium is an image or a video.',
  ProductOrder: 'How to sort products.',
  ProductOrderField: 'The field products are sorted by.',
  StockAvailability: 'In stock or out of stock.',
  ThumbnailFormatEnum: 'Picture formats a thumbnail can be asked in.',
  TransactionInitializeError: 'Why transactionInitialize refused to start a payment; `code` is stable.',
  TransactionInitializeErrorCode: 'Stable codes of transactionInitialize errors.',
  'TransactionRequestAction.transaction': 'The transaction acted on.',
  TransactionRequestActionError: 'Why an action on a transaction was refused; `code` is stable.',
  TransactionRequestActionErrorCode: 'Stable codes of transaction action errors.',
  UUID: 'A UUID.',
  'UpdateMetadata.item': 'The object whose metadata changed.',
  'UpdatePrivateMetadata.item': 'The object whose private metadata changed.',
  VariantAttributeScope: 'Which variant attributes to return.',
};

const FIELD_PATTERNS: [RegExp, (type: string, field: string) => string][] = [
  [/\.edges$/, () => 'The items of this page, each with its cursor.'],
  [/\.errors$/, () => 'Errors, empty when the mutation succeeded.'],
  [/FilterInput\.ids$/, () => 'Only these ids.'],
  [/FilterInput\.slugs$/, () => 'Only these slugs.'],
  [/(FilterInput|WhereInput)\.metadata$/, () => 'Only objects whose metadata matches every filter.'],
  [/FilterInput\.search$/, () => 'Only objects matching this text (accents and case ignored).'],
  [/^ProductWhereInput\.ids$/, () => 'Only these product ids.'],
];

const PRODUCT_FILTER_FIELDS: Record<string, string> = {
  categories: 'Only products in these categories or their subcategories.',
  collections: 'Only products in any of these collections.',
  hasCategory: 'Only products with (true) or without (false) a category.',
  isPublished: 'Only published (true) or unpublished (false) products.',
  price: 'Only products with a variant priced in this range.',
  productTypes: 'Only products of these product types.',
  pageTypes: 'Only pages of these page types.',
  published: 'Only published or hidden collections.',
  sku: 'Only variants with these SKUs.',
};

function describe(name: string): string | undefined {
  if (EXPLICIT[name]) return EXPLICIT[name];
  const [type, field] = name.split('.');
  if (!field) {
    if (type?.endsWith('CountableConnection')) return `A page of ${type.replace('CountableConnection', '')} results.`;
    if (type?.endsWith('CountableEdge')) return `A ${type.replace('CountableEdge', '')} and its cursor.`;
    return undefined;
  }
  for (const [pattern, text] of FIELD_PATTERNS) if (pattern.test(name)) return text(type ?? '', field);
  return PRODUCT_FILTER_FIELDS[field];
}

/** Fills in missing descriptions; an explicit description always wins over a generated one. */
export function withDescriptions(schema: GraphQLSchema): GraphQLSchema {
  const field = <T extends GraphQLFieldConfig<unknown, unknown> | GraphQLInputFieldConfig>(
    config: T,
    fieldName: string,
    typeName: string,
  ): T => (config.description ? config : { ...config, description: describe(`${typeName}.${fieldName}`) });
  return mapSchema(schema, {
    [MapperKind.TYPE]: (type) => {
      if (type.description || getNamedType(type).name.startsWith('__')) return type;
      const description = describe(type.name);
      if (!description) return type;
      const config = type.toConfig();
      return new (type.constructor as new (config: unknown) => typeof type)({ ...config, description });
    },
    [MapperKind.COMPOSITE_FIELD]: (config, fieldName, typeName) => field(config, fieldName, typeName),
    [MapperKind.INPUT_OBJECT_FIELD]: (config, fieldName, typeName) => field(config, fieldName, typeName),
  });
}
